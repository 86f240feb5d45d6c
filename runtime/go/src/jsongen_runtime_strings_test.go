package jsongenruntime

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// wholeString decodes s as one string document.
func wholeString(s string) (string, *DecodeError) {
	d := newDecoder(s)
	var v string
	if err := d.decodeString(&v); err != nil {
		return "", err.finish()
	}
	if err := d.end(); err != nil {
		return "", err.(*DecodeError)
	}
	return v, nil
}

func TestStringDecode(t *testing.T) {
	long := strings.Repeat("abcdefghijklmnop", 5)
	good := map[string]string{
		`""`: "", `"a"`: "a", `"\""`: `"`, `"\\"`: `\`, `"\/"`: "/", `"\b\f\n\r\t"`: "\b\f\n\r\t",
		`"\u0041\u00e9\u20AC"`: "Aé€", `"\u0000"`: "\x00", `"\ud83d\ude00"`: "😀", `"\uD83D\uDE00x"`: "😀x",
		`"\uffff"`: "\uffff", `"é😀€"`: "é😀€", "\"\x7f\"": "\x7f", `"` + long + `"`: long,
		`"` + long + `\n` + long + `"`: long + "\n" + long, `"` + long + "é" + long + `"`: long + "é" + long,
		` "x" `: "x",
	}
	for in, want := range good {
		got, err := wholeString(in)
		if err != nil || got != want {
			t.Errorf("string %q = %q, %v; want %q", in, got, err, want)
		}
	}
	bad := []struct {
		in              string
		offset          int
		expected, found string
	}{
		{`"abc`, 4, `'"'`, "end of input"},
		{`"\`, 2, "escape sequence", "end of input"},
		{`"\x"`, 1, "escape sequence", `'\x'`},
		{`"\u12"`, 1, `\u and four hex digits`, "malformed escape"},
		{`"\u12G4"`, 1, `\u and four hex digits`, "malformed escape"},
		{`"\udc00"`, 1, "UTF-16 high surrogate before a low one", "lone low surrogate"},
		{`"a\uDFFF"`, 2, "UTF-16 high surrogate before a low one", "lone low surrogate"},
		{`"\ud800"`, 1, "UTF-16 low surrogate after a high one", "lone high surrogate"},
		{`"\ud800\u0041"`, 1, "UTF-16 low surrogate after a high one", "lone high surrogate"},
		{`"\ud800\ud800"`, 1, "UTF-16 low surrogate after a high one", "lone high surrogate"},
		{"\"a\x01\"", 2, "string character", "control character 0x1"},
		{"\"a\n\"", 2, "string character", "control character 0xa"},
		{"\"\xff\"", 1, "UTF-8 text", "byte 0xff"},
		{"\"ab\xc0\x80\"", 3, "UTF-8 text", "byte 0xc0"},       // overlong NUL
		{"\"\xe0\x80\xaf\"", 1, "UTF-8 text", "byte 0xe0"},     // overlong '/'
		{"\"\xf0\x82\x82\xac\"", 1, "UTF-8 text", "byte 0xf0"}, // overlong €
		{"\"\xed\xa0\x80\"", 1, "UTF-8 text", "byte 0xed"},     // encoded lone surrogate U+D800
		{"\"\xed\xbf\xbf\"", 1, "UTF-8 text", "byte 0xed"},     // U+DFFF
		{"\"\xf4\x90\x80\x80\"", 1, "UTF-8 text", "byte 0xf4"}, // above U+10FFFF
		{"\"\x80\"", 1, "UTF-8 text", "byte 0x80"},             // lone continuation
		{"\"\xc3\"", 1, "UTF-8 text", "byte 0xc3"},             // cut sequence
		{"\"é\xe2\x82\"", 3, "UTF-8 text", "byte 0xe2"},        // cut three-byte sequence
		{"\"" + long + "\xed\xa0\x80" + long + "\"", 81, "UTF-8 text", "byte 0xed"},
		{"\"" + long + "\\n\xc0\xaf\"", 83, "UTF-8 text", "byte 0xc0"},
		{`1`, 0, "string", "number"},
	}
	for _, c := range bad {
		_, de := wholeString(c.in)
		if de == nil {
			t.Errorf("string %q accepted", c.in)
			continue
		}
		if de.Offset != c.offset || de.Expected != c.expected || de.Found != c.found {
			t.Errorf("string %q: got %d expected %q found %q; want %d %q %q", c.in, de.Offset, de.Expected, de.Found, c.offset, c.expected, c.found)
		}
	}
}

// randomBytes is mostly text with some invalid UTF-8, escapes and control bytes mixed in.
func randomBytes(r *rand.Rand, n int) []byte {
	pieces := []string{"a", "Z", " ", "é", "€", "😀", "\u2028", "\x7f", "\"", "\\", "\n", "\x00", "\x1f",
		"\xff", "\xc0\x80", "\xed\xa0\x80", "\xe0\x80", "\xf4\x90\x80\x80", "\xef\xbf\xbf", "\xf0\x9f", "\x80"}
	var b []byte
	for len(b) < n {
		if r.Intn(3) == 0 {
			b = append(b, pieces[r.Intn(len(pieces))]...)
		} else {
			b = append(b, "abcdefghij"[r.Intn(10)])
		}
	}
	return b
}

func TestValidUTF8(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for i := 0; i < 20000; i++ {
		b := randomBytes(r, r.Intn(100))
		if got, want := validUTF8(b), utf8.Valid(b); got != want {
			t.Fatalf("validUTF8(%q) = %v, want %v", b, got, want)
		}
	}
}

// escapeReference is the minimal JSON escaping: the two-character escapes, \u00XX for the other
// control bytes, everything else as it is.
func escapeReference(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if c < 0x20 {
				b.WriteString(`\u00` + string(hexDigits[c>>4]) + string(hexDigits[c&0xf]))
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

func TestStringEncode(t *testing.T) {
	for s, want := range map[string]string{
		"": `""`, "a": `"a"`, "\"\\/\b\f\n\r\t": `"\"\\/\b\f\n\r\t"`, "\x00\x01\x1f\x7f": `"\u0000\u0001\u001f` + "\x7f\"",
		"é😀\u2028<>&": "\"é😀\u2028<>&\"",
	} {
		if got := string(appendString(nil, s)); got != want {
			t.Errorf("appendString(%q) = %q, want %q", s, got, want)
		}
	}
	r := rand.New(rand.NewSource(6))
	for i := 0; i < 30000; i++ {
		s := string(randomBytes(r, r.Intn(120)))
		valid := utf8.ValidString(s)
		want := escapeReference(s)
		// Every way a string is written: appendString with and without room, and the size
		// pass followed by the write pass (which copies what the size pass found plain).
		if got := string(appendString(nil, s)); got != want {
			t.Fatalf("appendString(%q) = %q, want %q", s, got, want)
		}
		if got := string(appendString(make([]byte, 0, 8*len(s)+40), s)); got != want {
			t.Fatalf("appendString with room (%q) = %q, want %q", s, got, want)
		}
		var e encoder
		n := sizeString(&e, s)
		if !valid {
			if e.err == nil || e.err.Message == "" {
				t.Fatalf("sizeString(%q): invalid UTF-8 without an error", s)
			}
			continue
		}
		if e.err != nil || n != len(want) {
			t.Fatalf("sizeString(%q) = %d, %v; want %d", s, n, e.err, len(want))
		}
		if got := string(writeString(&e, make([]byte, 0, n), s)); got != want {
			t.Fatalf("writeString(%q) = %q, want %q", s, got, want)
		}
		if got := string(writeString(&e, nil, s)); got != want {
			t.Fatalf("writeString past the sized strings (%q) = %q, want %q", s, got, want)
		}
	}
}

// The size and write passes over many strings, as a generated encoder runs them: the write pass
// relies on what the size pass recorded about each string, in order.
func TestStringSizeThenWrite(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for round := 0; round < 200; round++ {
		var strs []string
		for i, n := 0, r.Intn(300); i < n; i++ {
			s := strings.Repeat("x", r.Intn(40))
			if r.Intn(4) == 0 {
				s += []string{"\n", "\"", "é", "\\", "\x01"}[r.Intn(5)] + strings.Repeat("y", r.Intn(20))
			}
			strs = append(strs, s)
		}
		var e encoder
		size := 0
		for _, s := range strs {
			size += sizeString(&e, s)
		}
		dst := make([]byte, 0, size)
		var want strings.Builder
		for _, s := range strs {
			dst = writeString(&e, dst, s)
			want.WriteString(escapeReference(s))
		}
		if string(dst) != want.String() || len(dst) != size {
			t.Fatalf("round %d: size %d, wrote %d bytes; differs: %v", round, size, len(dst), string(dst) != want.String())
		}
	}
}

func TestStringRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	for i := 0; i < 20000; i++ {
		s := string(randomBytes(r, r.Intn(80)))
		if !utf8.ValidString(s) {
			continue
		}
		got, err := wholeString(string(appendString(nil, s)))
		if err != nil || got != s {
			t.Fatalf("round trip of %q = %q, %v", s, got, err)
		}
		// The same text with every character escaped as \uXXXX (surrogate pairs above U+FFFF).
		var b strings.Builder
		b.WriteByte('"')
		for _, c := range s {
			if c > 0xffff {
				hi, lo := 0xd800+(c-0x10000)>>10, 0xdc00+(c-0x10000)&0x3ff
				b.WriteString(`\u` + strconv.FormatInt(int64(hi), 16) + `\u` + strconv.FormatInt(int64(lo), 16))
			} else {
				b.WriteString(`\u` + strings.Repeat("0", 4-len(strconv.FormatInt(int64(c), 16))) + strconv.FormatInt(int64(c), 16))
			}
		}
		b.WriteByte('"')
		if got, err := wholeString(b.String()); err != nil || got != s {
			t.Fatalf("escaped %q = %q, %v; want %q", b.String(), got, err, s)
		}
	}
}
