package jsongenruntime

import (
	"encoding/json"
	"testing"
)

func TestOptNull(t *testing.T) {
	if o := NewOpt(3); !o.Set || o.Value != 3 {
		t.Errorf("NewOpt: %+v", o)
	}
	if n := NewNull("x"); !n.Valid || n.Value != "x" {
		t.Errorf("NewNull: %+v", n)
	}
	var absent Opt[Null[int]]
	if absent.Set || absent.Value.Valid {
		t.Errorf("zero Opt[Null[int]] is not absent")
	}
}

func TestRawJSON(t *testing.T) {
	for in, want := range map[string]string{
		` { "a" : [ 1 , "b c" , {"\"" : null} ] } `: `{"a":[1,"b c",{"\"":null}]}`,
		"\t\"x \\\" y\"\n":                          `"x \" y"`,
		`-1.5E+3`:                                   `-1.5E+3`,
	} {
		var r RawJSON
		if err := r.UnmarshalJSON([]byte(in)); err != nil || string(r) != want {
			t.Errorf("RawJSON of %q = %q, %v; want %q", in, r, err, want)
		}
		out, err := json.Marshal(r)
		if err != nil || string(out) != want {
			t.Errorf("Marshal(RawJSON %q) = %q, %v", r, out, err)
		}
		if n := sizeRaw(&encoder{}, RawJSON(in)); n != len(want) {
			t.Errorf("sizeRaw(%q) = %d, want %d", in, n, len(want))
		}
	}
	var r RawJSON
	for _, in := range []string{``, `{`, `1 2`, `[1,]`, `"\u12"`} {
		if err := r.UnmarshalJSON([]byte(in)); err == nil {
			t.Errorf("RawJSON accepted %q", in)
		}
	}
	if out, err := RawJSON(nil).MarshalJSON(); err != nil || string(out) != "null" {
		t.Errorf("nil RawJSON = %q, %v", out, err)
	}
	if _, err := RawJSON(`{"a":}`).MarshalJSON(); err == nil {
		t.Errorf("invalid RawJSON marshalled")
	}
}
