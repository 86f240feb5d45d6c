/**
 * Where the front end gets each draft's meta-schema check: compiled ahead of time by the build
 * (`dist/precompiled/meta-<draft>.cjs`) when that was made with the installed ajv packages, else
 * compiled by ajv on first use. Part of loading: this file reads the build's modules.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { precompiledDir } from '../../precompiled.js';
import type { Draft } from './drafts.js';
import { ajvVersions, compileMetaCheck, metaCheckModule, type MetaCheck } from './meta-ajv.js';

interface PrecompiledCheck extends MetaCheck {
  readonly versions?: string;
}

/** The file the build writes the draft's check to. */
export function metaCheckFile(draft: Draft, dir: string = precompiledDir()): string {
  return join(dir, `meta-${draft}.cjs`);
}

/** The text the build writes for the draft: the standalone check and the ajv versions it came from. */
export function metaCheckFileText(draft: Draft): string {
  return `${metaCheckModule(draft)}\nmodule.exports.versions = ${JSON.stringify(ajvVersions())};\n`;
}

/** A draft's check: the build's when it matches the installed ajv, else compiled now. */
export function metaCheckFor(draft: Draft, dir: string = precompiledDir()): MetaCheck {
  const file = metaCheckFile(draft, dir);
  if (existsSync(file)) {
    const check = createRequire(import.meta.url)(resolve(file)) as PrecompiledCheck;
    if (typeof check === 'function' && check.versions === ajvVersions()) return check;
  }
  return compileMetaCheck(draft);
}
