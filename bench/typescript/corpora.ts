/**
 * The TypeScript target's generated codecs on the three corpora against the peers a TypeScript
 * team would pick: decode — JSON.parse followed by an ajv validator compiled from the same
 * schema, and typia's assertParse (both validate; JSON.parse alone is shown for reference);
 * encode — JSON.stringify, fast-json-stringify (from the same schema), typia's stringify, and for
 * bytes TextEncoder.encode(JSON.stringify(v)).
 *
 *     bash bench/typescript/run.sh [--quick]      (installs the peers' packages, then runs this)
 *
 * Generates the codecs of examples/<corpus>.schema.json into bench/typescript/.build/<corpus>/
 * first (the current generator and runtime), then typia's code for the generated types
 * (peers.ts; typia and fast-json-stringify are n/a when bench/typescript/node_modules is
 * missing). Before timing, checks that ajv and typia accept the corpus, that ours decodes it, and
 * compares the peers' encodings of JSON.parse's value with ours.
 * One thread, interleaved rounds of about 200 ms (50 ms with --quick), medians, MB/s of the
 * corpus's UTF-8 bytes (10^6); the ratio is ours ÷ the best peer of the row.
 *
 * Writes bench/results/raw/typescript.json for the report (bench/ts/report.ts): ours is the
 * string form (`decodeT(string)`, `encodeTToString`), as the peers take and give strings; the
 * validated decoders are its decode peers (JSON.parse alone validates nothing and is a note, as
 * are ours from and to bytes beside JSON.parse(TextDecoder)+ajv and TextEncoder(JSON.stringify)).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { main } from '../../generator/cli/main.js';
import { validatorFor } from './ajv.js';
import { loadPeers } from './peers.js';
import { medianOf, measureRounds } from './measure.js';
import type { Agreement, LanguageRaw, Sample } from '../ts/raw.js';

const root = join(import.meta.dirname, '..', '..');
const quick = process.argv.includes('--quick');
const roundMs = quick ? 50 : 200;
const rounds = quick ? 5 : 11;
const enc = new TextEncoder();
const dec = new TextDecoder();

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

const build = join(import.meta.dirname, '.build');
for (const [name] of corpora) {
  const out = join(build, name);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  if (main([join(root, 'examples', `${name}.schema.json`), '--lang', 'typescript', '-o', out]) !== 0) throw new Error(`${name}: generation failed`);
}
const peers = await loadPeers(build, corpora);

/** A JSON value's text with every object's keys sorted: equal for equal JSON values. */
function sortedJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => (x !== null && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x));
}

/** Where two texts first differ, or "exact". */
function agree(ours: string, peer: string): string {
  if (ours === peer) return 'exact';
  let i = 0;
  while (i < ours.length && ours[i] === peer[i]) i++;
  return `differs at ${i}`;
}

const samples: Sample[] = [];
const agreement: Agreement[] = [];
const notes: string[] = [`node ${process.version}; one thread; ${rounds} interleaved rounds of about ${roundMs} ms, the order reversed every other round`];
/** Records each series and gives its median in MB/s of `n` bytes. */
function record(corpus: string, direction: 'decode' | 'encode', n: number, series: ReadonlyArray<readonly [string, readonly number[]]>): number[] {
  for (const [impl, ns] of series) if (impl !== '') samples.push({ corpus, direction, impl, ns });
  return series.map(([, ns]) => (n * 1e3) / medianOf(ns));
}

