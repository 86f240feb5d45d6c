{-# LANGUAGE OverloadedStrings #-}
-- | Round-trip agreement: each implementation decodes the corpus and re-encodes it; the result
-- is compared with the input and with ours. Prints `AGREE <corpus> <impl> <vs-input> <vs-ours>
-- <detail>` where a comparison is exact, null~absent (equal once null members are dropped),
-- mismatch, error or -. Numbers are equal when they are the same integer or the same double.
module Agree (agree) where

import Control.Exception (SomeException, evaluate, try)
import Data.Aeson (Value (..), eitherDecodeStrict)
import qualified Data.Aeson.Key as K
import qualified Data.Aeson.KeyMap as KM
import qualified Data.ByteString as B
import Data.List (sort)
import Data.Scientific (isInteger, toRealFloat)
import qualified Data.Vector as V
import Impl (Impl (..))

roundTrip :: Impl -> B.ByteString -> IO (Either String Value)
roundTrip (Impl dec enc _) bytes = do
  r <- try (evaluate (either Left (\v -> let out = enc v in B.length out `seq` Right out) (dec bytes)))
  pure $ case r of
    Left e -> Left (show (e :: SomeException))
    Right (Left e) -> Left e
    Right (Right out) -> eitherDecodeStrict out

dropNulls :: Value -> Value
dropNulls (Object o) = Object (KM.map dropNulls (KM.filter (/= Null) o))
dropNulls (Array a) = Array (V.map dropNulls a)
dropNulls v = v

firstDiff :: String -> Value -> Value -> Maybe String
firstDiff at (Object a) (Object b) =
  let keys = sort (KM.keys a ++ [k | k <- KM.keys b, not (KM.member k a)])
      one k = case (KM.lookup k a, KM.lookup k b) of
        (Just x, Just y) -> firstDiff (at ++ "/" ++ K.toString k) x y
        _ -> Just (at ++ "/" ++ K.toString k)
  in foldr (\k acc -> maybe acc Just (one k)) Nothing keys
firstDiff at (Array a) (Array b)
  | V.length a /= V.length b = Just at
  | otherwise = foldr (\(i, x, y) acc -> maybe acc Just (firstDiff (at ++ "/" ++ show i) x y)) Nothing
      (zip3 [0 :: Int ..] (V.toList a) (V.toList b))
firstDiff at (Number a) (Number b)
  | isInteger a && isInteger b = if a == b then Nothing else Just at
  | otherwise = if (toRealFloat a :: Double) == toRealFloat b then Nothing else Just at
firstDiff at a b = if a == b then Nothing else Just at

compareValues :: Value -> Value -> (String, String)
compareValues want got = case firstDiff "" want got of
  Nothing -> ("exact", "")
  Just _ -> case firstDiff "" (dropNulls want) (dropNulls got) of
    Nothing -> ("null~absent", "")
    Just p -> ("mismatch", "at " ++ p)

agree :: String -> B.ByteString -> [(String, Impl)] -> IO ()
agree corpus bytes impls = do
  input <- either fail pure (eitherDecodeStrict bytes)
  results <- mapM (\(n, i) -> (,) n <$> roundTrip i bytes) impls
  let ours = [v | ("ours", Right v) <- results]
  mapM_ (report input ours) results
  where
    report _ _ (n, Left e) = putStrLn (unwords ["AGREE", corpus, n, "error", "-", take 200 (filter (/= '\n') e)])
    report input ours (n, Right v) =
      let (vi, d1) = compareValues input v
          (vo, d2) = case ours of
            (o : _) | n /= "ours" -> compareValues o v
            _ -> ("-", "")
      in putStrLn (unwords ["AGREE", corpus, n, vi, vo, d1, d2])
