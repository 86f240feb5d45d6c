package jsongenruntime

import (
	"bufio"
	"math"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"
)

// ecmaScript lays f out as ECMAScript's Number.prototype.toString does (ECMA-262,
// Number::toString), from the shortest round-tripping digits strconv finds.
func ecmaScript(f float64) string {
	if f == 0 {
		return "0"
	}
	sign := ""
	if f < 0 {
		sign, f = "-", -f
	}
	e := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±x
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	k, n := len(digits), x+1
	switch {
	case k <= n && n <= 21:
		return sign + digits + strings.Repeat("0", n-k)
	case 0 < n && n <= 21:
		return sign + digits[:n] + "." + digits[n:]
	case -6 < n && n <= 0:
		return sign + "0." + strings.Repeat("0", -n) + digits
	}
	es := "+"
	if n-1 < 0 {
		es = "-"
	}
	if k == 1 {
		return sign + digits + "e" + es + strconv.Itoa(abs(n-1))
	}
	return sign + digits[:1] + "." + digits[1:] + "e" + es + strconv.Itoa(abs(n-1))
}

// checkFloat checks appendFloat and the sizes of f against want, with and without spare
// capacity (the in-place layout needs 32 bytes of it).
func checkFloat(t *testing.T, f float64, want string) {
	t.Helper()
	if got := string(appendFloat(nil, f)); got != want {
		t.Fatalf("appendFloat(%v [%016x]) = %q, want %q", f, math.Float64bits(f), got, want)
	}
	roomy := make([]byte, 3, 64)
	copy(roomy, "ab,")
	if got := string(appendFloat(roomy, f)); got != "ab,"+want {
		t.Fatalf("appendFloat with room (%v) = %q, want %q", f, got, "ab,"+want)
	}
	exact := encoder{exact: true}
	if n := sizeFloat(&exact, f); n != len(want) {
		t.Fatalf("exact sizeFloat(%v) = %d, want %d", f, n, len(want))
	}
	var bound encoder
	if n := sizeFloat(&bound, f); n < len(want) {
		t.Fatalf("sizeFloat(%v) = %d < %d", f, n, len(want))
	}
	if n := sizeFloat2(&bound, f, f); n < 2*len(want) {
		t.Fatalf("sizeFloat2(%v) = %d too small", f, n)
	}
	if exact.err != nil || bound.err != nil {
		t.Fatalf("sizeFloat(%v) records an error", f)
	}
}

// The reference table: doubles and their text as node printed it (scripts/doubles.mjs).
func TestFloatFormatECMAScriptTable(t *testing.T) {
	file, err := os.Open("testdata/doubles.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	lines := 0
	scan := bufio.NewScanner(file)
	for scan.Scan() {
		hex, text, ok := strings.Cut(scan.Text(), " ")
		b, perr := strconv.ParseUint(hex, 16, 64)
		if !ok || perr != nil {
			t.Fatalf("bad line %q", scan.Text())
		}
		f := math.Float64frombits(b)
		if ref := ecmaScript(f); ref != text {
			t.Fatalf("the test's own layout of %v is %q, node's %q", f, ref, text)
		}
		checkFloat(t, f, text)
		lines++
	}
	if lines < 4000 {
		t.Fatalf("only %d reference doubles", lines)
	}
}

func TestFloatFormatRandom(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for i := 0; i < 200000; i++ {
		var f float64
		switch i % 4 {
		case 0:
			f = math.Float64frombits(r.Uint64())
		case 1:
			f = float64(r.Int63n(1<<53)) / math.Pow(10, float64(r.Intn(25)))
		case 2:
			f = r.NormFloat64() * math.Pow(10, float64(r.Intn(40)-20))
		default:
			// Around the integer and layout boundaries: 1e15, 1e21, 1e-6, 2^53.
			f = []float64{1e15, 1e21, 1e-6, 1e-7, 1 << 53, 1e16}[r.Intn(6)]
			f = math.Float64frombits(math.Float64bits(f) + uint64(r.Intn(2001)) - 1000)
		}
		if math.IsNaN(f) || math.IsInf(f, 0) {
			continue
		}
		checkFloat(t, f, ecmaScript(f))
	}
}

func TestFloatFormatEdges(t *testing.T) {
	for f, want := range map[float64]string{
		0: "0", math.Copysign(0, -1): "0", 1: "1", -1: "-1", 0.1: "0.1", 1e21: "1e+21", 1e20: "100000000000000000000",
		123e-20: "1.23e-18", 1e-6: "0.000001", 1e-7: "1e-7", 5e-324: "5e-324", math.MaxFloat64: "1.7976931348623157e+308",
		-math.SmallestNonzeroFloat64: "-5e-324", 1 << 53: "9007199254740992", math.Float64frombits(0x3fd3333333333334): "0.30000000000000004",
		1e15 + 0.5: "1000000000000000.5", 4.35: "4.35", 1.5e300: "1.5e+300", 2.5e-7: "2.5e-7",
	} {
		checkFloat(t, f, want)
	}
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		var e encoder
		if sizeFloat(&e, f); e.err == nil || !strings.HasPrefix(e.err.Message, "non-finite number") {
			t.Errorf("sizeFloat(%v) records %v", f, e.err)
		}
		e = encoder{exact: true}
		if sizeFloat(&e, f); e.err == nil {
			t.Errorf("exact sizeFloat(%v) records no error", f)
		}
	}
}
