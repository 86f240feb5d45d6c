/** Shared helpers of the TypeScript runtime's tests: a seeded generator and random documents. */

/** A seeded pseudo-random generator (mulberry32): the same numbers on every run. */
export function rng(seed: number): { int(n: number): number; float(): number } {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (n) => Math.floor(next() * n), float: next };
}

/** A random document of nesting depth at most `depth`, with random whitespace. */
export function randomJSON(r: ReturnType<typeof rng>, depth: number): string {
  let out = '';
  const ws = (): void => {
    for (let n = r.int(4); n > 0; n--) out += ' \t\n\r'[r.int(4)];
    if (r.int(8) === 0) out += '\n' + ' '.repeat(r.int(50));
  };
  const value = (depth: number): void => {
    ws();
    let kind = r.int(7);
    if (depth === 0 && kind >= 5) kind = r.int(5);
    switch (kind) {
      case 0:
        out += ['null', 'true', 'false'][r.int(3)];
        break;
      case 1:
        out += String((r.float() - 0.5) * 1e6 * r.float());
        break;
      case 2:
        out += String(Math.floor((r.float() - 0.5) * 2 ** 53));
        break;
      case 3:
      case 4: {
        let s = '';
        for (let i = r.int(40); i > 0; i--) s += ['a', '"', '\\', '\n', 'é', '😀', '\x1f', '€', 'z', ' '][r.int(10)];
        out += JSON.stringify(s);
        break;
      }
      case 5:
        out += '[';
        for (let i = 0, n = r.int(5); i < n; i++) {
          if (i > 0) out += ',';
          value(depth - 1);
        }
        ws();
        out += ']';
        break;
      default:
        out += '{';
        for (let i = 0, n = r.int(5); i < n; i++) {
          if (i > 0) out += ',';
          ws();
          out += JSON.stringify('k' + r.int(20));
          ws();
          out += ':';
          value(depth - 1);
        }
        ws();
        out += '}';
    }
    ws();
  };
  value(depth);
  return out;
}

/** The bytes of a string of byte values ("\xff" is the byte 0xff), for invalid UTF-8 inputs. */
export function bytesOf(latin1: string): Uint8Array {
  return Uint8Array.from(latin1, (c) => c.charCodeAt(0));
}

/** The UTF-8 bytes of a string. */
export function utf8(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}
