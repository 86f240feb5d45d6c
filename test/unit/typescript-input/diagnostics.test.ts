/** Constructs with no JSON form are refused with a diagnostic at file:line:column naming them. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../generator/diagnostics.js';
import { isTypeScriptFile } from '../../../generator/input/detect.js';
import { readModel } from '../../../generator/input/detect-inputs.js';
import { lowerTypeScript, readTypeScript } from '../../../generator/input/typescript/lower.js';
import { defaults, read, sourceFile } from './lower-fixture.js';

function refusal(source: string): { code: string; message: string; line: number; column: number } {
  const r = read(source);
  const refused = r.roots.find((o) => o.status === 'refused');
  const [first] = refused?.errors ?? [];
  if (first === undefined) throw new Error(`nothing refused: ${JSON.stringify(r.roots)}`);
  return { code: first.code, message: first.message, line: first.position?.line ?? 0, column: first.position?.column ?? 0 };
}

describe('TypeScript refusals', () => {
  it.each([
    ['a function type', 'export interface A {\n  f: () => void;\n}', 'E_TS_FUNCTION', 2, /function-typed property f/],
    ['a method', 'export interface A {\n  m(): string;\n}', 'E_TS_FUNCTION', 2, /method m/],
    ['a class with methods', 'export class A {\n  x = 1;\n  get(): number { return 1; }\n}', 'E_TS_FUNCTION', 1, /class A has methods/],
    ['an exported function', 'export function f(): void {}', 'E_TS_FUNCTION', 1, /function f/],
    ['Map', 'export interface A {\n  m: Map<string, number>;\n}', 'E_TS_UNSUPPORTED_TYPE', 2, /Map has no JSON form/],
    ['Set', 'export interface A {\n  s: Set<string>;\n}', 'E_TS_UNSUPPORTED_TYPE', 2, /Set has no JSON form/],
    ['Promise', 'export interface A {\n  p: Promise<string>;\n}', 'E_TS_UNSUPPORTED_TYPE', 2, /Promise has no JSON form/],
    ['symbol', 'export interface A {\n  s: symbol;\n}', 'E_TS_UNSUPPORTED_TYPE', 2, /symbol/],
    ['a template literal', 'export interface A {\n  id: `user-${string}`;\n}', 'E_TS_TEMPLATE_LITERAL', 2, /template-literal/],
    ['typeof of a value', 'const config = { a: 1 };\nexport interface A {\n  c: typeof config;\n}', 'E_TS_TYPEOF', 3, /typeof/],
    ['keyof typeof of a value', 'const config = { a: 1 };\nexport type K = keyof typeof config;', 'E_TS_TYPEOF', 2, /typeof/],
    ['an unresolved conditional type', 'export type IsString<T> = T extends string ? { s: T } : never;\nexport interface A<T> { v: IsString<T> }\nexport interface B {\n  a: A<number>;\n}', 'E_TS_UNSUPPORTED_TYPE', 2, /never/],
    ['an unknown name', 'export interface A {\n  x: Missing;\n}', 'E_TS_UNRESOLVED', 2, /cannot resolve/],
    ['a bad tag value', 'export interface A {\n  /** @minimum abc */\n  x: number;\n}', 'E_TS_TAG', 3, /expects a number/],
  ])('%s', (_what, source, code, line, message) => {
    const r = refusal(source);
    expect(r.code).toBe(code);
    expect(r.line).toBe(line);
    expect(r.column).toBeGreaterThan(0);
    expect(r.message).toMatch(message);
  });

  it('prints file:line:column and fails the run', () => {
    const file = sourceFile('export interface A {\n  ok: string;\n  m: Map<string, string>;\n}\nexport interface B { b: A }\nexport interface C { c: string }');
    const result = lowerTypeScript([file], defaults);
    expect(result.ok).toBe(false);
    const lines = result.diagnostics.map(formatDiagnostic);
    expect(lines).toEqual([`${file}:3:3: error[E_TS_UNSUPPORTED_TYPE]: Map has no JSON form`]);
  });

  it('refuses every root that reaches a refused declaration, and keeps the others', () => {
    const r = read('export interface A {\n  m: Map<string, string>;\n}\nexport interface B { b: A }\nexport interface C { c: string }');
    expect(r.roots.map((o) => [o.name, o.status])).toEqual([['A', 'refused'], ['B', 'refused'], ['C', 'generated']]);
    expect(r.model.decls.map((d) => d.nameHint[0])).toEqual(['C']);
  });

  it('refuses a recursive declaration whose failure comes after the reference', () => {
    const r = read('export interface Node { next: Node | null; other: Other }\nexport interface Other { back: Node; f: () => void }\nexport interface Fine { x: number }');
    expect(r.roots.map((o) => [o.name, o.status])).toEqual([['Node', 'refused'], ['Other', 'refused'], ['Fine', 'generated']]);
  });
});

