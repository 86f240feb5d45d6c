// Build step: compiles every target's templates into dist/precompiled/<lang>.cjs (run after tsc).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTemplateSet, precompiledRoot, templatesRoot } from '../dist/render/load.js';
import { precompiledModule } from '../dist/render/precompile.js';

const out = precompiledRoot();
mkdirSync(out, { recursive: true });
for (const entry of readdirSync(templatesRoot(), { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const set = loadTemplateSet(entry.name);
  const { templates, partials } = set;
  writeFileSync(join(out, `${entry.name}.cjs`), precompiledModule({ templates, partials }));
}
