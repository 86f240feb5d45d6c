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
    `    ${caseLiteral(c.name)} -> Just $ \\bytes ->`,
    `      case ${m}.decode${t} bytes of`,
    `        Left e -> Err (${m}.decodeErrorOffset e) (${m}.decodeErrorPointer e) (${m}.decodeErrorExpected e) (${m}.decodeErrorFound e)`,
    `        Right v -> either (EncodeErr . ${m}.encodeErrorMessage) Ok (${m}.tryEncode${t} v)`,
  ];
}

const driverBody = `-- Lines are written through a Builder: a large output is streamed as hex, not held as text.
hex :: B.ByteString -> BB.Builder
hex b
  | B.null b = BB.char7 '-'
  | otherwise = BB.byteStringHex b

unhex :: B.ByteString -> B.ByteString
unhex h
  | h == C.pack "-" = B.empty
  | otherwise = B.pack [fromIntegral (digit (B.index h (2 * k)) * 16 + digit (B.index h (2 * k + 1))) | k <- [0 .. B.length h \`div\` 2 - 1]]
  where
    digit c = if c >= 97 then fromIntegral c - 87 else fromIntegral c - 48 :: Int

-- | What one decode and re-encode gave; strict, so evaluating it runs the codec to the end.
data Answer = Ok !B.ByteString | Err !Int !T.Text !T.Text !T.Text | EncodeErr !T.Text

answerLine :: Answer -> BB.Builder
answerLine (Ok out) = BB.string7 "OK " <> hex out
answerLine (Err offset pointer expected found) =
  mconcat [BB.string7 "ERR ", BB.intDec offset, BB.char7 ' ', hex (TE.encodeUtf8 pointer), BB.char7 ' ', hex (TE.encodeUtf8 (T.concat [T.pack "expected ", expected, T.pack ", found ", found]))]
answerLine (EncodeErr message) = BB.string7 "ERR -1 - " <> hex (TE.encodeUtf8 message)

-- In-process fuzzing (the \`!fuzz\` request of test/harness/protocol.ts).

-- | mulberry32, reduced below n.
below :: IORef Word32 -> Int -> IO Int
below g n = do
  a0 <- readIORef g
  let a = a0 + 0x6D2B79F5
      t1 = (a \`xor\` (a \`shiftR\` 15)) * (a .|. 1)
      t2 = t1 \`xor\` (t1 + (t1 \`xor\` (t1 \`shiftR\` 7)) * (t1 .|. 61))
  writeIORef g a
  pure (fromIntegral ((t2 \`xor\` (t2 \`shiftR\` 14)) \`mod\` fromIntegral n))

setAt :: Int -> Word8 -> B.ByteString -> B.ByteString
setAt k v b = B.concat [B.take k b, B.singleton v, B.drop (k + 1) b]

mutateOnce :: IORef Word32 -> Seq.Seq B.ByteString -> B.ByteString -> B.ByteString -> IO B.ByteString
mutateOnce g tokens other b = do
  let n = B.length b
      token = Seq.index tokens <$> below g (Seq.length tokens)
  i <- below g (n + 1)
  j <- (\\x -> min n (i + 1 + x)) <$> below g 8
  op <- below g 9
  case op of
    0
      | n == 0 -> pure (C.pack "{")
      | otherwise -> do
          k <- below g n
          bit <- below g 8
          pure (setAt k (B.index b k \`xor\` shiftL 1 bit) b)
    1 -> pure (B.take i b <> B.drop j b)
    2 -> (\\t -> B.concat [B.take i b, t, B.drop i b]) <$> token
    3 -> (\\t -> B.concat [B.take i b, t, B.drop j b]) <$> token
    4 -> pure (B.take i b)
    5 -> do
      p <- below g (n + 1)
      len <- below g 33
      pure (B.concat [B.take p b, B.take (min n (i + len) - i) (B.drop i b), B.drop p b])
    6 -> (\\from -> B.take i b <> B.drop from other) <$> below g (B.length other + 1)
    7
      | n == 0 -> pure (C.pack "[")
      | otherwise -> do
          k <- below g n
          v <- below g 256
          pure (setAt k (fromIntegral v) b)
    _ -> do
      deep <- below g 8
      d <- if deep == 0 then (1000 +) <$> below g 200 else (1 +) <$> below g 8
      pure (B.concat [C.replicate d '[', b, C.replicate d ']'])

-- | The answer, or the exception the codec threw.
attempt :: (B.ByteString -> Answer) -> B.ByteString -> IO (Either String Answer)
attempt run bytes = either (\\e -> Left (show (e :: SomeException))) Right <$> try (evaluate (run bytes))

describe :: Either String Answer -> String
describe (Left crash) = "an exception: " ++ crash
describe (Right (Ok out)) = "output " ++ C.unpack out
describe (Right (Err offset pointer expected found)) = "error at " ++ show offset ++ " " ++ T.unpack pointer ++ ": expected " ++ T.unpack expected ++ ", found " ++ T.unpack found
describe (Right (EncodeErr message)) = "an encode error: " ++ T.unpack message

-- | Whether the mutant was accepted, and the property it breaks ("" for none).
fuzzOne :: (B.ByteString -> Answer) -> B.ByteString -> IO (Bool, String)
fuzzOne run m = do
  answer <- attempt run m
  case answer of
    Right (Ok out) -> do
      again <- attempt run out
      pure $ case again of
        Right (Ok out') | out' == out -> (True, "")
        _ -> (False, "decoding its own output " ++ C.unpack out ++ " gives " ++ describe again)
    Right (Err offset _ _ _) | offset >= 0 && offset <= B.length m -> pure (False, "")
    _ -> pure (False, "a rejection without an offset in the input: " ++ describe answer)

fuzzLine :: Int -> Int -> Word32 -> B.ByteString -> String -> BB.Builder
fuzzLine execs accepted verdicts input problem =
  mconcat [BB.string7 "FUZZ ", BB.intDec execs, BB.char7 ' ', BB.intDec accepted, BB.char7 ' ', BB.word32Dec verdicts, BB.char7 ' ', hex input, BB.char7 ' ', hex (TE.encodeUtf8 (T.pack problem))]

fuzzRequest :: (B.ByteString -> Answer) -> Word32 -> Int -> FilePath -> IO BB.Builder
fuzzRequest run seed iterations corpusPath = do
  corpus <- B.readFile corpusPath
  let entries = filter (not . B.null) (C.lines corpus)
      kind c = [unhex (B.drop 1 e) | e <- entries, C.pack [c] \`B.isPrefixOf\` e]
      tokens = Seq.fromList (kind 't')
  when (null (kind 's') || Seq.null tokens) (ioError (userError ("a fuzz corpus needs seeds and tokens: " ++ corpusPath)))
  g <- newIORef seed
  let pick pool = Seq.index pool <$> below g (Seq.length pool)
      loop k accepted verdicts pool lastRun
        | k >= iterations = pure (fuzzLine iterations accepted verdicts lastRun "")
        | otherwise = do
            m0 <- pick pool
            depth <- (1 +) <$> below g 4
            m1 <- foldM (\\m _ -> pick pool >>= \\other -> mutateOnce g tokens other m) m0 [1 .. depth]
            let m = B.take 65536 m1
            (ok, problem) <- fuzzOne run m
            if not (null problem)
              then pure (fuzzLine (k + 1) accepted verdicts m problem)
              else
                if ok
                  then do
                    pool' <- if Seq.length pool < 512 then pure (pool Seq.|> m) else (\\at -> Seq.update at m pool) <$> below g (Seq.length pool)
                    loop (k + 1) (accepted + 1) (verdicts * 31 + 2) pool' m
                  else loop (k + 1) accepted (verdicts * 31 + 1) pool m
  loop (0 :: Int) (0 :: Int) 0 (Seq.fromList (kind 's')) B.empty
`;

