package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestAgree decodes every corpus with every implementation, re-encodes it and compares the result
// with the input document and with jsongen's result. It prints one line per implementation:
//
//	AGREE <corpus> <impl> <vs-input> <vs-ours> <detail>
//
// where a comparison is "exact" (same JSON value), "null~absent" (same once members whose value
// is null are dropped), "mismatch" or "-" (no reference). A mismatch is reported, never fatal: the
// benchmark table marks it.
func TestAgree(t *testing.T) {
	for _, c := range corpora() {
		data := readCorpus(t, c.name)
		input, err := canonical(data)
		if err != nil {
			t.Fatalf("%s: corpus is not JSON: %v", c.name, err)
		}
		var oursOut any
		hasOurs := false
		results := make([]any, len(c.impls))
		errs := make([]error, len(c.impls))
		for i, im := range c.impls {
			results[i], errs[i] = roundTrip(im, data)
			if im.name == "ours" && errs[i] == nil {
				oursOut, hasOurs = results[i], true
			}
		}
		for i, im := range c.impls {
			if errs[i] != nil {
				fmt.Printf("AGREE %s %s error - %s\n", c.name, im.name, oneLine(errs[i].Error()))
				continue
			}
			vsInput, d1 := compare(input, results[i])
			vsOurs, d2 := "-", ""
			if hasOurs && im.name != "ours" {
				vsOurs, d2 = compare(oursOut, results[i])
			}
			fmt.Printf("AGREE %s %s %s %s %s\n", c.name, im.name, vsInput, vsOurs, oneLine(d1+" "+d2))
		}
	}
}

func roundTrip(im impl, data []byte) (any, error) {
	v, err := im.decode(data)
	if err != nil {
		return nil, fmt.Errorf("decode: %w", err)
	}
	out, err := im.encode(v)
	if err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return canonical(out)
}

func compare(want, got any) (string, string) {
	if p := firstDiff(want, got, ""); p == nil {
		return "exact", ""
	}
	if p := firstDiff(dropNulls(want), dropNulls(got), ""); p == nil {
		return "null~absent", ""
	} else {
		return "mismatch", "at " + *p
	}
}

func oneLine(s string) string {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\n", " "))
	if len(s) > 200 {
		s = s[:200]
	}
	return s
}

// canonical parses JSON keeping numbers exact: integers as *big.Int, others as float64.
func canonical(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return numbers(v), nil
}

func numbers(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			x[k] = numbers(e)
		}
		return x
	case []any:
		for i, e := range x {
			x[i] = numbers(e)
		}
		return x
	case json.Number:
		return number(string(x))
	default:
		return v
	}
}

// number gives integers (also 1.0 and 1e2) as "i:<digits>" and other numbers as "f:<shortest>".
func number(s string) string {
	if n, ok := new(big.Int).SetString(s, 10); ok {
		return "i:" + n.String()
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return "bad:" + s
	}
	if r, ok := new(big.Rat).SetString(s); ok && r.IsInt() {
		return "i:" + r.Num().String()
	}
	return "f:" + strconv.FormatFloat(f, 'g', -1, 64)
}

func dropNulls(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			if e != nil {
				out[k] = dropNulls(e)
			}
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = dropNulls(e)
		}
		return out
	default:
		return v
	}
}

// firstDiff returns the JSON Pointer of the first difference, or nil when equal.
func firstDiff(a, b any, at string) *string {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok {
			return &at
		}
		keys := make([]string, 0, len(x)+len(y))
		for k := range x {
			keys = append(keys, k)
		}
		for k := range y {
			if _, dup := x[k]; !dup {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			ex, okx := x[k]
			ey, oky := y[k]
			p := at + "/" + k
			if okx != oky {
				return &p
			}
			if d := firstDiff(ex, ey, p); d != nil {
				return d
			}
		}
		return nil
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return &at
		}
		for i := range x {
			if d := firstDiff(x[i], y[i], at+"/"+strconv.Itoa(i)); d != nil {
				return d
			}
		}
		return nil
	default:
		if a != b {
			return &at
		}
		return nil
	}
}
