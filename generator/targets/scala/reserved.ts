/**
 * Words a generated Scala 3 identifier may not be as it is.
 *
 * Keywords: Scala 3.3 reference, "Keywords" (https://docs.scala-lang.org/scala3/reference/soft-modifier.html
 * and the lexical syntax page https://docs.scala-lang.org/scala3/reference/syntax.html): regular keywords
 * and soft keywords (soft ones are legal identifiers in most positions, but backticks keep every
 * position safe).
 */
export const scalaKeywords: ReadonlySet<string> = new Set([
  // regular keywords
  'abstract', 'case', 'catch', 'class', 'def', 'do', 'else', 'enum', 'export', 'extends', 'false',
  'final', 'finally', 'for', 'given', 'if', 'implicit', 'import', 'lazy', 'match', 'new', 'null',
  'object', 'override', 'package', 'private', 'protected', 'return', 'sealed', 'super', 'then', 'this',
  'throw', 'trait', 'true', 'try', 'type', 'val', 'var', 'while', 'with', 'yield',
  // soft keywords
  'as', 'derives', 'end', 'extension', 'infix', 'inline', 'opaque', 'open', 'transparent', 'using',
  // Scala 2 keyword still reserved by the Scala 3 lexer
  'forSome', 'macro',
]);

/**
 * Members every case class (and `AnyRef`) already has; a field with one of these names would
 * override or clash with it. Source: scala.Product, scala.Equals, java.lang.Object.
 */
export const caseClassMembers: ReadonlySet<string> = new Set([
  'copy', 'equals', 'hashCode', 'toString', 'canEqual', 'productArity', 'productElement',
  'productPrefix', 'productIterator', 'productElementName', 'productElementNames', 'getClass',
  'wait', 'notify', 'notifyAll', 'clone', 'finalize', 'eq', 'ne', 'isInstanceOf', 'asInstanceOf',
  'synchronized', 'ordinal',
]);

/**
 * The generated runtime's types and files (JsonGenTypes.scala, JsonGenReader.scala,
 * JsonGenRuntime.scala, JsonGenRegex.scala, JsonGenSchema.scala) and the patterns' object: a
 * generated type may not take these names, nor names equal to them up to case (class files of
 * names differing only in case clash on case-insensitive file systems, and the compiler warns).
 */
export const runtimeTypeNames: readonly string[] = [
  'DecodeError', 'DecodeOptions', 'EncodeException', 'JsonGenPatterns', 'JsonGenReader', 'JsonGenRegex', 'JsonGenRuntime',
  'JsonGenSchema', 'JsonGenTypes', 'JsonReader', 'Presence', 'RawJson',
];

/**
 * Type and term names the generated code uses unqualified: a generated type or case with one of
 * these names would shadow it inside the package. Source: the names referenced by the Scala
 * templates and target (scala.*, Predef, java.lang, the generated runtime file).
 */
export const scalaTypeNames: ReadonlySet<string> = new Set([
  'Any', 'AnyRef', 'AnyVal', 'Array', 'BigDecimal', 'BigInt', 'Boolean', 'Byte', 'Char', 'Double',
  'Either', 'EmptyTuple', 'Float', 'Int', 'Left', 'List', 'Long', 'Map', 'Matchable', 'Nil', 'None',
  'Nothing', 'Null', 'Object', 'Option', 'Predef', 'Product', 'Right', 'Seq', 'Serializable', 'Short',
  'Some', 'String', 'StringContext', 'Tuple', 'Tuple1', 'Unit', 'Vector',
  // java.lang names the generated runtime uses unqualified (`Math.multiplyHigh`, `System.arraycopy`, ...;
  // test/unit/scala/target.test.ts finds them in the runtime's source)
  'Character', 'IllegalArgumentException', 'IllegalStateException', 'Integer', 'Math', 'NumberFormatException', 'RuntimeException',
  'StackOverflowError', 'System', 'ThreadLocal',
  // the generated runtime and the patterns' programs
  ...runtimeTypeNames,
]);

/** Identifier suffix for a type or case name that is in `scalaTypeNames`. */
export const typeNameSuffix = 'Value';

/** Identifier suffix for a field name that is in `caseClassMembers`. */
export const memberSuffix = 'Field';
