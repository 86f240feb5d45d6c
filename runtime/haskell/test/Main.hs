-- | The runtime's unit tests: @cabal test@ in runtime/haskell (see its README).
module Main (main) where

import Check (runGroups)
import CheckSpec (checkGroups)
import LexerSpec (lexerGroups)
import NumberSpec (numberGroups)
import StringSpec (stringGroups)

main :: IO ()
main = runGroups (lexerGroups ++ numberGroups ++ stringGroups ++ checkGroups)
