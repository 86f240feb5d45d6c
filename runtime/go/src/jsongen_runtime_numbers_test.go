package jsongenruntime

import (
	"math"
	"math/big"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

func newDecoder(s string) *decoder {
	return &decoder{data: []byte(s), maxDepth: DefaultMaxDepth}
}

// wholeInt64 decodes s as one int64 document.
func wholeInt64(s string) (int64, error) {
	d := newDecoder(s)
	var v int64
	if err := d.decodeInt64(&v); err != nil {
		return 0, err.finish()
	}
	return v, d.end()
}

func TestInt64(t *testing.T) {
	good := map[string]int64{
		"0": 0, "-0": 0, "7": 7, "-7": -7, " 42 ": 42,
		"9223372036854775807":  math.MaxInt64,
		"-9223372036854775808": math.MinInt64,
		"999999999999999999":   999999999999999999, // 18 digits: the fast path
		"1000000000000000000":  1000000000000000000,
		"-999999999999999999":  -999999999999999999,
		"1e2":                  100, "1E+2": 100, "1.0": 1, "-2.50e1": -25, "0.0": 0, "-0.0e5": 0, "120e-1": 12,
		"9.223372036854775807e18": math.MaxInt64, "0e999999": 0,
	}
	for s, want := range good {
		got, err := wholeInt64(s)
		if err != nil || got != want {
			t.Errorf("int64 %q = %d, %v; want %d", s, got, err, want)
		}
	}
	bad := map[string]string{
		"9223372036854775808":   "integer in the 64-bit range",
		"-9223372036854775809":  "integer in the 64-bit range",
		"18446744073709551616":  "integer in the 64-bit range",
		"1e19":                  "integer in the 64-bit range",
		"1.5":                   "integer",
		"1e-1":                  "integer",
		"123456789012345678901": "integer",
		"1e400":                 "integer",
		"\"1\"":                 "integer",
		"true":                  "integer",
		"01":                    "number without leading zeros",
		"1.":                    "digit after '.'",
	}
	for s, want := range bad {
		_, err := wholeInt64(s)
		de, ok := err.(*DecodeError)
		if !ok || de.Expected != want || de.Offset > len(s) {
			t.Errorf("int64 %q: %v; want expected %q", s, err, want)
		}
	}
	// Every decimal around the bounds and the 18-digit fast path agrees with strconv.
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 20000; i++ {
		var s string
		switch i % 4 {
		case 0:
			s = strconv.FormatInt(r.Int63()>>uint(r.Intn(63)), 10)
		case 1:
			s = strconv.FormatInt(-r.Int63()>>uint(r.Intn(63)), 10)
		case 2:
			s = strconv.FormatUint(r.Uint64(), 10)
		default:
			s = "-" + strconv.FormatUint(r.Uint64(), 10)
		}
		want, werr := strconv.ParseInt(s, 10, 64)
		got, gerr := wholeInt64(s)
		if (werr == nil) != (gerr == nil) || werr == nil && got != want {
			t.Fatalf("int64 %q = %d, %v; strconv: %d, %v", s, got, gerr, want, werr)
		}
	}
}

// wholeFloat decodes s as one float64 document.
func wholeFloat(s string) (float64, error) {
	d := newDecoder(s)
	var v float64
	if err := d.decodeFloat(&v); err != nil {
		return 0, err.finish()
	}
	return v, d.end()
}

func TestFloatParse(t *testing.T) {
	good := []string{
		"0", "-0", "0.0", "-0.0", "1", "1.5", "-1.5", "1e0", "1E+0", "1e-0", "123.456e-7", "0.1", "0.3",
		"9007199254740993", "9007199254740992", "18446744073709551615", "18446744073709551616",
		"1.7976931348623157e308", "2.2250738585072014e-308", "4.9406564584124654e-324", "5e-324",
		"2.4703282292062328e-324", "2.4703282292062327e-324", "1e-400", "-1e-400", "0e400",
		"0.000000000000000000000000000000000000000000001", "1" + strings.Repeat("0", 400) + "e-400",
		"3.14159265358979323846264338327950288419716939937510", "1.00000000000000011102230246251565404236316680908203125",
		"1.00000000000000011102230246251565404236316680908203124", "7.2057594037927933e16", "1e23", "8.41e21",
	}
	for _, s := range good {
		want, _ := strconv.ParseFloat(s, 64)
		got, err := wholeFloat(s)
		if err != nil || math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("float %q = %v (%x), %v; want %v (%x)", s, got, math.Float64bits(got), err, want, math.Float64bits(want))
		}
	}
	for _, s := range []string{"1e309", "-1e309", "1" + strings.Repeat("0", 309)} {
		_, err := wholeFloat(s)
		if de, ok := err.(*DecodeError); !ok || de.Expected != "number within the double range" || de.Offset != 0 {
			t.Errorf("float %q: %v; want out of range", s, err)
		}
	}
	for _, s := range []string{"NaN", "Infinity", "-Infinity", ".5", "1.", "+1", "0x10", "1e", "--1"} {
		if _, err := wholeFloat(s); err == nil {
			t.Errorf("float %q accepted", s)
		}
	}
	// Random decimals: every path (the fast one, Clinger, Eisel-Lemire, strconv) rounds correctly.
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 50000; i++ {
		var s string
		switch i % 3 {
		case 0:
			s = strconv.FormatFloat(math.Abs(math.Float64frombits(r.Uint64())), 'g', -1, 64)
			if strings.ContainsAny(s, "NI") {
				continue
			}
		case 1:
			s = strconv.FormatUint(r.Uint64()>>uint(r.Intn(64)), 10) + "e" + strconv.Itoa(r.Intn(60)-30)
		default:
			digits := strconv.FormatUint(r.Uint64(), 10) + strconv.FormatUint(r.Uint64(), 10)
			cut := 1 + r.Intn(len(digits)-1)
			s = strings.TrimLeft(digits[:cut], "0") + "." + digits[cut:]
			if s[0] == '.' {
				s = "0" + s
			}
		}
		if r.Intn(2) == 0 {
			s = "-" + s
		}
		want, _ := strconv.ParseFloat(s, 64)
		got, err := wholeFloat(s)
		if err != nil || math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("float %q = %v, %v; want %v", s, got, err, want)
		}
	}
}

