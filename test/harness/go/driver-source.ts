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

/** The driver's main.go (gofmt-clean). */
export function driverSource(cases: readonly HarnessCase[]): string {
  const sorted = [...cases].sort((a, b) => (a.package < b.package ? -1 : a.package > b.package ? 1 : 0));
  const imports = ['bufio', 'encoding/hex', 'fmt', 'os', 'strings'].map((p) => `\t"${p}"`);
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
  ].join('\n');
}
