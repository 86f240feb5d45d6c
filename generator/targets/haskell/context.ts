/** What generating one module collects on the way: literals, imports, warnings. */
import type { Diagnostic } from '../../diagnostics.js';
import type { ModelPlan } from '../../plan/model.js';
import type { ClassCache, RegexProgram } from '../../plan/regex/index.js';
import type { ModelNames } from './names.js';
import { haskellBytes } from './literals.js';

/** Qualified imports a generated module may need beyond the ones it always has. */
export type OptionalImport = 'text' | 'int' | 'map';

export interface PoolEntry {
  readonly name: string;
  readonly type: string;
  readonly literal: string;
}

/**
 * Top-level constants (`lit'1`, `re'1`, …), each built once: keys and literal JSON text are
 * written and compared through `ByteString` constants, patterns run as `R.Program` constants,
 * schema-check programs as `R.SchemaProgram` constants.
 * Names carry a prime, which no generated type, field or function name has.
 */
export interface LiteralPool {
  /** A `ByteString` constant holding these bytes. */
  intern(bytes: Uint8Array): string;
  /** An `R.Program` constant holding this regex program (one per distinct program). */
  regex(program: RegexProgram): string;
  /** An `R.SchemaProgram` constant holding this program literal (one per distinct literal). */
  program(literal: string): string;
  entries(): readonly PoolEntry[];
}

/** `R.program code classes slots memo`: the program as the runtime's VM takes it. */
function programLiteral(p: RegexProgram): string {
  const list = (xs: readonly number[]): string => `[${xs.join(', ')}]`;
  return `R.program ${list(p.code)} [${p.classes.map(list).join(', ')}] ${p.slots} ${p.memo ? 'P.True' : 'P.False'}`;
}

export function createLiteralPool(): LiteralPool {
  /** Per type: the constant's name by its literal (the count of a type's constants is the map's size). */
  const byType = new Map<string, Map<string, string>>();
  const list: PoolEntry[] = [];
  const add = (prefix: string, type: string, literal: string): string => {
    let names = byType.get(type);
    if (names === undefined) {
      names = new Map<string, string>();
      byType.set(type, names);
    }
    const known = names.get(literal);
    if (known !== undefined) return known;
    const name = `${prefix}'${names.size + 1}`;
    names.set(literal, name);
    list.push({ name, type, literal });
    return name;
  };
  return {
    intern: (bytes) => add('lit', 'B.ByteString', haskellBytes(bytes)),
    regex: (program) => add('re', 'R.Program', programLiteral(program)),
    program: (literal) => add('schema', 'R.SchemaProgram', literal),
    entries: () => list,
  };
}

export interface GenContext {
  readonly plan: ModelPlan;
  readonly names: ModelNames;
  readonly pool: LiteralPool;
  readonly imports: Set<OptionalImport>;
  readonly diagnostics: Diagnostic[];
  /** The one class cache of this generation run, for every pattern compiled. */
  readonly classes: ClassCache;
}