describe('TypeScript input selection', () => {
  it('is detected by file extension', () => {
    expect(['a.ts', 'a.d.ts', 'a.mts', 'a.cts'].map(isTypeScriptFile)).toEqual([true, true, true, true]);
    expect(['a.json', 'a.yaml', 'a.tsx', 'ts'].map(isTypeScriptFile)).toEqual([false, false, false, false]);
  });

  it('--type picks the roots; an unknown name is an error', () => {
    const file = sourceFile('export interface A { a: string }\nexport interface B { b: number }\nexport interface Bad { f(): void }');
    const picked = readTypeScript([file], { ...defaults, types: ['B'] });
    expect(picked.ok && picked.value.roots.map((o) => o.name)).toEqual(['B']);
    const missing = readTypeScript([file], { ...defaults, types: ['Nope'] });
    expect(missing.ok).toBe(false);
    expect(missing.diagnostics.map((d) => d.code)).toEqual(['E_TS_TYPE_NOT_FOUND']);
  });

  it('--input typescript reads a file of another extension; a mix of formats is refused', () => {
    const file = sourceFile('export interface A { a: string }', 'declarations.txt');
    expect(readModel([file], { ...defaults, input: 'typescript' }).ok).toBe(true);
    const json = sourceFile('{"type": "string"}', 'schema.json');
    const mixed = readModel([sourceFile('export interface M { a: string }'), json], defaults);
    expect(mixed.diagnostics.map((d) => d.code)).toEqual(['E_INPUT_MIXED']);
  });

  it('uses the compiler options of --tsconfig', () => {
    const config = sourceFile(JSON.stringify({ compilerOptions: { strict: false, lib: ['es2022'] } }), 'tsconfig.json');
    const file = sourceFile('export interface A { n: string | null }');
    const loose = readTypeScript([file], { ...defaults, tsconfig: config });
    const decl = loose.ok ? loose.value.model.decls[0] : undefined;
    expect(decl?.kind === 'record' ? decl.fields[0]?.type : undefined).toEqual({ kind: 'string' });
    expect(readTypeScript([file], { ...defaults, tsconfig: `${config}.missing` }).diagnostics.map((d) => d.code)).toEqual(['E_TS_PROGRAM']);
  });

  it('reports a syntax error at its position', () => {
    const result = readTypeScript([sourceFile('export interface A {\n  a: string\n  b: = 1\n}')], defaults);
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]).toMatchObject({ code: 'E_TS_PROGRAM', position: { line: 3 } });
  });

  it('a JSON Schema run does not load ts-morph', () => {
    const script = [
      "import { readModel } from './generator/input/detect-inputs.ts';",
      "const r = readModel(['examples/petstore.schema.json'], { keepUnknown: false, unsupported: 'error' });",
      "const loaded = Object.keys(require.cache).some((k) => k.includes('ts-morph'));",
      'console.log(JSON.stringify({ ok: r.ok, loaded }));',
    ].join('\n');
    const out = execFileSync('npx', ['tsx', '--eval', script], { encoding: 'utf8' });
    expect(JSON.parse(out.trim().split('\n').pop() ?? '{}')).toEqual({ ok: true, loaded: false });
  });
});

describe('TypeScript opt-ins and absent properties', () => {
  it('reads a template-literal type as a string with a pattern with --template-literals pattern', () => {
    const r = read("export interface A {\n  file: `${string}.png`;\n  id: `user-${number}`;\n  mode: `${'a' | 'b'}-${boolean}`;\n}", { templateLiterals: 'pattern' });
    const decl = r.model.decls[0];
    const types = decl?.kind === 'record' ? decl.fields.map((f) => f.type) : [];
    expect(types).toEqual([
      { kind: 'string', pattern: '^[\\s\\S]*\\.png$' },
      { kind: 'string', pattern: '^user--?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:e[+-][0-9]+)?$' },
      { kind: 'ref', target: expect.stringMatching(/#\/A\/mode$/) },
    ]);
    expect(r.model.decls.find((d) => d.id.endsWith('#/A/mode'))).toMatchObject({ kind: 'enum', members: [{}, {}, {}, {}] });
    for (const [text, ok] of [['x.png', true], ['x.jpg', false]] as const) expect(new RegExp((types[0] as { pattern: string }).pattern, 'u').test(text)).toBe(ok);
  });

  it('omits an optional property that can only be undefined, and refuses a required one', () => {
    const r = read('export interface A {\n  d?: never;\n  e?: undefined;\n  x: number;\n}\nexport interface B {\n  d: never;\n}');
    expect(r.roots.map((o) => o.status)).toEqual(['generated', 'refused']);
    const decl = r.model.decls[0];
    expect(decl?.kind === 'record' ? decl.fields.map((f) => f.jsonName) : []).toEqual(['x']);
  });
});