// wholeBig decodes s as one BigInt document.
func wholeBig(s string) (BigInt, error) {
	d := newDecoder(s)
	var v BigInt
	if err := d.decodeBig(&v); err != nil {
		return "", err.finish()
	}
	return v, d.end()
}

func TestBigInt(t *testing.T) {
	huge := "123456789" + strings.Repeat("0", 100)
	good := map[string]BigInt{
		"0": "0", "-0": "0", "-0.0": "0", "12": "12", "-12": "-12",
		"9223372036854775808":  "9223372036854775808",
		"-9223372036854775809": "-9223372036854775809",
		"1e20":                 "100000000000000000000",
		"1.5e1":                "15",
		"-1.23e2":              "-123",
		"1.23456789e108":       BigInt(huge),
		"12000e-3":             "12",
		huge:                   BigInt(huge),
	}
	for s, want := range good {
		got, err := wholeBig(s)
		if err != nil || got != want {
			t.Errorf("BigInt %q = %q, %v; want %q", s, got, err, want)
		}
		if !validBigInt(got) {
			t.Errorf("BigInt %q decoded to non-canonical %q", s, got)
		}
	}
	for _, s := range []string{"1.5", "1e-1", "1e1000001", `"1"`, "01"} {
		if _, err := wholeBig(s); err == nil {
			t.Errorf("BigInt %q accepted", s)
		}
	}
	valid := []BigInt{"0", "1", "-1", "10", "-10", BigInt(huge)}
	invalid := []BigInt{"", "-", "-0", "00", "01", "+1", "1.0", "1e2", " 1", "1 ", "--1", "0x1"}
	for _, s := range valid {
		if !validBigInt(s) {
			t.Errorf("validBigInt(%q) = false", s)
		}
	}
	for _, s := range invalid {
		if validBigInt(s) {
			t.Errorf("validBigInt(%q) = true", s)
		}
		var e encoder
		sizeBig(&e, s)
		if e.err == nil {
			t.Errorf("sizeBig(%q) records no error", s)
		}
	}
	// compareBig agrees with math/big.
	all := append(append([]BigInt{}, valid...), "-"+BigInt(huge), "99", "-99", "100", "-100", "9", "-9")
	for _, a := range all {
		for _, b := range all {
			x, _ := new(big.Int).SetString(string(a), 10)
			y, _ := new(big.Int).SetString(string(b), 10)
			if got, want := compareBig(a, b), x.Cmp(y); got != want {
				t.Errorf("compareBig(%s, %s) = %d, want %d", a, b, got, want)
			}
		}
	}
	if !bigMultipleOf(BigInt("1"+strings.Repeat("0", 40)), "25") || bigMultipleOf("101", "25") || bigMultipleOf("5", "0") {
		t.Errorf("bigMultipleOf")
	}
}

func TestNumberText(t *testing.T) {
	integral := map[string]bool{"1": true, "1.0": true, "1e2": true, "1.5e1": true, "1.25e1": false, "0.0": true, "-0": true, "1e-1": false, "100e-2": true, "1.5": false}
	for s, want := range integral {
		if got := isIntegral([]byte(s)); got != want {
			t.Errorf("isIntegral(%q) = %v", s, got)
		}
	}
	texts := map[string]string{"1e2": "100", "-0": "0", "-0.0e7": "0", "00.5e1": "5", "-12.30e1": "-123"}
	for s, want := range texts {
		if got, ok := integerText([]byte(s), 20); !ok || got != want {
			t.Errorf("integerText(%q) = %q, %v; want %q", s, got, ok, want)
		}
	}
	if _, ok := integerText([]byte("1e20"), 20); ok {
		t.Errorf("integerText: 21 digits within 20")
	}
}

