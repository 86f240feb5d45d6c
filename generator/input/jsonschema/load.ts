/** Reading schema files and the files their `$ref`s name. The only filesystem access of the front end. */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { error, fail, hasErrors, ok, pointerAppend, warning, type Diagnostic, type Result } from '../../diagnostics.js';
import { documentDraft, type Draft } from './drafts.js';
import { parseSchemaText, type ParsedText } from './parse.js';
import { metaCheckFor } from './meta-checks.js';
import { createMetaValidation } from './validate.js';
import { rootHintOf } from './documents.js';
import { isSchemaObject, schemaSites, type SchemaSite } from './walk.js';
import { metaSchemaFile } from './meta-documents.js';
import { resolveUri, withoutFragment } from './uri.js';
import { excludedKeywords, listedVocabularies, withoutKeywords, type MetaSchemaFacts } from './vocabularies.js';

export interface LoadedDocument {
  /** The path as given (files found through `$ref`: relative to the working directory). */
  readonly file: string;
  /** The absolute `file:` URL. */
  readonly uri: string;
  /** Given on the command line (not only reached through a `$ref`). */
  readonly root: boolean;
  readonly json: unknown;
  /** JSON Pointer → a number's text as written, where the parser kept it (exact bounds). */
  readonly numbers?: ReadonlyMap<string, string>;
  /** The draft when the document names none: that of the document whose `$ref` reached it (2020-12 for inputs). */
  readonly defaultDraft?: Draft;
  /** Every subschema in document order (computed from `json` when absent). */
  readonly sites?: readonly SchemaSite[];
  /**
   * The draft of the custom meta-schema the document's `$schema` names (found through `refMap`
   * or a `file:` URL); `json` is then without the keywords of the vocabularies it leaves out.
   */
  readonly metaDraft?: Draft;
}

interface Pending {
  readonly file: string;
  /** The document's URI: its `file:` URL, or the URL a `refMap` prefix maps to the file. */
  readonly uri: string;
  /** Where the file is read from. */
  readonly path: string;
  readonly root: boolean;
  readonly defaultDraft?: Draft;
}

/** `$ref` URLs under `prefix` are read from the files under `dir` (`prefix` + `a/b.json` → `dir/a/b.json`). */
export interface RefMapping {
  readonly prefix: string;
  readonly dir: string;
}

export function loadJsonSchemaInputs(paths: readonly string[], refMap: readonly RefMapping[] = []): Result<readonly LoadedDocument[]> {
  const diagnostics: Diagnostic[] = [];
  const queue: Pending[] = paths.map((p) => ({ file: p, uri: pathToFileURL(resolve(p)).href, path: resolve(p), root: true }));
  const seen = new Set<string>();
  const documents: LoadedDocument[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next.uri)) continue;
    seen.add(next.uri);
    const parsed = readDocument(next, diagnostics);
    if (parsed === undefined) continue;
    const meta = customMetaSchema(parsed.json, next.uri, refMap, diagnostics);
    const draft = meta?.draft ?? documentDraft(parsed.json, next.defaultDraft).draft;
    const json = meta === undefined ? parsed.json : withoutKeywords(parsed.json, excludedKeywords(meta), draft);
    const sites = schemaSites(json, next.uri, draft, rootHintOf(json, next.file));
    const inherited = { ...(next.defaultDraft === undefined ? {} : { defaultDraft: next.defaultDraft }), ...(meta === undefined ? {} : { metaDraft: meta.draft }) };
    const document: LoadedDocument = { file: next.file, uri: next.uri, root: next.root, json, numbers: parsed.numbers, sites, ...inherited };
    documents.push(document);
    queue.push(...referencedFiles(document, draft, refMap, diagnostics));
  }
  const validate = createMetaValidation((draft) => metaCheckFor(draft));
  for (const document of documents) {
    const { known } = documentDraft(document.json);
    if (!known && document.metaDraft === undefined) diagnostics.push(warning('W_SCHEMA_DRAFT', 'unknown `$schema`; assuming draft 2020-12', document.file, '/$schema'));
    diagnostics.push(...validate(document.json, document.file, document.defaultDraft, document.metaDraft));
  }
  return hasErrors(diagnostics) ? fail(diagnostics) : ok(documents, diagnostics);
}

