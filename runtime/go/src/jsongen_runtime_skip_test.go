package jsongenruntime

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// Valid documents of every kind, with the whitespace RFC 8259 allows anywhere between tokens.
var validDocuments = []string{
	`null`, `true`, `false`, `0`, `-0`, `1`, `-1.5e+10`, `1E-2`, `0.0`, `123456789012345678901234567890`,
	`""`, `"a"`, `"\"\\\/\b\f\n\r\t"`, `"\u0000\uFFFF\ud83d\ude00"`, `"é😀"`,
	`[]`, `{}`, `[[]]`, `[{}]`, `{"":{}}`, `[1,"a",true,null,{"k":[]}]`,
	" \t\r\n[ 1 , { \"a\" : [ ] , \"b\" : { } } ]\n\t ",
	"{\n        \"deeply\": {\n                \"indented\": [\n                        1\n                ]\n        }\n}",
	`{"a":1,"a":2}`,
	"[" + strings.Repeat(" ", 100) + "1" + strings.Repeat(" ", 40) + "]",
	"{\n" + strings.Repeat(" ", 70) + "\"k\": 1}",
}

func TestSkipValid(t *testing.T) {
	for _, doc := range validDocuments {
		if de := decodeErr(t, doc); de != nil {
			t.Errorf("%q rejected: %v", doc, de)
		}
		if !json.Valid([]byte(doc)) {
			t.Errorf("%q: the test's document is not valid JSON", doc)
		}
	}
}

// The scanner's errors: where (byte offset, pointer) and what it expected and found.
var invalidDocuments = []struct {
	input    string
	offset   int
	pointer  string
	expected string
	found    string
}{
	{``, 0, "", "value", "end of input"},
	{`   `, 3, "", "value", "end of input"},
	{`x`, 0, "", "value", "'x'"},
	{`nul`, 0, "", "value", "null"},
	{`nulll`, 4, "", "end of input", "'l'"},
	{`True`, 0, "", "value", "'T'"},
	{`1 2`, 2, "", "end of input", "number"},
	{`[1,]`, 3, "/1", "array element", "']'"},
	{`[1 2]`, 3, "/1", "',' or ']'", "number"},
	{`[`, 1, "/0", "value", "end of input"},
	{`{`, 1, "", "object key", "end of input"},
	{`{"a"}`, 4, "", "':'", "'}'"},
	{`{"a":1,}`, 7, "", "object key", "'}'"},
	{`{"a":1 "b":2}`, 7, "", "',' or '}'", "string"},
	{`{a:1}`, 1, "", "object key", "'a'"},
	{`{"a":}`, 5, "/a", "value", "'}'"},
	{`"abc`, 4, "", "'\"'", "end of input"},
	{"\"a\tb\"", 2, "", "string character", "control character 0x9"},
	{`01`, 1, "", "number without leading zeros", "digit"},
	{`-`, 1, "", "digit", "end of input"},
	{`-a`, 1, "", "digit", "'a'"},
	{`1.`, 2, "", "digit after '.'", "end of input"},
	{`1.e5`, 2, "", "digit after '.'", "'e'"},
	{`1e`, 2, "", "exponent digit", "end of input"},
	{`1e+`, 3, "", "exponent digit", "end of input"},
	{`.5`, 0, "", "value", "'.'"},
	{`+1`, 0, "", "value", "'+'"},
	{`[1]]`, 3, "", "end of input", "']'"},
	{"\xef\xbb\xbf1", 0, "", "value", "byte 0xef"},
	{`{"a":[{"b":[1,{"c":"\x"}]}]}`, 20, "/a/0/b/1/c", "escape sequence", "'\\x'"},
}

func TestSkipInvalid(t *testing.T) {
	for _, c := range invalidDocuments {
		de := decodeErr(t, c.input)
		if de == nil {
			t.Errorf("%q accepted", c.input)
			continue
		}
		if de.Offset != c.offset || de.Pointer != c.pointer || de.Expected != c.expected || de.Found != c.found {
			t.Errorf("%q: got offset %d pointer %q expected %q found %q; want %d %q %q %q",
				c.input, de.Offset, de.Pointer, de.Expected, de.Found, c.offset, c.pointer, c.expected, c.found)
		}
		if json.Valid([]byte(c.input)) {
			t.Errorf("%q: the test's document is valid JSON", c.input)
		}
	}
}

