package apitest

import (
	"encoding/json"
	"errors"
	"math"
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"

	kitchen "jsongenharness/cases/c_kitchen"
	recursion "jsongenharness/cases/c_recursion"
	strs "jsongenharness/cases/c_strings"
)

func TestSizeAppendAndMarshalAgree(t *testing.T) {
	var v kitchen.Kitchen
	in := `{"id":1,"name":"né\n\u0001","flag":true,"note":"x","score":0.1,"tags":["a","b"],"counts":{"z":1,"a":2}}`
	if err := v.UnmarshalJSON([]byte(in)); err != nil {
		t.Fatal(err)
	}
	n, err := v.SizeJSON()
	if err != nil {
		t.Fatal(err)
	}
	out, err := v.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != n || cap(out) < n {
		t.Fatalf("size %d, len %d, cap %d", n, len(out), cap(out))
	}
	if allocs := testing.AllocsPerRun(10, func() { _, _ = v.MarshalJSON() }); allocs != 1 {
		t.Fatalf("MarshalJSON allocated %v times", allocs)
	}
	dst, err := v.AppendJSON([]byte("prefix:"))
	if err != nil || string(dst) != "prefix:"+string(out) {
		t.Fatalf("AppendJSON gave %q, %v", dst, err)
	}
	want := `{"id":1,"name":"né\n\u0001","flag":true,"note":"x","score":0.1,"tags":["a","b"],"counts":{"a":2,"z":1}}`
	if string(out) != want {
		t.Fatalf("got %s", out)
	}
}

// Outputs from 1 KiB on are allocated without zeroing (outputBuffer): each must hold exactly its
// own encoding, whatever the memory held before, through MarshalJSON and AppendJSON's growth.
func TestLargeOutputs(t *testing.T) {
	for _, n := range []int{990, 1000, 1024, 1100, 5000, 70000} {
		for _, c := range []string{"x", "\n", "中"} {
			name, _ := json.Marshal(strings.Repeat(c, n))
			want := `{"id":7,"name":` + string(name) + `,"flag":true,"note":null}`
			var v kitchen.Kitchen
			if err := v.UnmarshalJSON([]byte(want)); err != nil {
				t.Fatal(err)
			}
			for range 3 {
				out, err := v.MarshalJSON()
				if err != nil || string(out) != want {
					t.Fatalf("%d × %q: MarshalJSON gave %d bytes, %v", n, c, len(out), err)
				}
				if allocs := testing.AllocsPerRun(3, func() { _, _ = v.MarshalJSON() }); allocs != 1 {
					t.Fatalf("%d × %q: MarshalJSON allocated %v times", n, c, allocs)
				}
				prefix := []byte(strings.Repeat("p", n%7))
				dst, err := v.AppendJSON(prefix)
				if err != nil || string(dst) != string(prefix)+want {
					t.Fatalf("%d × %q: AppendJSON gave %d bytes, %v", n, c, len(dst), err)
				}
			}
		}
	}
}

func TestZeroValueEncodes(t *testing.T) {
	var v kitchen.Kitchen
	out, err := v.MarshalJSON()
	if err != nil || string(out) != `{"id":0,"name":"","flag":false,"note":null}` {
		t.Fatalf("got %s, %v", out, err)
	}
}

func TestThreeStates(t *testing.T) {
	v := kitchen.Kitchen{Three: kitchen.NewOpt(kitchen.NewNull(int64(5))), Version: kitchen.NewOpt(kitchen.Literal{})}
	out, _ := v.MarshalJSON()
	if !strings.HasSuffix(string(out), `"three":5,"version":1}`) {
		t.Fatalf("got %s", out)
	}
	v.Three = kitchen.Opt[kitchen.Null[int64]]{Set: true}
	out, _ = v.MarshalJSON()
	if !strings.Contains(string(out), `"three":null`) {
		t.Fatalf("got %s", out)
	}
}

func encodeError(t *testing.T, v interface{ MarshalJSON() ([]byte, error) }) {
	t.Helper()
	out, err := v.MarshalJSON()
	var ee *kitchen.EncodeError
	if !errors.As(err, &ee) {
		t.Fatalf("expected an EncodeError, got %q, %v", out, err)
	}
}

func TestEncodeErrors(t *testing.T) {
	encodeError(t, &kitchen.Kitchen{Score: kitchen.NewOpt(math.NaN())})
	encodeError(t, &kitchen.Kitchen{Score: kitchen.NewOpt(math.Inf(-1))})
	encodeError(t, &kitchen.Kitchen{Name: "\xff"})
	encodeError(t, &kitchen.Kitchen{Color: kitchen.NewOpt(kitchen.Color("blue"))})
	encodeError(t, &kitchen.Kitchen{Big: kitchen.NewOpt(kitchen.BigInt("01"))})
	encodeError(t, &kitchen.Kitchen{Meta: kitchen.NewOpt(kitchen.RawJSON(`{"a":}`))})
	var ee *recursion.EncodeError
	_, err := (&recursion.Node{Next: recursion.NewOpt(recursion.NewNull[*recursion.Node](nil))}).MarshalJSON()
	if !errors.As(err, &ee) {
		t.Fatalf("nil pointer: %v", err)
	}
}

func TestRawJSONIsCompacted(t *testing.T) {
	v := kitchen.Kitchen{Meta: kitchen.NewOpt(kitchen.RawJSON("[ 1 , \"a b\" ]"))}
	out, err := v.MarshalJSON()
	if err != nil || !strings.Contains(string(out), `"meta":[1,"a b"]`) {
		t.Fatalf("got %s, %v", out, err)
	}
}

