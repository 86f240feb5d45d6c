/** The Haskell driver program and cabal file that hold every case of one harness build. */
import type { GeneratedFile } from '../../../generator/targets/target.js';
import type { HarnessCase } from '../protocol.js';

/** Haskell string literal for an ASCII case name (case names are folder names). */
function caseLiteral(name: string): string {
  return JSON.stringify(name);
}

function caseAlternative(c: HarnessCase, index: number): string[] {
  const m = `C${index}`;
  const t = c.rootType;
  return [
    `    ${caseLiteral(c.name)} ->`,
    `      case ${m}.decode${t} bytes of`,
    `        Left e -> errLine (${m}.decodeErrorOffset e) (${m}.decodeErrorPointer e) (${m}.decodeErrorExpected e) (${m}.decodeErrorFound e)`,
    `        Right v -> either (\\x -> encodeErrLine (${m}.encodeErrorMessage x)) okLine (${m}.tryEncode${t} v)`,
  ];
}

export function driverMain(cases: readonly HarnessCase[]): string {
  return [
    '-- | Reads "case<TAB>path" lines; decodes each file with the case\'s root type, re-encodes it,',
    '-- and writes one OK/ERR line (test/harness/protocol.ts).',
    'module Main (main) where',
    '',
    'import qualified Data.ByteString as B',
    'import qualified Data.ByteString.Builder as BB',
    'import qualified Data.ByteString.Char8 as C',
    'import qualified Data.Text as T',
    'import qualified Data.Text.Encoding as TE',
    'import System.IO (hFlush, hSetBinaryMode, stdin, stdout)',
    ...cases.map((c, i) => `import qualified ${c.package} as C${i}`),
    '',
    '-- Lines are written through a Builder: a large output is streamed as hex, not held as text.',
    'hex :: B.ByteString -> BB.Builder',
    'hex b',
    '  | B.null b = BB.char7 \'-\'',
    '  | otherwise = BB.byteStringHex b',
    '',
    'okLine :: B.ByteString -> BB.Builder',
    'okLine out = BB.string7 "OK " <> hex out',
    '',
    'errLine :: Int -> T.Text -> T.Text -> T.Text -> BB.Builder',
    'errLine offset pointer expected found =',
    '  mconcat [BB.string7 "ERR ", BB.intDec offset, BB.char7 \' \', hex (TE.encodeUtf8 pointer), BB.char7 \' \', hex (TE.encodeUtf8 (T.concat [T.pack "expected ", expected, T.pack ", found ", found]))]',
    '',
    'encodeErrLine :: T.Text -> BB.Builder',
    'encodeErrLine message = BB.string7 "ERR -1 - " <> hex (TE.encodeUtf8 message)',
    '',
    'roundTrip :: String -> B.ByteString -> BB.Builder',
    'roundTrip name bytes =',
    '  case name of',
    ...cases.flatMap(caseAlternative),
    '    _ -> encodeErrLine (T.pack ("no case named " ++ name))',
    '',
    'main :: IO ()',
    'main = do',
    '  hSetBinaryMode stdin True',
    '  hSetBinaryMode stdout True',
    '  input <- B.getContents',
    '  mapM_ answer (filter (not . B.null) (C.lines input))',
    '  where',
    '    answer line = do',
    '      let (name, rest) = C.break (== \'\\t\') line',
    '      bytes <- B.readFile (C.unpack (B.drop 1 rest))',
    '      BB.hPutBuilder stdout (roundTrip (C.unpack name) bytes <> BB.char7 \'\\n\')',
    '      hFlush stdout',
    '',
  ].join('\n');
}

/** Every module of the build, from the file paths (`Cases/Foo.hs` → `Cases.Foo`). */
export function moduleNames(files: readonly GeneratedFile[]): string[] {
  return files
    .map((f) => f.path)
    .filter((p) => p.endsWith('.hs'))
    .map((p) => p.slice(0, -'.hs'.length).split('/').join('.'))
    .sort();
}

export function cabalFile(modules: readonly string[], optimization: string, exe = 'jsongen-driver', main = 'Main.hs'): string {
  return [
    'cabal-version: 2.4',
    `name: ${exe}-package`,
    'version: 0.1.0.0',
    'build-type: Simple',
    '',
    `executable ${exe}`,
    `  main-is: ${main}`,
    '  hs-source-dirs: src',
    '  default-language: Haskell2010',
    '  build-depends: base, bytestring, text, containers, deepseq, ghc-prim',
    `  ghc-options: ${optimization} -Wall -Werror -j2`,
    '  other-modules:',
    ...modules.map((m) => `    ${m}`),
    '',
  ].join('\n');
}
