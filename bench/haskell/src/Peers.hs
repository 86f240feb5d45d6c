-- | The aeson peers per corpus: Generic-derived and TH-derived instances.
module Peers (peers) where

import Data.Aeson (eitherDecodeStrict)
import qualified ModelGeneric as G
import qualified ModelTH as TH
import Impl (Impl, peer)
import qualified Data.ByteString as B

peers :: [(String, [(String, Impl)])]
peers =
  [ ("aeson_generic", [ ("twitter", peer (eitherDecodeStrict :: B.ByteString -> Either String G.Twitter))
                      , ("citm_catalog", peer (eitherDecodeStrict :: B.ByteString -> Either String G.Citm))
                      , ("canada", peer (eitherDecodeStrict :: B.ByteString -> Either String G.Canada)) ])
  , ("aeson_th", [ ("twitter", peer (eitherDecodeStrict :: B.ByteString -> Either String TH.Twitter))
                 , ("citm_catalog", peer (eitherDecodeStrict :: B.ByteString -> Either String TH.Citm))
                 , ("canada", peer (eitherDecodeStrict :: B.ByteString -> Either String TH.Canada)) ])
  ]