// randomJSON writes a random document of nesting depth at most depth, with random whitespace.
func randomJSON(r *rand.Rand, b *strings.Builder, depth int) {
	ws := func() {
		for n := r.Intn(4); n > 0; n-- {
			b.WriteByte(" \t\n\r"[r.Intn(4)])
		}
		if r.Intn(8) == 0 {
			b.WriteString("\n" + strings.Repeat(" ", r.Intn(50)))
		}
	}
	ws()
	kind := r.Intn(7)
	if depth == 0 && kind >= 5 {
		kind = r.Intn(5)
	}
	switch kind {
	case 0:
		b.WriteString([]string{"null", "true", "false"}[r.Intn(3)])
	case 1:
		b.WriteString(strconv.FormatFloat(r.NormFloat64()*1e6, 'g', -1, 64))
	case 2:
		b.WriteString(strconv.FormatInt(r.Int63()-r.Int63(), 10))
	case 3, 4:
		s := make([]rune, r.Intn(40))
		for i := range s {
			s[i] = []rune{'a', '"', '\\', '\n', 'é', '😀', 0x1f, '€', 'z', ' '}[r.Intn(10)]
		}
		q, _ := json.Marshal(string(s))
		b.Write(q)
	case 5:
		b.WriteByte('[')
		for i, n := 0, r.Intn(5); i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			randomJSON(r, b, depth-1)
		}
		ws()
		b.WriteByte(']')
	case 6:
		b.WriteByte('{')
		for i, n := 0, r.Intn(5); i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			ws()
			b.WriteString(strconv.Quote("k" + strconv.Itoa(r.Intn(20))))
			ws()
			b.WriteByte(':')
			randomJSON(r, b, depth-1)
		}
		ws()
		b.WriteByte('}')
	}
	ws()
}

// Random documents are accepted, kept compact by RawJSON as encoding/json compacts them, and
// each of their proper prefixes is rejected (the scanner never stops early).
func TestSkipRandom(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 300; i++ {
		var b strings.Builder
		randomJSON(r, &b, 5)
		doc := b.String()
		var raw RawJSON
		if err := raw.UnmarshalJSON([]byte(doc)); err != nil {
			t.Fatalf("%q rejected: %v", doc, err)
		}
		var want bytes.Buffer
		if err := json.Compact(&want, []byte(doc)); err != nil {
			t.Fatalf("json.Compact: %v", err)
		}
		if string(raw) != want.String() {
			t.Fatalf("RawJSON of %q = %q, want %q", doc, raw, want.String())
		}
		for cut := 0; cut < len(doc); cut++ {
			prefix := doc[:cut]
			if json.Valid([]byte(prefix)) {
				continue // a prefix can be a document of its own ("12" of "123")
			}
			if decodeErr(t, prefix) == nil {
				t.Fatalf("prefix %q of %q accepted", prefix, doc)
			}
		}
	}
}

