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
  /** A package-level variable (a pattern's program, a key list) for `key`, created on first use. */
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
      bodies[slot] = build(id);
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
