/**
 * Unicode properties (`\p{…}`) and `\s`, computed with the running engine's own `RegExp` in
 * u-mode as the oracle: the generated tables hold exactly what ECMAScript (V8's Unicode version)
 * matches. Each set is found by testing every code point once; callers cache the result.
 */
import { MAX_CODE_POINT, type Ranges } from './ranges.js';

/** Syntax of the text between `\p{` and `}`: a name, or `Name=Value`. */
const PROPERTY_TEXT = /^[A-Za-z0-9_]+(=[A-Za-z0-9_]+)?$/;

/** Is `text` (between the braces of `\p{…}`) a property ECMAScript accepts in u-mode? */
export function isKnownProperty(text: string): boolean {
  if (!PROPERTY_TEXT.test(text)) return false;
  try {
    new RegExp(`\\p{${text}}`, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The code points `re` (anchored, one code point long) accepts, lone surrogates included. */
export function scanOracle(re: RegExp): Ranges {
  const out: number[] = [];
  let runStart = -1;
  for (let cp = 0; cp <= MAX_CODE_POINT; cp++) {
    const hit = re.test(String.fromCodePoint(cp));
    if (hit && runStart < 0) runStart = cp;
    if (!hit && runStart >= 0) {
      out.push(runStart, cp - 1);
      runStart = -1;
    }
  }
  if (runStart >= 0) out.push(runStart, MAX_CODE_POINT);
  return out;
}

/** The set of `\p{text}`; `text` must satisfy `isKnownProperty`. */
export function propertyRanges(text: string): Ranges {
  return scanOracle(new RegExp(`^\\p{${text}}$`, 'u'));
}

/** The set of `\s` (WhiteSpace and LineTerminator). */
export function spaceRanges(): Ranges {
  return scanOracle(/^\s$/u);
}
