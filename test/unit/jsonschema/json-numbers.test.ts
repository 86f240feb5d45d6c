import { describe, expect, it } from 'vitest';
import { jsonNumberTexts } from '../../../generator/input/jsonschema/json-numbers.js';

describe('number texts of a JSON document by pointer', () => {
  it('keeps each number as written, under its pointer', () => {
    const text = '{"a": 1.50, "b": [0, -2e+3, {"c": 10.0}], "d": "7"}';
    expect([...jsonNumberTexts(text)]).toEqual([
      ['/a', '1.50'],
      ['/b/0', '0'],
      ['/b/1', '-2e+3'],
      ['/b/2/c', '10.0'],
    ]);
  });

  it('reads past escaped quotes and backslashes in strings and keys', () => {
    const text = String.raw`{"x\"1": 1, "y\\": 2, "z\\\"": 3, "s": "a\\\\", "t": "q\"\\\"", "a/b~": 4.0}`;
    expect(Object.fromEntries(jsonNumberTexts(text))).toEqual({ '/x"1': '1', '/y\\': '2', '/z\\"': '3', '/a~1b~0': '4.0' });
  });

  it('finds no number inside a string', () => {
    expect(jsonNumberTexts('{"a": "1, 2, [3]", "b": ["4\\"", 5]}')).toEqual(new Map([['/b/1', '5']]));
  });
});
