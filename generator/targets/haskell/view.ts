/** Builds the view of one generated module: names, declarations and codec code, resolved. */
import { assertNever, type Decl, type Model } from '../../ir/types.js';
import { asBlock } from '../../render/flatten.js';
import type { GenContext, OptionalImport } from './context.js';
import { docLines } from './literals.js';
import type { DeclNames } from './names.js';
import { recordCode } from './codec-record.js';
import { aliasCode, enumCode } from './codec-decls.js';
import { unionCode } from './codec-union.js';

interface DeclView {
  readonly type: string;
  readonly record: object | null;
  readonly enum: object | null;
  readonly union: object | null;
  readonly alias: object | null;
  readonly code: readonly (readonly string[])[];
  readonly encode: string;
  readonly tryEncode: string;
  readonly decode: string;
  readonly decodeWith: string;
  readonly size: string;
  readonly write: string;
  readonly decoder: string;
  readonly exports: readonly string[];
}

export interface ModuleView {
  readonly module: string;
  readonly exports: readonly string[];
  readonly imports: readonly string[];
  readonly decls: readonly DeclView[];
  readonly literals: readonly { readonly name: string; readonly literal: string }[];
}

const none = { record: null, enum: null, union: null, alias: null };

function declView(decl: Decl, names: DeclNames, ctx: GenContext): DeclView {
  const doc = docLines(decl.doc, '|');
  const base = {
    type: names.type,
    encode: names.encode,
    tryEncode: names.tryEncode,
    decode: names.decode,
    decodeWith: names.decodeWith,
    size: names.size,
    write: names.write,
    decoder: names.decoder,
  };
  const functions = [names.encode, names.tryEncode, names.decode, names.decodeWith, names.size, names.write, names.decoder];
  switch (decl.kind) {
    case 'record': {
      const c = recordCode(decl, names, ctx);
      return {
        ...base,
        ...none,
        record: { doc, type: names.type, fields: c.fields, deriving: c.deriving },
        code: [...(c.instances.length > 0 ? [c.instances] : []), c.size, c.write, ...(c.keyIndex.length > 0 ? [c.keyIndex] : []), c.decoder],
        exports: [`${names.type} (..)`, ...functions],
      };
    }
    case 'enum': {
      const c = enumCode(decl, names, ctx);
      return { ...base, ...none, enum: { doc, type: names.type, constructors: c.constructors, deriving: c.deriving }, code: [c.size, c.write, c.decoder], exports: [`${names.type} (..)`, ...functions] };
    }
    case 'union': {
      const c = unionCode(decl, names, ctx);
      return { ...base, ...none, union: { doc, type: names.type, constructors: c.constructors }, code: [c.size, c.write, c.decoder], exports: [`${names.type} (..)`, ...functions] };
    }
    case 'alias': {
      const c = aliasCode(decl, names, ctx, ctx.plan.recursion.recursiveAliases.has(decl.id));
      return {
        ...base,
        ...none,
        alias: { doc, synonym: c.synonym, newtype: c.newtype },
        code: [c.size, c.write, c.decoder],
        exports: [c.newtype !== null ? `${names.type} (..)` : names.type, ...functions],
      };
    }
    default:
      return assertNever(decl);
  }
}

const optionalImports: Record<OptionalImport, string> = {
  int: 'import qualified Data.Int as I',
  map: 'import qualified Data.Map.Strict as M',
  text: 'import qualified Data.Text as T',
};

const runtimeExports = [
  'R.DecodeError (..)',
  'R.DecodeOptions (..)',
  'R.defaultDecodeOptions',
  'R.renderDecodeError',
  'R.EncodeError (..)',
  'R.Presence (..)',
  'R.RawJson (..)',
];

export function moduleView(model: Model, moduleName: string, ctx: GenContext): ModuleView {
  const decls = model.decls.map((d) => {
    const names = ctx.names.get(d.id);
    if (names === undefined) throw new Error(`no names for ${d.id}`);
    const view = declView(d, names, ctx);
    return { ...view, code: view.code.map(asBlock) };
  });
  const imports = [
    `import qualified ${moduleName}.JsonGenRuntime as R`,
    'import qualified Data.ByteString as B',
    ...(['int', 'map', 'text'] as const).filter((i) => ctx.imports.has(i)).map((i) => optionalImports[i]),
    'import qualified Data.Word as W',
    'import qualified Foreign.Ptr as F',
    'import qualified Prelude as P',
  ];
  return {
    module: moduleName,
    exports: [...decls.flatMap((d) => d.exports), ...runtimeExports],
    imports,
    decls,
    literals: ctx.pool.entries(),
  };
}
