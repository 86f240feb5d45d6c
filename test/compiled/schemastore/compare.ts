/**
 * Whether a re-encoded valid sample is the sample again, as JSON values: numbers by value,
 * object members in any order, arrays in order. Undeclared members are dropped by default, so a
 * member missing from the output is allowed unless a subschema applying to its object declares it
 * (declared.ts); a declared one missing is a lost member.
 */
import type { Declared, DeclaredKeys } from './declared.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function escape(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function kindOf(v: Json): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

/** The first difference as a message, or undefined when the output is the input. */
function difference(input: Json, output: Json, pointer: string, declared: DeclaredKeys): string | undefined {
  if (kindOf(input) !== kindOf(output)) return `${pointer || '/'}: ${kindOf(input)} became ${kindOf(output)}`;
  if (Array.isArray(input) && Array.isArray(output)) {
    if (input.length !== output.length) return `${pointer || '/'}: ${input.length} items became ${output.length}`;
    for (let i = 0; i < input.length; i++) {
      const d = difference(input[i] as Json, output[i] as Json, `${pointer}/${i}`, declared);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  if (typeof input === 'object' && input !== null && typeof output === 'object' && output !== null && !Array.isArray(input) && !Array.isArray(output)) {
    for (const key of Object.keys(output)) {
      if (!Object.hasOwn(input, key)) return `${pointer}/${escape(key)}: added`;
    }
    for (const [key, value] of Object.entries(input)) {
      const at = `${pointer}/${escape(key)}`;
      if (!Object.hasOwn(output, key)) {
        const by = declared.declaring(pointer, key);
        if (by !== undefined) return `${at}: dropped, though ${decodeURIComponent(by.split('/').slice(3).join('/'))} applies to the object and declares it`;
        continue;
      }
      const d = difference(value, output[key] as Json, at, declared);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  return input === output ? undefined : `${pointer || '/'}: ${JSON.stringify(input).slice(0, 60)} became ${JSON.stringify(output).slice(0, 60)}`;
}

export function roundTripDifference(input: string, output: string, declared: Declared): string | undefined {
  let a: Json;
  let b: Json;
  try {
    a = JSON.parse(input) as Json;
  } catch (e) {
    return `the sample is not JSON: ${(e as Error).message}`;
  }
  try {
    b = JSON.parse(output) as Json;
  } catch (e) {
    return `the output is not JSON: ${(e as Error).message}`;
  }
  return difference(a, b, '', declared.of(a));
}