console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
console.log('| corpus | direction | ours | peers (MB/s) | ours ÷ best peer | agreement with ours |\n|---|---|---|---|---|---|');
for (const [name, root_type] of corpora) {
  const schemaPath = join(root, 'examples', `${name}.schema.json`);
  const out = join(build, name);
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
  const mine = ours.encodeToString(value);
  if (dec.decode(ours.encode(value)) !== mine) throw new Error(`${name}: encode and encodeToString differ`);
  const typia = peers?.typia[name];
  const fjs = peers?.fastJsonStringify(JSON.parse(readFileSync(schemaPath, 'utf8')) as object);
  typia?.assertParse(text); // throws when typia rejects the corpus
  const encodings: Array<readonly [string, string]> = [['JSON.stringify', JSON.stringify(parsed)], ...(fjs ? [['fast-json-stringify', fjs(parsed)] as const] : []), ...(typia ? [['typia.stringify', typia.stringify(parsed)] as const] : [])];
  const agreements = encodings.map(([peer, text]) => `${peer === 'typia.stringify' ? 'typia' : peer} ${agree(mine, text)}`).join(', ');
  // Ours writes members in declaration order: its round trip is compared with the input as JSON values.
  agreement.push({ corpus: name, impl: 'ours', vsInput: sortedJson(JSON.parse(mine)) === sortedJson(parsed) ? 'exact' : 'mismatch', vsOurs: '-', detail: '' });
  for (const [peer, text] of encodings) {
    const same = sortedJson(JSON.parse(text)) === sortedJson(JSON.parse(mine));
    agreement.push({ corpus: name, impl: peer, vsInput: '-', vsOurs: same ? 'exact' : 'mismatch', detail: same ? '' : agree(mine, text) });
  }
  for (const peer of ['JSON.parse+ajv', ...(typia ? ['typia.assertParse'] : [])]) agreement.push({ corpus: name, impl: peer, vsInput: 'exact', vsOurs: '-', detail: 'accepts the corpus, as ours does' });
  const na = (x: number | undefined): string => (x === undefined ? 'n/a' : x.toFixed(0));

  const decoders: Array<() => unknown> = [
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
  ];
  if (typia) decoders.push(() => typia.assertParse(text));
  const decodeNames = ['', 'ours', 'JSON.parse+ajv', '', '', 'typia.assertParse'];
  const decodeRounds = measureRounds(decoders, rounds, roundMs);
  const [oursBytes, oursString, parseAjv, decodeParseAjv, parseOnly, typiaParse] = record(name, 'decode', n, decodeRounds.map((ns, k) => [decodeNames[k] ?? '', ns] as const)) as [number, number, number, number, number, number | undefined];
  notes.push(`${name} decode from bytes: ours ${oursBytes.toFixed(0)} MB/s, JSON.parse(TextDecoder)+ajv ${decodeParseAjv.toFixed(0)} (${(oursBytes / decodeParseAjv).toFixed(2)}×); JSON.parse alone, validating nothing, ${parseOnly.toFixed(0)}`);
  const f = (x: number): string => x.toFixed(0);
  // Validated peers only; a byte input pays for its decoding in every implementation.
  const bestString = Math.max(parseAjv, typiaParse ?? 0);
  console.log(
    `| ${name} | decode | bytes ${f(oursBytes)}, string ${f(oursString)} | JSON.parse+ajv ${f(parseAjv)}, typia.assertParse ${na(typiaParse)}, JSON.parse(TextDecoder)+ajv ${f(decodeParseAjv)}; JSON.parse alone ${f(parseOnly)} | bytes ${(oursBytes / decodeParseAjv).toFixed(2)}, string ${(oursString / bestString).toFixed(2)} | ajv${typia ? ', typia' : ''} and ours accept |`,
  );
  const encoders: Array<() => unknown> = [() => ours.encode(value), () => ours.encodeToString(value), () => JSON.stringify(parsed), () => enc.encode(JSON.stringify(parsed))];
  if (fjs && typia) encoders.push(() => fjs(parsed), () => typia.stringify(parsed));
  const encodeNames = ['', 'ours', 'JSON.stringify', '', 'fast-json-stringify', 'typia.stringify'];
  const encodeRounds = measureRounds(encoders, rounds, roundMs);
  const [oursEnc, oursEncString, stringify, stringifyBytes, fjsString, typiaString] = record(name, 'encode', n, encodeRounds.map((ns, k) => [encodeNames[k] ?? '', ns] as const)) as [number, number, number, number, number | undefined, number | undefined];
  notes.push(`${name} encode to bytes: ours ${oursEnc.toFixed(0)} MB/s, TextEncoder(JSON.stringify) ${stringifyBytes.toFixed(0)} (${(oursEnc / stringifyBytes).toFixed(2)}×)`);
  const bestEncString = Math.max(stringify, fjsString ?? 0, typiaString ?? 0);
  console.log(
    `| ${name} | encode | bytes ${f(oursEnc)}, string ${f(oursEncString)} | JSON.stringify ${f(stringify)}, fast-json-stringify ${na(fjsString)}, typia.stringify ${na(typiaString)}, TextEncoder(JSON.stringify) ${f(stringifyBytes)} | bytes ${(oursEnc / stringifyBytes).toFixed(2)}, string ${(oursEncString / bestEncString).toFixed(2)} | ${agreements} |`,
  );
}
console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);

const raw: LanguageRaw = {
  lang: 'typescript',
  peers: ['JSON.parse+ajv', 'typia.assertParse', 'JSON.stringify', 'fast-json-stringify', 'typia.stringify'],
  peersByDirection: { decode: ['JSON.parse+ajv', 'typia.assertParse'], encode: ['JSON.stringify', 'fast-json-stringify', 'typia.stringify'] },
  samples,
  agreement,
  unavailable: peers === null ? [{ impl: 'typia, fast-json-stringify', reason: 'bench/typescript/node_modules is not installed' }] : [],
  notes: [...notes, 'ours: root types SearchResponse, Catalog, FeatureCollection of the written schemas'],
};
const rawDir = join(root, 'bench', 'results', 'raw');
mkdirSync(rawDir, { recursive: true });
writeFileSync(join(rawDir, 'typescript.json'), `${JSON.stringify(raw, null, 2)}\n`);
