-- | Benchmarks of jsongen's generated Haskell codecs against aeson (Generic and TH).
--
--   jsongen-bench agree            prints AGREE lines (round trip vs input and vs ours)
--   jsongen-bench [criterion args] runs criterion: decode/<corpus>/<impl>, encode/<corpus>/<impl>
module Main (main) where

import Criterion.Main (bench, bgroup, defaultMain, whnf)
import qualified Data.ByteString as B
import System.Environment (getArgs, lookupEnv, withArgs)
import System.FilePath ((</>))
import Agree (agree)
import Impl (Impl (..))
import OursRegistry (ours)
import Peers (peers)

corpora :: [String]
corpora = ["twitter", "citm_catalog", "canada"]

implsFor :: String -> [(String, Impl)]
implsFor corpus =
  [(n, i) | (c, n, i) <- ours, c == corpus] ++ [(name, i) | (name, cs) <- peers, (c, i) <- cs, c == corpus]

readCorpus :: String -> IO B.ByteString
readCorpus name = do
  dir <- maybe (fail "JSONGEN_CORPUS_DIR is not set (bench/haskell/run.sh sets it)") pure =<< lookupEnv "JSONGEN_CORPUS_DIR"
  B.readFile (dir </> (name ++ ".json"))

decodeBench :: B.ByteString -> Impl -> B.ByteString -> ()
decodeBench _ (Impl dec _ force) bytes = either error force (dec bytes)

main :: IO ()
main = do
  args <- getArgs
  inputs <- mapM (\c -> (,) c <$> readCorpus c) corpora
  case args of
    ["agree"] -> mapM_ (\(c, bytes) -> agree c bytes (implsFor c)) inputs
    _ -> withArgs args $ defaultMain
      [ bgroup "decode" [ bgroup c [ bench n (whnf (decodeBench bytes i) bytes) | (n, i) <- implsFor c ] | (c, bytes) <- inputs ]
      , bgroup "encode" [ bgroup c [ encodeBench n i bytes | (n, i) <- implsFor c ] | (c, bytes) <- inputs ]
      ]
  where
    encodeBench n (Impl dec enc force) bytes =
      case dec bytes of
        Left e -> bench (n ++ " (decode failed: " ++ take 80 e ++ ")") (whnf id ())
        Right v -> force v `seq` bench n (whnf (B.length . enc) v)
