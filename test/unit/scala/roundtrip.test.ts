import { beforeAll, describe, expect, it } from 'vitest';
import type { Driver, InstanceResult } from '../../harness/protocol.js';
import { buildUnit, runTexts } from './build.js';

let driver: Driver;

beforeAll(async () => {
  driver = await buildUnit();
}, 600_000);

function output(r: InstanceResult | undefined): string {
  if (r === undefined) throw new Error('no result');
  if (!r.ok) throw new Error(`rejected at ${r.pointer}: ${r.message}`);
  return r.output.toString('utf8');
}

function pointer(r: InstanceResult | undefined): string {
  if (r === undefined) throw new Error('no result');
  if (r.ok) throw new Error(`accepted: ${r.output.toString('utf8')}`);
  return r.pointer;
}

async function one(caseName: string, text: string): Promise<InstanceResult | undefined> {
  return (await runTexts(driver, [{ caseName, text }]))[0];
}

const everything =
  '{"type":"t","given":true,"count":999,"ratio":0.1,"big":1000000000000000000000000000000,"tags":["a","b"],' +
  '"scores":{"\u{1F600}":1,"\uFFFD":2,"b":3,"a":-0.0},"pair":[1],"raw":{"x": [1, 2.50, "\\u00e9"]},"nick":"n","middle":null,' +
  '"parent":null,"color":"dark blue","shape":{"r":2,"kind":"circle"},"kind":"all","when":"2024-02-29T12:00:00.5Z","code":"abc","hashCode":7,"":8}';

