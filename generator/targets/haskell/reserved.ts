/**
 * Words generated Haskell identifiers must not be.
 *
 * Keywords: the Haskell 2010 Report, section 2.4 (reservedid), plus the words GHC extensions
 * reserve (GHC User's Guide, "Lexical syntax" of the extensions: `forall`, `mdo`, `rec`, `proc`,
 * `family`, `pattern`, `role`, `stock`, `anyclass`, `via`, `static`, `group`, `by`, `using`).
 *
 * Prelude clashes: the names the implicit Prelude (base 4.15) exports for types, classes and
 * constructors, and the types a generated module uses unqualified in user code (`Text`, `Map`,
 * `ByteString`, `Int64`). The generated module imports everything qualified, so these would
 * compile, but a user importing it next to the Prelude would have to qualify every use.
 */
export const haskellKeywords: readonly string[] = [
  'case', 'class', 'data', 'default', 'deriving', 'do', 'else', 'foreign', 'if', 'import', 'in',
  'infix', 'infixl', 'infixr', 'instance', 'let', 'module', 'newtype', 'of', 'then', 'type', 'where',
  '_', 'forall', 'mdo', 'rec', 'proc', 'family', 'pattern', 'role', 'stock', 'anyclass', 'via',
  'static', 'group', 'by', 'using', 'qualified', 'as', 'hiding',
];

/** Prelude (base 4.15) types, classes and constructors, and types users see next to generated code. */
export const haskellPreludeTypes: readonly string[] = [
  'Bool', 'True', 'False', 'Char', 'Double', 'Float', 'Int', 'Integer', 'Word', 'Rational',
  'Maybe', 'Nothing', 'Just', 'Either', 'Left', 'Right', 'Ordering', 'LT', 'EQ', 'GT', 'IO',
  'String', 'ShowS', 'ReadS', 'FilePath', 'IOError',
  'Eq', 'Ord', 'Show', 'Read', 'Enum', 'Bounded', 'Num', 'Real', 'Integral', 'Fractional',
  'Floating', 'RealFrac', 'RealFloat', 'Functor', 'Applicative', 'Monad', 'MonadFail', 'Foldable',
  'Traversable', 'Semigroup', 'Monoid',
  'Text', 'Map', 'ByteString', 'Int64',
];

/**
 * Prelude functions that a field selector or codec name could equal. Selectors carry their
 * type's name as a prefix, so only a few short names can collide; listed for completeness.
 */
export const haskellPreludeValues: readonly string[] = [
  'id', 'map', 'filter', 'head', 'tail', 'last', 'init', 'null', 'length', 'reverse', 'and', 'or',
  'any', 'all', 'concat', 'sum', 'product', 'maximum', 'minimum', 'elem', 'lookup', 'zip', 'unzip',
  'lines', 'words', 'show', 'read', 'print', 'error', 'undefined', 'seq', 'fst', 'snd', 'curry',
  'uncurry', 'not', 'otherwise', 'maybe', 'either', 'const', 'flip', 'until', 'fail', 'pure',
  'return', 'mempty', 'mappend', 'fmap', 'min', 'max', 'compare', 'succ', 'pred', 'toEnum',
  'fromEnum', 'negate', 'abs', 'signum', 'div', 'mod', 'quot', 'rem', 'gcd', 'lcm', 'exp', 'log',
  'sqrt', 'pi', 'floor', 'ceiling', 'round', 'truncate', 'take', 'drop', 'span', 'iterate',
  'repeat', 'replicate', 'cycle', 'foldr', 'foldl', 'mapM', 'sequence',
];
