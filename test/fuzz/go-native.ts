/**
 * Go's native fuzzing (`go test -fuzz`) of generated decoders: the corpus schemas, an any-JSON
 * root and the union-heavy cases, each generated into its own package of one module under
 * `.build/fuzz/go-native/` with a `FuzzDecode` target seeded with the instances of the shared
 * cases. Properties: the decoder returns a `*DecodeError` (never panics, never another error)
 * with an offset inside the input; an accepted input encodes, and its encoding decodes and
 * encodes to the same bytes (a fixed point).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatDiagnostic } from '../../generator/diagnostics.js';
import { discoverCases, generateCase, type CaseSpec } from '../harness/cases.js';
import { writeIfChanged } from '../harness/files.js';
import { go, goHarness } from '../harness/go/index.js';
import { buildRoot } from '../harness/paths.js';
import { extraCases } from '../compiled/extra-cases.js';
import { metered } from './cpu.js';

export const goNativeRoot = join(buildRoot, 'fuzz', 'go-native');

/** The fuzzed cases: the benchmark corpora's schemas, any JSON at the root, unions of every dispatch. */
export const goFuzzTargets: readonly string[] = [
  'corpus-twitter',
  'corpus-citm-catalog',
  'corpus-canada',
  'root-any',
  'union-nested',
  'union-discriminator',
  'union-unique-key',
  'union-by-kind',
  'union-first-match',
];

/** A Go interpreted string literal holding exactly these bytes. */
export function goBytesLiteral(bytes: Buffer): string {
  let out = '"';
  for (const b of bytes) {
    if (b === 0x22) out += '\\"';
    else if (b === 0x5c) out += '\\\\';
    else if (b >= 0x20 && b < 0x7f) out += String.fromCharCode(b);
    else out += `\\x${b.toString(16).padStart(2, '0')}`;
  }
  return `${out}"`;
}

export function fuzzTestSource(pkg: string, rootType: string, seeds: readonly Buffer[]): string {
  return [
    `package ${pkg}`,
    '',
    'import (',
    '\tfuzzbytes "bytes"',
    '\tfuzzerrors "errors"',
    '\tfuzztesting "testing"',
    ')',
    '',
    '// FuzzDecode: the decoder never panics and returns only *DecodeError, inside the input;',
    '// an accepted input encodes, and decode → encode is a fixed point on its encoding.',
    'func FuzzDecode(f *fuzztesting.F) {',
    ...seeds.map((s) => `\tf.Add([]byte(${goBytesLiteral(s)}))`),
    '\tf.Fuzz(func(t *fuzztesting.T, data []byte) {',
    `\t\tvar v ${rootType}`,
    '\t\tif err := v.UnmarshalJSON(data); err != nil {',
    '\t\t\tvar de *DecodeError',
    '\t\t\tif !fuzzerrors.As(err, &de) {',
    '\t\t\t\tt.Fatalf("not a *DecodeError: %v", err)',
    '\t\t\t}',
    '\t\t\tif de.Offset < 0 || de.Offset > len(data) {',
    '\t\t\t\tt.Fatalf("offset %d outside the input of %d bytes: %v", de.Offset, len(data), err)',
    '\t\t\t}',
    '\t\t\treturn',
    '\t\t}',
    '\t\tout, err := v.MarshalJSON()',
    '\t\tif err != nil {',
    '\t\t\tt.Fatalf("decoded but does not encode: %v", err)',
    '\t\t}',
    `\t\tvar w ${rootType}`,
    '\t\tif err := w.UnmarshalJSON(out); err != nil {',
    '\t\t\tt.Fatalf("own encoding %q rejected: %v", out, err)',
    '\t\t}',
    '\t\tagain, err := w.MarshalJSON()',
    '\t\tif err != nil || !fuzzbytes.Equal(again, out) {',
    '\t\t\tt.Fatalf("not a fixed point: %q then %q (%v)", out, again, err)',
    '\t\t}',
    '\t})',
    '}',
    '',
  ].join('\n');
}

export interface GoNativeReport {
  readonly targets: number;
  readonly execs: number;
  readonly failures: readonly string[];
}

function seedCorpus(): Buffer[] {
  const seen = new Set<string>();
  const seeds: Buffer[] = [];
  for (const c of discoverCases().cases) {
    for (const i of c.instances) {
      const bytes = readFileSync(i.path);
      const key = bytes.toString('hex');
      if (bytes.length <= 4096 && !seen.has(key)) {
        seen.add(key);
        seeds.push(bytes);
      }
    }
  }
  return seeds;
}

/** Writes the module and fuzzes each target for its share of `seconds`. */
export async function runGoNativeFuzz(seconds: number, cpu: Map<string, number>, targets: readonly string[] = goFuzzTargets): Promise<GoNativeReport> {
  const specs: CaseSpec[] = [...discoverCases().cases, ...extraCases].filter((s) => targets.includes(s.name));
  const seeds = seedCorpus();
  rmSync(join(goNativeRoot, 'cases'), { recursive: true, force: true });
  writeIfChanged(join(goNativeRoot, 'go.mod'), 'module jsongenfuzz\n\ngo 1.22\n');
  const failures: string[] = [];
  const packages: string[] = [];
  for (const spec of specs) {
    const generated = generateCase(spec, goHarness);
    if (!generated.ok) {
      failures.push(`${spec.name} does not generate: ${generated.diagnostics.map(formatDiagnostic).join('; ')}`);
      continue;
    }
    const dir = join(goNativeRoot, 'cases', generated.value.package);
    for (const f of generated.value.files) writeIfChanged(join(dir, f.path), f.content);
    writeIfChanged(join(dir, 'fuzz_test.go'), fuzzTestSource(generated.value.package, generated.value.rootType, seeds));
    packages.push(generated.value.package);
  }
  const each = Math.max(2, Math.floor(seconds / Math.max(1, packages.length)));
  let execs = 0;
  for (const pkg of packages) {
    const args = ['go', 'test', '-run', '^$', '-fuzz', '^FuzzDecode$', `-fuzztime=${each}s`, '-parallel=1', `./cases/${pkg}`];
    const run = async (): Promise<string | null> => {
      try {
        const output = await metered(cpu, 'go', () => go(args, goNativeRoot));
        const counts = [...output.matchAll(/execs: (\d+)/g)];
        execs += Number(counts[counts.length - 1]?.[1] ?? 0);
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    };
    let failure = await run();
    // Go's fuzz engine reports "context deadline exceeded" when -fuzztime ends while an input is
    // still running on a loaded machine: no input is written, so it is no finding. A finding is
    // written to testdata and fails the next run's baseline, so one more run tells them apart.
    if (failure !== null && failure.includes('context deadline exceeded') && !failure.includes('Failing input written to')) failure = await run();
    if (failure !== null) failures.push(`${pkg}: ${failure.slice(0, 3000)}`);
  }
  return { targets: packages.length, execs, failures };
}
