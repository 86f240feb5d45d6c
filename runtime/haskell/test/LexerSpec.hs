{-# LANGUAGE OverloadedStrings #-}
-- | The scanner: any JSON value validated and skipped (or kept as minified raw text),
-- objects and arrays read member by member, offsets and messages of rejections, the depth limit.
module LexerSpec (lexerGroups) where

import qualified Data.ByteString as B
import qualified Data.ByteString.Char8 as BC
import Data.Int (Int64)
import qualified Data.Map.Strict as M
import qualified Data.Set as S
import qualified Data.Text as T
import Check
import JsonGenPackage.JsonGenRuntime
import Support

lexerGroups :: [Group]
lexerGroups = [valid, invalid, containers, depth]

valid :: Group
valid =
  group
    "scanner: valid input"
    [ expect "scalars" (mapM raw ["true", "false", "null", "0", "-1.5e+3", "\"s\""]) (Right ["true", "false", "null", "0", "-1.5e+3", "\"s\""])
    , expect "whitespace outside strings is removed" (raw " { \"a\" : [ 1 , 2.5e3 ,\ttrue,\r\nfalse , null , \"x\" ] } ") (Right "{\"a\":[1,2.5e3,true,false,null,\"x\"]}")
    , expect "whitespace inside strings is kept" (raw "[ \" a b \" , \"c\\\" d\" ]") (Right "[\" a b \",\"c\\\" d\"]")
    , expect "escapes are kept as written" (raw "\"\\u00e9\\n\\/\"") (Right "\"\\u00e9\\n\\/\"")
    , expect "numbers are kept as written" (raw "[1E2,-0,0.10,1e-0]") (Right "[1E2,-0,0.10,1e-0]")
    , expect "empty containers" (raw "[ [ ] , { } ]") (Right "[[],{}]")
    , expect "surrounding whitespace" (raw " \n\t\r 1 \n") (Right "1")
    , expect "a long document" (fmap B.length (raw (BC.pack ('[' : concat (replicate 9999 "1,") ++ "1]")))) (Right 20001)
    ]

invalid :: Group
invalid =
  group
    "scanner: offsets and messages"
    [ expect "empty input" (raw "") (failure 0 "" "a JSON value" "end of input")
    , expect "only whitespace" (raw "  ") (failure 2 "" "a JSON value" "end of input")
    , expect "trailing comma in an array" (raw "[1,]") (failure 3 "/1" "a JSON value" "']'")
    , expect "missing comma" (raw "[1 2]") (failure 3 "/1" "',' or ']'" "number")
    , expect "unclosed array" (raw "[1") (failure 2 "/1" "',' or ']'" "end of input")
    , expect "missing colon" (raw "{\"a\" 1}") (failure 5 "" "':'" "number")
    , expect "trailing comma in an object" (raw "{\"a\":1,}") (failure 7 "" "string" "'}'")
    , expect "a non-string key" (raw "{1:2}") (failure 1 "" "string or '}'" "number")
    , expect "unclosed object" (raw "{\"a\":1") (failure 6 "" "',' or '}'" "end of input")
    , expect "a truncated literal" (raw "tru") (failure 0 "" "a JSON value" "boolean")
    , expect "a misspelt literal" (raw "[nul]") (failure 1 "/0" "a JSON value" "null")
    , expect "a bare word" (raw "[x]") (failure 1 "/0" "a JSON value" "'x'")
    , expect "a control byte" (raw "[\1]") (failure 1 "/0" "a JSON value" "byte 0x01")
    , expect "a non-ASCII byte" (raw "\xff") (failure 0 "" "a JSON value" "byte 0xff")
    , expect "two values" (raw "1 2") (failure 2 "" "end of input" "number")
    , expect "a value after a container" (raw "{} x") (failure 3 "" "end of input" "'x'")
    , expect "the pointer of a nested value" (raw "{\"a\":{\"b\":[0,x]}}") (failure 13 "/a/b/1" "a JSON value" "'x'")
    , expect "pointer escapes ~0 and ~1" (raw "{\"a/b~c\":x}") (failure 9 "/a~1b~0c" "a JSON value" "'x'")
    , expect "a leading plus" (raw "+1") (failure 0 "" "a JSON value" "'+'")
    , expect "a bad number inside an array" (raw "[1.]") (failure 3 "/0" "a digit" "']'")
    ]

containers :: Group
containers =
  group
    "objects, arrays, maps, tuples"
    [ expect "a list" (decode (decList decInt64) " [ 1 , 2 ,3 ] ") (Right [1, 2, 3])
    , expect "an empty list" (decode (decList decInt64) "[ ]") (Right [])
    , expect "a list item of the wrong type" (decode (decList decInt64) "[1,\"2\"]") (failure 3 "/1" "integer" "string")
    , expect "not a list" (decode (decList decInt64) "{}") (failure 0 "" "array" "object")
    , expect "a map" (decode (decMap decInt64) "{\"b\":2,\"a\":1}") (Right (M.fromList [("a", 1), ("b", 2)]))
    , expect "a duplicate key" (decode (decMap decInt64) "{\"a\":1,\"a\":2}") (failure 11 "/a" "a unique key" "a duplicate key")
    , expect "a map value of the wrong type" (decode (decMap decInt64) "{\"a\":true}") (failure 5 "/a" "integer" "boolean")
    , expect "a nullable null" (decode (decNullable decInt64) " null") (Right Nothing)
    , expect "a nullable value" (decode (decNullable decInt64) "7") (Right (Just 7))
    , expect "presence: null" (decode (decOptNullable decInt64) "null") (Right (Null :: Presence Int64))
    , expect "presence: value" (decode (decOptNullable decInt64) "3") (Right (Present 3))
    , expect "a tuple" (decode pair "[1, \"a\"]") (Right (1, "a"))
    , expect "a short tuple" (decode pair "[1]") (failure 2 "" "at least 2 items" "1 items")
    , expect "a long tuple" (decode pair "[1,\"a\",2]") (failure 6 "" "at most 2 items" "more items")
    , expect "tuple items with a rest" (decode (\d -> decTuple d *> tupleRest 0 2 decInt64 d <* tupleEnd 2) "[1,2]") (Right [1, 2])
    , expect "too many rest items" (decode (\d -> decTuple d *> tupleRest 0 2 decInt64 d <* tupleEnd 2) "[1,2,3]") (failure 5 "" "at most 2 items" "more items")
    , expect "unknown keys are validated and skipped" (decode skipOne "{\"x\": [1, {\"y\": null}] }") (Right (S.fromList ["x"]))
    , expect "an invalid unknown value points at its key" (decode skipOne "{\"x\": [1, z]}") (failure 10 "/x/1" "a JSON value" "'z'")
    , expect "member counts" (decode (\d -> objOpen d *> objFirstKey *> checkCount 1 2 3) "{}") (failure 1 "" "between 1 and 2 properties" "3 properties")
    ]
  where
    skipOne d = do
      objOpen d
      k <- objFirstKey
      seen <- maybe (pure emptyUnknown) (\key -> skipUnknown d key emptyUnknown) k
      _ <- objNextKey
      pure seen
    pair d = do
      decTuple d
      a <- tupleItem 0 decInt64 d
      b <- tupleItem 1 decText d
      tupleEnd 2
      pure (a, b)

depth :: Group
depth =
  group
    "depth limit"
    [ expect "at the limit" (decodeWith 2 decRaw "[[1]]") (Right (RawJson "[[1]]"))
    , expect "past the limit (array)" (decodeWith 2 decRaw "[[[1]]]") (failure 2 "/0/0" "nesting within the depth limit" "a deeper array")
    , expect "past the limit (object)" (decodeWith 1 decRaw "{\"a\":{}}") (failure 5 "/a" "nesting within the depth limit" "a deeper object")
    , expect "typed lists" (decodeWith 1 (decList (decList decInt64)) "[[1]]") (failure 1 "/0" "nesting within the depth limit" "a deeper array")
    , expect "typed maps" (decodeWith 1 (decMap (decMap decInt64)) "{\"k\":{}}") (failure 5 "/k" "nesting within the depth limit" "a deeper object")
    , expect "default: 512 levels" (fmap (const ()) (raw (nested 512))) (Right ())
    , expect "default: 513 levels" (raw (nested 513)) (failure 512 (pointerOf 512) "nesting within the depth limit" "a deeper array")
    , expect "the default limit" (decodeOptionsMaxDepth defaultDecodeOptions) 512
    ]
  where
    nested n = BC.pack (replicate n '[' ++ replicate n ']')
    pointerOf n = T.replicate n "/0"
