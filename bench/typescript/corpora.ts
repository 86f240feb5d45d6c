/**
 * The TypeScript target's generated codecs on the three corpora against the peers that need no
 * build step: decode — JSON.parse followed by an ajv validator compiled from the same schema (the
 * validated peer), and JSON.parse alone (no validation, for reference); encode — JSON.stringify
 * and, for bytes, TextEncoder.encode(JSON.stringify(v)).
 *
 *     npx tsx bench/typescript/corpora.ts [--quick]
 *
 * Generates the codecs of examples/<corpus>.schema.json into bench/typescript/.build/<corpus>/
 * first (the current generator and runtime). Before timing, checks that ajv accepts the corpus,
 * that ours decodes it, and compares our encoding with JSON.stringify of JSON.parse's value.
 * One thread, interleaved rounds of about 200 ms (50 ms with --quick), medians, MB/s of the
 * corpus's UTF-8 bytes (10^6); the ratio is ours ÷ the best peer of the row.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { main } from '../../generator/cli/main.js';
import { validatorFor } from './ajv.js';

const root = join(import.meta.dirname, '..', '..');
const quick = process.argv.includes('--quick');
const roundMs = quick ? 50 : 200;
const rounds = quick ? 5 : 11;
const enc = new TextEncoder();
const dec = new TextDecoder();
let sink: unknown = null;

function measure(bytes: number, fs: ReadonlyArray<() => unknown>): number[] {
  for (const f of fs) for (let i = 0; i < 3; i++) sink = f();
  const times: number[][] = fs.map(() => []);
  for (let r = 0; r < rounds; r++) {
    // Reversed every other round: no function always runs right after the same other one.
    const order = fs.map((_, k) => k);
    if (r % 2 === 1) order.reverse();
    for (const k of order) {
      const f = fs[k] as () => unknown;
      let n = 0;
      const start = performance.now();
      let now = start;
      do {
        sink = f();
        n++;
        now = performance.now();
      } while (now - start < roundMs);
      (times[k] as number[]).push((now - start) / n);
    }
  }
  return times.map((t) => bytes / 1e6 / ((t.sort((a, b) => a - b)[t.length >> 1] as number) / 1000));
}

interface Generated {
  readonly decode: (input: Uint8Array | string) => { ok: boolean; value?: unknown; error?: { message: string } };
  readonly encode: (v: unknown) => Uint8Array;
  readonly encodeToString: (v: unknown) => string;
}

const corpora: Array<[string, string]> = [
  ['twitter', 'SearchResponse'],
  ['citm_catalog', 'Catalog'],
  ['canada', 'FeatureCollection'],
];

console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
console.log('| corpus | direction | ours | peers (MB/s) | ours ÷ best validated peer | agreement |\n|---|---|---|---|---|---|');
for (const [name, root_type] of corpora) {
  const schemaPath = join(root, 'examples', `${name}.schema.json`);
  const out = join(import.meta.dirname, '.build', name);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  if (main([schemaPath, '--lang', 'typescript', '-o', out]) !== 0) throw new Error(`${name}: generation failed`);
  const mod = (await import(pathToFileURL(join(out, 'index.ts')).href)) as Record<string, unknown>;
  const ours: Generated = {
    decode: mod[`decode${root_type}`] as Generated['decode'],
    encode: mod[`encode${root_type}`] as Generated['encode'],
    encodeToString: mod[`encode${root_type}ToString`] as Generated['encodeToString'],
  };
  const text = readFileSync(join(root, 'test', 'data', 'corpus', `${name}.json`), 'utf8');
  const bytes = enc.encode(text);
  const n = bytes.length;
  const validate = validatorFor(JSON.parse(readFileSync(schemaPath, 'utf8')) as object);
  const parsed = JSON.parse(text) as unknown;
  if (!validate(parsed)) throw new Error(`${name}: ajv rejects the corpus`);
  const decoded = ours.decode(bytes);
  if (!decoded.ok) throw new Error(`${name}: ours rejects the corpus: ${decoded.error?.message ?? ''}`);
  const value = decoded.value;
  const reference = JSON.stringify(parsed);
  const mine = ours.encodeToString(value);
  const at = [...Array(Math.min(mine.length, reference.length)).keys()].find((i) => mine[i] !== reference[i]);
  const agreement = mine === reference ? 'exact' : `differs from JSON.stringify at ${at ?? Math.min(mine.length, reference.length)}`;
  if (dec.decode(ours.encode(value)) !== mine) throw new Error(`${name}: encode and encodeToString differ`);

  const [oursBytes, oursString, parseAjv, decodeParseAjv, parseOnly] = measure(n, [
    () => ours.decode(bytes),
    () => ours.decode(text),
    () => {
      const v = JSON.parse(text) as unknown;
      if (!validate(v)) throw new Error('invalid');
      return v;
    },
    () => {
      const v = JSON.parse(dec.decode(bytes)) as unknown;
      if (!validate(v)) throw new Error('invalid');
      return v;
    },
    () => JSON.parse(text),
  ]) as [number, number, number, number, number];
  const f = (x: number): string => x.toFixed(0);
  console.log(
    `| ${name} | decode | bytes ${f(oursBytes)}, string ${f(oursString)} | JSON.parse+ajv ${f(parseAjv)}, JSON.parse(TextDecoder)+ajv ${f(decodeParseAjv)}, JSON.parse alone ${f(parseOnly)} | bytes ${(oursBytes / decodeParseAjv).toFixed(2)}, string ${(oursString / parseAjv).toFixed(2)} | ajv accepts, ours accepts |`,
  );
  const [oursEnc, oursEncString, stringify, stringifyBytes] = measure(n, [
    () => ours.encode(value),
    () => ours.encodeToString(value),
    () => JSON.stringify(parsed),
    () => enc.encode(JSON.stringify(parsed)),
  ]) as [number, number, number, number];
  console.log(
    `| ${name} | encode | bytes ${f(oursEnc)}, string ${f(oursEncString)} | JSON.stringify ${f(stringify)}, TextEncoder(JSON.stringify) ${f(stringifyBytes)} | bytes ${(oursEnc / stringifyBytes).toFixed(2)}, string ${(oursEncString / stringify).toFixed(2)} | ${agreement} |`,
  );
}
console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
void sink;
