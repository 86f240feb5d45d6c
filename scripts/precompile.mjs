// Build step (after tsc): compiles what a run would otherwise compile each time, into dist/precompiled/:
// every target's templates (<lang>.cjs) and every draft's meta-schema check (meta-<draft>.cjs).
// A run uses them only while they match their sources (template digest, ajv versions).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { metaCheckFile, metaCheckFileText } from '../dist/input/jsonschema/meta-checks.js';
import { loadTemplateSet, precompiledTemplatesFile, templatesRoot } from '../dist/render/load.js';
import { precompiledModule } from '../dist/render/precompile.js';

function write(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

for (const entry of readdirSync(templatesRoot(), { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const { templates, partials } = loadTemplateSet(entry.name);
  write(precompiledTemplatesFile(entry.name), precompiledModule({ templates, partials }));
}
for (const draft of ['draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12']) write(metaCheckFile(draft), metaCheckFileText(draft));
