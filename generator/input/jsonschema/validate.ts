/** Meta-schema validation of loaded documents, per draft. Pure (no filesystem). */
import type { ErrorObject } from 'ajv';
import { error, type Diagnostic } from '../../diagnostics.js';
import { documentDraft, type Draft } from './drafts.js';
import type { MetaCheck } from './meta-ajv.js';

/**
 * Meta-schema validation for one load: each document is checked against the meta-schema of its
 * draft (that of its custom meta-schema, else 2020-12 when its `$schema` names none we know), each
 * draft's check got on its first use.
 */
export function createMetaValidation(checkFor: (draft: Draft) => MetaCheck): (json: unknown, file: string, fallback?: Draft, metaDraft?: Draft) => Diagnostic[] {
  const checks = new Map<Draft, MetaCheck>();
  return (json, file, fallback, metaDraft) => {
    if (!(typeof json === 'boolean' || (typeof json === 'object' && json !== null && !Array.isArray(json)))) {
      const found = Array.isArray(json) ? 'an array' : json === null ? 'null' : `a ${typeof json}`;
      return [error('E_NOT_A_SCHEMA', `a schema must be a JSON object or a boolean, found ${found}`, file, '')];
    }
    const draft = metaDraft ?? documentDraft(json, fallback).draft;
    const check = checks.get(draft) ?? checkFor(draft);
    checks.set(draft, check);
    if (check(json)) return [];
    return (check.errors ?? []).map((err) =>
      error('E_SCHEMA_INVALID', `invalid ${draft} schema: ${describeError(err)}`, file, err.instancePath),
    );
  };
}

function describeError(err: ErrorObject): string {
  const params = err.keyword === 'enum' ? ` (${JSON.stringify((err.params as { allowedValues?: unknown }).allowedValues)})` : '';
  return `${err.message ?? err.keyword}${params}`;
}
