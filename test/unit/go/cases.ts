/** The hand-built models of the Go compiled unit tests, with their instances. */
import { stringLiteral } from '../../../generator/ir/literal.js';
import type { IrType } from '../../../generator/ir/types.js';
import {
  alias, any, array, bad, bool, enumDecl, field, id, int, map, modelOf, nullable, num, ok, record, ref, str, union, type UnitModel,
} from './models.js';

const big: IrType = { kind: 'int', repr: 'big' };
const literal = (value: string | number | boolean | null): IrType => ({ kind: 'literal', value });
const pair: IrType = { kind: 'tuple', prefix: [num, num], minItems: 2, rest: null };
const mix: IrType = { kind: 'tuple', prefix: [str, int], minItems: 1, rest: bool };

const kitchen: UnitModel = {
  name: 'kitchen',
  model: modelOf(
    [
      enumDecl('Color', ['red', 'green', 'a-b', 'a_b', '']),
      record('Kitchen', [
        field('id', int),
        field('name', str, true, 'The name. Ends a comment: */ and /* opens one.\n\n# Not a heading\n\n  - not a list'),
        field('flag', bool),
        field('note', nullable(str)),
        field('score', num, false),
        field('tags', array(str), false),
        field('meta', any, false),
        field('big', big, false),
        field('counts', map(int), false),
        field('three', nullable(int), false),
        field('pair', pair, false),
        field('mix', mix, false),
        field('color', ref('Color'), false),
        field('version', literal(1), false),
      ]),
    ],
    'Kitchen',
  ),
  instances: [
    ok('{"id":1,"name":"n","flag":true,"note":null}'),
    ok(
      ' {"version":1.0,"color":"a-b","mix":["s",1,true,false],"pair":[1,2.5],"three":null,"counts":{"b":2,"a":1,"":0},' +
        '"big":-123456789012345678901234567890,"meta":{ "a" : [1, 2.50, "x y"] },"tags":["x"],"score":1.5e3,"note":"z",' +
        '"flag":false,"name":"\\u00e9","id":-9223372036854775808} ',
      '{"id":-9223372036854775808,"name":"é","flag":false,"note":"z","score":1500,"tags":["x"],"meta":{"a":[1,2.50,"x y"]},' +
        '"big":-123456789012345678901234567890,"counts":{"":0,"a":1,"b":2},"three":null,"pair":[1,2.5],"mix":["s",1,true,false],' +
        '"color":"a-b","version":1}',
    ),
    ok('{"id":1e2,"name":"","flag":true,"note":null,"three":7,"mix":["only"],"color":""}', '{"id":100,"name":"","flag":true,"note":null,"three":7,"mix":["only"],"color":""}'),
    ok('{"id":-0,"name":"","flag":true,"note":null,"big":1E+3,"unknown":[{"deep":null}]}', '{"id":0,"name":"","flag":true,"note":null,"big":1000}'),
    bad('{"name":"n","flag":true,"note":null}', ''),
    bad('{"id":1,"name":1,"flag":true,"note":null}', '/name'),
    bad('{"id":1,"id":2,"name":"n","flag":true,"note":null}', '/id'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"x":1,"x":2}', '/x'),
    bad('{"id":1.5,"name":"n","flag":true,"note":null}', '/id'),
    bad('{"id":9223372036854775808,"name":"n","flag":true,"note":null}', '/id'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"counts":{"a":"1"}}', '/counts/a'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"counts":{"a":1,"a":2}}', '/counts/a'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"tags":["a",2]}', '/tags/1'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"tags":["a" "b"]}', '/tags/1'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"pair":[1,2,3]}', '/pair'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"mix":["a","b"]}', '/mix/1'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"mix":[]}', '/mix'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"color":"blue"}', '/color'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"version":2}', '/version'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"big":1.5}', '/big'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"score":1e400}', '/score'),
    bad('{"id":1,"name":"n","flag":true,"note":null,"meta":[1,}', '/meta/1'),
    bad(`{"id":1,"name":"n","flag":true,"note":null,"meta":${'['.repeat(100000)}}`, `/meta${'/0'.repeat(511)}`),
    bad('{"id":1,"name":"n","flag":true,"note":null} x', ''),
    bad('{"id":1,"name":"n","flag":true,"note":null,"unknown":{"a":[01]}}', '/unknown/a/0'),
    bad('\ufeff{"id":1,"name":"n","flag":true,"note":null}', ''),
    bad('{"id":1,"name":"n","flag":tru,"note":null}', '/flag'),
  ],
};

