// Writes resources/doubles.txt: doubles (as their 64 bits in hex) with the text ECMAScript's
// Number.prototype.toString gives them, the reference for the runtime's shortest double format.
// Deterministic (seeded); run with node from this folder: `node make-doubles.mjs`.
import { writeFileSync } from 'node:fs';

const view = new DataView(new ArrayBuffer(8));
const bitsOf = (x) => { view.setFloat64(0, x); return view.getBigUint64(0); };
const fromBits = (b) => { view.setBigUint64(0, b); return view.getFloat64(0); };

let state = 0x9e3779b97f4a7c15n;
const mask = (1n << 64n) - 1n;
function next() { // xorshift64*
  state ^= state >> 12n; state ^= (state << 25n) & mask; state ^= state >> 27n;
  return (state * 0x2545f4914f6cdd1dn) & mask;
}

const values = [
  -0,
  0, 5e-324, -5e-324, 1e-323, 2.2250738585072009e-308, 2.2250738585072014e-308, 1.7976931348623157e308,
  -1.7976931348623157e308, 1, -1, 0.1, 0.2, 0.30000000000000004, 1 / 3, 2 / 3, Math.PI, Math.E,
  2 ** 53, 2 ** 53 + 2, 2 ** 53 - 1, -(2 ** 53), 2 ** 63, 2 ** 64, 9007199254740993, 123456789012345680000,
  1e20, 1e21, 1e22, 1e23, 1.5e21, 999999999999999900000, 1e-6, 1e-7, 1.5e-7, 0.000001, 0.0000012345678901234567,
  -0.0000012345678901234567, 123e-20, 5e-7, 4.35, 0.5, 100, 1e300, 1e-300, 9.999999999999999e22, 8.41e21,
  5.764607523034235e39, 1.2345678901234567e-10, 299792458, 6.02214076e23, 1.602176634e-19, 4.9e-324,
];
for (let e = -30; e <= 30; e++) values.push(10 ** e, 2 ** e, 3 * 10 ** e);
for (let i = 0; i < 400; i++) { // uniform over the bit patterns of finite doubles
  const x = fromBits(next());
  if (Number.isFinite(x)) values.push(x);
}
for (let i = 0; i < 300; i++) values.push(Number(next() % 100000000n) / 10 ** Number(next() % 12n)); // short decimals
for (let i = 0; i < 200; i++) values.push(Number(next() >> 11n)); // integers up to 2^53
for (let i = 0; i < 200; i++) values.push(fromBits(next() & 0x000fffffffffffffn)); // subnormals

const lines = values.map((x) => `${bitsOf(x).toString(16).padStart(16, '0')} ${x.toString()}`);
writeFileSync(new URL('./resources/doubles.txt', import.meta.url), `${lines.join('\n')}\n`);
