{-# LANGUAGE CPP #-}
{-# LANGUAGE DeriveGeneric #-}
{-# LANGUAGE DeriveAnyClass #-}
{-# OPTIONS_GHC -Wno-missing-signatures #-}
-- | The corpus types with aeson instances derived through GHC.Generics (toEncoding included).
module ModelGeneric where

import Control.DeepSeq (NFData)
import Data.Aeson
import Data.Int (Int64)
import Data.Map.Strict (Map)
import Data.Text (Text)
import GHC.Generics (Generic)

#include "Model.inc"

opts :: Options
opts = defaultOptions { fieldLabelModifier = drop 1 . dropWhile (/= '\'') }

#define GENERIC(T) \
instance NFData T; \
instance FromJSON T where { parseJSON = genericParseJSON opts }; \
instance ToJSON T where { toJSON = genericToJSON opts; toEncoding = genericToEncoding opts }

GENERIC(Twitter)
GENERIC(Status)
GENERIC(StatusMetadata)
GENERIC(User)
GENERIC(UserEntities)
GENERIC(UrlList)
GENERIC(UrlEntity)
GENERIC(StatusEntities)
GENERIC(Hashtag)
GENERIC(UserMention)
GENERIC(Media)
GENERIC(MediaSizes)
GENERIC(MediaSize)
GENERIC(SearchMetadata)
GENERIC(Citm)
GENERIC(Event)
GENERIC(Performance)
GENERIC(Price)
GENERIC(SeatCategory)
GENERIC(Area)
GENERIC(Canada)
GENERIC(Feature)
GENERIC(Geometry)