const unions: UnitModel = {
  name: 'unions',
  model: modelOf(
    [
      record('Circle', [field('kind', literal('circle')), field('r', num)], { kind: 'reject' }),
      record('Square', [field('kind', literal('square')), field('side', num)], { kind: 'reject' }),
      record('A', [field('a', int)]),
      record('B', [field('b', str)]),
      record('P', [field('x', int)], { kind: 'reject' }),
      record('Q', [field('y', str)], { kind: 'reject' }),
      union(
        'ByKind',
        [
          { type: str, hint: 'text' },
          { type: int, hint: 'count' },
          { type: num, hint: 'ratio' },
          { type: array(str), hint: 'list' },
          { type: ref('A'), hint: 'a' },
          { type: literal(null), hint: 'none' },
        ],
        {
          kind: 'jsonKind',
          cases: [
            { jsonKind: 'string', then: { kind: 'variant', index: 0 } },
            { jsonKind: 'integer', then: { kind: 'variant', index: 1 } },
            { jsonKind: 'number', then: { kind: 'variant', index: 2 } },
            { jsonKind: 'array', then: { kind: 'variant', index: 3 } },
            { jsonKind: 'object', then: { kind: 'variant', index: 4 } },
            { jsonKind: 'null', then: { kind: 'variant', index: 5 } },
          ],
        },
      ),
      union('Shape', [{ type: ref('Circle'), hint: 'circle', tag: 'circle' }, { type: ref('Square'), hint: 'square', tag: 'square' }], {
        kind: 'discriminator',
        property: 'kind',
        cases: [
          { tag: stringLiteral('circle'), index: 0 },
          { tag: stringLiteral('square'), index: 1 },
        ],
      }),
      union('AorB', [{ type: ref('A'), hint: 'a' }, { type: ref('B'), hint: 'b' }], {
        kind: 'uniqueKey',
        cases: [
          { key: 'a', index: 0 },
          { key: 'b', index: 1 },
        ],
      }),
      union('PorQ', [{ type: ref('P'), hint: 'p' }, { type: ref('Q'), hint: 'q' }], { kind: 'firstMatch', indices: [0, 1] }),
      record('Unions', [
        field('byKind', array(ref('ByKind')), false),
        field('shape', ref('Shape'), false),
        field('ab', ref('AorB'), false),
        field('pq', ref('PorQ'), false),
        field('maybe', nullable(ref('Shape')), false),
      ]),
    ],
    'Unions',
  ),
  instances: [
    ok('{"byKind":["x",5,5.5,1.0,-0,["a"],{"a":1},null]}', '{"byKind":["x",5,5.5,1,0,["a"],{"a":1},null]}'),
    ok('{"shape":{"r":2,"kind":"circle"}}', '{"shape":{"kind":"circle","r":2}}'),
    ok('{"shape":{"side":2,"k\\u0069nd":"square"}}', '{"shape":{"kind":"square","side":2}}'),
    ok('{"ab":{"z":[1,{"b":1}],"b":"s"}}', '{"ab":{"b":"s"}}'),
    ok('{"pq":{"y":"s"}}'),
    ok('{"pq":{"x":3}}'),
    ok('{"maybe":null}'),
    ok('{"maybe":{"kind":"square","side":1}}'),
    bad('{"byKind":[true]}', '/byKind/0'),
    bad('{"byKind":[{"a":"x"}]}', '/byKind/0/a'),
    bad('{"shape":{"kind":"triangle"}}', '/shape'),
    bad('{"shape":{"r":1}}', '/shape'),
    bad('{"shape":"circle"}', '/shape'),
    bad('{"shape":{"kind":"circle","r":1,"side":2}}', '/shape/side'),
    bad('{"ab":{"c":1}}', '/ab'),
    bad('{"pq":{"x":"s"}}', '/pq'),
  ],
};

const nested = (depth: number): string => `${'{"value":0,"next":'.repeat(depth)}null${'}'.repeat(depth)}`;

