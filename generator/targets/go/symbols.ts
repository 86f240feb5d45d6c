/**
 * The symbols generated code uses, recorded where the code names them: the standard packages a
 * package's codec file imports, and the locals a snippet declares only when the code after the
 * declaration refers to them. Imports and declarations follow from these records, never from
 * searching the generated text (a property named `strconv.Itoa` is text, not a use).
 */

/** The standard packages generated codecs may use besides the runtime. */
export type GoPackage = 'math' | 'strconv';

const PACKAGE_ORDER: readonly GoPackage[] = ['math', 'strconv'];

/** Names a member of a standard package (`strconv.Itoa`) and records that the package is used. */
export type Qualify = (pkg: GoPackage, member: string) => string;

/** The packages one generated package uses. Created per generation. */
export interface PackageUse {
  readonly qualify: Qualify;
  /** The packages recorded so far, in import order. */
  used(): readonly GoPackage[];
}

export function createPackageUse(): PackageUse {
  const used = new Set<GoPackage>();
  return {
    qualify: (pkg, member) => {
      used.add(pkg);
      return `${pkg}.${member}`;
    },
    used: () => PACKAGE_ORDER.filter((p) => used.has(p)),
  };
}

/**
 * A local variable of a snippet, declared only when used. Code refers to it through `ref()`,
 * which records the use; the snippet places `declare(line)` (the declaration, or nothing) after
 * building the lines that may refer to it.
 */
export interface Local {
  readonly name: string;
  ref(): string;
  readonly used: boolean;
  /** `[line]` when the local was referred to, else `[]`. */
  declare(line: string): string[];
}

export function createLocal(name: string): Local {
  let used = false;
  return {
    name,
    ref() {
      used = true;
      return name;
    },
    get used() {
      return used;
    },
    declare: (line) => (used ? [line] : []),
  };
}