describe('generated Scala, compiled and run', () => {
  it('re-encodes a record with every field kind canonically', async () => {
    const expected =
      '{"type":"t","given":true,"count":999,"ratio":0.1,"big":1000000000000000000000000000000,"tags":["a","b"],' +
      '"scores":{"a":0,"b":3,"\uFFFD":2,"\u{1F600}":1},"pair":[1],"raw":{"x":[1,2.50,"\\u00e9"]},"nick":"n","middle":null,' +
      '"parent":null,"color":"dark blue","shape":{"kind":"circle","r":2},"kind":"all","when":"2024-02-29T12:00:00.5Z","code":"abc","hashCode":7,"":8}';
    expect(output(await one('everything', ` \n${everything}\t`))).toBe(expected);
  });

  it('keeps absent, null and value apart', async () => {
    const base = '{"type":"","given":false,"count":0,"ratio":1e300,"big":-1,"tags":[],"scores":{},"pair":[1,"x"],"parent":null,"kind":"all"';
    const results = await runTexts(driver, [
      { caseName: 'everything', text: `${base}}` },
      { caseName: 'everything', text: `${base},"middle":"m"}` },
      { caseName: 'kept', text: '{"b":null,"z":[1, {}],"a":1}' },
      { caseName: 'kept', text: '{"b":5}' },
    ]);
    expect(output(results[0])).toBe('{"type":"","given":false,"count":0,"ratio":1e+300,"big":-1,"tags":[],"scores":{},"pair":[1,"x"],"parent":null,"kind":"all"}');
    expect(output(results[1])).toBe(`{"type":"","given":false,"count":0,"ratio":1e+300,"big":-1,"tags":[],"scores":{},"pair":[1,"x"],"middle":"m","parent":null,"kind":"all"}`);
    expect(output(results[2])).toBe('{"a":1,"b":null,"z":[1,{}]}');
    expect(output(results[3])).toBe('{"b":5}');
  });

  it('rejects bad input with the pointer of the value', async () => {
    const cases: [string, string, string][] = [
      ['everything', everything.replace('"count":999', '"count":1000'), '/count'],
      ['everything', everything.replace('"count":999', '"count":1.5'), '/count'],
      ['everything', everything.replace('"tags":["a","b"]', '"tags":["a","a"]'), '/tags'],
      ['everything', everything.replace('"code":"abc"', '"code":"abc\\n"'), '/code'],
      ['everything', everything.replace('"when":"2024-02-29', '"when":"2023-02-29'), '/when'],
      ['everything', everything.replace('"kind":"all"', '"kind":"al"'), '/kind'],
      ['everything', everything.replace('"kind":"all"', '"kind":"all","type":"x"'), '/type'],
      ['everything', everything.replace('"type":"t",', ''), ''],
      ['everything', everything.replace('"shape":{"r":2,"kind":"circle"}', '"shape":{"r":2,"kind":"circle","q":1}'), '/shape/q'],
      ['everything', everything.replace('"shape":{"r":2,"kind":"circle"}', '"shape":{"r":2,"kind":"hex"}'), '/shape'],
      ['everything', everything.replace('"pair":[1]', '"pair":[1,"a",3]'), '/pair'],
      ['everything', everything.replace('"raw":{"x": [1, 2.50, "\\u00e9"]}', '"raw":{"x": [1, 2.50, "\\ud800"]}'), '/raw/x/2'],
      ['everything', everything.replace('"tags":["a","b"]', '"tags":["a" "b"]'), '/tags/1'],
      ['everything', `${everything} x`, ''],
      ['kept', '{}', ''],
      ['kept', '{"z":1,"z":2}', '/z'],
      ['celsius', '-273.16', ''],
      ['celsius', '20.001', ''],
      ['loose', 'true', ''],
      ['scalar', '{}', ''],
      ['rows', '[["a",1,2.5,3.5,4.5]]', '/0'],
      ['doubles', '[1e400]', '/0'],
    ];
    const results = await runTexts(driver, cases.map(([caseName, text]) => ({ caseName, text })));
    results.forEach((r, i) => expect(pointer(r), `${JSON.stringify(cases[i])}`).toBe((cases[i] as [string, string, string])[2]));
  });

  it('dispatches unions by kind, unique key and first match', async () => {
    const items: [string, string, string][] = [
      ['scalar', '["a", 1, 1.0, 1.5, 1e2, null, [[]]]', '["a",1,1,1.5,100,null,[[]]]'],
      ['keyed', '{"kind":"square","side":1.25,"extra":7}', '{"kind":"square","side":1.25,"extra":7}'],
      ['keyed', '{"r":3,"kind":"circle"}', '{"kind":"circle","r":3}'],
      ['loose', '7', '7'],
      ['loose', '"eleven"', '"eleven"'],
      ['shape', '{"side":2,"b":1,"kind":"square","a":2}', '{"kind":"square","side":2,"a":2,"b":1}'],
      ['rows', '[["a",null],["b",2,0.5]]', '[["a",null],["b",2,0.5]]'],
      ['anything', ' [ {"a" : 1 , "a":2} , "\\/" ] ', '[{"a":1,"a":2},"\\/"]'],
      ['constants', '{"marks":["x","x"],"pair":["a",false],"nothing":null,"flag":true,"version":2.0}', '{"version":2,"flag":true,"nothing":null,"pair":["a",false],"marks":["x","x"]}'],
    ];
    const results = await runTexts(driver, items.map(([caseName, text]) => ({ caseName, text })));
    results.forEach((r, i) => expect(output(r)).toBe((items[i] as [string, string, string])[2]));
  });

  it('writes doubles in the shortest ECMAScript form and reads them correctly rounded', async () => {
    const values: number[] = [0, -0, 1, -1, 0.1, 0.2 + 0.1, 1e21, 1e-7, 123456789012345680000, 5e-324, 1.7976931348623157e308, 2 ** 53, 2 ** -1074 * 3, 1e-6, 1.5e-7, 4.35, 0.000001234];
    let seed = 12345;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const view = new DataView(new ArrayBuffer(8));
    while (values.length < 3000) {
      view.setUint32(0, next() * 2 + (next() & 1));
      view.setUint32(4, next() * 2 + (next() & 1));
      const v = view.getFloat64(0);
      if (Number.isFinite(v)) values.push(v);
    }
    const canonical = `[${values.map((v) => String(v)).join(',')}]`;
    const spelled = `[${values.map((v) => (v === 0 ? '0' : v.toExponential(25))).join(',')}]`;
    const results = await runTexts(driver, [
      { caseName: 'doubles', text: canonical },
      { caseName: 'doubles', text: spelled },
    ]);
    const mismatches = (text: string): string[] => {
      const got = text.slice(1, -1).split(',');
      return values.flatMap((v, i) => (got[i] === String(v) ? [] : [`${String(v)} written as ${got[i] ?? '(missing)'}`])).slice(0, 10);
    };
    expect(mismatches(output(results[0]))).toEqual([]);
    expect(mismatches(output(results[1]))).toEqual([]);
    expect(output(results[0])).toBe(canonical);
  });

  it('encodes strings at their longest escape, within and past the reused buffer', async () => {
    // A control character is six bytes out: the bound of one UTF-16 unit. 3,000,000 of them
    // bound past 16 MiB, so that value is sized exactly; the others go through the reused
    // buffer, the short one after the long ones (nothing of theirs may show).
    const texts = ['\u0001'.repeat(100_000) + 'é\u{1F600}', '\u001f'.repeat(3_000_000), 'a\u2028"\\'];
    const results = await runTexts(driver, texts.map((s) => ({ caseName: 'loose', text: JSON.stringify(s) })));
    results.forEach((r, i) => expect(output(r) === JSON.stringify(texts[i]), `text ${i}`).toBe(true));
  });

  it('skips white space runs of every length and mix, and stops at the first other byte', async () => {
    // Runs longer than 32 bytes, runs with a tab, CR or line break inside, and runs near the
    // end of the input (the last 40 bytes are read one at a time) between every two tokens.
    const tokens = ['{', '"b"', ':', 'null', ',', '"z"', ':', '[', '1', ',', '{', '}', ']', ',', '"a"', ':', '1', '}'];
    const runs = Array.from({ length: 72 }, (_, n) => [
      ' '.repeat(n),
      `\n${' '.repeat(n)}`,
      `${' '.repeat(n)}\t${' '.repeat(n % 9)}`,
      `\r\n${' '.repeat(n)}\n${' '.repeat(n % 5)}`,
    ]).flat();
    const texts = runs.map((w) => `${w}${tokens.join(w)}${w}`);
    const results = await runTexts(driver, texts.map((text) => ({ caseName: 'kept', text })));
    const wrong = results.flatMap((r, i) => (r?.ok === true && output(r) === '{"a":1,"b":null,"z":[1,{}]}' ? [] : [JSON.stringify(runs[i])]));
    expect(wrong).toEqual([]);
    // A byte that is not white space inside a run is where decoding fails.
    const bad = Array.from({ length: 72 }, (_, n) => `{"b":\n${' '.repeat(n)}x${' '.repeat(n % 7)}${' '.repeat(40)}1}`);
    const failures = await runTexts(driver, bad.map((text) => ({ caseName: 'kept', text })));
    const offsets = failures.map((r) => (r === undefined || r.ok ? -1 : r.offset));
    expect(offsets).toEqual(bad.map((text) => text.indexOf('x')));
  });

  it('honours the depth limit without overflowing the stack', async () => {
    const deep = `${'['.repeat(600)}${']'.repeat(600)}`;
    const ok = `${'['.repeat(512)}${']'.repeat(512)}`;
    const results = await runTexts(driver, [
      { caseName: 'anything', text: deep },
      { caseName: 'anything', text: ok },
    ]);
    expect(pointer(results[0])).toBe(`/0`.repeat(512));
    expect(output(results[1])).toBe(ok);
  });
});
