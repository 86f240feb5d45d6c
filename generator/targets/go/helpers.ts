/**
 * The package-level helper functions of one generated package: one set of size / write /
 * decode functions per distinct inline type (arrays, maps, nullables, constrained scalars, …),
 * numbered in order of first use so the output is deterministic. Created per generation.
 */
export interface HelperSet {
  /**
   * The number of the helper for `key`, building it with `build` on first use. `build` gets
   * the number and returns the Go source lines of the helper's functions.
   */
  use(key: string, build: (id: number) => readonly string[]): number;
  /** A package-level variable (a compiled pattern, a key list) for `key`, created on first use. */
  variable(key: string, build: (name: string) => string): string;
  /** Every helper's lines, in order of first use. */
  functions(): readonly (readonly string[])[];
  variables(): readonly string[];
}

export function createHelperSet(): HelperSet {
  const ids = new Map<string, number>();
  const bodies: (readonly string[])[] = [];
  const vars = new Map<string, string>();
  const varLines: string[] = [];
  return {
    use(key, build) {
      const known = ids.get(key);
      if (known !== undefined) return known;
      const id = ids.size + 1;
      ids.set(key, id);
      const slot = bodies.length;
      bodies.push([]);
      bodies[slot] = dropUnusedLocal(build(id), 'start');
      return id;
    },
    variable(key, build) {
      const known = vars.get(key);
      if (known !== undefined) return known;
      const name = `jsonVar${vars.size + 1}`;
      vars.set(key, name);
      varLines.push(build(name));
      return name;
    },
    functions: () => bodies,
    variables: () => varLines,
  };
}

/**
 * Removes the declaration line of a local that no other line uses (helpers declare locals such
 * as `start` or a conversion `p` only some of their checks need).
 */
export function dropUnusedLocal(lines: readonly string[], name: string): string[] {
  const decl = new RegExp(`^\\s*${name} :?= `);
  const use = new RegExp(`\\b${name}\\b`);
  const declIndex = lines.findIndex((l) => decl.test(l));
  if (declIndex < 0) return [...lines];
  const used = lines.some((l, i) => i !== declIndex && use.test(l));
  return used ? [...lines] : lines.filter((_, i) => i !== declIndex);
}

const IMPORTABLE: readonly { readonly name: string; readonly use: string }[] = ['math', 'regexp', 'strconv'].map((name) => ({ name, use: `${name}.` }));

/** The standard packages pieces of generated code (groups of lines) refer to. */
export function importsUsed(groups: Iterable<readonly string[]>): string[] {
  const found = new Set<string>();
  for (const lines of groups) {
    // One joined copy per group: `includes` on each line would flatten every line's string.
    const text = lines.length === 1 ? (lines[0] as string) : lines.join('\n');
    for (const p of IMPORTABLE) if (!found.has(p.name) && text.includes(p.use)) found.add(p.name);
    if (found.size === IMPORTABLE.length) break;
  }
  return IMPORTABLE.filter((p) => found.has(p.name)).map((p) => p.name);
}
