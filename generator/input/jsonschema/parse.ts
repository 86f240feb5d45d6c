/** Parsing a schema file's text: JSON, or YAML for `.yaml`/`.yml`. Pure. */
import { parseDecimal } from '../../plan/decimal.js';
import { isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { error, fail, ok, pointerAppend, type Result } from '../../diagnostics.js';
import { jsonNumberTexts } from './json-numbers.js';

export function isYamlPath(path: string): boolean {
  return /\.ya?ml$/i.test(path);
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

export interface ParsedText {
  readonly json: unknown;
  /** JSON Pointer → the number's text as written (JSON number syntax only), for exact bounds. */
  readonly numbers: ReadonlyMap<string, string>;
}

export function parseSchemaText(text: string, file: string): Result<ParsedText> {
  return isYamlPath(file) ? parseYaml(text, file) : parseJson(text, file);
}

/** Number literals as written in a YAML document (JSON number syntax only). */
function yamlNumberSources(doc: Document.Parsed): Map<string, string> {
  const numbers = new Map<string, string>();
  const visit = (node: unknown, pointer: string): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        visit(pair.value, pointerAppend(pointer, key));
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item, pointerAppend(pointer, i)));
    } else if (isScalar(node) && typeof node.value === 'number' && typeof node.source === 'string' && parseDecimal(node.source) !== undefined) {
      numbers.set(pointer, node.source);
    }
  };
  visit(doc.contents, '');
  return numbers;
}

function parseJson(text: string, file: string): Result<ParsedText> {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const position = /position (\d+)/.exec(message);
    const where = position?.[1] === undefined ? '' : describe(lineColumn(text, Number(position[1])));
    const reason = message.replace(/ in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    return fail([error('E_PARSE', `invalid JSON${where}: ${reason}`, file, '')]);
  }
  return ok({ json, numbers: jsonNumberTexts(text) });
}

function parseYaml(text: string, file: string): Result<ParsedText> {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const first = doc.errors[0];
  if (first !== undefined) {
    const where = first.linePos?.[0] === undefined ? '' : describe({ line: first.linePos[0].line, column: first.linePos[0].col });
    const reason = (first.message.split('\n')[0] ?? first.message).replace(/ at line \d+, column \d+:?$/, '');
    return fail([error('E_PARSE', `invalid YAML${where}: ${reason}`, file, '')]);
  }
  return ok({ json: doc.toJS({ maxAliasCount: 1000 }) as unknown, numbers: yamlNumberSources(doc) });
}

function describe(at: { line: number; column: number }): string {
  return ` at line ${at.line}, column ${at.column}`;
}