const recursion: UnitModel = {
  name: 'recursion',
  model: modelOf(
    [
      record('Node', [field('value', int), field('next', nullable(ref('Node')), false), field('children', array(ref('Node')), false)]),
      record('Cell', [field('head', int), field('tail', ref('List'))]),
      alias('List', nullable(ref('Cell')), 'A linked list.'),
      record('Both', [field('node', ref('Node')), field('list', ref('List'), false)]),
    ],
    'Both',
  ),
  instances: [
    ok('{"node":{"value":1,"next":{"value":2,"children":[{"value":3}]}},"list":{"head":1,"tail":{"head":2,"tail":null}}}'),
    ok(`{"node":${nested(500)}}`),
    bad(`{"node":${nested(600)}}`, `/node${'/next'.repeat(511)}`),
    bad(`{"node":{"value":1,"children":${'['.repeat(100000)}}}`, '/node/children/0'),
  ],
};

const strings: UnitModel = {
  name: 'strings',
  model: modelOf([alias('Strs', array(str))], 'Strs'),
  instances: [
    ok(String.raw`["\u0000\u001f\"\\\/\b\f\n\r\t\u007f","é😀","\ud83d\ude00","\u2028\u2029 "]`, '["\\u0000\\u001f\\"\\\\/\\b\\f\\n\\r\\t\x7f","é😀","😀","\u2028\u2029 "]'),
    bad(String.raw`["ok","\ud800"]`, '/1'),
    bad(String.raw`["\udc00"]`, '/0'),
    bad(String.raw`["\ud800\u0041"]`, '/0'),
    bad('["a\tb"]', '/0'),
    bad(String.raw`["\x"]`, '/0'),
    bad('["abc', '/0'),
  ],
};

const constraints: UnitModel = {
  name: 'constraints',
  model: modelOf(
    [
      record(
        'Limits',
        [
          field('short', { kind: 'string', minLength: 2, maxLength: 3 }, false),
          field('word', { kind: 'string', pattern: '^[a-z]+\\d$' }, false),
          field('look', { kind: 'string', pattern: '^(?!x)' }, false),
          field('slow', { kind: 'string', pattern: '^(\\w+\\s?)*$' }, false),
          field('kay', { kind: 'string', pattern: '^k' }, false),
          field('day', { kind: 'string', format: 'date' }, false),
          field('at', { kind: 'string', format: 'date-time' }, false),
          field('id', { kind: 'string', format: 'uuid' }, false),
          field('n', { kind: 'int', repr: 'int64', minimum: { value: '0.5', exclusive: false }, maximum: { value: '10', exclusive: true }, multipleOf: '3' }, false),
          field('x', { kind: 'float', minimum: { value: '0', exclusive: true }, maximum: { value: '1.5', exclusive: false } }, false),
          field('huge', { kind: 'int', repr: 'big', minimum: { value: '1e30', exclusive: false } }, false),
          field('set', array(int, { uniqueItems: true, minItems: 1, maxItems: 3 }), false),
          field('objs', array(any, { uniqueItems: true }), false),
          field('props', { kind: 'map', values: bool, keyPattern: '^k', minProperties: 1, maxProperties: 2 }, false),
        ],
        { kind: 'skip' },
        { minProperties: 1 } as never,
      ),
    ],
    'Limits',
  ),
  instances: [
    ok('{"short":"éé","word":"ab1","look":"yes","day":"2024-02-29","at":"2024-01-01t23:59:60.5+00:00","id":"A0B1C2D3-e4f5-0000-0000-000000000000"}'),
    ok('{"n":3,"x":1.5,"huge":1000000000000000000000000000000,"set":[1,2,3],"objs":[1,1.5,{"a":1}],"props":{"k2":true,"k1":false}}',
      '{"n":3,"x":1.5,"huge":1000000000000000000000000000000,"set":[1,2,3],"objs":[1,1.5,{"a":1}],"props":{"k1":false,"k2":true}}'),
    bad('{"look":"xyz"}', '/look'),
    ok('{"look":"yxz","slow":"ab cd","kay":"k"}'),
    bad(`{"slow":"${'a'.repeat(40)}!"}`, '/slow'),
    bad('{"kay":"q"}', '/kay'),
    bad('{}', ''),
    bad('{"short":"a"}', '/short'),
    bad('{"short":"abcd"}', '/short'),
    bad('{"word":"ab"}', '/word'),
    bad('{"day":"2023-02-29"}', '/day'),
    bad('{"at":"2024-01-01T24:00:00Z"}', '/at'),
    bad('{"id":"A0B1C2D3-e4f5-0000-0000-00000000000g"}', '/id'),
    bad('{"n":0}', '/n'),
    bad('{"n":12}', '/n'),
    bad('{"n":10}', '/n'),
    ok('{"n":9}'),
    bad('{"n":4}', '/n'),
    bad('{"x":0}', '/x'),
    bad('{"huge":999999999999999999999999999999}', '/huge'),
    bad('{"set":[1,2,1]}', '/set'),
    bad('{"set":[]}', '/set'),
    bad('{"set":[1,2,3,4]}', '/set'),
    bad('{"objs":[{"a":1},{"a":1}]}', '/objs'),
    bad('{"objs":[1,1.0]}', '/objs'),
    bad('{"objs":[{"a":1,"b":[2]},{"b":[2.0],"a":1}]}', '/objs'),
    bad('{"at":"2024-01-01T23:59:60+01:00"}', '/at'),
    bad('{"props":{"x":true}}', '/props/x'),
    bad('{"props":{}}', '/props'),
    bad('{"props":{"k1":true,"k2":true,"k3":true}}', '/props'),
  ],
};

