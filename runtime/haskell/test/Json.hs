-- | A small JSON reader for test data (GHC's boot packages have none): numbers are integers.
module Json (Json (..), parseJson, renderJson, member) where

import Data.Char (chr, digitToInt, isDigit, isHexDigit, isSpace, ord)
import Data.List (intercalate)
import Numeric (showHex)

data Json = JNull | JBool Bool | JInt Integer | JString String | JArray [Json] | JObject [(String, Json)]
  deriving (Eq, Show)

member :: String -> Json -> Maybe Json
member k (JObject kvs) = lookup k kvs
member _ _ = Nothing

-- | JSON text of a value (characters as they are; quotes, backslashes and controls escaped).
renderJson :: Json -> String
renderJson j = case j of
  JNull -> "null"
  JBool b -> if b then "true" else "false"
  JInt n -> show n
  JString s -> quote s
  JArray xs -> "[" ++ intercalate "," (map renderJson xs) ++ "]"
  JObject kvs -> "{" ++ intercalate "," [quote k ++ ":" ++ renderJson v | (k, v) <- kvs] ++ "}"
  where
    quote s = "\"" ++ concatMap char s ++ "\""
    char c
      | c == '"' = "\\\""
      | c == '\\' = "\\\\"
      | ord c < 0x20 = "\\u" ++ replicate (4 - length (showHex (ord c) "")) '0' ++ showHex (ord c) ""
      | otherwise = [c]

parseJson :: String -> Either String Json
parseJson s = case value (skip s) of
  Right (v, rest) | null (skip rest) -> Right v
  Right (_, rest) -> Left ("trailing text: " ++ take 20 rest)
  Left e -> Left e

skip :: String -> String
skip = dropWhile isSpace

type Parser a = String -> Either String (a, String)

value :: Parser Json
value s = case s of
  'n' : 'u' : 'l' : 'l' : r -> Right (JNull, r)
  't' : 'r' : 'u' : 'e' : r -> Right (JBool True, r)
  'f' : 'a' : 'l' : 's' : 'e' : r -> Right (JBool False, r)
  '"' : r -> fmap (\(t, r') -> (JString t, r')) (str r)
  '[' : r -> items (skip r) []
  '{' : r -> members (skip r) []
  '-' : r -> fmap (\(JInt n, r') -> (JInt (negate n), r')) (number r)
  c : _ | isDigit c -> number s
  _ -> Left ("unexpected: " ++ take 20 s)
  where
    number t = let (ds, r) = span isDigit t in if null ds then Left "digits" else Right (JInt (read ds), r)

items :: String -> [Json] -> Either String (Json, String)
items (']' : r) [] = Right (JArray [], r)
items s acc = do
  (v, r) <- value (skip s)
  case skip r of
    ',' : r' -> items (skip r') (v : acc)
    ']' : r' -> Right (JArray (reverse (v : acc)), r')
    _ -> Left ("in array: " ++ take 20 r)

members :: String -> [(String, Json)] -> Either String (Json, String)
members ('}' : r) [] = Right (JObject [], r)
members ('"' : s) acc = do
  (k, r) <- str s
  case skip r of
    ':' : r' -> do
      (v, r'') <- value (skip r')
      case skip r'' of
        ',' : t -> members (skip t) ((k, v) : acc)
        '}' : t -> Right (JObject (reverse ((k, v) : acc)), t)
        _ -> Left ("in object: " ++ take 20 r'')
    _ -> Left "colon"
members s _ = Left ("key: " ++ take 20 s)

-- | A string's characters after its opening quote; a surrogate pair escape is one character.
str :: Parser String
str = go []
  where
    go acc s = case s of
      '"' : r -> Right (reverse acc, r)
      '\\' : 'u' : a : b : c : d : r | all isHexDigit [a, b, c, d] -> escape acc (hex [a, b, c, d]) r
      '\\' : e : r -> case lookup e simple of
        Just ch -> go (ch : acc) r
        Nothing -> Left ("escape " ++ [e])
      c : r -> go (c : acc) r
      [] -> Left "unterminated string"
    escape acc hi r
      | hi >= 0xD800 && hi < 0xDC00
      , '\\' : 'u' : a : b : c : d : r' <- r
      , all isHexDigit [a, b, c, d]
      , lo <- hex [a, b, c, d]
      , lo >= 0xDC00 && lo < 0xE000 =
          go (chr (0x10000 + (hi - 0xD800) * 0x400 + (lo - 0xDC00)) : acc) r'
      | otherwise = go (chr hi : acc) r
    hex = foldl (\n c -> n * 16 + digitToInt c) 0
    simple = [('"', '"'), ('\\', '\\'), ('/', '/'), ('b', '\b'), ('f', '\f'), ('n', '\n'), ('r', '\r'), ('t', '\t')]
