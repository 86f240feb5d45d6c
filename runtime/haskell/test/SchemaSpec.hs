{-# LANGUAGE OverloadedStrings #-}
-- | The schema-check interpreter: every vector of the shared conformance data
-- (test/data/schema-program-vectors.json in the repository: programs and [instance, valid,
-- schema pointer, instance pointer]) gives that verdict and, when invalid, those pointers; the
-- depth limit ends reference cycles; and the any-JSON decoder reports a failure inside the value.
module SchemaSpec (schemaGroups) where

import qualified Data.ByteString as B
import qualified Data.Text as T
import qualified Data.Text.Encoding as TE
import System.Environment (lookupEnv)
import Check
import Json
import JsonGenPackage.JsonGenRuntime
import Support

-- | The conformance data, relative to runtime/haskell (where @cabal test@ runs);
-- JSONGEN_SCHEMA_VECTORS names another file of the same form (the program fuzzer's).
vectorsPath :: FilePath
vectorsPath = "../../test/data/schema-program-vectors.json"

schemaGroups :: IO [Group]
schemaGroups = do
  path <- maybe vectorsPath id <$> lookupEnv "JSONGEN_SCHEMA_VECTORS"
  text <- TE.decodeUtf8 <$> B.readFile path
  pure [vectors text, limits, decoders]

vectors :: T.Text -> Group
vectors text = group "schema program vectors" $ case parseJson (T.unpack text) of
  Left e -> [check "schema-program-vectors.json parses" False e]
  Right doc -> case (member "version" doc, member "depthLimit" doc, member "programs" doc) of
    (Just (JInt 1), Just (JInt limit), Just (JArray ps)) ->
      let checks = concatMap programChecks ps
       in check "the data holds vectors" (length checks >= 4000) (show (length checks) ++ " vectors")
            : expect "the depth limit" (fromInteger limit) schemaDepthLimit
            : checks
    _ -> [check "schema-program-vectors.json has version 1, depthLimit and programs" False (take 200 (show doc))]

programChecks :: Json -> [Check]
programChecks p = case (member "group" p, member "program" p, member "vectors" p) of
  (Just (JString name), Just prog, Just (JArray vs)) -> case toProgram prog of
    Right compiled -> zipWith (vectorCheck name compiled) [0 :: Int ..] vs
    Left why -> [check name False ("bad program: " ++ why)]
  _ -> [check (take 80 (show p)) False "bad program entry"]

vectorCheck :: String -> SchemaProgram -> Int -> Json -> Check
vectorCheck name prog i v = case v of
  JArray [JString input, JBool True] -> expect (label input) (outcome input) Nothing
  JArray [JString input, JBool False, JString schema, JString inst] -> expect (label input) (outcome input) (Just (T.pack schema, T.pack inst))
  _ -> check (name ++ " #" ++ show i) False ("bad vector " ++ show v)
  where
    label input = name ++ " #" ++ show i ++ " " ++ input
    outcome input = fmap (\f -> (failureSchema f, failureInstance f)) (runSchema prog (utf8 input))

utf8 :: String -> B.ByteString
utf8 = TE.encodeUtf8 . T.pack

-- ---------------------------------------------------------------------------------------------
-- Programs from their JSON form, read by the runtime as the generated code has it read

-- | The runtime reads the program's JSON form without its regexes, which come compiled; a form it
-- cannot read gives a program that fails every value, which the vectors then show.
toProgram :: Json -> Either String SchemaProgram
toProgram p = do
  regexes <- mapM toRegex =<< list =<< field "regexes" p
  case p of
    JObject kvs -> pure (schemaProgramJson (utf8 (renderJson (JObject (filter ((/= "regexes") . fst) kvs)))) regexes)
    _ -> Left "not an object"

toRegex :: Json -> Either String Program
toRegex r = program <$> ints r "code" <*> (mapM (\c -> list c >>= mapM int) =<< list =<< field "classes" r) <*> (int =<< field "slots" r) <*> (bool =<< field "memo" r)

field :: String -> Json -> Either String Json
field k j = maybe (Left ("no " ++ k ++ " in " ++ take 80 (show j))) Right (member k j)

int :: Json -> Either String Int
int (JInt v) = Right (fromInteger v)
int j = Left ("not an integer: " ++ show j)

ints :: Json -> String -> Either String [Int]
ints j k = mapM int =<< list =<< field k j

bool :: Json -> Either String Bool
bool (JBool v) = Right v
bool j = Left ("not a boolean: " ++ show j)

str :: Json -> Either String String
str (JString s) = Right s
str j = Left ("not a string: " ++ show j)

list :: Json -> Either String [Json]
list (JArray xs) = Right xs
list j = Left ("not an array: " ++ show j)

-- ---------------------------------------------------------------------------------------------
-- The depth limit, a missing node, and the decoder

-- | A node whose only operation refers to itself consumes no input: the limit ends it.
cycle' :: SchemaProgram
cycle' = schemaProgram 0 [SchemaNode (-1) [OpRef "/$ref" 0]] [] []

-- | @{"properties": {"a/b": {"not": {"type": "integer"}}}}@
notInteger :: SchemaProgram
notInteger =
  schemaProgram
    0
    [ SchemaNode 0 [OpProperties "/properties" [("a/b", 1)]]
    , SchemaNode 0 [OpNot "/properties/a~1b/not" 2]
    , SchemaNode 0 [OpType "/properties/a~1b/not/type" 64]
    ]
    []
    [[]]

limits :: Group
limits =
  group
    "schema program limits"
    [ expect "a reference cycle fails at the reference" (runSchema cycle' "1") (Just (SchemaFailure "/$ref" "" "1"))
    , check "a program without its root node refuses" (runSchema (schemaProgram 3 [] [] []) "{}" /= Nothing) "accepted"
    , expect "a key that is not a string fails as its quoted text" (fmap failureValue (runSchema keys "{\"\\n\":1}")) (Just "\"\\n\"")
    ]
  where
    keys = schemaProgram 0 [SchemaNode (-1) [OpPropertyNames "/propertyNames" 1], SchemaNode (-1) [OpFalse "/propertyNames"]] [] []

decoders :: Group
decoders =
  group
    "schema program decoders"
    [ expect "a valid value" (decode (checkedSchema notInteger decRaw) " {\"a/b\": 1.5}") (Right (RawJson "{\"a/b\":1.5}"))
    , expect "a failure inside the value" (decode (checkedSchema notInteger decRaw) " {\"a/b\": 2}") (failure 1 "/a~1b" "a value valid against the schema at \"/properties/a~1b/not\"" "2")
    , expect "a long failing part is cut" (decode (checkedSchema cycle' decRaw) (utf8 ("[" ++ replicate 40 '1' ++ "," ++ replicate 40 '2' ++ "]"))) (failure 0 "" "a value valid against the schema at \"/$ref\"" (T.pack ("[" ++ replicate 40 '1' ++ "," ++ replicate 22 '2' ++ "...")))
    ]
