{-# LANGUAGE ExistentialQuantification #-}
-- | One library's decoder and encoder for one corpus's root type.
module Impl (Impl (..), peer) where

import Control.DeepSeq (NFData, rnf)
import Data.Aeson (FromJSON, ToJSON, encode)
import qualified Data.ByteString as B
import qualified Data.ByteString.Lazy as BL

data Impl = forall a. Impl
  { implDecode :: B.ByteString -> Either String a
  , implEncode :: a -> B.ByteString
  , implForce :: a -> ()
    -- ^ evaluates a decoded value: 'rnf' for the peers; to weak head normal form for ours,
    -- whose record fields are strict and whose decoder finishes the parse before returning.
  }

-- | An aeson peer from its decoder: strict input, strict output (the lazy encoding is made strict, as a caller
-- writing a response buffer would).
peer :: (FromJSON a, ToJSON a, NFData a) => (B.ByteString -> Either String a) -> Impl
peer dec = Impl dec (BL.toStrict . encode) rnf
