package apitest

import (
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

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
