{-# LANGUAGE CPP #-}
{-# LANGUAGE DeriveGeneric #-}
{-# LANGUAGE TemplateHaskell #-}
-- | The corpus types with aeson instances derived by Template Haskell (deriveJSON: toJSON,
-- toEncoding and parseJSON).
module ModelTH where

import Control.DeepSeq (NFData)
import Data.Aeson.TH (Options (..), defaultOptions, deriveJSON)
import Data.Int (Int64)
import Data.Map.Strict (Map)
import Data.Text (Text)
import GHC.Generics (Generic)

#include "Model.inc"

instance NFData Twitter
instance NFData Status
instance NFData StatusMetadata
instance NFData User
instance NFData UserEntities
instance NFData UrlList
instance NFData UrlEntity
instance NFData StatusEntities
instance NFData Hashtag
instance NFData UserMention
instance NFData Media
instance NFData MediaSizes
instance NFData MediaSize
instance NFData SearchMetadata
instance NFData Citm
instance NFData Event
instance NFData Performance
instance NFData Price
instance NFData SeatCategory
instance NFData Area
instance NFData Canada
instance NFData Feature
instance NFData Geometry

concat <$> mapM (deriveJSON defaultOptions { fieldLabelModifier = drop 1 . dropWhile (/= '\'') })
  [ ''Twitter, ''Status, ''StatusMetadata, ''User, ''UserEntities, ''UrlList, ''UrlEntity
  , ''StatusEntities, ''Hashtag, ''UserMention, ''Media, ''MediaSizes, ''MediaSize, ''SearchMetadata
  , ''Citm, ''Event, ''Performance, ''Price, ''SeatCategory, ''Area, ''Canada, ''Feature, ''Geometry ]
