{-# LANGUAGE OverloadedStrings #-}
-- | Numbers: int64 and big-integer parsing, correctly rounded doubles (checked against GHC's
-- 'read'), the shortest ECMAScript form of doubles (checked against a table made by node),
-- integer writing and @multipleOf@.
module NumberSpec (numberGroups) where

import Data.Bits (shiftR, xor)
import qualified Data.ByteString as B
import qualified Data.ByteString.Char8 as BC
import Data.Int (Int64)
import Data.Word (Word64)
import GHC.Float (castDoubleToWord64, castWord64ToDouble)
import Check
import EcmaDoubles (ecmaDoubles)
import JsonGenPackage.JsonGenRuntime
import Support

numberGroups :: [Group]
numberGroups = [int64s, integers, doubles, doubleOracle, formatting, writing, multiples]

int64s :: Group
int64s =
  group
    "int64 parsing"
    [ expect "max" (decode decInt64 "9223372036854775807") (Right maxBound)
    , expect "min" (decode decInt64 "-9223372036854775808") (Right minBound)
    , expect "max + 1" (decode decInt64 "9223372036854775808") (failure 0 "" "an integer in the signed 64-bit range" "9223372036854775808")
    , expect "min - 1" (decode decInt64 "-9223372036854775809") (failure 0 "" "an integer in the signed 64-bit range" "-9223372036854775809")
    , expect "-0" (decode decInt64 "-0") (Right 0)
    , expect "an exponent" (decode decInt64 "1e2") (Right 100)
    , expect "an integral fraction" (decode decInt64 "1.0") (Right 1)
    , expect "a negative exponent that stays integral" (decode decInt64 "1500e-2") (Right 15)
    , expect "max with an exponent" (decode decInt64 "9.223372036854775807e18") (Right maxBound)
    , expect "many digits" (decode decInt64 "100000000000000000000e-2") (Right 1000000000000000000)
    , expect "a fraction" (decode decInt64 "1.5") (failure 0 "" "an integer" "1.5")
    , expect "a huge exponent" (decode decInt64 "1e400") (failure 0 "" "an integer in the signed 64-bit range" "1e400")
    , expect "too many digits" (decode decInt64 "1e5000") (failure 0 "" "an integer of at most 4000 digits" "1e5000")
    , expect "a leading zero" (decode decInt64 "01") (failure 1 "" "'.', 'e' or the end of the number" "a digit after a leading zero")
    , expect "a trailing dot" (decode decInt64 "1.") (failure 2 "" "a digit" "end of input")
    , expect "a lone minus" (decode decInt64 "-") (failure 1 "" "a digit" "end of input")
    , expect "an empty exponent" (decode decInt64 "1e+") (failure 3 "" "a digit" "end of input")
    , expect "a string" (decode decInt64 "\"1\"") (failure 0 "" "integer" "string")
    , expect "leading whitespace" (decode decInt64 "  42") (Right 42)
    , expect "whole range sample" (mapM (decode decInt64 . BC.pack . show) samples) (Right samples)
    ]
  where
    samples = [minBound, -1, 0, 1, maxBound] ++ take 200 (iterate (\x -> x * 6364136223846793005 + 1442695040888963407) (7 :: Int64))

integers :: Group
integers =
  group
    "big integer parsing"
    [ expect "beyond int64" (decode decInteger "123456789012345678901234567890") (Right 123456789012345678901234567890)
    , expect "negative" (decode decInteger "-123456789012345678901234567890") (Right (-123456789012345678901234567890))
    , expect "-0" (decode decInteger "-0") (Right 0)
    , expect "an exponent" (decode decInteger "1e30") (Right (10 ^ (30 :: Int)))
    , expect "a fraction with an exponent" (decode decInteger "1.5e1") (Right 15)
    , expect "zero with a huge exponent" (decode decInteger "0e999999") (Right 0)
    , expect "a fraction" (decode decInteger "12.5") (failure 0 "" "an integer" "12.5")
    , expect "4000 digits" (fmap (length . show) (decode decInteger "1e3999")) (Right 4000)
    , expect "integral peek" (map (decode (\d -> peekIntegral <* decRaw d)) ["1", "1.0", "1e2", "1.5", "1e-1", "100e-2", "123456789012345678901234567890"]) (map Right [True, True, True, False, False, True, True])
    ]

doubleBits :: Either DecodeError Double -> Either DecodeError Word64
doubleBits = fmap castDoubleToWord64

doubles :: Group
doubles =
  group
    "double parsing"
    [ expect "-0 keeps its sign" (doubleBits (decode decDouble "-0")) (Right 0x8000000000000000)
    , expect "-0.0e5" (doubleBits (decode decDouble "-0.0e5")) (Right 0x8000000000000000)
    , expect "0.1" (decode decDouble "0.1") (Right 0.1)
    , expect "max" (decode decDouble "1.7976931348623157e308") (Right 1.7976931348623157e308)
    , expect "overflow" (decode decDouble "1e309") (failure 0 "" "a number within the double range" "1e309")
    , expect "just below overflow rounds down" (decode decDouble "1.7976931348623158e308") (Right 1.7976931348623157e308)
    , expect "the smallest subnormal" (doubleBits (decode decDouble "5e-324")) (Right 1)
    , expect "rounds up to the smallest subnormal" (doubleBits (decode decDouble "3e-324")) (Right 1)
    , expect "underflow to zero" (doubleBits (decode decDouble "2e-324")) (Right 0)
    , expect "far underflow" (doubleBits (decode decDouble "1e-400")) (Right 0)
    , expect "2^53 + 1 ties to even" (decode decDouble "9007199254740993") (Right 9007199254740992)
    , expect "the largest subnormal" (doubleBits (decode decDouble "2.2250738585072009e-308")) (Right 0x000FFFFFFFFFFFFF)
    , expect "the smallest normal" (doubleBits (decode decDouble "2.2250738585072014e-308")) (Right 0x0010000000000000)
    , expect "a long exact mantissa" (decode decDouble "0.1000000000000000055511151231257827021181583404541015625") (Right 0.1)
    , expect "just above a halfway point" (decode decDouble "9007199254740993.0000000000000000001") (Right 9007199254740994)
    , expect "an integer literal" (decode decDouble "123") (Right 123)
    , expect "not a number" (decode decDouble "true") (failure 0 "" "number" "boolean")
    , expect "literal numbers compare by value" (decode (decLiteralNumber 1 "1") "1.0e0") (Right ())
    , expect "another literal number" (decode (decLiteralNumber 1 "1") "2") (failure 0 "" "1" "2")
    ]

-- | Pseudo-random literals (LCG), each compared with GHC's correctly rounded 'read'.
doubleOracle :: Group
doubleOracle = group "double parsing against read" (zipWith one [0 :: Int ..] literals)
  where
    one i lit =
      let expected = read lit :: Double
          got = decode decDouble (BC.pack lit)
       in if isInfinite expected
            then check (show i ++ ": " ++ lit) (either (const True) (const False) got) ("accepted an out-of-range literal: " ++ show got)
            else expect (show i ++ ": " ++ lit) (doubleBits got) (Right (castDoubleToWord64 expected))
    literals = take 3000 (map literal (iterate step 12345))
    step :: Word64 -> Word64
    step x = x * 6364136223846793005 + 1442695040888963407
    literal w =
      let nd = 1 + fromIntegral ((w `shiftR` 8) `mod` 25)
          digits = take nd (map (\k -> toEnum (48 + fromIntegral ((w `shiftR` (k * 2) `xor` (w `shiftR` 40)) `mod` 10))) [0 .. 31] :: String)
          ex = fromIntegral ((w `shiftR` 20) `mod` 700) - 350 :: Int
          d0 = if head digits == '0' then '1' : tail digits else digits
       in take 1 d0 ++ (if length d0 > 1 then '.' : drop 1 d0 else "") ++ "e" ++ show ex

formatting :: Group
formatting =
  group
    "double formatting (ECMAScript Number.prototype.toString)"
    ( [ expect "0" (formatDouble 0) "0"
      , expect "-0 is written as 0" (formatDouble (-0)) "0"
      , expect "1e21" (formatDouble 1e21) "1e+21"
      , expect "1e-7" (formatDouble 1e-7) "1e-7"
      , expect "NaN cannot be written" (tryEncodeWith sizeDouble writeDouble (0 / 0)) (Left (EncodeError "a NaN or infinite double cannot be written as JSON"))
      , expect "Infinity cannot be written" (tryEncodeWith sizeDouble writeDouble (1 / 0)) (Left (EncodeError "a NaN or infinite double cannot be written as JSON"))
      , expect "shortest digits of 0.3" (shortestDigits 0.3) (3, 1, 0)
      , expect "shortest digits of 123.45" (shortestDigits 123.45) (12345, 5, 3)
      ]
        ++ concatMap table ecmaDoubles
    )
  where
    table (bits, text) =
      let x = castWord64ToDouble bits
       in [ expect ("formatDouble " ++ text) (formatDouble x) (BC.pack text)
          , expect ("writeDouble " ++ text) (tryEncodeWith sizeDouble writeDouble x) (Right (BC.pack text))
          , expect ("reads back " ++ text) (doubleBits (decode decDouble (BC.pack text))) (Right bits)
          ]

writing :: Group
writing =
  group
    "integer writing"
    ( [ expect "int64 min" (encodeWith sizeInt64 writeInt64 minBound) "-9223372036854775808"
      , expect "int64 max" (encodeWith sizeInt64 writeInt64 maxBound) "9223372036854775807"
      , expect "big integer" (encodeWith sizeInteger writeInteger (-(10 ^ (40 :: Int)))) (BC.pack ('-' : '1' : replicate 40 '0'))
      , expect "booleans" (map (encodeWith sizeBool writeBool) [True, False]) ["true", "false"]
      ]
        ++ [ check ("int64 " ++ show v) (encodeWith sizeInt64 writeInt64 v == BC.pack (show v) && sizeInt64 v == B.length (BC.pack (show v))) (show (encodeWith sizeInt64 writeInt64 v))
           | k <- [0 .. 18 :: Int]
           , base <- [10 ^ k, 10 ^ k - 1, 10 ^ k + 1]
           , v <- [base, negate base]
           ]
    )

multiples :: Group
multiples =
  group
    "multipleOf for doubles"
    [ expect "0.3 of 0.1" (doubleMultipleOf (ratio 1 10) 0.3) True
    , expect "0.35 of 0.1" (doubleMultipleOf (ratio 1 10) 0.35) False
    , expect "0 of anything" (doubleMultipleOf (ratio 7 3) 0) True
    , expect "1e300 of 1e-2" (doubleMultipleOf (ratio 1 100) 1e300) True
    , expect "NaN" (doubleMultipleOf 1 (0 / 0)) False
    , expect "4.5 of 1.5" (doubleMultipleOf (ratio 3 2) 4.5) True
    ]