const extras: UnitModel = {
  name: 'extras',
  model: modelOf(
    [
      record('Open', [field('a', int), field('extra', int, false)], { kind: 'map', values: int, keyPattern: '^x-' }),
      record('Kept', [field('a', int, false)], { kind: 'map', values: { kind: 'any' } }),
      record('Closed', [field('a', int, false)], { kind: 'reject' }),
      record('Empty', []),
      record('Extras', [field('open', ref('Open'), false), field('kept', ref('Kept'), false), field('closed', ref('Closed'), false), field('empty', ref('Empty'), false)]),
    ],
    'Extras',
  ),
  instances: [
    ok('{"open":{"x-b":2,"a":1,"x-a":3}}', '{"open":{"a":1,"x-a":3,"x-b":2}}'),
    ok('{"kept":{"z":[1, 2],"a":1,"b":{}}}', '{"kept":{"a":1,"b":{},"z":[1,2]}}'),
    ok('{"kept":{"z":null}}'),
    ok('{"kept":{}}'),
    ok('{"closed":{}}'),
    ok('{"empty":{"anything":1}}', '{"empty":{}}'),
    bad('{"open":{"a":1,"y":1}}', '/open/y'),
    bad('{"open":{"a":1,"x-y":"s"}}', '/open/x-y'),
    bad('{"open":{"a":1,"x-y":1,"x-y":1}}', '/open/x-y'),
    bad('{"kept":{"z":1,"z":2}}', '/kept/z'),
    bad('{"closed":{"a":1,"b":2}}', '/closed/b'),
    bad('{"closed":{"a/b~c":2}}', '/closed/a~1b~0c'),
  ],
};

const names: UnitModel = {
  name: 'names',
  model: modelOf(
    [
      enumDecl('Null', ['x']),
      record('Opt', [
        field('', int, false),
        field('a"b\n*/', int, false, 'doc with */ and a\r\nnew line'),
        field('type', int, false),
        field('MarshalJSON', int, false),
        field('id', int, false),
        field('ID', int, false),
        field('url', int, false),
        field('123', int, false),
        field('ñ', int, false),
        field('Extra', int, false),
        field('v', ref('Null'), false),
      ], { kind: 'map', values: { kind: 'any' } }),
    ],
    'Opt',
  ),
  instances: [
    ok('{"":1,"a\\"b\\n*/":2,"type":3,"MarshalJSON":4,"id":5,"ID":6,"url":7,"123":8,"ñ":9,"Extra":10,"v":"x","more":11}'),
    bad('{"a\\"b\\n*/":"s"}', '/a"b\n*~1'),
  ],
};

const wide = Array.from({ length: 70 }, (_, i) => field(`f${i}`, int, i % 2 === 0));
const wideInput = `{${wide.map((f, i) => `"${f.jsonName}":${i}`).join(',')}}`;

