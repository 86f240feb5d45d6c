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
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { main } from '../../generator/cli/main.js';
import { validatorFor } from './ajv.js';
import { loadPeers } from './peers.js';
import { measure } from './measure.js';

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

/** Where two texts first differ, or "exact". */
function agree(ours: string, peer: string): string {
  if (ours === peer) return 'exact';
  let i = 0;
  while (i < ours.length && ours[i] === peer[i]) i++;
  return `differs at ${i}`;
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
  const agreement = [`JSON.stringify ${agree(mine, JSON.stringify(parsed))}`, ...(fjs ? [`fast-json-stringify ${agree(mine, fjs(parsed))}`] : []), ...(typia ? [`typia ${agree(mine, typia.stringify(parsed))}`] : [])].join(', ');
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
  const [oursBytes, oursString, parseAjv, decodeParseAjv, parseOnly, typiaParse] = measure(n, decoders, rounds, roundMs) as [number, number, number, number, number, number | undefined];
  const f = (x: number): string => x.toFixed(0);
  // Validated peers only; a byte input pays for its decoding in every implementation.
  const bestString = Math.max(parseAjv, typiaParse ?? 0);
  console.log(
    `| ${name} | decode | bytes ${f(oursBytes)}, string ${f(oursString)} | JSON.parse+ajv ${f(parseAjv)}, typia.assertParse ${na(typiaParse)}, JSON.parse(TextDecoder)+ajv ${f(decodeParseAjv)}; JSON.parse alone ${f(parseOnly)} | bytes ${(oursBytes / decodeParseAjv).toFixed(2)}, string ${(oursString / bestString).toFixed(2)} | ajv${typia ? ', typia' : ''} and ours accept |`,
  );
  const encoders: Array<() => unknown> = [() => ours.encode(value), () => ours.encodeToString(value), () => JSON.stringify(parsed), () => enc.encode(JSON.stringify(parsed))];
  if (fjs && typia) encoders.push(() => fjs(parsed), () => typia.stringify(parsed));
  const [oursEnc, oursEncString, stringify, stringifyBytes, fjsString, typiaString] = measure(n, encoders, rounds, roundMs) as [number, number, number, number, number | undefined, number | undefined];
  const bestEncString = Math.max(stringify, fjsString ?? 0, typiaString ?? 0);
  console.log(
    `| ${name} | encode | bytes ${f(oursEnc)}, string ${f(oursEncString)} | JSON.stringify ${f(stringify)}, fast-json-stringify ${na(fjsString)}, typia.stringify ${na(typiaString)}, TextEncoder(JSON.stringify) ${f(stringifyBytes)} | bytes ${(oursEnc / stringifyBytes).toFixed(2)}, string ${(oursEncString / bestEncString).toFixed(2)} | ${agreement} |`,
  );
}
console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
