{-# LANGUAGE OverloadedStrings #-}
-- | The generated Haskell API as a user calls it: decode options, encode errors, presence,
-- buffer writers and error details.
module Main (main) where

import Control.Exception (evaluate, try)
import qualified Data.ByteString as B
import qualified Data.ByteString.Internal as BI
import Data.Either (isLeft)
import Foreign.Ptr (minusPtr)
import System.Exit (exitFailure)
import Unit.Api

check :: String -> Bool -> IO Bool
check name ok = do
  putStrLn ((if ok then "ok   " else "FAIL ") ++ name)
  pure ok

nested :: Int -> B.ByteString
nested n = B.concat ["{\"tree\":", B.replicate n 91, B.replicate n 93, "}"]

main :: IO ()
main = do
  let doc = Doc (Just 1) (Just 2.5) (Present 3) (Just (Tree [Tree []]))
  thrown <- try (evaluate (encodeDoc doc {docX = Just (0 / 0)}))
  written <- BI.createUptoN (sizeDoc doc) (\p -> (`minusPtr` p) <$> writeDoc doc p)
  results <-
    sequence
      [ check "encode writes declaration order" (encodeDoc doc == "{\"n\":1,\"x\":2.5,\"p\":3,\"tree\":[[]]}")
      , check "decode . encode is the identity" (decodeDoc (encodeDoc doc) == Right doc)
      , check "absent, null and a value stay apart"
          ( fmap docP (decodeDoc "{}") == Right Absent
              && fmap docP (decodeDoc "{\"p\":null}") == Right Null
              && fmap docP (decodeDoc "{\"p\":7}") == Right (Present 7)
          )
      , check "the default depth limit is 512" (decodeOptionsMaxDepth defaultDecodeOptions == 512)
      , check "512 levels decode by default" (not (isLeft (decodeDoc (nested 511))))
      , check "a lowered depth limit rejects deeper input at the value's pointer"
          (either (Just . decodeErrorPointer) (const Nothing) (decodeDocWith (DecodeOptions 3) (nested 3)) == Just "/tree/0/0")
      , check "a lowered depth limit accepts input within it" (not (isLeft (decodeDocWith (DecodeOptions 3) (nested 2))))
      , check "a decode error carries offset, pointer, expected and found"
          (either (\e -> (decodeErrorOffset e, decodeErrorPointer e, decodeErrorExpected e, decodeErrorFound e)) (const (0, "", "", "")) (decodeDoc "{\"n\":\"x\"}") == (5, "/n", "integer", "string"))
      , check "tryEncode reports a NaN" (isLeft (tryEncodeDoc doc {docX = Just (0 / 0)}))
      , check "tryEncode reports an infinity" (isLeft (tryEncodeDoc doc {docX = Just (1 / 0)}))
      , check "encode throws EncodeError for a NaN" (either (\e -> encodeErrorMessage e /= "") (const False) (thrown :: Either EncodeError B.ByteString))
      , check "write fills a caller's buffer of sizeDoc bytes with the encoding" (written == encodeDoc doc)
      , check "sizeDoc is enough and exact but for doubles (25 each)" (sizeDoc doc == B.length (encodeDoc doc) - 3 + 25)
      , check "renderDecodeError names the pointer" (either renderDecodeError (const "") (decodeDoc "{\"n\":true}") == "offset 5 at /n: expected integer, found boolean")
      ]
  let failures = length (filter not results)
  putStrLn (show (length results - failures) ++ " passed, " ++ show failures ++ " failed")
  if failures == 0 then pure () else exitFailure
