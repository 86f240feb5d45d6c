import type { HarnessCase } from '../protocol.js';

export const goModule = 'module jsongenharness\n\ngo 1.22\n';

function goQuote(s: string): string {
  return JSON.stringify(s).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** One entry of the dispatch table: decode with UnmarshalJSON, encode with MarshalJSON. */
function caseEntry(c: HarnessCase): string {
  return [
    `\t${goQuote(c.name)}: func(data []byte) result {`,
    `\t\tvar v ${c.package}.${c.rootType}`,
    '\t\tif err := v.UnmarshalJSON(data); err != nil {',
    `\t\t\tif de, ok := err.(*${c.package}.DecodeError); ok {`,
    '\t\t\t\treturn result{offset: de.Offset, pointer: de.Pointer, message: de.Error()}',
    '\t\t\t}',
    '\t\t\treturn result{offset: -2, message: err.Error()}',
    '\t\t}',
    '\t\tout, err := v.MarshalJSON()',
    '\t\tif err != nil {',
    '\t\t\treturn result{offset: -1, message: err.Error()}',
    '\t\t}',
    '\t\treturn result{ok: true, output: out}',
    '\t},',
  ].join('\n');
}

const driverMain = `
type result struct {
	ok      bool
	output  []byte
	offset  int
	pointer string
	message string
}

func field(b []byte) string {
	if len(b) == 0 {
		return "-"
	}
	return hex.EncodeToString(b)
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	for in.Scan() {
		if strings.HasPrefix(in.Text(), "!fuzz\\t") {
			out.WriteString(fuzzRequest(in.Text()))
			out.WriteString("\\n")
			out.Flush()
			continue
		}
		name, path, found := strings.Cut(in.Text(), "\\t")
		if !found {
			fmt.Fprintln(os.Stderr, "malformed request:", in.Text())
			os.Exit(2)
		}
		run, known := cases[name]
		if !known {
			fmt.Fprintln(os.Stderr, "unknown case:", name)
			os.Exit(2)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		r := run(data)
		if r.ok {
			// Streamed as hex: a large output is not held twice more as text.
			out.WriteString("OK ")
			if len(r.output) == 0 {
				out.WriteString("-")
			}
			if _, err := hex.NewEncoder(out).Write(r.output); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(2)
			}
			out.WriteString("\\n")
		} else {
			fmt.Fprintf(out, "ERR %d %s %s\\n", r.offset, field([]byte(r.pointer)), field([]byte(r.message)))
		}
		out.Flush()
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}
`;

/** In-process fuzzing (the `!fuzz` request of test/harness/protocol.ts). */
const driverFuzz = `type rng struct{ a uint32 }

// next is mulberry32.
func (r *rng) next() uint32 {
	r.a += 0x6D2B79F5
	t := r.a
	t = (t ^ t>>15) * (t | 1)
	t ^= t + (t^t>>7)*(t|61)
	return t ^ t>>14
}

func (r *rng) below(n int) int { return int(r.next() % uint32(n)) }

func concat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

func mutateOnce(r *rng, b, other []byte, tokens [][]byte) []byte {
	n := len(b)
	i := r.below(n + 1)
	j := min(n, i+1+r.below(8))
	switch r.below(9) {
	case 0:
		if n == 0 {
			return []byte("{")
		}
		c := bytes.Clone(b)
		c[r.below(n)] ^= 1 << r.below(8)
		return c
	case 1:
		return concat(b[:i], b[j:])
	case 2:
		return concat(b[:i], tokens[r.below(len(tokens))], b[i:])
	case 3:
		return concat(b[:i], tokens[r.below(len(tokens))], b[j:])
	case 4:
		return b[:i]
	case 5:
		p := r.below(n + 1)
		return concat(b[:p], b[i:min(n, i+r.below(33))], b[p:])
	case 6:
		return concat(b[:i], other[r.below(len(other)+1):])
	case 7:
		if n == 0 {
			return []byte("[")
		}
		c := bytes.Clone(b)
		c[r.below(n)] = byte(r.below(256))
		return c
	default:
		var d int
		if r.below(8) == 0 {
			d = 1000 + r.below(200)
		} else {
			d = 1 + r.below(8)
		}
		return concat(bytes.Repeat([]byte("["), d), b, bytes.Repeat([]byte("]"), d))
	}
}

// safely runs one decode and encode; a panic is returned as text.
func safely(run func([]byte) result, data []byte) (r result, crash string) {
	defer func() {
		if p := recover(); p != nil {
			crash = fmt.Sprint(p)
		}
	}()
	return run(data), ""
}

func describe(r result) string {
	if r.ok {
		return "output " + string(r.output)
	}
	return fmt.Sprintf("error at %d %s: %s", r.offset, r.pointer, r.message)
}

// fuzzOne checks one mutant: whether it was accepted, and the property it breaks ("" for none).
func fuzzOne(run func([]byte) result, m []byte) (bool, string) {
	r, crash := safely(run, m)
	if crash != "" {
		return false, "panic: " + crash
	}
	if !r.ok {
		if r.offset < 0 || r.offset > len(m) {
			return false, "a rejection without an offset in the input: " + describe(r)
		}
		return false, ""
	}
	again, crash := safely(run, r.output)
	if crash != "" {
		return false, "panic decoding its own output: " + crash
	}
	if !again.ok || !bytes.Equal(again.output, r.output) {
		return false, "decoding its own output " + string(r.output) + " gives " + describe(again)
	}
	return true, ""
}

func readCorpus(path string) (seeds, tokens [][]byte) {
	text, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	for _, line := range strings.Split(string(text), "\\n") {
		if line == "" {
			continue
		}
		b, err := hex.DecodeString(strings.TrimPrefix(line[1:], "-"))
		if err != nil {
			fmt.Fprintln(os.Stderr, "malformed corpus line:", line)
			os.Exit(2)
		}
		if line[0] == 's' {
			seeds = append(seeds, b)
		} else {
			tokens = append(tokens, b)
		}
	}
	if len(seeds) == 0 || len(tokens) == 0 {
		fmt.Fprintln(os.Stderr, "a fuzz corpus needs seeds and tokens:", path)
		os.Exit(2)
	}
	return seeds, tokens
}

func fuzzRequest(line string) string {
	parts := strings.Split(line, "\\t")
	seed, err1 := strconv.ParseUint(parts[min(2, len(parts)-1)], 10, 32)
	iterations, err2 := strconv.Atoi(parts[min(3, len(parts)-1)])
	run, known := cases[parts[min(1, len(parts)-1)]]
	if len(parts) != 5 || err1 != nil || err2 != nil || !known {
		fmt.Fprintln(os.Stderr, "malformed fuzz request:", line)
		os.Exit(2)
	}
	seeds, tokens := readCorpus(parts[4])
	r := &rng{uint32(seed)}
	pool := append([][]byte(nil), seeds...)
	accepted := 0
	var verdicts uint32
	var m []byte
	for k := 0; k < iterations; k++ {
		m = pool[r.below(len(pool))]
		for d := 1 + r.below(4); d > 0; d-- {
			m = mutateOnce(r, m, pool[r.below(len(pool))], tokens)
		}
		if len(m) > 1<<16 {
			m = m[:1<<16]
		}
		ok, problem := fuzzOne(run, m)
		if problem != "" {
			return fmt.Sprintf("FUZZ %d %d %d %s %s", k+1, accepted, verdicts, field(m), field([]byte(problem)))
		}
		verdicts = verdicts*31 + 1
		if ok {
			verdicts++
			accepted++
			if len(pool) < 512 {
				pool = append(pool, m)
			} else {
				pool[r.below(len(pool))] = m
			}
		}
	}
	return fmt.Sprintf("FUZZ %d %d %d %s -", iterations, accepted, verdicts, field(m))
}
`;

/** The driver's main.go (gofmt-clean). */
export function driverSource(cases: readonly HarnessCase[]): string {
  const sorted = [...cases].sort((a, b) => (a.package < b.package ? -1 : a.package > b.package ? 1 : 0));
  const imports = ['bufio', 'bytes', 'encoding/hex', 'fmt', 'os', 'strconv', 'strings'].map((p) => `\t"${p}"`);
  const caseImports = sorted.map((c) => `\t"jsongenharness/cases/${c.package}"`);
  return [
    '// Command driver decodes and re-encodes JSON files for the test suite (test/harness/protocol.ts).',
    'package main',
    '',
    'import (',
    ...imports,
    '',
    ...caseImports,
    ')',
    '',
    'var cases = map[string]func([]byte) result{',
    ...sorted.map(caseEntry),
    '}',
    driverMain,
    driverFuzz,
  ].join('\n');
}
