/**
 * Infers a JSON Schema for each benchmark corpus with quicktype-core, the way a schema-inference
 * tool writes them (draft-06/07 `definitions`, `additionalProperties: false`, nested arrays of
 * numbers, plain strings), and writes examples/inferred/<corpus>.schema.json.
 *
 * Not part of any run: the schemas are committed. To regenerate, install quicktype-core 26.0.0
 * somewhere (it is not a dependency of the project) and point QUICKTYPE_CORE at it:
 *
 *   npm install --prefix /tmp/qt quicktype-core@26.0.0
 *   QUICKTYPE_CORE=/tmp/qt/node_modules/quicktype-core node bench/infer/infer-schemas.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const corePath = process.env.QUICKTYPE_CORE;
if (corePath === undefined) {
  process.stderr.write('infer-schemas: set QUICKTYPE_CORE to an installed quicktype-core folder\n');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const { quicktype, InputData, jsonInputForTargetLanguage } = require(resolve(corePath));

const corpora = [
  { name: 'twitter', root: 'SearchResponse' },
  { name: 'citm_catalog', root: 'Catalog' },
  { name: 'canada', root: 'FeatureCollection' },
];

async function infer(name, root) {
  const input = jsonInputForTargetLanguage('schema');
  await input.addSource({ name: root, samples: [readFileSync(join('test/data/corpus', `${name}.json`), 'utf8')] });
  const inputData = new InputData();
  inputData.addInput(input);
  const result = await quicktype({
    inputData,
    lang: 'schema',
    // Plain strings: no enums, dates, UUIDs or numbers-in-strings guessed from the values.
    inferEnums: false,
    inferDateTimes: false,
    inferUuids: false,
    inferIntegerStrings: false,
    inferBooleanStrings: false,
    combineClasses: true,
  });
  return result.lines.join('\n');
}

mkdirSync('examples/inferred', { recursive: true });
for (const c of corpora) {
  const text = await infer(c.name, c.root);
  writeFileSync(join('examples/inferred', `${c.name}.schema.json`), `${text.trimEnd()}\n`);
  process.stdout.write(`examples/inferred/${c.name}.schema.json: ${text.length} characters\n`);
}
