/**
 * The value key of a JSON value, as every runtime computes it from JSON text (`jsonValueKey`):
 * equal JSON values, and only they, have equal keys. Strings by their code points (`"` and `\`
 * escaped), numbers by their exact decimal value ("0", or the sign, the significant digits, "e"
 * and the exponent of the last digit), arrays in order, objects with their members sorted by
 * key (UTF-8 byte order of the key's text). A number's exponent is saturated at 10^17.
 */

const EXP_LIMIT = 100000000000000000n;

/** The key of a number written in JSON (or ECMAScript `String(n)`) form. */
export function numberKey(text: string): string {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?)(\d+))?$/.exec(text);
  if (m === null) return text;
  const [, sign = '', int = '', frac = '', expSign = '', expDigits = ''] = m;
  let exp = -BigInt(frac.length);
  let e = 0n;
  for (const d of expDigits) if (e < EXP_LIMIT) e = e * 10n + BigInt(d);
  if (e > EXP_LIMIT) e = EXP_LIMIT;
  exp += expSign === '-' ? -e : e;
  const all = `${int}${frac}`.replace(/^0+/, '');
  const digits = all.replace(/0+$/, '');
  exp += BigInt(all.length - digits.length);
  return digits === '' ? '0' : `${sign}${digits}e${exp}`;
}

/** UTF-8 byte order, which is code-point order. */
export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) ?? 0);
  const y = Array.from(b, (c) => c.codePointAt(0) ?? 0);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

export function stringKey(s: string): string {
  return `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** The key of a parsed JSON value. */
export function valueKeyOf(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return String(value);
    case 'number':
      return numberKey(String(value));
    case 'string':
      return stringKey(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(valueKeyOf).join(',')}]`;
      const members = Object.entries(value as Record<string, unknown>).map(([k, v]) => [stringKey(k), valueKeyOf(v)] as const);
      members.sort(([a], [b]) => compareCodePoints(a, b));
      return `{${members.map(([k, v]) => `${k}:${v}`).join(',')}}`;
    }
    default:
      return 'null';
  }
}

/** The key of JSON text. */
export function valueKey(text: string): string {
  return valueKeyOf(JSON.parse(text));
}
