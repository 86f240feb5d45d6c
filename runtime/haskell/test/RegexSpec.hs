{-# LANGUAGE OverloadedStrings #-}
-- | The regex VM: every vector of the shared conformance data (test/data/regex-vectors.json in
-- the repository: patterns, their programs and [input, verdict, steps]) gives exactly that
-- verdict and step count; and the decoders that check patterns.
module RegexSpec (regexGroups) where

import qualified Data.ByteString as B
import qualified Data.Text as T
import qualified Data.Text.Encoding as TE
import Check
import Json
import JsonGenPackage.JsonGenRuntime
import Support

-- | The conformance data, relative to runtime/haskell (where @cabal test@ runs).
vectorsPath :: FilePath
vectorsPath = "../../test/data/regex-vectors.json"

regexGroups :: IO [Group]
regexGroups = do
  text <- TE.decodeUtf8 <$> B.readFile vectorsPath
  pure [vectors text, decoders]

vectors :: T.Text -> Group
vectors text = group "regex vectors" $ case parseJson (T.unpack text) of
  Left e -> [check "regex-vectors.json parses" False e]
  Right doc -> case (member "version" doc, member "stepLimit" doc, member "memoLimit" doc, member "patterns" doc) of
    (Just (JInt 2), Just (JInt limit), Just (JInt memo), Just (JArray ps)) ->
      check "the data holds patterns" (length ps > 100) (show (length ps) ++ " patterns")
        : expect "the memo bound" (fromInteger memo) memoLimit
        : concatMap (patternChecks (fromInteger limit)) ps
    _ -> [check "regex-vectors.json has version 2, stepLimit, memoLimit and patterns" False (take 200 (show doc))]

patternChecks :: Int -> Json -> [Check]
patternChecks limit p = case (member "pattern" p, member "program" p, member "vectors" p) of
  (Just (JString source), Just prog, Just (JArray vs)) -> case toProgram prog of
    Just compiled -> zipWith (vectorCheck limit source compiled) [0 :: Int ..] vs
    Nothing -> [check source False "bad program"]
  _ -> [check (take 80 (show p)) False "bad pattern entry"]

toProgram :: Json -> Maybe Program
toProgram p = case (member "code" p, member "classes" p, member "slots" p, member "memo" p) of
  (Just (JArray code), Just (JArray classes), Just (JInt slots), Just (JBool memo)) -> program <$> mapM int code <*> mapM ints classes <*> pure (fromInteger slots) <*> pure memo
  _ -> Nothing
  where
    int (JInt n) = Just (fromInteger n)
    int _ = Nothing
    ints (JArray xs) = mapM int xs
    ints _ = Nothing

vectorCheck :: Int -> String -> Program -> Int -> Json -> Check
vectorCheck limit source prog i v = case v of
  JArray [JString input, JString verdict, JInt steps] ->
    expect (source ++ " #" ++ show i ++ " " ++ show input) (regexRun limit prog (T.pack input)) (toVerdict verdict, fromInteger steps)
  _ -> check (source ++ " #" ++ show i) False ("bad vector " ++ show v)
  where
    toVerdict s = case s of
      "match" -> Match
      "noMatch" -> NoMatch
      _ -> TooComplex

-- | @^[a-z]+$@
lower :: Program
lower = program [14, 10, 0, 11, 0, 1, -1, 1, 19, 12, 0, 1, 0, 0, 3, 0, 13, 0, 3, 15, 0] [[97, 122]] 2 False

-- | @^(\w+\s?)*$@, exponential on a long word that does not end the string
nested :: Program
nested =
  program
    [14, 10, 2, 11, 2, 0, -1, 1, 57, 12, 2, 0, 0, 2, 9, 0, 10, 4, 11, 4, 1, -1, 1, 34, 12, 4, 1, 0, 0, 3, 0, 13, 4, 18, 10, 6, 11, 6, 0, 1, 1, 52, 12, 6, 0, 0, 0, 3, 1, 13, 6, 36, 9, 1, 13, 2, 3, 15, 0]
    [[48, 57, 65, 90, 95, 95, 97, 122], [9, 13, 32, 32, 160, 160, 5760, 5760, 8192, 8202, 8232, 8233, 8239, 8239, 8287, 8287, 12288, 12288, 65279, 65279]]
    8
    False

decoders :: Group
decoders =
  group
    "pattern decoders"
    [ expect "default budget" (map (regexTest lower) ["abc", "abC", ""]) [Match, NoMatch, NoMatch]
    , expect "too complex" (regexRun defaultStepLimit nested (T.pack (replicate 30 'a' ++ "!"))) (TooComplex, defaultStepLimit + 1)
    , expect "a long linear match" (regexTest lower (T.replicate 100000 "a")) Match
    , expect "a matching string" (decode (checkedPattern lower "a word" decText) "\"abc\"") (Right "abc")
    , expect "a string that does not match" (decode (checkedPattern lower "a word" decText) " \"aBc\"") (failure 1 "" "a word" "\"aBc\"")
    , expect "a string too complex to check" (decode (checkedPattern nested "words" decText) (B.concat ["\"", B.replicate 30 97, "!\""])) (failure 0 "" "words (too complex to check)" (T.concat ["\"", T.replicate 30 "a", "!\""]))
    , expect "map keys must match" (decode (decMapKeys lower "a lower-case key" decInt64) "{\"ab\":1,\"B\":2}") (failure 12 "/B" "a lower-case key" "a key that does not match")
    , expect "map keys too complex" (decode (decMapKeys nested "a key" decInt64) (B.concat ["{\"", B.replicate 30 97, "!\":1}"])) (failure 35 (T.concat ["/", T.replicate 30 "a", "!"]) "a key (too complex to check)" "a key")
    ]
