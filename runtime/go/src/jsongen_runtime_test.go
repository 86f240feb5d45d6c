package jsongenruntime

import (
	"errors"
	"strings"
	"testing"
)

// anyValue is a Decodable that accepts any JSON value (skipValue), as a generated type of the
// JSON Schema `true` would.
type anyValue struct{}

func (*anyValue) decodeJSON(d *decoder) *DecodeError { return d.skipValue() }

// decodeErr decodes input as any value and returns the *DecodeError (nil when accepted).
func decodeErr(t *testing.T, input string, opts ...DecodeOption) *DecodeError {
	t.Helper()
	err := Unmarshal([]byte(input), &anyValue{}, opts...)
	if err == nil {
		return nil
	}
	var de *DecodeError
	if !errors.As(err, &de) {
		t.Fatalf("%q: error %T is not a *DecodeError", input, err)
	}
	return de
}

func TestDecodeErrorText(t *testing.T) {
	e := &DecodeError{Offset: 12, Pointer: "/a/0", Expected: "string", Found: "number"}
	want := `json: at offset 12 ("/a/0"): expected string, found number`
	if got := e.Error(); got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

func TestDecodeErrorPointer(t *testing.T) {
	// Reference tokens are collected innermost first and escaped as RFC 6901 says.
	e := (&DecodeError{}).at(3).in("a/b").in("m~n").at(0).in("")
	e.finish()
	if want := "//0/m~0n/a~1b/3"; e.Pointer != want {
		t.Errorf("Pointer = %q, want %q", e.Pointer, want)
	}
	if e.segs != nil {
		t.Errorf("segs kept after finish: %v", e.segs)
	}
	if got := (&DecodeError{}).finish().Pointer; got != "" {
		t.Errorf("root pointer = %q, want empty", got)
	}
}

func TestDecodeErrorFromNestedValue(t *testing.T) {
	cases := []struct {
		input, pointer  string
		offset          int
		expected, found string
	}{
		{`{"a":[1,2,{"b/c":tru}]}`, "/a/2/b~1c", 17, "value", "boolean"},
		{`{"a":{"~":[x]}}`, "/a/~0/0", 11, "value", "'x'"},
		{`[[],[{}],[{"k":"v"},{"k":nul}]]`, "/2/1/k", 25, "value", "null"},
		{`{"a":1,"a":}`, "/a", 11, "value", "'}'"},
	}
	for _, c := range cases {
		de := decodeErr(t, c.input)
		if de == nil {
			t.Errorf("%s: accepted", c.input)
			continue
		}
		if de.Pointer != c.pointer || de.Offset != c.offset || de.Expected != c.expected || de.Found != c.found {
			t.Errorf("%s: got %d %q expected %q found %q, want %d %q expected %q found %q",
				c.input, de.Offset, de.Pointer, de.Expected, de.Found, c.offset, c.pointer, c.expected, c.found)
		}
	}
}

func TestEncodeError(t *testing.T) {
	var e encoder
	e.fail("first")
	e.fail("second")
	if e.err == nil || e.err.Error() != "json: cannot encode: first" {
		t.Errorf("encoder keeps the first error: got %v", e.err)
	}
	var err error = e.err
	var ee *EncodeError
	if !errors.As(err, &ee) || ee.Message != "first" {
		t.Errorf("errors.As: %v", err)
	}
}

func TestDescribe(t *testing.T) {
	d := decoder{data: []byte("\"{[tfn-7x\x01\xff ")}
	want := []string{"string", "object", "array", "boolean", "boolean", "null", "number", "number", "'x'", "byte 0x1", "byte 0xff", "' '", "end of input"}
	for i, w := range want {
		if got := d.describe(i); got != w {
			t.Errorf("describe(%d) = %q, want %q", i, got, w)
		}
	}
}

func TestErrToken(t *testing.T) {
	long := strings.Repeat("9", 100)
	d := decoder{data: []byte(" " + long + " ")}
	d.pos = 101
	e := d.errToken(1, "integer in the 64-bit range")
	if e.Offset != 1 || e.Found != long[:64] || e.Expected != "integer in the 64-bit range" {
		t.Errorf("errToken on a long token: %+v", e)
	}
	d.pos = 1
	if e := d.errToken(1, "x"); e.Found != "number" {
		t.Errorf("errToken on an empty token: found %q, want the byte described", e.Found)
	}
}
