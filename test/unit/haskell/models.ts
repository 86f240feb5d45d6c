/**
 * Hand-built IR models for the Haskell target beyond the shared unit models (test/unit/go):
 * Haskell names, three-state presence, tuples, recursive aliases, numeric edges.
 */
import type { IrType } from '../../../generator/ir/types.js';
import { alias, any, array, bad, bool, enumDecl, field, int, map, modelOf, nullable, num, ok, record, ref, str, union, type UnitModel } from '../go/models.js';

const big: IrType = { kind: 'int', repr: 'big' };
const literal = (value: string | number | boolean | null): IrType => ({ kind: 'literal', value });

const haskellNames: UnitModel = {
  name: 'haskell-names',
  model: modelOf(
    [
      enumDecl('Maybe', ['True', 'False', 'Nothing', 'Just']),
      enumDecl('Data', ['type', 'class', 'where', 'x\'', '']),
      record('Text', [field('data', ref('Data')), field('maybe', ref('Maybe'), false)]),
      record('MaybeTrue', [field('id', int)]),
      union('Either', [{ type: ref('Text'), hint: 'Text' }, { type: str, hint: 'Left' }], {
        kind: 'jsonKind',
        cases: [
          { jsonKind: 'object', then: { kind: 'variant', index: 0 } },
          { jsonKind: 'string', then: { kind: 'variant', index: 1 } },
        ],
      }),
      record('Module', [
        field('let', ref('Either')),
        field('in', ref('MaybeTrue'), false),
        field('R', int, false),
        field('P.x', int, false),
        field('lit\'1', int, false),
        field('decodeModule', int, false),
      ]),
    ],
    'Module',
  ),
  instances: [
    ok('{"let":{"data":"x\'","maybe":"Nothing"},"in":{"id":1},"R":2,"P.x":3,"lit\'1":4,"decodeModule":5}'),
    ok('{"let":"s"}'),
    ok('{"let":{"data":""}}'),
    bad('{"let":{"data":"other"}}', '/let/data'),
    bad('{"let":1}', '/let'),
  ],
};

const presence: UnitModel = {
  name: 'presence',
  model: modelOf(
    [
      record('Presence3', [
        field('req', nullable(int)),
        field('opt', int, false),
        field('both', nullable(str), false),
        field('anyOpt', any, false),
        field('list', array(nullable(bool)), false),
        field('m', map(nullable(num)), false),
      ]),
    ],
    'Presence3',
  ),
  instances: [
    ok('{"req":null}'),
    ok('{"req":1,"opt":2,"both":null}'),
    ok('{"req":1,"both":"x","anyOpt":null}'),
    ok('{"req":1,"anyOpt":{"a":[null]},"list":[true,null,false],"m":{"b":null,"a":1.5}}', '{"req":1,"anyOpt":{"a":[null]},"list":[true,null,false],"m":{"a":1.5,"b":null}}'),
    bad('{}', ''),
    bad('{"req":1,"opt":null}', '/opt'),
    bad('{"req":1,"both":null,"both":null}', '/both'),
    bad('{"req":1,"list":[1]}', '/list/0'),
  ],
};

const tuples: UnitModel = {
  name: 'tuples',
  model: modelOf(
    [
      record('Tuples', [
        field('empty', { kind: 'tuple', prefix: [], minItems: 0, rest: null }, false),
        field('one', { kind: 'tuple', prefix: [str], minItems: 1, rest: null }, false),
        field('opt', { kind: 'tuple', prefix: [int, str], minItems: 0, rest: null }, false),
        field('rest', { kind: 'tuple', prefix: [int], minItems: 1, rest: num, maxItems: 3 }, false),
        field('nested', { kind: 'tuple', prefix: [{ kind: 'tuple', prefix: [int, int], minItems: 2, rest: null }, array(int)], minItems: 2, rest: null }, false),
      ]),
    ],
    'Tuples',
  ),
  instances: [
    ok('{"empty":[],"one":["a"],"opt":[],"rest":[1],"nested":[[1,2],[3]]}'),
    ok('{"opt":[1],"rest":[1,2.5,3]}'),
    ok('{"opt":[1,"x"]}'),
    bad('{"empty":[1]}', '/empty'),
    bad('{"one":[]}', '/one'),
    bad('{"rest":[1,2,3,4]}', '/rest'),
    bad('{"rest":["x"]}', '/rest/0'),
    bad('{"nested":[[1,2],[3,"x"]]}', '/nested/1/1'),
    bad('{"nested":[[1,2] [3]]}', '/nested/1'),
  ],
};

const recursiveAlias: UnitModel = {
  name: 'recursive-alias',
  model: modelOf([alias('Tree', array(ref('Tree'))), alias('Forest', map(ref('Tree')))], 'Forest'),
  instances: [ok('{"a":[[],[[]]],"b":[]}'), bad('{"a":[[1]]}', '/a/0/0')],
};

