/**
 * A deterministic synthetic TypeScript file with `count` exported declarations, for timing the
 * TypeScript front end: interfaces (4–10 properties: scalars, optional and nullable ones, arrays,
 * `Record` maps, dates, literal unions, references to other declarations, some extending
 * another), and among them string enums, numeric enums, discriminated unions and utility-type
 * aliases.
 */

/** mulberry32: a small seeded PRNG, so the file is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const name = (i: number): string => `Decl${String(i).padStart(4, '0')}`;

type Kind = 'interface' | 'stringEnum' | 'numericEnum' | 'union' | 'partial';

export function kindOf(i: number): Kind {
  if (i % 7 === 3) return 'stringEnum';
  if (i % 11 === 5) return 'numericEnum';
  if (i % 13 === 6) return 'union';
  if (i % 17 === 8 && i > 0) return 'partial';
  return 'interface';
}

/** A property type; references point at earlier declarations only (no cycles to think about). */
function propertyType(rand: () => number, i: number): string {
  const earlier = i > 0 ? name(Math.floor(rand() * i)) : 'string';
  const choices = [
    'string',
    'number',
    'boolean',
    'string | null',
    'number[]',
    'Record<string, string>',
    'Date',
    "'low' | 'mid' | 'high'",
    earlier,
    `${earlier}[]`,
    `${earlier} | null`,
  ];
  return choices[Math.floor(rand() * choices.length)] ?? 'string';
}

function declaration(rand: () => number, i: number): string {
  const n = name(i);
  switch (kindOf(i)) {
    case 'stringEnum':
      return `export enum ${n} {\n  Alpha = 'alpha',\n  Beta = 'beta',\n  Gamma = 'gamma${i}',\n}`;
    case 'numericEnum':
      return `export enum ${n} {\n  One = 1,\n  Two = 2,\n  Many = ${100 + i},\n}`;
    case 'union':
      return `export type ${n} =\n  | { kind: 'a'; a: string; at: ${propertyType(rand, i)} }\n  | { kind: 'b'; b: number }\n  | { kind: 'c'; c?: boolean };`;
    case 'partial': {
      const base = name(Math.floor(rand() * i));
      return `export type ${n} = Partial<${base}> | null;`;
    }
    case 'interface': {
      const count = 4 + Math.floor(rand() * 7);
      const props = Array.from({ length: count }, (_, k) => {
        const optional = rand() < 0.3 ? '?' : '';
        const doc = rand() < 0.2 ? `  /** Property ${k} of ${n}. @minLength 1 */\n` : '';
        return `${doc}  f${i}_${k}${optional}: ${propertyType(rand, i)};`;
      });
      const parent = i > 10 && rand() < 0.15 && kindOf(i - 10) === 'interface' ? ` extends ${name(i - 10)}` : '';
      return `/** Declaration ${i}. */\nexport interface ${n}${parent} {\n${props.join('\n')}\n}`;
    }
  }
}

export function syntheticDeclarations(count: number): string {
  const rand = prng(20);
  return `${Array.from({ length: count }, (_, i) => declaration(rand, i)).join('\n\n')}\n`;
}
