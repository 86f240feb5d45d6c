-- | A minimal test runner on base alone: named groups of named checks, each a pure
-- comparison evaluated with exceptions caught; prints every failure and a summary, and
-- exits non-zero when anything failed.
module Check (Check, Group, group, check, expect, runGroups) where

import Control.Exception (SomeException, evaluate, try)
import Control.Monad (forM, when)
import System.Exit (exitFailure)

-- | A named check: 'Nothing' when it passed, else why it failed.
data Check = Check String (Maybe String)

data Group = Group String [Check]

group :: String -> [Check] -> Group
group = Group

-- | A check of a condition, with what to print when it does not hold.
check :: String -> Bool -> String -> Check
check name ok why = Check name (if ok then Nothing else Just why)

-- | @expect name actual expected@
expect :: (Eq a, Show a) => String -> a -> a -> Check
expect name actual expected =
  check name (actual == expected) ("expected: " ++ show expected ++ "\n       got: " ++ show actual)

runGroups :: [Group] -> IO ()
runGroups groups = do
  counts <- forM groups $ \(Group g checks) -> do
    results <- forM checks $ \(Check name outcome) -> do
      r <- try (evaluate (maybe 0 length outcome `seq` outcome)) :: IO (Either SomeException (Maybe String))
      let failure = either (\e -> Just ("exception: " ++ show e)) id r
      case failure of
        Nothing -> pure True
        Just why -> do
          putStrLn ("FAIL " ++ g ++ " / " ++ name ++ "\n       " ++ why)
          pure False
    let passed = length (filter id results)
    putStrLn (g ++ ": " ++ show passed ++ "/" ++ show (length results) ++ " passed")
    pure (passed, length results - passed)
  let failed = sum (map snd counts)
  putStrLn (show (sum (map fst counts)) ++ " passed, " ++ show failed ++ " failed")
  when (failed > 0) exitFailure
