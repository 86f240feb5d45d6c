/**
 * Words a generated TypeScript identifier may not be as it is.
 *
 * Reserved words: ECMAScript 2022 §12.7.2 (ReservedWord, and the words reserved in strict mode
 * code, which every module is), with the TypeScript type names a type alias may not take
 * (TypeScript handbook, "Everyday Types"; the compiler refuses `type string = …`).
 */
export const reservedWords: ReadonlySet<string> = new Set([
  // ECMAScript reserved words
  'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete',
  'do', 'else', 'enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import',
  'in', 'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try',
  'typeof', 'var', 'void', 'while', 'with', 'yield',
  // reserved in strict mode code (modules)
  'implements', 'interface', 'let', 'package', 'private', 'protected', 'public', 'static',
  'arguments', 'eval',
  // names a type alias may not take
  'any', 'unknown', 'never', 'string', 'number', 'bigint', 'boolean', 'symbol', 'object', 'undefined',
  'type', 'as', 'satisfies', 'keyof', 'readonly', 'infer', 'is', 'asserts', 'declare', 'namespace',
  'module', 'abstract', 'accessor', 'async', 'constructor', 'get', 'set', 'of', 'out', 'require',
  'global', 'unique', 'override',
]);

/**
 * Global names the generated code and its runtime refer to, and the standard types a reader
 * expects to mean what they always mean (ECMAScript 2022 global object, TypeScript's utility
 * types): a generated declaration never shadows them.
 */
export const globalNames: ReadonlySet<string> = new Set([
  'Array', 'ArrayBuffer', 'BigInt', 'Boolean', 'DataView', 'Date', 'Error', 'Float64Array',
  'Function', 'Infinity', 'Int32Array', 'JSON', 'Map', 'Math', 'NaN', 'Number', 'Object', 'Promise',
  'RangeError', 'Record', 'Readonly', 'ReadonlyArray', 'ReadonlyMap', 'RegExp', 'Set', 'String',
  'Symbol', 'TextDecoder', 'TextEncoder', 'TypeError', 'Uint16Array', 'Uint32Array', 'Uint8Array',
  'Partial', 'Required', 'Pick', 'Omit', 'Exclude', 'Extract', 'NonNullable', 'ReturnType',
  'Iterable', 'Iterator', 'PropertyKey', 'globalThis', 'console',
]);

/** Suffix that makes a reserved or global name usable. */
export const reservedSuffix = '_';
