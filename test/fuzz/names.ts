/**
 * Adversarial names for the schema fuzzer: property names, `$defs` keys, titles and enum
 * values that have broken (or could break) a target's naming: keywords and predeclared names
 * of every target, the runtimes' own identifiers, package selectors, names equal after case
 * folding or punctuation removal, the empty name, very long names, non-ASCII, quotes,
 * newlines, and comment and template delimiters.
 */
import { goKeywords, goMethodNames, goPredeclared, goRuntimeNames } from '../../generator/targets/go/reserved.js';
import { haskellKeywords, haskellPreludeTypes, haskellPreludeValues } from '../../generator/targets/haskell/reserved.js';
import { caseClassMembers, scalaKeywords, scalaTypeNames } from '../../generator/targets/scala/reserved.js';
import { pick, chance, between, type Rng } from '../harness/random/rng.js';

/** Names every target's toolchain or runtime gives a meaning to, beyond the generator's own lists. */
const handPicked: readonly string[] = [
  // Go package selectors and standard packages the generated code or runtime may import
  'regexp.x', 'strconv.Itoa', 'fmt.Sprintf', 'math.Inf', 'utf8.RuneError', 'bits.Len', 'errors.New', 'unsafe.Pointer',
  'strconv', 'fmt', 'math', 'bits', 'big', 'utf8', 'errors', 'sort', 'strings', 'bytes', 'unsafe', 'binary', 'io', 'json',
  'encoding/json', 'os', 'cpu', 'slices', 'sync', 'time', 'reflect', 'unicode',
  // runtime and generated identifiers (every target)
  'Opt', 'Null', 'OptNull', 'DecodeError', 'EncodeError', 'Decoder', 'Encoder', 'Reader', 'Writer', 'Value', 'Set', 'Raw',
  'RawJSON', 'MaxDepth', 'Unmarshal', 'Marshal', 'decode', 'encode', 'size', 'write', 'read', 'Pointer', 'Offset',
  'Expected', 'Found', 'JsonGenRuntime', 'JsonGenReader', 'JsonGenTypes', 'JsonGenRegex', 'JsonGenPatterns', 'jsongen',
  'd', 'e', 'v', 'x', 'b', 'buf', 'out', 'err', 'ok', 'n', 'i', 'k', 'key', 'p', 'r', 's', 'w', 'self', 'this', 'it',
  // Java / Scala / Haskell library names that shadow
  'java', 'scala', 'Math', 'String', 'Int', 'Long', 'Double', 'Option', 'Some', 'None', 'List', 'Map', 'Seq', 'Vector',
  'Array', 'Either', 'Left', 'Right', 'Unit', 'Any', 'Nothing', 'Object', 'Predef', 'Product', 'Serializable', 'Text',
  'ByteString', 'Maybe', 'Just', 'Data', 'Prelude', 'Word8', 'Integer', 'Bool', 'Char', 'IO', 'Main', 'main', 'module',
  'Show', 'Eq', 'Ord', 'toString', 'hashCode', 'equals', 'copy', 'apply', 'unapply', 'getClass', 'wait', 'notify',
  'clone', 'finalize', '_1', '_2', 'productArity', 'productElement', 'tupled', 'curried', 'values', 'valueOf', 'ordinal',
  // case folding and punctuation removal: equal after normalization
  'fooBar', 'FooBar', 'foo_bar', 'foo-bar', 'foo bar', 'FOO_BAR', 'foo.bar', 'foobar', 'Foobar', 'foo__bar', '_foo_bar_',
  'id', 'ID', 'Id', 'iD', '$id', '@id', '#id', 'type', 'Type', 'TYPE', '_type', 'type_',
  // digits, punctuation, empty
  '', ' ', '_', '__', '-', '1', '0x', '123abc', '9lives', '-1', '.', '..', '/', '~', '~0', '~1', 'a/b', 'a~b', '%', '%25',
  '$', '$ref', '$defs', '#', '?', '&', '=', '+', '*', '!', '\\', '\\u0000',
  // quotes, newlines, comment and template delimiters
  '"', "'", '`', '"quoted"', "it's", 'new\nline', 'carriage\rreturn', 'tab\there', '/*', '*/', '//', '--', '{-', '-}',
  '{-#', '#-}', '(*', '*)', '{{', '}}', '{{.}}', '${x}', '#{x}', '<%', '%>', '<!--', '-->', '"""', "'''", '\\"', '\u0000',
  '\u0001', '\u007f',
  // non-ASCII
  'é', 'café', 'Café', 'CAFÉ', 'naïve', 'Ünïcödé', 'ß', 'SS', 'ﬁ', 'İ', 'ı', 'Σ', 'σ', 'ς', 'λ', 'π', 'ℕ', '名前', '日本語',
  'Ω', 'Ω', 'Å', 'Å', '😀', '𝔘𝔫𝔦', '\u200b', '\u2028', '\u2029', '\ufeff', 'ʼn', 'ǅ', '٣', '\u0301',
];

/** Every adversarial name, de-duplicated, in a fixed order. */
export const adversarialNames: readonly string[] = [
  ...new Set([
    ...goKeywords,
    ...goPredeclared,
    ...goRuntimeNames,
    ...goMethodNames,
    ...haskellKeywords,
    ...haskellPreludeTypes,
    ...haskellPreludeValues,
    ...scalaKeywords,
    ...caseClassMembers,
    ...scalaTypeNames,
    ...handPicked,
  ]),
];

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-. 0123456789é名';

/** A name: mostly adversarial, sometimes very long (300 characters) or random. */
export function randomName(rng: Rng): string {
  if (chance(rng, 0.03)) return `${pick(rng, ['n', 'Long', 'a_', 'é'])}${'x'.repeat(between(rng, 200, 300))}`;
  if (chance(rng, 0.15)) return Array.from({ length: between(rng, 1, 8) }, () => pick(rng, [...letters])).join('');
  return pick(rng, adversarialNames);
}
