/** The compiled suite's own checks can fail: outcomes, the ledger, and each kind of instance check. */
import { describe, expect, it } from 'vitest';
import type { HarnessCase, InstanceResult } from '../harness/protocol.js';
import { fingerprint } from '../harness/build-cache.js';
import { checkConformance, modes } from './conformance.js';
import { checkCorpus } from './corpora.js';
import { excludedCases, expectOutcome, failed, parseLedger, passed } from './outcome.js';
import { checkInstance } from './roundtrip.js';

const ok = (text: string): InstanceResult => ({ ok: true, output: Buffer.from(text) });
const err = (pointer: string, offset = 3): InstanceResult => ({ ok: false, offset, pointer, message: 'bad' });
const [wrapped, root] = modes as [(typeof modes)[number], (typeof modes)[number]];

describe('ledger', () => {
  it('parses ids and reasons, skipping comments and blank lines', () => {
    const ledger = parseLedger('x.txt', '# note\n\ncase/valid/a  encodes -0 as -0\ncorpus/canada\tslow\n');
    expect([...ledger.entries]).toEqual([
      ['case/valid/a', 'encodes -0 as -0'],
      ['corpus/canada', 'slow'],
    ]);
    expect(ledger.problems).toEqual([]);
  });

  it('reports lines without a reason and repeated ids', () => {
    expect(parseLedger('x.txt', 'case/valid/a\nb/valid/c  r\nb/valid/c  r\n').problems).toEqual([
      'x.txt:1: expected "<id>  <reason>"',
      'x.txt:3: b/valid/c listed twice',
    ]);
  });

  it('expects listed checks to fail and the others to pass', () => {
    const ledger = parseLedger('x.txt', 'a/valid/x  known\n');
    expect(() => expectOutcome('a/valid/x', 'a', failed('no'), ledger)).not.toThrow();
    expect(() => expectOutcome('a/valid/x', 'a', passed, ledger)).toThrow(/but passes: remove that line/);
    expect(() => expectOutcome('a/valid/y', 'a', failed('no'), ledger)).toThrow(/a\/valid\/y: no/);
    expect(() => expectOutcome('a/valid/y', 'a', passed, ledger)).not.toThrow();
  });

  it('a <case>/compile line covers every check of that case and leaves it out of the build', () => {
    const ledger = parseLedger('x.txt', 'b/compile  reserved word as a field name\n');
    expect([...excludedCases(ledger)]).toEqual(['b']);
    expect(() => expectOutcome('b/valid/x', 'b', failed('excluded'), ledger)).not.toThrow();
    expect(() => expectOutcome('b/valid/x', 'b', passed, ledger)).toThrow(/but passes/);
    expect(() => expectOutcome('c/valid/x', 'c', failed('no'), ledger)).toThrow();
  });
});

describe('round-trip checks', () => {
  const valid = { kind: 'valid', name: 'v', path: '/v.json', expected: Buffer.from('{"a":1}') } as const;
  const invalid = { kind: 'invalid', name: 'i', path: '/i.json', pointer: '/a' } as const;

  it('valid: exact bytes only', () => {
    expect(checkInstance(valid, ok('{"a":1}'))).toEqual(passed);
    expect(checkInstance(valid, ok('{"a": 1}')).pass).toBe(false);
    expect(checkInstance(valid, err('')).pass).toBe(false);
  });

  it('invalid: a decode error at exactly the expected pointer', () => {
    expect(checkInstance(invalid, err('/a'))).toEqual(passed);
    expect(checkInstance(invalid, err('/a/0')).pass).toBe(false);
    expect(checkInstance(invalid, err('/a', -1)).pass).toBe(false);
    expect(checkInstance(invalid, ok('{}')).pass).toBe(false);
  });
});

describe('conformance checks', () => {
  const input = Buffer.from(' [1, "a b"]\n');

  it('accepted files re-encode without insignificant whitespace', () => {
    expect(checkConformance(input, 'accept', ok('{"v":[1,"a b"]}'), wrapped)).toEqual(passed);
    expect(checkConformance(input, 'accept', ok('[1,"a b"]'), root)).toEqual(passed);
    expect(checkConformance(input, 'accept', ok('[1,"ab"]'), root).pass).toBe(false);
    expect(checkConformance(input, 'accept', err(''), root).pass).toBe(false);
  });

  it('rejected files need a decode error', () => {
    expect(checkConformance(input, 'reject', err(''), root)).toEqual(passed);
    expect(checkConformance(input, 'reject', err('', -1), root).pass).toBe(false);
    expect(checkConformance(input, 'reject', ok('[1,"a b"]'), root).pass).toBe(false);
  });

  it('an undocumented decision fails', () => {
    expect(checkConformance(input, undefined, ok('[1,"a b"]'), root).pass).toBe(false);
  });
});

describe('corpus checks', () => {
  const input = Buffer.from('{"id": 505874924095815681, "x": [1.50, -0.0]}');

  it('same JSON by value passes', () => {
    expect(checkCorpus(input, ok('{"x":[1.5,0],"id":505874924095815681}'))).toEqual(passed);
  });

  it('a changed big integer, a lost key or invalid output fails', () => {
    expect(checkCorpus(input, ok('{"id":505874924095815680,"x":[1.5,0]}')).pass).toBe(false);
    expect(checkCorpus(input, ok('{"x":[1.5,0]}')).pass).toBe(false);
    expect(checkCorpus(input, ok('{"x":[1.5,0],"id":1')).pass).toBe(false);
  });
});

describe('build fingerprint', () => {
  const one: HarnessCase = { name: 'a', package: 'a', rootType: 'A', files: [{ path: 'a.go', content: 'package a\n', role: 'code' as const }] };

  it('is stable and changes with any generated byte', () => {
    expect(fingerprint('lang', [one])).toBe(fingerprint('lang', [one]));
    const changed = { ...one, files: [{ path: 'a.go', content: 'package a \n', role: 'code' as const }] };
    expect(fingerprint('lang', [changed])).not.toBe(fingerprint('lang', [one]));
    expect(fingerprint('lang', [{ ...one, rootType: 'B' }])).not.toBe(fingerprint('lang', [one]));
  });
});