func TestMaxDepth(t *testing.T) {
	var v kitchen.Kitchen
	data := []byte(`{"id":1,"name":"n","flag":true,"note":null,"meta":[[1]]}`)
	if err := kitchen.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	err := kitchen.Unmarshal(data, &v, kitchen.MaxDepth(2))
	var de *kitchen.DecodeError
	if !errors.As(err, &de) || de.Pointer != "/meta/0" || de.Offset != strings.Index(string(data), "[[")+1 || de.Expected == "" || de.Found == "" {
		t.Fatalf("got %#v", err)
	}
}

func TestEncodingJSONInterop(t *testing.T) {
	var v kitchen.Kitchen
	in := `{"id":7,"name":"x","flag":true,"note":null,"pair":[0.5,-1e-7]}`
	if err := json.Unmarshal([]byte(in), &v); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(&v)
	if err != nil || string(out) != `{"id":7,"name":"x","flag":true,"note":null,"pair":[0.5,-1e-7]}` {
		t.Fatalf("got %s, %v", out, err)
	}
	var s strs.Strs
	if err := json.Unmarshal([]byte(`["\ud800"]`), &s); err == nil {
		t.Fatal("lone surrogate accepted through encoding/json")
	}
}

func TestDecodeErrorMessage(t *testing.T) {
	var v kitchen.Kitchen
	err := v.UnmarshalJSON([]byte(`{"id":"x"}`))
	var de *kitchen.DecodeError
	if !errors.As(err, &de) || de.Pointer != "/id" || de.Offset != 6 || !strings.Contains(err.Error(), "integer") {
		t.Fatalf("got %v", err)
	}
}

// FuzzDecode checks that decoding never panics and that whatever decodes re-encodes to a
// document that decodes to the same encoding (go test runs the seeds; go test -fuzz explores).
func FuzzDecode(f *testing.F) {
	seeds := []string{
		`{"id":1,"name":"n","flag":true,"note":null,"meta":[1,{"a":"\u00e9"}],"pair":[1,2],"mix":["a",1,true]}`,
		`{"id":-0,"name":"\ud83d\ude00","flag":false,"note":"x","counts":{"a":1},"three":null,"big":1e30}`,
		`[[[[[[`, `{"id":1e999}`, `"\ud800"`, "{\"name\":\"\xff\"}",
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v kitchen.Kitchen
		if err := v.UnmarshalJSON(data); err != nil {
			var de *kitchen.DecodeError
			if !errors.As(err, &de) || de.Offset < 0 || de.Offset > len(data) {
				t.Fatalf("bad error %#v", err)
			}
			return
		}
		out, err := v.MarshalJSON()
		if err != nil {
			t.Fatalf("decoded but cannot encode: %v", err)
		}
		var w kitchen.Kitchen
		if err := w.UnmarshalJSON(out); err != nil {
			t.Fatalf("re-encoding %s does not decode: %v", out, err)
		}
		again, _ := w.MarshalJSON()
		if string(again) != string(out) {
			t.Fatalf("not stable: %s then %s", out, again)
		}
	})
}

// encodeString encodes s as a member and checks the result against utf8.ValidString: the
// encoder must refuse exactly the strings that are not UTF-8, and what it writes must decode
// back to s. Run with no tag (on amd64: AVX2 where the processor has it), with jsongen_sse2 and
// with purego, this covers each way the runtime sizes strings.
func encodeString(t *testing.T, s string) {
	t.Helper()
	v := kitchen.Kitchen{Name: s}
	out, err := v.MarshalJSON()
	if !utf8.ValidString(s) {
		if err == nil {
			t.Fatalf("%q is not UTF-8 but encodes as %s", s, out)
		}
		return
	}
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	var back kitchen.Kitchen
	if err := back.UnmarshalJSON(out); err != nil || back.Name != s {
		t.Fatalf("%q encodes as %s, which decodes to %q (%v)", s, out, back.Name, err)
	}
}

func TestStringsAgainstUTF8(t *testing.T) {
	pieces := []string{"a", "\"", "\\", "\n", "\x01", "\x7f", "é", "中", "𝄞", "\xed\x9f\xbf", "\xed\xa0\x80",
		"\xe0\xa0\x80", "\xe0\x9f\xbf", "\xc0\x80", "\xc1\xbf", "\xc2\x80", "\xf4\x8f\xbf\xbf", "\xf4\x90\x80\x80",
		"\xf0\x90\x80\x80", "\xf0\x8f\xbf\xbf", "\xf5\x80\x80\x80", "\xff", "\x80", "\xe4", "\xe4\xb8", "\xf0\x9d",
		"\xc3", "\xbf\xbf", "abcdefghijklmnop", "中文字符中文字符"}
	r := rand.New(rand.NewSource(1))
	for range 100000 {
		var b []byte
		for n := 1 + r.Intn(100); len(b) < n; {
			switch r.Intn(6) {
			case 0:
				b = append(b, pieces[r.Intn(len(pieces))]...)
			case 1:
				b = append(b, byte(r.Intn(256)))
			default:
				b = append(b, pieces[r.Intn(10)]...)
			}
		}
		encodeString(t, string(b))
	}
	// Every lead or continuation byte, followed by two more bytes, at every offset of strings of
	// 16 to 40 bytes (the vector code's lanes, blocks and last windows), and with a lead byte last.
	for n := 16; n <= 40; n++ {
		for i := 0; i+2 < n; i++ {
			for a := 0x80; a < 0x100; a++ {
				for _, c := range []byte{'"', 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0} {
					for _, d := range []byte{'\n', 'A', 0x80, 0xbf, 0xc3} {
						b := []byte(strings.Repeat("a", n))
						b[i], b[i+1], b[i+2] = byte(a), c, d
						encodeString(t, string(b))
						b[n-1] = 0xe4
						encodeString(t, string(b))
					}
				}
			}
		}
	}
}
