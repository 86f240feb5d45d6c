import { describe, expect, it } from 'vitest';
import { tsDoc, tsDocText, tsMember, tsPropertyName, tsString } from '../../../generator/targets/typescript/literals.js';
import { listLines, fillLines, param, PRINT_WIDTH, refersTo, unionTypeLines } from '../../../generator/targets/typescript/layout.js';

const adversarial = ['', "'", '"', '`', '${x}', '\\', '\n', '\r\n', '\u2028\u2029', '*/', '/*', '<!--', '\u0000\u001f\u007f', '\ud800', '\udc00x', '😀', "it's \"x\"", '__proto__'];

/** The value a JavaScript expression evaluates to. */
function evaluate(expression: string): unknown {
  return new Function(`return (${expression});`)() as unknown;
}

describe('TypeScript literals', () => {
  it('a string literal evaluates to exactly its text', () => {
    for (const s of adversarial) expect(evaluate(tsString(s)), JSON.stringify(s)).toBe(s);
  });

  it('a string literal is one line of printable ASCII', () => {
    for (const s of adversarial) expect(tsString(s)).toMatch(/^[\x20-\x7e]*$/);
  });

  it('uses double quotes only when that needs fewer escapes', () => {
    expect(tsString('a')).toBe("'a'");
    expect(tsString("it's")).toBe('"it\'s"');
    expect(tsString('say "hi"')).toBe("'say \"hi\"'");
  });

  it('property names are bare identifiers or quoted, and __proto__ is computed in a literal', () => {
    expect(tsPropertyName('name')).toBe('name');
    expect(tsPropertyName('a b')).toBe("'a b'");
    expect(tsPropertyName('__proto__', true)).toBe("['__proto__']");
    const o = evaluate(`{ ${tsPropertyName('__proto__', true)}: 1, ${tsPropertyName('a-b', true)}: 2 }`) as Record<string, number>;
    expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    expect(Object.keys(o)).toEqual(['__proto__', 'a-b']);
    expect(tsMember('v', 'x')).toBe('v.x');
    expect(tsMember('v', '0x')).toBe("v['0x']");
  });

  it('doc comments cannot be closed early', () => {
    for (const s of adversarial) {
      const lines = tsDoc(`a ${s} b`);
      const body = lines.slice(1, -1).join('\n');
      expect(body).not.toContain('*/');
      expect(tsDocText(s)).not.toMatch(/\*\/|[\n\r\u2028\u2029]/);
    }
  });
});

describe('TypeScript layout', () => {
  it('keeps a list on one line when it fits, else one item a line', () => {
    expect(listLines('', 'f(', ['a', 'b'], ');', '[', ']')).toEqual(['f([a, b]);']);
    const long = Array.from({ length: 40 }, (_, i) => `'item${i}'`);
    const lines = listLines('', 'f(', long, ');', '[', ']');
    expect(lines[0]).toBe('f([');
    expect(lines.at(-1)).toBe(']);');
    expect(lines.slice(1, -1)).toEqual(long.map((l) => `  ${l},`));
  });

  it('finds a local by name outside string literals only (a key may spell any name)', () => {
    expect(refersTo(["  n += 11 + $rt.sizeString(v['e.e0']);"], 'e')).toBe(false);
    expect(refersTo(['  n += 11 + $rt.sizeString(v["it\\"s e.x"]);'], 'e')).toBe(false);
    expect(refersTo(["  n += e.sizeDouble(v['x']);"], 'e')).toBe(true);
    expect(refersTo(["  return v.e;"], 'e')).toBe(false);
    expect(param('e', '$rt.Encoder', ["  n += $rt.sizeString(v['e.e0']);"])).toBe('_e: $rt.Encoder');
  });

  it('fills numbers up to the print width', () => {
    const numbers = Array.from({ length: 200 }, (_, i) => String(i * 7));
    const lines = fillLines('', 'code: [', numbers, ',');
    expect(lines[0]).toBe('code: [');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(PRINT_WIDTH);
    expect(lines.slice(1, -1).join(' ').split(/,\s*/).filter((x) => x !== '').map((x) => x.trim())).toEqual(numbers);
  });

  it('breaks a long union type after the equals sign, then at each member', () => {
    expect(unionTypeLines('export type T =', ['A', 'B'])).toEqual(['export type T = A | B;']);
    const members = Array.from({ length: 12 }, (_, i) => `{ readonly kind: 'Variant${i}'; readonly value: string }`);
    const lines = unionTypeLines('export type T =', members);
    expect(lines[0]).toBe('export type T =');
    expect(lines.slice(1)).toEqual(members.map((m, i) => `  | ${m}${i === members.length - 1 ? ';' : ''}`));
  });
});
