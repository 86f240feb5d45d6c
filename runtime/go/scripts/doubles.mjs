// Writes src/testdata/doubles.txt: doubles (as their IEEE 754 bits in hex) with the text
// ECMAScript's Number.prototype.toString gives them, the reference of the float formatting tests.
//     node scripts/doubles.mjs > src/testdata/doubles.txt
// Deterministic: a fixed list of edge cases, then pseudo-random doubles from a fixed seed.
const buf = new DataView(new ArrayBuffer(8));
const bitsOf = (x) => (buf.setFloat64(0, x), buf.getBigUint64(0).toString(16).padStart(16, '0'));
const fromBits = (b) => (buf.setBigUint64(0, b), buf.getFloat64(0));

let seed = 0x2545f4914f6cdd1dn;
const next = () => {
  // xorshift64*
  seed ^= seed >> 12n; seed ^= (seed << 25n) & 0xffffffffffffffffn; seed ^= seed >> 27n;
  return (seed * 0x2545f4914f6cdd1dn) & 0xffffffffffffffffn;
};

const edges = [
  0, -0, 1, -1, 0.1, 0.2, 0.3, 0.1 + 0.2, 1 / 3, 2 / 3, 1e21, 1e21 - 65536, 999999999999999900000, 1e20, 123456789012345680000,
  1e-6, 1e-7, 1.5e-7, 0.000001, 0.0000015, 123e-20, 1e15, 1e15 + 0.5, 1e16, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 2 ** 63, -(2 ** 63), 2 ** 64,
  9007199254740993, 4.35, 0.07, 5e-324, -5e-324, 2.2250738585072014e-308, 2.225073858507201e-308, 1.7976931348623157e308,
  -1.7976931348623157e308, Math.PI, Math.E, 100, 1234.5678, 0.5, 0.25, 1e300, 1e-300, 4.9406564584124654e-324, 299792458,
  1.2345678901234567e-7, -0.0000012345678901234567, 1e-5, 123456.7, 1e22, 1e23, 8.41e21, 5e-310, 9.999999999999999e22, 2 ** -1074 * 3,
  0.000001234, 12345678.9, 1.1, 100.01, 33.3, 1e-10, 7.0e-10, 9.5367431640625e-7, 1.7e308, 2 ** 52 + 0.5, 4503599627370495.5,
];
const out = [];
for (const x of edges) out.push(`${bitsOf(x)} ${String(x)}`);
for (let i = 0; i < 3000; i++) {
  const b = next();
  const x = fromBits(b);
  if (!Number.isFinite(x)) continue;
  out.push(`${bitsOf(x)} ${String(x)}`);
}
for (let i = 0; i < 1500; i++) {
  // Decimals with few digits and a moderate exponent: the shapes real documents hold.
  const digits = Number(next() % 10000000n);
  const exp = Number(next() % 40n) - 20;
  const x = (next() & 1n ? -1 : 1) * Number(`${digits}e${exp}`);
  out.push(`${bitsOf(x)} ${String(x)}`);
}
process.stdout.write(`${out.join('\n')}\n`);
