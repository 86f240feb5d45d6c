package jsongenruntime

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The shared conformance vectors of the regex VM, written by scripts/regex-vectors.ts from the
// reference VM: every port must give each vector's verdict in exactly its number of steps.
var regexVectorsFile = filepath.Join("..", "..", "..", "test", "data", "regex-vectors.json")

type regexVectors struct {
	Version   int `json:"version"`
	StepLimit int `json:"stepLimit"`
	MemoLimit int `json:"memoLimit"`
	Patterns  []struct {
		Pattern string `json:"pattern"`
		Program struct {
			Version int       `json:"version"`
			Code    []int32   `json:"code"`
			Classes [][]int32 `json:"classes"`
			Slots   int       `json:"slots"`
			Memo    bool      `json:"memo"`
		} `json:"program"`
		Vectors [][3]any `json:"vectors"`
	} `json:"patterns"`
}

var regexVerdictNames = map[string]regexVerdict{"match": regexMatch, "noMatch": regexNoMatch, "tooComplex": regexTooComplex}

func loadRegexVectors(t *testing.T) regexVectors {
	t.Helper()
	data, err := os.ReadFile(regexVectorsFile)
	if err != nil {
		t.Fatalf("reading the shared vectors: %v", err)
	}
	var v regexVectors
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("parsing %s: %v", regexVectorsFile, err)
	}
	if v.Version != 2 || v.StepLimit != regexStepLimit || v.MemoLimit != regexMemoLimit || len(v.Patterns) == 0 {
		t.Fatalf("unexpected vectors file: version %d, step limit %d, memo limit %d, %d patterns", v.Version, v.StepLimit, v.MemoLimit, len(v.Patterns))
	}
	return v
}

func TestRegexVectors(t *testing.T) {
	vectors := loadRegexVectors(t)
	count := 0
	for _, pat := range vectors.Patterns {
		if pat.Program.Version != 2 {
			t.Fatalf("%q: program version %d", pat.Pattern, pat.Program.Version)
		}
		p := &regexProgram{code: pat.Program.Code, classes: pat.Program.Classes, slots: pat.Program.Slots, memo: pat.Program.Memo}
		for _, vec := range pat.Vectors {
			input, _ := vec[0].(string)
			want, known := regexVerdictNames[vec[1].(string)]
			steps := int(vec[2].(float64))
			if !known {
				t.Fatalf("%q: unknown verdict %v", pat.Pattern, vec[1])
			}
			gotS, stepsS := regexSearch(p, input, vectors.StepLimit)
			gotB, stepsB := regexSearch(p, []byte(input), vectors.StepLimit)
			if gotS != want || stepsS != steps || gotB != want || stepsB != steps {
				t.Errorf("/%s/ on %q: got %d in %d steps (bytes: %d in %d), want %d in %d", pat.Pattern, input, gotS, stepsS, gotB, stepsB, want, steps)
			}
			if regexTest(p, input) != want {
				t.Errorf("/%s/ on %q: regexTest differs from the search", pat.Pattern, input)
			}
			count++
		}
	}
	if count < 1000 {
		t.Fatalf("only %d vectors checked", count)
	}
}

// The README's example: ^(a)|b*?$ matches "bb" in 18 steps and "ab" in 7.
var regexExample = &regexProgram{
	code:  []int32{7, 11, 14, 9, 0, 1, 97, 9, 1, 8, 30, 10, 2, 11, 2, 0, -1, 0, 29, 12, 2, 0, 0, 0, 1, 98, 13, 2, 13, 15, 0},
	slots: 4,
}

func TestRegexExample(t *testing.T) {
	for _, c := range []struct {
		in    string
		steps int
	}{{"bb", 18}, {"ab", 7}} {
		if v, steps := regexSearch(regexExample, c.in, regexStepLimit); v != regexMatch || steps != c.steps {
			t.Errorf("%q: verdict %d in %d steps, want a match in %d", c.in, v, steps, c.steps)
		}
	}
	if v, steps := regexSearch(regexExample, "bb", 17); v != regexTooComplex || steps != 18 {
		t.Errorf("a budget of 17 steps: verdict %d in %d steps, want too complex in 18", v, steps)
	}
}

func TestRegexExpected(t *testing.T) {
	if got := regexExpected(regexNoMatch, "a string matching /x/"); got != "a string matching /x/" {
		t.Errorf("no match: %q", got)
	}
	if got := regexExpected(regexTooComplex, "a string matching /x/"); got != "a string matching /x/ (too complex to check)" {
		t.Errorf("too complex: %q", got)
	}
}

func TestRegexDecode(t *testing.T) {
	s := "a\u00e9\u20ac\U0001F600"
	var got []rune
	for i := 0; i < len(s); {
		r, w := regexDecode(s, i)
		got = append(got, r)
		i += w
	}
	if string(got) != s {
		t.Errorf("forward: %q", string(got))
	}
	got = got[:0]
	for i := len(s); i > 0; {
		r, w := regexDecodeLast(s, i)
		got = append([]rune{r}, got...)
		i -= w
	}
	if string(got) != s {
		t.Errorf("backward: %q", string(got))
	}
}

// ^[a-z0-9-]+$ over a long string: linear, no allocation once the pool is warm.
var regexSlug = &regexProgram{
	code:    []int32{14, 10, 0, 11, 0, 1, -1, 1, 19, 12, 0, 1, 0, 0, 3, 0, 13, 0, 3, 15, 0},
	classes: [][]int32{{45, 45, 48, 57, 97, 122}},
	slots:   2,
}

func TestRegexLongString(t *testing.T) {
	in := []byte(strings.Repeat("a", 100000))
	start := time.Now()
	if v := regexTest(regexSlug, in); v != regexMatch {
		t.Fatalf("verdict %d", v)
	}
	t.Logf("^[a-z0-9-]+$ over 100 000 bytes: %v", time.Since(start))
	if v := regexTest(regexSlug, append(in, '!')); v != regexNoMatch {
		t.Fatalf("with a trailing '!': verdict %d", v)
	}
	allocs := testing.AllocsPerRun(20, func() { regexTest(regexSlug, in[:1000]) })
	if allocs > 0 {
		t.Errorf("%v allocations per search of 1000 bytes", allocs)
	}
}

func BenchmarkRegexSlug100K(b *testing.B) {
	in := []byte(strings.Repeat("a", 100000))
	b.SetBytes(int64(len(in)))
	for i := 0; i < b.N; i++ {
		regexTest(regexSlug, in)
	}
}

func BenchmarkRegexSlugShort(b *testing.B) {
	in := []byte("some-slug-2024")
	for i := 0; i < b.N; i++ {
		regexTest(regexSlug, in)
	}
}