func TestDepthLimit(t *testing.T) {
	nested := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	if de := decodeErr(t, nested(DefaultMaxDepth)); de != nil {
		t.Errorf("depth %d rejected: %v", DefaultMaxDepth, de)
	}
	de := decodeErr(t, nested(DefaultMaxDepth+1))
	if de == nil {
		t.Fatalf("depth %d accepted", DefaultMaxDepth+1)
	}
	if de.Offset != DefaultMaxDepth || de.Expected != "nesting depth at most 512" || de.Found != "deeper nesting" {
		t.Errorf("depth error: %+v", de)
	}
	if want := strings.Repeat("/0", DefaultMaxDepth); de.Pointer != want {
		t.Errorf("depth error pointer has %d tokens, want %d", strings.Count(de.Pointer, "/"), DefaultMaxDepth)
	}
	// Objects count as arrays do; MaxDepth lowers the limit; below 1 it is 1.
	obj := `{"a":{"b":{}}}`
	if de := decodeErr(t, obj, MaxDepth(3)); de != nil {
		t.Errorf("depth 3 with MaxDepth(3): %v", de)
	}
	if de := decodeErr(t, obj, MaxDepth(2)); de == nil || de.Offset != 10 || de.Pointer != "/a/b" {
		t.Errorf("depth 3 with MaxDepth(2): %+v", de)
	}
	if de := decodeErr(t, `[]`, MaxDepth(0)); de != nil {
		t.Errorf("MaxDepth(0) is 1: %v", de)
	}
	if de := decodeErr(t, `[[]]`, MaxDepth(-5)); de == nil || de.Expected != "nesting depth at most 1" {
		t.Errorf("MaxDepth(-5) is 1: %+v", de)
	}
	// Depth is given back when a container closes: siblings do not add up.
	if de := decodeErr(t, `[[[]],[[]],{"a":[]},[{}]]`, MaxDepth(3)); de != nil {
		t.Errorf("siblings: %v", de)
	}
	// Scalars do not count.
	if de := decodeErr(t, `1`, MaxDepth(1)); de != nil {
		t.Errorf("scalar: %v", de)
	}
}

func TestWhitespaceRuns(t *testing.T) {
	// Every mix of whitespace run lengths around the 8- and 32-byte windows of skipWSRun.
	for n := 0; n < 80; n++ {
		for _, ws := range []string{" ", "\n", "\t", "\r\n", "\n "} {
			pad := strings.Repeat(ws, n)
			doc := pad + "[" + pad + "1" + pad + "," + pad + "{" + pad + "\"k\"" + pad + ":" + pad + "2" + pad + "}" + pad + "]" + pad
			if de := decodeErr(t, doc); de != nil {
				t.Fatalf("%q: %v", doc, de)
			}
			if de := decodeErr(t, doc+"x"); de == nil || de.Offset != len(doc) {
				t.Fatalf("%q+x: %+v", doc, de)
			}
		}
	}
}

func TestTagKeyAt(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{`{"x":[1],"op":1}`, "1e0"},
		{`{"op":1.0}`, "1e0"},
		{`{"op":-1e1}`, "-1e1"},
		{`{"op":true}`, "true"},
		{`{"op":"1"}`, `"1"`},
	} {
		d := decoder{data: []byte(c.doc), maxDepth: DefaultMaxDepth}
		i, at, err := d.findKey([]string{"op"})
		if err != nil || i != 0 {
			t.Fatalf("%s: findKey %d %v", c.doc, i, err)
		}
		got, err := d.tagKeyAt(at, "op")
		if err != nil || got != c.want {
			t.Errorf("%s: tagKeyAt = %q, %v; want %q", c.doc, got, err, c.want)
		}
		if d.pos != 0 {
			t.Errorf("%s: tagKeyAt moved to %d", c.doc, d.pos)
		}
	}
	d := decoder{data: []byte(`{"op":1e}`), maxDepth: DefaultMaxDepth}
	_, at, _ := d.findKey([]string{"op"})
	if _, err := d.tagKeyAt(at, "op"); err == nil {
		t.Errorf("a malformed tag is an error")
	}
}

func TestKeysWithin(t *testing.T) {
	keys := []string{"url", "map"}
	for _, c := range []struct {
		doc  string
		want bool
	}{
		{`{}`, true},
		{` { "url" : 1 , "map" : {"x": [1, {"y": 2}]} } `, true},
		{`{"m\u0061p":1}`, true},
		{`{"url":1,"other":2}`, false},
		{`{"other":2,"url":1}`, false},
		{`[]`, false},
		{`{"url":1,`, false},
		{`{"url":}`, false},
		{`{"url":1}}`, true},
	} {
		d := decoder{data: []byte(c.doc), maxDepth: DefaultMaxDepth}
		if got := d.keysWithin(keys); got != c.want {
			t.Errorf("%s: keysWithin = %v; want %v", c.doc, got, c.want)
		}
		if d.pos != 0 || d.depth != 0 {
			t.Errorf("%s: keysWithin moved to %d (depth %d)", c.doc, d.pos, d.depth)
		}
	}
}
