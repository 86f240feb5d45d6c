/** The TypeScript driver program: reads `case\tpath` lines, decodes and re-encodes (test/harness/protocol.ts). */
import type { HarnessCase } from '../protocol.js';

/** The codec functions of a case's root type, as the generated module exports them. */
export interface RootCodec {
  readonly decode: string;
  readonly encode: string;
  readonly encodeToString: string;
}

/** The root type `T` gives `decodeT`, `encodeT` and `encodeTToString` (names.ts). */
export function rootCodec(c: HarnessCase): RootCodec {
  return { decode: `decode${c.rootType}`, encode: `encode${c.rootType}`, encodeToString: `encode${c.rootType}ToString` };
}

function caseEntry(c: HarnessCase, i: number): string {
  const f = rootCodec(c);
  return [
    `  [${JSON.stringify(c.name)}, (bytes) => {`,
    `    const r = c${i}.${f.decode}(bytes);`,
    '    const text = stringForm(bytes);',
    `    const s = text === null ? null : c${i}.${f.decode}(text);`,
    '    if (!r.ok) {',
    "      if (s !== null && (s.ok || s.error.pointer !== r.error.pointer)) return err(-3, '', 'the string form of the document decodes otherwise');",
    '      return err(r.error.offset, r.error.pointer, r.error.message);',
    '    }',
    '    try {',
    `      const out = c${i}.${f.encode}(r.value);`,
    `      const asString = c${i}.${f.encodeToString}(r.value);`,
    "      if (!Buffer.from(asString, 'utf8').equals(out)) return err(-1, '', 'encodeToString differs from encode');",
    `      if (s !== null && (!s.ok || !Buffer.from(c${i}.${f.encode}(s.value)).equals(out))) return err(-3, '', 'the string form of the document decodes otherwise');`,
    '      return ok(out);',
    '    } catch (e) {',
    "      return err(-1, '', String(e instanceof Error ? e.message : e));",
    '    }',
    '  }],',
  ].join('\n');
}

