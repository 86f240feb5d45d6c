{-# LANGUAGE OverloadedStrings #-}
-- | Shorthands for the runtime's tests.
module Support (decode, decodeWith, failure, raw) where

import qualified Data.ByteString as B
import qualified Data.Text as T
import JsonGenPackage.JsonGenRuntime

-- | Decodes a whole document with the default options.
decode :: (Int -> P a) -> B.ByteString -> Either DecodeError a
decode = runDecoder defaultDecodeOptions

-- | Decodes with a depth limit.
decodeWith :: Int -> (Int -> P a) -> B.ByteString -> Either DecodeError a
decodeWith limit = runDecoder (DecodeOptions limit)

-- | The expected rejection: offset, pointer, expected, found.
failure :: Int -> T.Text -> T.Text -> T.Text -> Either DecodeError a
failure o p e f = Left (DecodeError o p e f)

-- | Validates any value and keeps its text without insignificant whitespace.
raw :: B.ByteString -> Either DecodeError B.ByteString
raw = fmap rawJsonBytes . decode decRaw
