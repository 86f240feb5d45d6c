{-# LANGUAGE OverloadedStrings #-}
-- | Strings: unescaping, UTF-8 validation (overlong forms, surrogates, truncation, range),
-- escaping on output and exact output sizes.
module StringSpec (stringGroups) where

import qualified Data.ByteString as B
import qualified Data.ByteString.Char8 as BC
import qualified Data.Text as T
import qualified Data.Text.Encoding as TE
import Check
import JsonGenPackage.JsonGenRuntime
import Support

stringGroups :: [Group]
stringGroups = [reading, utf8, writing]

text :: B.ByteString -> Either DecodeError T.Text
text = decode decText

reading :: Group
reading =
  group
    "string reading"
    [ expect "plain" (text "\"abc\"") (Right "abc")
    , expect "empty" (text "\"\"") (Right "")
    , expect "simple escapes" (text "\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t\"") (Right "\" \\ / \b \f \n \r \t")
    , expect "unicode escapes" (text "\"a\\u00e9\\u20AC\\ud83d\\ude00\"") (Right "a\233\8364\128512")
    , expect "an escaped NUL" (text "\"\\u0000\"") (Right "\0")
    , expect "a lone high surrogate" (text "\"ab\\ud800\"") (failure 3 "" "a valid surrogate pair" "a lone surrogate")
    , expect "a lone low surrogate" (text "\"\\udc00\"") (failure 1 "" "a valid surrogate pair" "a lone surrogate")
    , expect "a high surrogate and a non-surrogate" (text "\"\\ud800\\u0041\"") (failure 1 "" "a valid surrogate pair" "a lone surrogate")
    , expect "two high surrogates" (text "\"\\ud800\\ud800\"") (failure 1 "" "a valid surrogate pair" "a lone surrogate")
    , expect "an unknown escape" (text "\"\\x\"") (failure 1 "" "a valid escape" "\\x")
    , expect "a bad unicode escape" (text "\"\\u12G4\"") (failure 1 "" "an escape \\uXXXX" "\\u12G4")
    , expect "a short unicode escape" (text "\"\\u12\"") (failure 1 "" "an escape \\uXXXX" "\\u12\"")
    , expect "a raw newline" (text "\"a\nb\"") (failure 2 "" "a string character or '\"'" "a control character")
    , expect "a raw control character after 8 plain bytes" (text "\"abcdefghij\tk\"") (failure 11 "" "a string character or '\"'" "a control character")
    , expect "unterminated" (text "\"abc") (failure 4 "" "a string character or '\"'" "end of input")
    , expect "not a string" (text "1") (failure 0 "" "string" "number")
    , expect "long plain strings" (map (text . quoted) longs) (map (Right . TE.decodeUtf8) longs)
    , expect "a quote at every position" (map (\n -> text (quoted (BC.replicate n 'a' <> "\\\"" <> BC.replicate (20 - n) 'b'))) [0 .. 20]) [Right (T.replicate n "a" <> "\"" <> T.replicate (20 - n) "b") | n <- [0 .. 20]]
    , expect "string bytes" (decode decStringBytesP "\"\\u00e9\"") (Right "\195\169")
    , expect "enums" (map (decode (decEnum "\"a\" or \"b\"" (\b -> lookup b [("a", 1 :: Int), ("b", 2)]))) ["\"b\"", "\"c\""]) [Right 2, failure 0 "" "\"a\" or \"b\"" "\"c\""]
    , expect "string literals" (map (decode (decLiteralString "x" "\"x\"")) ["\"x\"", "\"\\u0078\"", "\"y\""]) [Right (), Right (), failure 0 "" "\"x\"" "\"y\""]
    ]
  where
    longs = [BC.replicate n 'x' | n <- [7, 8, 9, 15, 16, 17, 100]]
    quoted b = "\"" <> b <> "\""

utf8 :: Group
utf8 =
  group
    "UTF-8 validation"
    [ expect "2, 3 and 4 byte sequences" (text "\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"") (Right "\233\8364\128512")
    , expect "the largest code point" (text "\"\xf4\x8f\xbf\xbf\"") (Right "\1114111")
    , expect "overlong 2-byte NUL" (text "\"\xc0\x80\"") (failure 1 "" "valid UTF-8" "byte 0xc0")
    , expect "overlong 2-byte (C1)" (text "\"\xc1\xbf\"") (failure 1 "" "valid UTF-8" "byte 0xc1")
    , expect "overlong 3-byte" (text "\"\xe0\x80\xaf\"") (failure 1 "" "valid UTF-8" "byte 0xe0")
    , expect "overlong 4-byte" (text "\"\xf0\x80\x80\xaf\"") (failure 1 "" "valid UTF-8" "byte 0xf0")
    , expect "an encoded high surrogate" (text "\"\xed\xa0\x80\"") (failure 1 "" "valid UTF-8" "byte 0xed")
    , expect "an encoded low surrogate" (text "\"\xed\xbf\xbf\"") (failure 1 "" "valid UTF-8" "byte 0xed")
    , expect "above U+10FFFF" (text "\"\xf4\x90\x80\x80\"") (failure 1 "" "valid UTF-8" "byte 0xf4")
    , expect "lead byte F5" (text "\"\xf5\x80\x80\x80\"") (failure 1 "" "valid UTF-8" "byte 0xf5")
    , expect "a lone continuation byte" (text "\"a\x80\"") (failure 2 "" "valid UTF-8" "byte 0x80")
    , expect "a truncated sequence" (text "\"\xe2\x82\"") (failure 1 "" "valid UTF-8" "byte 0xe2")
    , expect "a truncated sequence at the end" (text "\"\xe2\x82") (failure 1 "" "valid UTF-8" "byte 0xe2")
    , expect "invalid UTF-8 in a skipped value" (raw "[\"\xff\"]") (failure 2 "/0" "valid UTF-8" "byte 0xff")
    , expect "invalid UTF-8 in a key" (raw "{\"\xc0\x80\":1}") (failure 2 "" "valid UTF-8" "byte 0xc0")
    ]

writing :: Group
writing =
  group
    "string writing"
    ( [ expect "escapes" (enc "a\"b\\c\n\t\r\b\f\1\31/\127") "\"a\\\"b\\\\c\\n\\t\\r\\b\\f\\u0001\\u001f/\127\""
      , expect "non-ASCII is written as UTF-8" (enc "\233\8364\128512") "\"\195\169\226\130\172\240\159\152\128\""
      , expect "empty" (enc "") "\"\""
      , expect "code points, as minLength counts them" (textLength "a\128512\233") 3
      ]
        ++ [ check ("round trip " ++ show t) (text (enc t) == Right t && sizeText t == B.length (enc t)) (show (enc t, sizeText t))
           | t <- samples
           ]
    )
  where
    enc = encodeWith sizeText writeText
    samples = ["", "plain", "\0", "\"\\", T.pack ['\0' .. '\200'], "\65535\65536\1114111", T.replicate 50 "\233x\128512\n"]