const numbers: UnitModel = {
  name: 'numbers',
  model: modelOf(
    [
      record('Numbers', [
        field('i', int, false),
        field('b', big, false),
        field('f', num, false),
        field('lit', literal(1.5), false),
        field('neg', literal(-2), false),
        field('s', literal('a"\u00e9'), false),
        field('t', literal(true), false),
        field('n', literal(null), false),
        field('small', { kind: 'float', multipleOf: '0.01', maximum: { value: '1e2', exclusive: false } }, false),
        field('oneOf', { kind: 'any', allowed: ['1', '"x"', 'null'] }, false),
      ]),
    ],
    'Numbers',
  ),
  instances: [
    ok('{"i":9223372036854775807,"b":-99999999999999999999999,"f":-0.0,"lit":1.50,"neg":-2e0,"s":"a\\"\\u00e9","t":true,"n":null}', '{"i":9223372036854775807,"b":-99999999999999999999999,"f":0,"lit":1.5,"neg":-2,"s":"a\\"é","t":true,"n":null}'),
    ok('{"i":-9223372036854775808,"f":1e21,"small":0.07}', '{"i":-9223372036854775808,"f":1e+21,"small":0.07}'),
    ok('{"i":1.000000000000000000000000000000e1,"f":123456789012345678901234567890e-30,"b":1e30}', '{"i":10,"b":1000000000000000000000000000000,"f":0.12345678901234568}'),
    ok('{"i":1000000000000000000,"b":10000000000000000000000}'),
    bad('{"i":10000000000000000000000}', '/i'),
    ok('{"oneOf":"x"}'),
    bad('{"i":9223372036854775807.5}', '/i'),
    bad('{"i":1e19}', '/i'),
    bad('{"f":-1e309}', '/f'),
    bad('{"lit":1.4}', '/lit'),
    bad('{"s":"a"}', '/s'),
    bad('{"t":false}', '/t'),
    bad('{"small":0.005}', '/small'),
    bad('{"small":100.01}', '/small'),
    bad('{"oneOf":2}', '/oneOf'),
    bad('{"i":01}', '/i'),
    bad('{"i":-01}', '/i'),
    ok('{"i":0,"f":0.5}'),
    bad('{"i":1.}', '/i'),
    bad('{"i":-}', '/i'),
    bad('{"f":.5}', '/f'),
  ],
};

/** Strings long enough for the word-at-a-time scan, with the interesting byte at every offset. */
const longStrings: UnitModel = {
  name: 'long-strings',
  model: modelOf([alias('Texts', array(str, { maxItems: 1000 }))], 'Texts'),
  instances: [
    ...Array.from({ length: 17 }, (_, k) => ok(`["${'a'.repeat(k)}\\"${'b'.repeat(17 - k)}","${'c'.repeat(k)}é${'d'.repeat(9)}"]`)),
    ...Array.from({ length: 17 }, (_, k) => ok(`["${'a'.repeat(k)}\\u0041${'b'.repeat(9)}"]`, `["${'a'.repeat(k)}A${'b'.repeat(9)}"]`)),
    ...Array.from({ length: 17 }, (_, k) => bad(`["ok","${'a'.repeat(k)}\t${'b'.repeat(9)}"]`, '/1')),
    ...Array.from({ length: 17 }, (_, k) => bad(`["${'a'.repeat(k)}\u007f\\udc80${'b'.repeat(9)}"]`, '/0')),
    ...Array.from({ length: 9 }, (_, k) => ok(`["${'a'.repeat(k)}\u007f\u0080\u{1f600}${'b'.repeat(9)}"]`)),
    ok(`["${'x'.repeat(64)}"]`),
    bad(`["${'x'.repeat(64)}`, '/0'),
  ],
};

/** Field `w<i>` of a wide record: required integer, optional string, or optional nullable integer. */
const wideField = (i: number) => field(`w${i}`, i % 3 === 0 ? int : i % 3 === 1 ? str : nullable(int), i % 3 === 0);
const wideMember = (i: number, nulls: boolean): string => `"w${i}":${i % 3 === 1 ? `"s${i}"` : i % 3 === 2 && nulls ? 'null' : i}`;
const wideCount = 70;
const wideIndices = Array.from({ length: wideCount }, (_, i) => i);
const wideObject = (indices: readonly number[], nulls = false, tail = ''): string => `{${[...indices.map((i) => wideMember(i, nulls)), ...(tail === '' ? [] : [tail])].join(',')}}`;
const wideRequired = wideIndices.filter((i) => i % 3 === 0);

/** Records wider than the decoder's one-argument-per-slot limit: slots carried in tuples. */
const wideRecords: UnitModel = {
  name: 'wide-records',
  model: modelOf(
    [
      record('Wide', [...wideIndices.map(wideField), field('nested', ref('WideStrict'), false)]),
      record('WideStrict', wideIndices.map(wideField), { kind: 'reject' }),
    ],
    'Wide',
  ),
  instances: [
    ok(wideObject(wideIndices)),
    ok(wideObject(wideIndices, true)),
    ok(wideObject([...wideIndices].reverse()), wideObject(wideIndices)),
    ok(wideObject(wideRequired)),
    ok(wideObject(wideRequired, false, `"zz":[1],"w1":"s1"`), wideObject([...wideRequired, 1].sort((a, b) => a - b))),
    ok(wideObject(wideRequired, false, `"nested":${wideObject(wideIndices, true)}`)),
    bad(wideObject(wideRequired.filter((i) => i !== 66)), ''),
    bad(wideObject(wideIndices, false, `"w68":1`), '/w68'),
    bad(wideObject(wideIndices, false, `"w2":"x"`), '/w2'),
    bad(wideObject(wideRequired, false, `"nested":${wideObject(wideIndices, false, '"zz":1')}`), '/nested/zz'),
    bad(wideObject(wideRequired, false, `"nested":${wideObject(wideRequired.slice(1))}`), '/nested'),
  ],
};

export const haskellModels: readonly UnitModel[] = [haskellNames, presence, tuples, recursiveAlias, numbers, longStrings, wideRecords];
