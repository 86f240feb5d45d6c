/**
 * The peers that need packages of their own (installed by `npm ci` in bench/typescript/):
 * typia's assertParse and stringify, compiled by `typia generate` for the generated types (bigint
 * members seen as numbers, as JSON.parse gives them), and fast-json-stringify from the schema.
 * Absent when the packages are not installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Peers {
  readonly typia: Readonly<Record<string, { assertParse: (s: string) => unknown; stringify: (v: unknown) => string }>>;
  readonly fastJsonStringify: (schema: object) => (v: unknown) => string;
}

const here = import.meta.dirname;

/** The typia source: one assertParse and one stringify per corpus root type. */
function typiaSource(roots: ReadonlyArray<readonly [string, string]>): string {
  return [
    "import typia from 'typia';",
    ...roots.map(([corpus, type]) => `import type { ${type} } from '../${corpus}/index.js';`),
    `import type { RawJSON } from '../${roots[0]?.[0] ?? ''}/index.js';`,
    '',
    '/** JSON\'s view of a generated type: bigint members are numbers after JSON.parse, raw JSON members any value. */',
    'type Jsonify<T> = T extends bigint ? number : T extends RawJSON ? unknown : T extends readonly (infer U)[] ? Jsonify<U>[] : T extends object ? { [K in keyof T]: Jsonify<T[K]> } : T;',
    '',
    ...roots.map(([corpus, type]) => `export const ${corpus} = { assertParse: typia.json.createAssertParse<Jsonify<${type}>>(), stringify: typia.json.createStringify<Jsonify<${type}>>() };`),
    '',
  ].join('\n');
}

/** Loads the peers for the corpora generated under build/ (root types given), or null when not installed. */
export async function loadPeers(build: string, roots: ReadonlyArray<readonly [string, string]>): Promise<Peers | null> {
  if (!existsSync(join(here, 'node_modules', 'typia')) || !existsSync(join(here, 'node_modules', 'fast-json-stringify'))) return null;
  mkdirSync(join(build, 'typia-src'), { recursive: true });
  writeFileSync(join(build, 'typia-src', 'codecs.ts'), typiaSource(roots));
  const tsconfig = {
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true, noEmit: true, plugins: [{ transform: 'typia/lib/transform' }] },
    include: ['typia-src/*.ts', ...roots.map(([corpus]) => `${corpus}/*.ts`)],
  };
  writeFileSync(join(build, 'tsconfig.typia.json'), JSON.stringify(tsconfig, null, 2));
  execFileSync(process.execPath, [join(here, 'node_modules', 'typia', 'lib', 'executable', 'typia.js'), 'generate', '--input', join(build, 'typia-src'), '--output', join(build, 'typia'), '--project', join(build, 'tsconfig.typia.json')], { stdio: 'pipe' });
  const typia = (await import(pathToFileURL(join(build, 'typia', 'codecs.ts')).href)) as Peers['typia'];
  const require = createRequire(join(here, 'package.json'));
  const fastJsonStringify = require('fast-json-stringify') as Peers['fastJsonStringify'];
  return { typia, fastJsonStringify };
}
