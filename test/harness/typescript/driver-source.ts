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

function main(): void {
  const input = readFileSync(0, 'utf8');
  const lines = input.split('\\n').filter((l) => l !== '');
  for (const line of lines) {
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