const driverMain = `
type Run = (bytes: Uint8Array) => string;

function hex(b: Uint8Array): string {
  return b.length === 0 ? '-' : Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');
}

function ok(b: Uint8Array): string {
  return 'OK ' + hex(b);
}

function err(offset: number, pointer: string, message: string): string {
  return 'ERR ' + offset + ' ' + hex(Buffer.from(pointer, 'utf8')) + ' ' + hex(Buffer.from(message, 'utf8'));
}

/**
 * The document as a string, to decode it that way too; null when it is not UTF-8, or larger than
 * 8 MiB (the limits test measures the memory of one decode).
 */
function stringForm(bytes: Uint8Array): string | null {
  if (bytes.length > 8 << 20) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** In-process fuzzing (the \`!fuzz\` request of test/harness/protocol.ts). */
function mulberry32(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

function pickOf<T>(below: (n: number) => number, list: readonly T[]): T {
  return list[below(list.length)] as T;
}

function mutateOnce(below: (n: number) => number, b: Buffer, other: Buffer, tokens: readonly Buffer[]): Buffer {
  const n = b.length;
  const i = below(n + 1);
  const j = Math.min(n, i + 1 + below(8));
  switch (below(9)) {
    case 0: {
      if (n === 0) return Buffer.from('{');
      const c = Buffer.from(b);
      const k = below(n);
      c[k] = (c[k] as number) ^ (1 << below(8));
      return c;
    }
    case 1:
      return Buffer.concat([b.subarray(0, i), b.subarray(j)]);
    case 2:
      return Buffer.concat([b.subarray(0, i), pickOf(below, tokens), b.subarray(i)]);
    case 3:
      return Buffer.concat([b.subarray(0, i), pickOf(below, tokens), b.subarray(j)]);
    case 4:
      return b.subarray(0, i);
    case 5: {
      const p = below(n + 1);
      return Buffer.concat([b.subarray(0, p), b.subarray(i, Math.min(n, i + below(33))), b.subarray(p)]);
    }
    case 6:
      return Buffer.concat([b.subarray(0, i), other.subarray(below(other.length + 1))]);
    case 7: {
      if (n === 0) return Buffer.from('[');
      const c = Buffer.from(b);
      c[below(n)] = below(256);
      return c;
    }
    default: {
      const d = below(8) === 0 ? 1000 + below(200) : 1 + below(8);
      return Buffer.concat([Buffer.alloc(d, '['), b, Buffer.alloc(d, ']')]);
    }
  }
}

type Outcome = { readonly ok: true; readonly output: Buffer } | { readonly ok: false; readonly offset: number; readonly line: string } | { readonly crash: string };

function attempt(run: Run, bytes: Buffer): Outcome {
  let line: string;
  try {
    line = run(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    return { crash: String(e instanceof Error ? (e.stack ?? e.message) : e) };
  }
  const parts = line.split(' ');
  if (parts[0] === 'OK') return { ok: true, output: parts[1] === '-' ? Buffer.alloc(0) : Buffer.from(parts[1] ?? '', 'hex') };
  return { ok: false, offset: Number(parts[1]), line };
}

function describe(o: Outcome): string {
  if ('crash' in o) return 'an exception: ' + o.crash;
  return o.ok ? 'output ' + o.output.toString('utf8') : o.line;
}

/** The property a mutant breaks, or '' when it has them all; true when it was accepted. */
function fuzzOne(run: Run, m: Buffer): [boolean, string] {
  const r = attempt(run, m);
  if ('crash' in r) return [false, describe(r)];
  if (!r.ok) return [false, r.offset < 0 || r.offset > m.length ? 'a rejection without an offset in the input: ' + r.line : ''];
  const again = attempt(run, r.output);
  if ('crash' in again || !again.ok || !again.output.equals(r.output)) {
    return [false, 'decoding its own output ' + r.output.toString('utf8') + ' gives ' + describe(again)];
  }
  return [true, ''];
}

function fuzzRequest(line: string): string {
  const [, name = '', seedText = '', iterationsText = '', corpusPath = ''] = line.split('\\t');
  const run = cases.get(name);
  if (run === undefined) {
    process.stderr.write('unknown case: ' + name + '\\n');
    process.exit(2);
  }
  const seeds: Buffer[] = [];
  const tokens: Buffer[] = [];
  for (const entry of readFileSync(corpusPath, 'utf8').split('\\n')) {
    if (entry === '') continue;
    const bytes = entry === 's-' || entry === 't-' ? Buffer.alloc(0) : Buffer.from(entry.slice(1), 'hex');
    (entry.startsWith('s') ? seeds : tokens).push(bytes);
  }
  if (seeds.length === 0 || tokens.length === 0) {
    process.stderr.write('a fuzz corpus needs seeds and tokens: ' + corpusPath + '\\n');
    process.exit(2);
  }
  const below = mulberry32(Number(seedText));
  const iterations = Number(iterationsText);
  const pool = [...seeds];
  let accepted = 0;
  let verdicts = 0;
  let m: Buffer = Buffer.alloc(0);
  for (let k = 0; k < iterations; k++) {
    m = pickOf(below, pool);
    for (let d = 1 + below(4); d > 0; d--) m = mutateOnce(below, m, pickOf(below, pool), tokens);
    if (m.length > 1 << 16) m = m.subarray(0, 1 << 16);
    const [ok, problem] = fuzzOne(run, m);
    if (problem !== '') return 'FUZZ ' + (k + 1) + ' ' + accepted + ' ' + verdicts + ' ' + hex(m) + ' ' + hex(Buffer.from(problem, 'utf8'));
    verdicts = (Math.imul(verdicts, 31) + (ok ? 2 : 1)) >>> 0;
    if (ok) {
      accepted++;
      if (pool.length < 512) pool.push(m);
      else pool[below(pool.length)] = m;
    }
  }
  return 'FUZZ ' + iterations + ' ' + accepted + ' ' + verdicts + ' ' + hex(m) + ' -';
}

function main(): void {
  const input = readFileSync(0, 'utf8');
  const lines = input.split('\\n').filter((l) => l !== '');
  for (const line of lines) {
    if (line.startsWith('!fuzz\\t')) {
      writeSync(1, fuzzRequest(line) + '\\n');
      continue;
    }
    const tab = line.indexOf('\\t');
    const name = line.slice(0, tab);
    const run = cases.get(name);
    if (run === undefined) {
      process.stderr.write('unknown case: ' + name + '\\n');
      process.exit(2);
    }
    const bytes = readFileSync(line.slice(tab + 1));
    writeSync(1, run(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)) + '\\n');
  }
}

main();
`;

/** The driver's `main.ts`: one namespace import per case, a table by case name. */
export function driverSource(cases: readonly HarnessCase[]): string {
  const imports = cases.map((c, i) => `import * as c${i} from './cases/${c.package}/index.js';`);
  return [
    '// The jsongen test driver (test/harness/protocol.ts).',
    "import { readFileSync, writeSync } from 'node:fs';",
    ...imports,
    '',
    'const cases = new Map<string, Run>([',
    ...cases.map(caseEntry),
    ']);',
    driverMain,
  ].join('\n');
}