/**
 * The draft and vocabularies of the custom meta-schema a document's `$schema` names: a file (a
 * `file:` URL, or a URL a `refMap` prefix maps) whose own `$schema` names a draft of ours.
 * Undefined when `$schema` names a draft, or a document that cannot be read as such.
 */
function customMetaSchema(json: unknown, uri: string, refMap: readonly RefMapping[], diagnostics: Diagnostic[]): MetaSchemaFacts | undefined {
  const named = isSchemaObject(json) ? json['$schema'] : undefined;
  if (typeof named !== 'string' || documentDraft(json).known) return undefined;
  const url = resolveUri(named, uri);
  if (url === undefined) return undefined;
  const target = withoutFragment(url);
  const path = url.protocol === 'file:' ? fileURLToPath(target) : mappedPath(target, refMap);
  if (path === undefined || !existsSync(path)) return undefined;
  const parsed = readDocument({ file: relative(process.cwd(), path), uri: target, path, root: false }, diagnostics);
  if (parsed === undefined) return undefined;
  const { draft, known } = documentDraft(parsed.json);
  if (!known || !isSchemaObject(parsed.json) || typeof parsed.json['$schema'] !== 'string') return undefined;
  const vocabularies = listedVocabularies(parsed.json);
  return vocabularies === undefined ? { draft } : { draft, vocabularies };
}

function readDocument(pending: Pending, diagnostics: Diagnostic[]): ParsedText | undefined {
  let text: string;
  try {
    text = readFileSync(pending.path, 'utf8');
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code ?? 'unreadable';
    diagnostics.push(error('E_READ', `cannot read file (${reason})`, pending.file, ''));
    return undefined;
  }
  const parsed = parseSchemaText(text, pending.file);
  diagnostics.push(...parsed.diagnostics);
  return parsed.ok ? parsed.value : undefined;
}

/** The file a non-`file:` URL maps to through the longest matching `refMap` prefix, or undefined. */
function mappedPath(uri: string, refMap: readonly RefMapping[]): string | undefined {
  let best: RefMapping | undefined;
  for (const m of refMap) if (uri.startsWith(m.prefix) && (best === undefined || m.prefix.length > best.prefix.length)) best = m;
  return best === undefined ? undefined : resolve(best.dir, decodeURIComponent(uri.slice(best.prefix.length)));
}

/**
 * Files named by the document's `$ref`s (resolved against `$id` bases) that exist, other than the
 * document's own resources: `file:` URLs, other URLs a `refMap` prefix maps to a file, and the
 * drafts' meta-schemas (never fetched); E_REF_FILE for missing ones.
 */
function referencedFiles(document: LoadedDocument, draft: Draft, refMap: readonly RefMapping[], diagnostics: Diagnostic[]): Pending[] {
  const found: Pending[] = [];
  // The document's own resources (its `$id`s, `file:` ones included) are looked up inside it.
  const own = new Set([document.uri, ...(document.sites ?? []).map((s) => s.base)]);
  for (const site of document.sites ?? []) {
    const ref = isSchemaObject(site.node) ? site.node['$ref'] : undefined;
    if (typeof ref !== 'string') continue;
    const url = resolveUri(ref, site.base);
    if (url === undefined) continue;
    const uri = withoutFragment(url);
    if (own.has(uri)) continue;
    const path = url.protocol === 'file:' ? fileURLToPath(uri) : (mappedPath(uri, refMap) ?? metaSchemaFile(uri));
    if (path === undefined) continue;
    if (existsSync(path)) {
      found.push({ file: relative(process.cwd(), path), uri, path, root: false, defaultDraft: draft });
    } else {
      diagnostics.push(error('E_REF_FILE', `$ref "${ref}" names a file that does not exist: ${relative(process.cwd(), path)}`, document.file, pointerAppend(site.pointer, '$ref')));
    }
  }
  return found;
}
