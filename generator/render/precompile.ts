/**
 * Templates compiled ahead of time: a target's template set as a CommonJS module of Handlebars
 * template specifications, written into `dist/` by the build so a run only evaluates them. The
 * module carries the digest of the sources it was compiled from; a loader uses it only while the
 * sources still have that digest, so edited templates are never shadowed by a stale build.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type Handlebars from 'handlebars';
import { COMPILE_OPTIONS, type TemplateSet } from './renderer.js';

/** What is compiled: the templates and partials of a set (its runtime sources are copied, not compiled). */
export type TemplateSources = Pick<TemplateSet, 'templates' | 'partials'>;

/** A compiled template as `Handlebars.template` takes it. */
export type TemplateSpec = Parameters<typeof Handlebars.template>[0];

/** Template specifications by name, as `Handlebars.template` takes them. */
export interface CompiledTemplates {
  readonly templates: ReadonlyMap<string, TemplateSpec>;
  readonly partials: ReadonlyMap<string, TemplateSpec>;
}

/** What a precompiled module exports. */
export interface PrecompiledModule {
  readonly digest: string;
  readonly templates: Readonly<Record<string, TemplateSpec>>;
  readonly partials: Readonly<Record<string, TemplateSpec>>;
}

/** A digest of the names and sources of a template set, independent of map order. */
export function templateDigest(set: TemplateSources): string {
  const hash = createHash('sha256');
  const add = (kind: string, entries: ReadonlyMap<string, string>): void => {
    for (const name of [...entries.keys()].sort()) {
      const source = entries.get(name) as string;
      hash.update(`${kind}\0${name}\0${source.length}\0`).update(source);
    }
  };
  add('template', set.templates);
  add('partial', set.partials);
  return hash.digest('hex');
}

function specsObject(entries: ReadonlyMap<string, string>): string {
  const compiler = createRequire(import.meta.url)('handlebars') as typeof Handlebars;
  const members = [...entries].map(([name, source]) => `${JSON.stringify(name)}: ${String(compiler.precompile(source, COMPILE_OPTIONS))}`);
  return `{\n${members.join(',\n')}\n}`;
}

/** The text of the CommonJS module holding `set` compiled. */
export function precompiledModule(set: TemplateSources): string {
  return [
    '"use strict";',
    `exports.digest = ${JSON.stringify(templateDigest(set))};`,
    `exports.templates = ${specsObject(set.templates)};`,
    `exports.partials = ${specsObject(set.partials)};`,
    '',
  ].join('\n');
}

/** The specifications of `module` when it was compiled from exactly `set` (the digest covers every name and source), else `undefined`. */
export function compiledFor(set: TemplateSources, module: PrecompiledModule): CompiledTemplates | undefined {
  if (module.digest !== templateDigest(set)) return undefined;
  return { templates: new Map(Object.entries(module.templates)), partials: new Map(Object.entries(module.partials)) };
}