// floatMultipleOf(x, c, e) is exact: x's shortest digits divided by c × 10^e.
func TestFloatMultipleOf(t *testing.T) {
	cases := []struct {
		x    float64
		c    uint64
		e    int
		want bool
	}{
		{0.3, 1, -1, true}, {0.35, 1, -1, false}, {-0.7, 1, -1, true}, {0, 7, -300, true},
		{10, 25, -1, true}, {10.5, 25, -1, false}, {1e308, 1, -308, true}, {5e-324, 5, -324, true},
		{5e-324, 1, -323, false}, {1e21, 1, 21, true}, {1e21, 3, 0, false}, {123456789012345680000, 1, 4, true},
		{0.0003, 1, -4, true}, {0.00035, 1, -4, false}, {4.5, 15, -1, true}, {6, 15, -1, true}, {7.5, 15, -1, true}, {8, 15, -1, false},
		{1e-7, 1, -8, true}, {1.5e-7, 3, -8, true}, {1.5e-7, 2, -8, false}, {1e300, 7, 0, false}, {7e300, 7, 0, true},
		{math.MaxFloat64, 1, 292, true}, {math.MaxFloat64, 1, 293, false}, {0.30000000000000004, 1, -1, false},
	}
	for _, tc := range cases {
		if got := floatMultipleOf(tc.x, tc.c, tc.e); got != tc.want {
			t.Errorf("floatMultipleOf(%v, %d, %d) = %v, want %v", tc.x, tc.c, tc.e, got, tc.want)
		}
		if got := floatMultipleOfBig(tc.x, strconv.FormatUint(tc.c, 10), tc.e); got != tc.want {
			t.Errorf("floatMultipleOfBig(%v, %d, %d) = %v, want %v", tc.x, tc.c, tc.e, got, tc.want)
		}
	}
	huge := "1" + strings.Repeat("0", 30)
	if !floatMultipleOfBig(1e31, huge, 0) || floatMultipleOfBig(1e30+1e15, huge, 0) || !floatMultipleOfBig(0.1, huge, -31) {
		t.Errorf("floatMultipleOfBig with a coefficient beyond uint64")
	}
	if floatMultipleOf(math.Inf(1), 1, 0) || floatMultipleOf(math.NaN(), 1, 0) {
		t.Errorf("floatMultipleOf of a non-finite value")
	}
	// Against math/big over strconv's shortest digits, for many doubles and divisors.
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		x := float64(r.Intn(100000)) * math.Pow(10, float64(r.Intn(40)-20))
		if r.Intn(4) == 0 {
			x = math.Float64frombits(r.Uint64())
		}
		if math.IsInf(x, 0) || math.IsNaN(x) {
			continue
		}
		c, e := uint64(r.Intn(40)+1), r.Intn(50)-25
		rx, _ := new(big.Rat).SetString(strconv.FormatFloat(x, 'g', -1, 64))
		m := new(big.Rat).SetFrac(new(big.Int).SetUint64(c), big.NewInt(1))
		p := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(abs(e))), nil))
		if e < 0 {
			m.Quo(m, p)
		} else {
			m.Mul(m, p)
		}
		want := new(big.Rat).Quo(rx, m).IsInt()
		if got := floatMultipleOf(x, c, e); got != want {
			t.Fatalf("floatMultipleOf(%v, %d, %d) = %v, want %v", x, c, e, got, want)
		}
	}
}

func TestIntOutput(t *testing.T) {
	values := []int64{0, 1, -1, 9, 10, 99, 100, -100, 12345678, 123456789, math.MaxInt64, math.MinInt64, math.MaxInt32, math.MinInt32}
	for p := int64(1); p > 0 && p < math.MaxInt64/10; p *= 10 {
		values = append(values, p, p-1, -p, -(p - 1), p+1)
	}
	for _, v := range values {
		want := strconv.FormatInt(v, 10)
		if got := string(appendInt(nil, v)); got != want {
			t.Errorf("appendInt(%d) = %q", v, got)
		}
		if got := sizeInt(v); got != len(want) {
			t.Errorf("sizeInt(%d) = %d, want %d", v, got, len(want))
		}
	}
	if string(appendBool([]byte("x"), true)) != "xtrue" || string(appendBool(nil, false)) != "false" || sizeBool(true) != 4 || sizeBool(false) != 5 {
		t.Errorf("booleans")
	}
}
