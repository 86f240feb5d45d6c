/**
 * Words a generated Go identifier may not be, as data.
 *
 * Source: The Go Programming Language Specification, sections "Keywords" and "Predeclared
 * identifiers" (go.dev/ref/spec), Go 1.26.
 */
export const goKeywords: readonly string[] = [
  'break', 'case', 'chan', 'const', 'continue', 'default', 'defer', 'else', 'fallthrough',
  'for', 'func', 'go', 'goto', 'if', 'import', 'interface', 'map', 'package', 'range',
  'return', 'select', 'struct', 'switch', 'type', 'var',
];

export const goPredeclared: readonly string[] = [
  // types
  'any', 'bool', 'byte', 'comparable', 'complex64', 'complex128', 'error', 'float32', 'float64',
  'int', 'int8', 'int16', 'int32', 'int64', 'rune', 'string', 'uint', 'uint8', 'uint16', 'uint32',
  'uint64', 'uintptr',
  // constants and the zero value
  'true', 'false', 'iota', 'nil',
  // functions
  'append', 'cap', 'clear', 'close', 'complex', 'copy', 'delete', 'imag', 'len', 'make', 'max',
  'min', 'new', 'panic', 'print', 'println', 'real', 'recover',
];

/**
 * Exported names the generated support file (runtime/go/src/jsongen_runtime*.go) declares in
 * the package; generated types must not take them.
 */
export const goRuntimeNames: readonly string[] = [
  'BigInt', 'Decodable', 'DecodeError', 'DecodeOption', 'DefaultMaxDepth', 'EncodeError', 'Literal',
  'MaxDepth', 'NewNull', 'NewOpt', 'Null', 'Opt', 'RawJSON', 'Unmarshal',
];

/**
 * Method names every generated type has; a struct field may not take them.
 */
export const goMethodNames: readonly string[] = ['AppendJSON', 'MarshalJSON', 'SizeJSON', 'UnmarshalJSON'];
