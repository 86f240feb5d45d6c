-- | The runtime's unit tests: @cabal test@ in runtime/haskell (see its README).
module Main (main) where

import Check (runGroups)
import CheckSpec (checkGroups)
import LexerSpec (lexerGroups)
import NumberSpec (numberGroups)
import RegexSpec (regexGroups)
import SchemaSpec (schemaGroups)
import StringSpec (stringGroups)

main :: IO ()
main = do
  regex <- regexGroups
  schema <- schemaGroups
  runGroups (lexerGroups ++ numberGroups ++ stringGroups ++ checkGroups ++ regex ++ schema)