const driverEntry = `main :: IO ()
main = do
  hSetBinaryMode stdin True
  hSetBinaryMode stdout True
  input <- B.getContents
  mapM_ answer (filter (not . B.null) (C.lines input))
  where
    reply builder = BB.hPutBuilder stdout (builder <> BB.char7 '\\n') >> hFlush stdout
    runOf name = maybe (const (EncodeErr (T.pack ("no case named " ++ name)))) id (caseOf name)
    answer line
      | C.pack "!fuzz\\t" \`B.isPrefixOf\` line = case C.split '\\t' line of
          [_, name, seedText, iterationsText, corpusPath] ->
            reply =<< fuzzRequest (runOf (C.unpack name)) (fromInteger (read (C.unpack seedText))) (read (C.unpack iterationsText)) (C.unpack corpusPath)
          _ -> ioError (userError "malformed fuzz request")
      | otherwise = do
          let (name, rest) = C.break (== '\\t') line
          bytes <- B.readFile (C.unpack (B.drop 1 rest))
          reply (answerLine (runOf (C.unpack name) bytes))
`;

export function driverMain(cases: readonly HarnessCase[]): string {
  return [
    '-- | Reads "case<TAB>path" lines; decodes each file with the case\'s root type, re-encodes it,',
    '-- and writes one OK/ERR line; a "!fuzz" line fuzzes a case in process (test/harness/protocol.ts).',
    'module Main (main) where',
    '',
    'import Control.Exception (SomeException, evaluate, try)',
    'import Control.Monad (foldM, when)',
    'import Data.Bits (shiftL, shiftR, xor, (.|.))',
    'import qualified Data.ByteString as B',
    'import qualified Data.ByteString.Builder as BB',
    'import qualified Data.ByteString.Char8 as C',
    'import Data.IORef (IORef, newIORef, readIORef, writeIORef)',
    'import qualified Data.Sequence as Seq',
    'import qualified Data.Text as T',
    'import qualified Data.Text.Encoding as TE',
    'import Data.Word (Word32, Word8)',
    'import System.IO (hFlush, hSetBinaryMode, stdin, stdout)',
    ...cases.map((c, i) => `import qualified ${c.package} as C${i}`),
    '',
    driverBody,
    '-- | The decode and re-encode of a case, by name.',
    'caseOf :: String -> Maybe (B.ByteString -> Answer)',
    'caseOf name =',
    '  case name of',
    ...cases.flatMap(caseAlternative),
    '    _ -> Nothing',
    '',
    driverEntry,
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
