package jsongenruntime

import "testing"

func TestJSONValueKey(t *testing.T) {
	same := [][2]string{
		{`1.0`, `1`}, {`1.00`, `1e0`}, {`100`, `1e2`}, {`0.001`, `1E-3`}, {`-0`, `0`}, {`0.0e5`, `0`},
		{`{"a":1,"b":2}`, `{"b":2,"a":1}`}, {`"\u0061"`, `"a"`}, {`[1.0, {"x":"\""}]`, `[1,{"x":"\u0022"}]`},
		{`{"a":{"c":1,"b":[2.50]}}`, `{"a":{"b":[25e-1],"c":1}}`},
	}
	for _, p := range same {
		if a, b := jsonValueKey([]byte(p[0])), jsonValueKey([]byte(p[1])); a != b {
			t.Errorf("%s and %s: keys %q and %q differ", p[0], p[1], a, b)
		}
	}
	differ := [][2]string{
		{`1`, `2`}, {`1`, `"1"`}, {`[1,2]`, `[2,1]`}, {`{"a":1}`, `{"a":1,"b":1}`}, {`true`, `1`}, {`10`, `1`},
		{`0.1`, `1`}, {`-1`, `1`}, {`[]`, `{}`}, {`null`, `false`}, {`"a\\"`, `"a\""`}, {`[[1],2]`, `[[1,2]]`},
		{`{"a":[1]}`, `{"a":1}`}, {`9007199254740993`, `9007199254740992`},
	}
	for _, p := range differ {
		if a, b := jsonValueKey([]byte(p[0])), jsonValueKey([]byte(p[1])); a == b {
			t.Errorf("%s and %s: the same key %q", p[0], p[1], a)
		}
	}
}
