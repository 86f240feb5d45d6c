import { error, fail, type Result } from '../../diagnostics.js';
import type { Model } from '../../ir/types.js';
import type { FrontEndOptions } from '../jsonschema/options.js';
import type { ParsedText } from '../jsonschema/parse.js';

export function lowerOpenApi(_parsed: ParsedText, file: string, _options: FrontEndOptions): Result<Model> {
  return fail([error('E_OPENAPI', 'not yet', file, '')]);
}