const shapes: UnitModel = {
  name: 'shapes',
  model: modelOf(
    [
      enumDecl('Mode', ['on', 'off']),
      alias('Ints', array(int)),
      alias('MoreInts', ref('Ints')),
      union('Inner', [{ type: str, hint: 'text' }, { type: int, hint: 'count' }], {
        kind: 'jsonKind',
        cases: [
          { jsonKind: 'string', then: { kind: 'variant', index: 0 } },
          { jsonKind: 'integer', then: { kind: 'variant', index: 1 } },
        ],
      }),
      union(
        'Outer',
        [
          { type: ref('Mode'), hint: 'mode' },
          { type: ref('MoreInts'), hint: 'ints' },
          { type: ref('Inner'), hint: 'inner' },
          { type: literal(true), hint: 'yes' },
        ],
        {
          kind: 'jsonKind',
          cases: [
            { jsonKind: 'string', then: { kind: 'firstMatch', indices: [0, 2] } },
            { jsonKind: 'integer', then: { kind: 'variant', index: 2 } },
            { jsonKind: 'array', then: { kind: 'variant', index: 1 } },
            { jsonKind: 'boolean', then: { kind: 'variant', index: 3 } },
          ],
        },
      ),
      record('Wide', wide),
      record('Shapes', [
        field('outer', array(ref('Outer')), false),
        field('open', { kind: 'tuple', prefix: [str, int], minItems: 0, rest: null }, false),
        field('rest', { kind: 'tuple', prefix: [], minItems: 0, rest: int }, false),
        field('none', { kind: 'tuple', prefix: [], minItems: 0, rest: null }, false),
        field('grid', nullable({ kind: 'tuple', prefix: [num, num], minItems: 2, rest: null }), false),
        field('maybes', map(nullable(array(nullable(ref('Mode'))))), false),
        field('wide', ref('Wide'), false),
        field('more', ref('MoreInts'), false),
        field('tiny', { kind: 'int', repr: 'int64', minimum: { value: '-9223372036854775808', exclusive: false }, maximum: { value: '-9223372036854775807', exclusive: false } }, false),
      ]),
    ],
    'Shapes',
  ),
  instances: [
    ok('{"outer":["on","x",7,[1,2],true]}'),
    ok('{"open":[],"rest":[],"none":[]}'),
    ok('{"open":["a"],"rest":[1,2,3]}'),
    ok('{"open":["a",1],"grid":null}'),
    ok('{"grid":[1.5,-2]}'),
    ok('{"maybes":{"b":null,"a":[null,"off"]}}', '{"maybes":{"a":[null,"off"],"b":null}}'),
    ok(`{"wide":${wideInput}}`),
    ok('{"more":[3]}'),
    ok('{"tiny":-9223372036854775807}'),
    bad('{"tiny":-9223372036854775806}', '/tiny'),
    bad('{"outer":[false]}', '/outer/0'),
    bad('{"outer":[1.5]}', '/outer/0'),
    bad('{"outer":[null]}', '/outer/0'),
    bad('{"open":["a",1,2]}', '/open'),
    bad('{"none":[1]}', '/none'),
    bad('{"grid":[1]}', '/grid'),
    bad('{"maybes":{"a":["no"]}}', '/maybes/a/0'),
    bad(`{"wide":{"f1":1}}`, '/wide'),
    bad(`{"wide":${wideInput.replace('"f68":68,', '')}}`, '/wide'),
  ],
};

const ringSize = 16;
const ringName = (i: number): string => `Ring${i % ringSize}`;
const ring: UnitModel = {
  name: 'ring',
  model: modelOf(
    [
      ...Array.from({ length: ringSize }, (_, i) =>
        record(ringName(i), [
          field('n', int),
          field('next', nullable(ref(ringName(i + 1))), false),
          field('all', array(ref(ringName(i + 2))), false),
          field('any', ref('AnyRing'), false),
        ]),
      ),
      union('AnyRing', [{ type: ref(ringName(0)), hint: 'r0' }, { type: ref(ringName(1)), hint: 'r1' }], {
        kind: 'uniqueKey',
        cases: [
          { key: 'zero', index: 0 },
          { key: 'n', index: 1 },
        ],
      }),
    ],
    ringName(0),
  ),
  instances: [
    ok('{"n":0,"next":{"n":1,"next":{"n":2,"next":null},"all":[{"n":3}]},"any":{"n":1,"any":{"n":1}}}'),
    bad('{"n":0,"next":{"n":1,"next":{"n":"2"}}}', '/next/next/n'),
    bad('{"n":0,"any":{"x":1}}', '/any'),
  ],
};

export const unitModels: readonly UnitModel[] = [kitchen, unions, recursion, strings, constraints, extras, names, shapes, ring];

/** The root declaration of a model (for messages). */
export function rootId(m: UnitModel): string {
  return m.model.roots[0] ?? id('missing');
}
