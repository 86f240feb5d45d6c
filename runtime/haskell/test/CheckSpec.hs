{-# LANGUAGE OverloadedStrings #-}
-- | Format checks, checked decoders, uniqueness, union peeks and error values.
module CheckSpec (checkGroups) where

import qualified Data.ByteString as B
import Data.Int (Int64)
import qualified Data.Text as T
import Check
import JsonGenPackage.JsonGenRuntime
import Support

checkGroups :: [Group]
checkGroups = [formats, checks, unions, errors]

formats :: Group
formats =
  group
    "formats"
    ( [expect ("date " ++ show t) (isDate t) ok | (t, ok) <- dates]
        ++ [expect ("time " ++ show t) (isTime t) ok | (t, ok) <- times]
        ++ [expect ("date-time " ++ show t) (isDateTime t) ok | (t, ok) <- dateTimes]
        ++ [expect ("uuid " ++ show t) (isUuid t) ok | (t, ok) <- uuids]
    )
  where
    dates =
      [ ("2024-02-29", True), ("2023-02-29", False), ("2000-02-29", True), ("1900-02-29", False), ("2024-12-31", True)
      , ("2024-13-01", False), ("2024-00-10", False), ("2024-04-31", False), ("2024-04-00", False), ("2024-4-01", False)
      , ("2024-01-01x", False), ("2024/01/01", False), ("", False), ("0000-01-01", True)
      ]
    times =
      [ ("23:59:60Z", True), ("00:00:00z", True), ("24:00:00Z", False), ("12:60:00Z", False), ("12:00:61Z", False)
      , ("12:00:00", False), ("12:00:00.123+05:30", True), ("12:00:00.+05:30", False), ("12:00:00-23:59", True)
      , ("12:00:00+24:00", False), ("12:00:00+05:60", False), ("12:00:00+0530", False), ("1:00:00Z", False)
      ]
    dateTimes =
      [ ("2024-01-01T00:00:00Z", True), ("2024-01-01t00:00:00.5z", True), ("2024-01-01 00:00:00Z", False)
      , ("2024-02-30T00:00:00Z", False), ("2024-01-01T25:00:00Z", False), ("2024-01-01T", False)
      ]
    uuids =
      [ ("123e4567-e89b-12d3-a456-426614174000", True), ("123E4567-E89B-12D3-A456-426614174000", True)
      , ("123e4567e89b-12d3-a456-4266141740000", False), ("123e4567-e89b-12d3-a456-42661417400g", False)
      , ("123e4567-e89b-12d3-a456-42661417400", False), ("{123e4567-e89b-12d3-a456-426614174000}", False)
      ]

checks :: Group
checks =
  group
    "checked decoders"
    [ expect "passes" (decode (checked (> 2) "greater than 2" decInt64) "3") (Right 3)
    , expect "fails at the value" (decode (checked (> 2) "greater than 2" decInt64) " 1") (failure 1 "" "greater than 2" "1")
    , expect "lists report the count" (decode (checkedList ((< 2) . length) "at most 1 item" (decList decInt64)) "[1,2]") (failure 0 "" "at most 1 item" "2 items")
    , expect "unique" (uniqueBy id (["a", "b", "c"] :: [B.ByteString])) True
    , expect "not unique" (uniqueBy id (["a", "b", "a"] :: [B.ByteString])) False
    , expect "a boolean literal" (decode (decLiteral "true") " true") (Right ())
    , expect "another literal" (decode (decLiteral "true") "false") (failure 0 "" "the constant true" "false")
    , expect "a literal fails at a value of another type, unread" (decode (decLiteral "true") "[1,}") (failure 0 "" "boolean" "array")
    , expect "a null literal fails at a value of another type, unread" (decode (decLiteral "null") "{\"a\":[}") (failure 0 "" "null" "object")
    , expect "null" (decode decUnit "null") (Right ())
    , expect "not null" (decode decUnit "0") (failure 0 "" "null" "number")
    , expect "booleans" (mapM (decode decBool) ["true", "false"]) (Right [True, False])
    , expect "not a boolean" (decode decBool "trUe") (failure 0 "" "boolean" "boolean")
    ]

unions :: Group
unions =
  group
    "union peeks"
    [ expect "kinds" (map (decode (\_ -> peekKind <* decRaw 1)) ["null", "true", "1", "\"s\"", "[]", "{}"]) (map Right [KNull, KBool, KNumber, KString, KArray, KObject])
    , expect "a discriminator after other members, consuming nothing" (decode (\d -> (,) <$> discriminator "type" d <*> decRaw d) "{\"x\":[1],\"type\":\"b\"}") (Right ("b", RawJson "{\"x\":[1],\"type\":\"b\"}"))
    , expect "no discriminator" (decode (discriminator "type") "{\"x\":1}") (failure 0 "" "property \"type\"" "an object without it")
    , expect "a discriminator that is not a string" (decode (discriminator "type") "{\"type\":1}") (failure 0 "" "a value matching one of the union's variants" "object")
    , expect "a discriminator's value key, for number tags" (map (decode (\d -> discriminatorKey "op" d <* decRaw d)) ["{\"x\":1,\"op\":1.0}", "{\"op\":-1e1}", "{\"op\":true}"]) (map Right ["1e0", "-1e1", "true"])
    , expect "a decoded value mapped, else an error at the value" (map (decode (decMapped (\x -> if x == (1 :: Int64) then Just 'a' else Nothing) "one of 1" decInt64)) ["1.0", "2"]) [Right 'a', failure 0 "" "one of 1" "2"]
    , expect "the first of the keys the object has" (map (decode (\d -> findKey ["b", "c"] d <* decRaw d)) ["{\"a\":1,\"c\":{},\"b\":2}", "{\"b\":1}", "{\"a\":1}"]) (map Right [1, 0, -1])
    , expect "values after the key found are not read" (decode (\d -> findKey ["b"] d >>= \n -> decLiteral (if n == 0 then "true" else "null") d) "{\"b\":1,\"x\":[}") (failure 0 "" "boolean" "object")
    , expect "a value before the key found is read" (decode (\d -> findKey ["b"] d) "{\"x\":[,\"b\":1}") (failure 6 "/x/0" "a JSON value" "','")
    , expect "keys within a list, consuming nothing" (map (fmap rawJsonBytes . decode (\d -> keysWithin ["url", "map"] d (decRaw d))) ["{}", " { \"url\" : 1 , \"map\" : {\"x\": [1, {\"y\": 2}]} } ", "{\"m\\u0061p\":1}"]) (map Right ["{}", "{\"url\":1,\"map\":{\"x\":[1,{\"y\":2}]}}", "{\"m\\u0061p\":1}"])
    , expect "keys not within a list" (map (decode (\d -> keysWithin ["url", "map"] d (decRaw d))) ["{\"url\":1,\"other\":2}", "{\"other\":2,\"url\":1}", "[]", "{\"url\":1,", "{\"url\":}"]) (map (\f -> failure 0 "" "a value matching one of the union's variants" f) ["object", "object", "array", "object", "object"])
    , expect "first of" (decode (\d -> firstOf [Left <$> decInt64 d, Right <$> decText d]) "\"s\"") (Right (Right "s" :: Either Int64 T.Text))
    , expect "no variant" (decode (\d -> firstOf [decInt64 d]) "true") (failure 0 "" "a value matching one of the union's variants" "boolean")
    ]

errors :: Group
errors =
  group
    "error values"
    [ expect "rendered" (renderDecodeError (DecodeError 12 "/items/3" "integer" "string")) "offset 12 at /items/3: expected integer, found string"
    , expect "rendered at the root" (renderDecodeError (DecodeError 0 "" "a JSON value" "end of input")) "offset 0 at (root): expected a JSON value, found end of input"
    , expect "an unknown key" (decode (\_ -> unknownKey "k" :: P ()) "1") (failure 0 "/k" "a declared property" "an unknown key")
    , expect "a missing property" (decode (\d -> objOpen d *> objFirstKey *> (missing "id" :: P ())) "{}") (failure 1 "" "property \"id\"" "end of object")
    , expect "a short value in found text" (decode (checked (const False) "x" decText) "\"abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz\"") (failure 0 "" "x" "\"abcdefghijklmnopqrstuvwxyzabcdefghijklm...")
    ]
