package jsongenruntime

import (
	"reflect"
	"testing"
)

// floatRows is a Decodable of [][]float64, decoded as the generated code does: the outer array
// collected in d.rows (keepRows), each inner one by decodeFloats.
type floatRows [][]float64

func (p *floatRows) decodeJSON(d *decoder) *DecodeError {
	if err := d.beginArray(); err != nil {
		return err
	}
	s := d.rows[:0]
	for i := 0; ; i++ {
		more, err := d.nextElem(i == 0)
		if err != nil {
			return err.at(i)
		}
		if !more {
			break
		}
		s = grow(s)
		if err := d.decodeFloats(&s[i]); err != nil {
			return err.at(i)
		}
	}
	*p = floatRows(d.keepRows(s))
	return nil
}

func TestDecodeFloatRows(t *testing.T) {
	long := "["
	want := []float64{}
	for i := 0; i < floatMax+1; i++ {
		if i > 0 {
			long += ","
		}
		long += "1.5"
		want = append(want, 1.5)
	}
	long += "]"
	var v floatRows
	if err := Unmarshal([]byte(`[[1,2.5],[],[-3e2, 0.1 ,7],`+long+`,[4]]`), &v); err != nil {
		t.Fatal(err)
	}
	expected := floatRows{{1, 2.5}, nil, {-300, 0.1, 7}, want, {4}}
	if !reflect.DeepEqual(v, expected) {
		t.Fatalf("decoded %v, want %v", v, expected)
	}
	for i, row := range v {
		if cap(row) != len(row) {
			t.Errorf("row %d: capacity %d, length %d", i, cap(row), len(row))
		}
	}
	if cap(v) != len(v) {
		t.Errorf("rows: capacity %d, length %d", cap(v), len(v))
	}
	// Rows share a chunk: appending to one must not change its neighbour.
	_ = append(v[0], 99)
	if v[2][0] != -300 {
		t.Errorf("appending to row 0 changed row 2: %v", v[2])
	}
}

func TestDecodeFloatRowsErrors(t *testing.T) {
	cases := []struct {
		input, pointer  string
		offset          int
		expected, found string
	}{
		{`[[1,2],[3,x]]`, "/1/1", 10, "number", "'x'"},
		{`[[1,2],[3,]]`, "/1/1", 10, "array element", "']'"},
		{`[[1,2],[3 4]]`, "/1/1", 10, "',' or ']'", "number"},
		{`[[1,2],{}]`, "/1", 7, "array", "object"},
		{`[[1,"2"]]`, "/0/1", 4, "number", "string"},
	}
	for _, c := range cases {
		var v floatRows
		err := Unmarshal([]byte(c.input), &v)
		de, ok := err.(*DecodeError)
		if !ok {
			t.Errorf("%s: error %v is not a *DecodeError", c.input, err)
			continue
		}
		if de.Pointer != c.pointer || de.Offset != c.offset || de.Expected != c.expected || de.Found != c.found {
			t.Errorf("%s: got %q at %d, expected %q found %q; want %q at %d, expected %q found %q",
				c.input, de.Pointer, de.Offset, de.Expected, de.Found, c.pointer, c.offset, c.expected, c.found)
		}
	}
}
