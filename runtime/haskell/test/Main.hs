-- | The runtime's unit tests: @cabal test@ in runtime/haskell (see its README).
module Main (main) where

import Check (runGroups)
import CheckSpec (checkGroups)
import LexerSpec (lexerGroups)
import NumberSpec (numberGroups)
import RegexSpec (regexGroups)
import StringSpec (stringGroups)

main :: IO ()
main = do
  regex <- regexGroups
  runGroups (lexerGroups ++ numberGroups ++ stringGroups ++ checkGroups ++ regex)
