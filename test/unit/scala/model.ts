/** A hand-built IR model exercising every type and declaration kind of the Scala target. */
import { stringLiteral } from '../../../generator/ir/literal.js';
import type { Decl, Field, IrType, Model } from '../../../generator/ir/types.js';

const file = 'unit.json';
const origin = (pointer: string) => ({ file, pointer });
const id = (name: string): string => `${file}#/$defs/${name}`;
const ref = (name: string): IrType => ({ kind: 'ref', target: id(name) });

function field(jsonName: string, type: IrType, required = true): Field {
  return { jsonName, type, required, origin: origin(`/$defs/x/properties/${jsonName}`) };
}

const str: IrType = { kind: 'string' };
const i64: IrType = { kind: 'int', repr: 'int64' };
const dbl: IrType = { kind: 'float' };

const decls: Decl[] = [
  {
    kind: 'record',
    id: id('Everything'),
    origin: origin('/$defs/Everything'),
    nameHint: ['Everything'],
    doc: 'A record with every field kind. /* nested */ comment',
    unknownKeys: { kind: 'skip' },
    fields: [
      field('type', str),
      field('given', { kind: 'bool' }),
      field('count', { kind: 'int', repr: 'int64', minimum: { value: '-5', exclusive: false }, maximum: { value: '1e3', exclusive: true } }),
      field('ratio', dbl),
      field('big', { kind: 'int', repr: 'big', maximum: { value: '1e30', exclusive: false } }),
      field('tags', { kind: 'array', items: str, uniqueItems: true, maxItems: 4 }),
      field('scores', { kind: 'map', values: dbl }),
      field('pair', { kind: 'tuple', prefix: [i64, str], minItems: 1, rest: null }),
      field('raw', { kind: 'any' }, false),
      field('nick', str, false),
      field('middle', { kind: 'nullable', inner: str }, false),
      field('parent', { kind: 'nullable', inner: ref('Everything') }),
      field('color', ref('Color'), false),
      field('shape', ref('Shape'), false),
      field('kind', { kind: 'literal', value: 'all' }),
      field('when', { kind: 'string', format: 'date-time' }, false),
      field('code', { kind: 'string', pattern: '^[a-z]+$', minLength: 2, maxLength: 5 }, false),
      field('hashCode', i64, false),
      field('', i64, false),
    ],
  },
  { kind: 'enum', id: id('Color'), origin: origin('/$defs/Color'), nameHint: ['Color'], members: ['red', 'green', 'dark blue', ''].map((v) => ({ value: stringLiteral(v) })), open: false },
  {
    kind: 'record',
    id: id('Circle'),
    origin: origin('/$defs/Circle'),
    nameHint: ['Circle'],
    unknownKeys: { kind: 'reject' },
    fields: [field('kind', { kind: 'literal', value: 'circle' }), field('r', dbl)],
  },
  {
    kind: 'record',
    id: id('Square'),
    origin: origin('/$defs/Square'),
    nameHint: ['Square'],
    unknownKeys: { kind: 'map', values: i64 },
    fields: [field('kind', { kind: 'literal', value: 'square' }), field('side', dbl)],
  },
  {
    kind: 'union',
    id: id('Shape'),
    origin: origin('/$defs/Shape'),
    nameHint: ['Shape'],
    variants: [
      { type: ref('Circle'), nameHint: ['Circle'], tag: stringLiteral('circle') },
      { type: ref('Square'), nameHint: ['Square'], tag: stringLiteral('square') },
    ],
    dispatch: { kind: 'discriminator', property: 'kind', cases: [{ tag: stringLiteral('circle'), index: 0 }, { tag: stringLiteral('square'), index: 1 }] },
  },
  {
    kind: 'union',
    id: id('Scalar'),
    origin: origin('/$defs/Scalar'),
    nameHint: ['Scalar'],
    variants: [
      { type: str, nameHint: ['String'] },
      { type: i64, nameHint: ['Integer'] },
      { type: dbl, nameHint: ['Number'] },
      { type: { kind: 'array', items: ref('Scalar'), uniqueItems: false }, nameHint: ['List'] },
      { type: { kind: 'literal', value: null }, nameHint: ['Null'] },
    ],
    dispatch: {
      kind: 'jsonKind',
      cases: [
        { jsonKind: 'string', then: { kind: 'variant', index: 0 } },
        { jsonKind: 'integer', then: { kind: 'variant', index: 1 } },
        { jsonKind: 'number', then: { kind: 'variant', index: 2 } },
        { jsonKind: 'array', then: { kind: 'variant', index: 3 } },
        { jsonKind: 'null', then: { kind: 'variant', index: 4 } },
      ],
    },
  },
  {
    kind: 'union',
    id: id('Keyed'),
    origin: origin('/$defs/Keyed'),
    nameHint: ['Keyed'],
    variants: [
      { type: ref('Circle'), nameHint: ['Circle'] },
      { type: ref('Square'), nameHint: ['Square'] },
    ],
    dispatch: { kind: 'uniqueKey', cases: [{ key: 'r', index: 0 }, { key: 'side', index: 1 }] },
  },
  {
    kind: 'union',
    id: id('Loose'),
    origin: origin('/$defs/Loose'),
    nameHint: ['Loose'],
    variants: [
      { type: { kind: 'int', repr: 'int64', maximum: { value: '10', exclusive: false } }, nameHint: ['Small'] },
      { type: str, nameHint: ['Text'] },
    ],
    dispatch: { kind: 'firstMatch', indices: [0, 1] },
  },
  { kind: 'alias', id: id('Celsius'), origin: origin('/$defs/Celsius'), nameHint: ['Celsius'], type: { kind: 'float', minimum: { value: '-273.15', exclusive: false }, multipleOf: '0.01' } },
  {
    kind: 'alias',
    id: id('Rows'),
    origin: origin('/$defs/Rows'),
    nameHint: ['Rows'],
    type: { kind: 'array', items: { kind: 'tuple', prefix: [str, { kind: 'nullable', inner: i64 }], minItems: 2, rest: dbl, maxItems: 4 }, uniqueItems: false },
  },
  { kind: 'alias', id: id('Doubles'), origin: origin('/$defs/Doubles'), nameHint: ['Doubles'], type: { kind: 'array', items: dbl, uniqueItems: false } },
  { kind: 'alias', id: id('Anything'), origin: origin('/$defs/Anything'), nameHint: ['Anything'], type: { kind: 'any' } },
  {
    kind: 'record',
    id: id('Kept'),
    origin: origin('/$defs/Kept'),
    nameHint: ['Kept'],
    unknownKeys: { kind: 'map', values: { kind: 'any' } },
    minProperties: 1,
    fields: [field('a', i64, false), field('b', { kind: 'nullable', inner: i64 }, false)],
  },
  {
    kind: 'record',
    id: id('Constants'),
    origin: origin('/$defs/Constants'),
    nameHint: ['Constants'],
    unknownKeys: { kind: 'skip' },
    fields: [
      field('version', { kind: 'literal', value: 2 }),
      field('flag', { kind: 'literal', value: true }),
      field('nothing', { kind: 'literal', value: null }),
      field('pair', { kind: 'tuple', prefix: [{ kind: 'literal', value: 'a' }, { kind: 'literal', value: false }], minItems: 2, rest: null }),
      field('marks', { kind: 'array', items: { kind: 'literal', value: 'x' }, uniqueItems: false }),
    ],
  },
];

export const unitModel: Model = { decls, roots: [id('Everything')] };

/** Root declaration ids per driver case. */
export const unitRoots: Readonly<Record<string, string>> = {
  everything: id('Everything'),
  scalar: id('Scalar'),
  keyed: id('Keyed'),
  loose: id('Loose'),
  celsius: id('Celsius'),
  rows: id('Rows'),
  doubles: id('Doubles'),
  anything: id('Anything'),
  kept: id('Kept'),
  shape: id('Shape'),
  constants: id('Constants'),
};
