/**
 * The module-level functions and constants of one generated module, made on first use and
 * named by use order (`$r1`, `$s1`, `$w1`, `$k1`): a type used in many places has one reader,
 * one sizer and one writer.
 */
export interface HelperSet {
  /** The name of the helper under `key`, built by `build(name)` the first time. */
  use(key: string, prefix: string, build: (name: string) => readonly string[]): string;
  /** Every helper's lines, in the order they were first used. */
  lines(): string[][];
}

export function createHelperSet(): HelperSet {
  const byKey = new Map<string, string>();
  const blocks: string[][] = [];
  let next = 1;
  return {
    use(key, prefix, build) {
      const known = byKey.get(`${prefix}:${key}`);
      if (known !== undefined) return known;
      const name = `$${prefix}${next++}`;
      byKey.set(`${prefix}:${key}`, name);
      const slot = blocks.length;
      blocks.push([]);
      blocks[slot] = [...build(name)];
      return name;
    },
    lines: () => blocks.filter((b) => b.length > 0),
  };
}
