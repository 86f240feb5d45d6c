/** Doubles against JavaScript's own Number.prototype.toString, the reference of the wire rules. */
import { alias, array, modelOf, num, ok, type UnitInstance, type UnitModel } from './models.js';

/** A deterministic stream of doubles spread over every exponent (xorshift64* on the bit pattern). */
function* doubles(seed: bigint, count: number): Generator<number> {
  let state = seed;
  const view = new DataView(new ArrayBuffer(8));
  for (let produced = 0; produced < count; ) {
    state ^= state >> 12n;
    state ^= (state << 25n) & 0xffffffffffffffffn;
    state ^= state >> 27n;
    const bits = (state * 0x2545f4914f6cdd1dn) & 0xffffffffffffffffn;
    view.setBigUint64(0, bits);
    const value = view.getFloat64(0);
    if (Number.isFinite(value)) {
      produced++;
      yield value;
    }
  }
}

const edges = [0, -0, 1, 9007199254740993, 0.3, 2.2250738585072014e-308, 2.225073858507201e-308, 4.9406564584124654e-324, 1e22, 1e23, -1, 0.1, 1e21, 1e-7, 1e-6, 123456789012345680000, 2 ** 53, 2 ** 53 + 2, 5e-324, 1.7976931348623157e308, 1.5e-7, 100, 1e15, 1e16];

function instances(): UnitInstance[] {
  const values = [...edges, ...doubles(0x9e3779b97f4a7c15n, 2000)];
  const out: UnitInstance[] = [];
  for (let i = 0; i < values.length; i += 100) {
    const chunk = values.slice(i, i + 100);
    out.push(ok(JSON.stringify(chunk)));
    // The same values written with 21 significant digits decode to the same doubles.
    out.push(ok(`[${chunk.map((v) => v.toExponential(20)).join(',')}]`, JSON.stringify(chunk)));
    // 19 significant digits: the longest mantissa the fast path takes; the expected double is
    // JavaScript's reading of the same text.
    const nineteen = chunk.map((v) => v.toPrecision(19));
    out.push(ok(`[${nineteen.join(',')}]`, JSON.stringify(nineteen.map(Number))));
  }
  return out;
}

export const floatModel: UnitModel = {
  name: 'floats',
  model: modelOf([alias('Floats', array(num))], 'Floats'),
  instances: instances(),
};
