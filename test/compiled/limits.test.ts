/**
 * Limits as a user relies on them, in every language's compiled driver (the same builds as the
 * compiled suites): a document of 100 MB decodes and re-encodes to the same bytes, and documents
 * nested 100,000 levels deep (typed recursion through records and arrays, any-JSON values, a
 * skipped unknown member) are rejected at the depth limit with the same offset and pointer,
 * without a stack overflow. The documents are generated here and streamed to a file; the
 * driver's answer is hashed as it streams back. Each document runs in a fresh driver process
 * whose peak resident set (GNU time's `%M`, where /usr/bin/time is installed) is checked against
 * a bound.
 *
 * The drivers read the whole file and answer in hex, so their peak includes the document, the
 * decoded value, the encoding and its hex form (twice the encoding).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessWorkDir } from '../harness/build-cache.js';
import { goAllBuildsHarness } from '../harness/go/all-builds.js';
import { haskellHarness } from '../harness/haskell/index.js';
import { buildRoot } from '../harness/paths.js';
import type { LanguageHarness } from '../harness/protocol.js';
import { scalaHarness } from '../harness/scala/index.js';
import { typescriptHarness } from '../harness/typescript/index.js';
import { buildAll } from './build-all.js';
import { corpora } from './extra-cases.js';
import { excludedCases, readLedger } from './outcome.js';
import { compiledSpecs } from './specs.js';

const MB = 1_000_000;
const DEEP = 100_000;
const DEPTH_LIMIT = 512;

interface Lang {
  readonly harness: LanguageHarness;
  /** How the harness starts its driver in its work directory (see test/harness/<lang>/index.ts). */
  readonly command: (workDir: string) => { command: string; args: string[] };
  /** Peak resident set allowed for the 100 MB document, in multiples of its size, plus `baseMiB`. */
  readonly perByte: number;
  /** Peak resident set allowed for a small (deep) document, MiB. */
  readonly baseMiB: number;
}

const langs: readonly Lang[] = [
  { harness: goAllBuildsHarness, command: (dir) => ({ command: join(dir, 'driver'), args: [] }), perByte: 4, baseMiB: 64 },
  // The compiled suites build Haskell at -O0, which keeps more of the document alive than the
  // optimised build a user runs (about 5.8 times its size here, 3.9 times at -O1).
  { harness: haskellHarness, command: (dir) => ({ command: join(dir, 'bin', 'jsongen-driver'), args: [] }), perByte: 8, baseMiB: 64 },
  {
    harness: scalaHarness,
    command: (dir) => ({
      command: 'java',
      args: [
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-cp',
        [join(dir, 'target', 'classes'), readFileSync(join(dir, 'classpath.txt'), 'utf8').trim()].join(':'),
        'Driver',
      ],
    }),
    perByte: 12,
    baseMiB: 256,
  },
  // Node's own resident set with the driver of every case loaded (the real-world API descriptions
  // included) is about 210 MiB before any input.
  { harness: typescriptHarness, command: (dir) => ({ command: process.execPath, args: [join(dir, 'dist', 'main.js')] }), perByte: 16, baseMiB: 256 },
];

/** A driver's answer to one request: the hash of its output's hex, or its error line. */
type Answer =
  | { readonly ok: true; readonly hexSha256: string; readonly hexLength: number; readonly peakKiB: number | null }
  | { readonly ok: false; readonly offset: number; readonly pointer: string; readonly message: string; readonly peakKiB: number | null };

/** GNU time, which reports a command's peak resident set (`%M`, KiB) from the kernel's rusage. */
const gnuTime = '/usr/bin/time';

/**
 * Runs one request in a fresh driver process (under GNU time where it is installed, for the
 * peak resident set), hashing an `OK` answer as it streams.
 */
function ask(command: { command: string; args: string[] }, cwd: string, caseName: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const peakFile = `${path}.peak`;
    const measured = existsSync(gnuTime);
    const [cmd, args] = measured ? [gnuTime, ['-f', '%M', '-o', peakFile, command.command, ...command.args]] : [command.command, command.args];
    const child = spawn(cmd, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const hash = createHash('sha256');
    const stderr: Buffer[] = [];
    let head = '';
    let mode: 'head' | 'ok' | 'err' | 'done' = 'head';
    let hexLength = 0;
    let errLine = '';
    child.stdout.on('data', (chunk: Buffer) => {
      let s = chunk.toString('latin1');
      if (mode === 'head') {
        head += s;
        if (head.length < 4) return;
        mode = head.startsWith('OK ') ? 'ok' : head.startsWith('ERR ') ? 'err' : 'done';
        s = head.slice(mode === 'ok' ? 3 : 4);
      }
      if (mode === 'done') return;
      const nl = s.indexOf('\n');
      const part = nl < 0 ? s : s.slice(0, nl);
      if (mode === 'ok') {
        hash.update(part, 'latin1');
        hexLength += part.length;
      } else errLine += part;
      if (nl >= 0) mode = 'done';
    });
    child.stderr.on('data', (c: Buffer) => stderr.push(c));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0 || head.length < 4 || !(head.startsWith('OK ') || head.startsWith('ERR '))) {
        reject(new Error(`driver exited ${code ?? signal} (answer ${head.slice(0, 100)}): ${Buffer.concat(stderr).toString('utf8').slice(0, 2000)}`));
        return;
      }
      const peak = measured && existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8').trim().split('\n').pop()) : null;
      if (head.startsWith('OK ')) {
        resolve({ ok: true, hexSha256: hash.digest('hex'), hexLength, peakKiB: peak });
        return;
      }
      const [offset, pointer, message] = errLine.split(' ');
      const text = (h: string | undefined): string => (h === undefined || h === '-' ? '' : Buffer.from(h, 'hex').toString('utf8'));
      resolve({ ok: false, offset: Number(offset), pointer: text(pointer), message: text(message), peakKiB: peak });
    });
    child.stdin.end(`${caseName}\t${path}\n`);
  });
}

/** Writes pieces to a file as they are produced; returns the sha256 of the content's hex and its length. */
function writeStreamed(path: string, pieces: Iterable<Buffer>): { hexSha256: string; bytes: number } {
  const fd = openSync(path, 'w');
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for (const p of pieces) {
      writeSync(fd, p);
      hash.update(p.toString('hex'), 'latin1');
      bytes += p.length;
    }
  } finally {
    closeSync(fd);
  }
  return { hexSha256: hash.digest('hex'), bytes };
}

function* repeat(piece: string, n: number): Iterable<Buffer> {
  const block = Buffer.from(piece.repeat(Math.max(1, Math.floor(65536 / Math.max(1, piece.length)))));
  const per = block.length / Buffer.byteLength(piece);
  let left = n;
  while (left >= per) {
    yield block;
    left -= per;
  }
  if (left > 0) yield Buffer.from(piece.repeat(left));
}

/** A document nested DEEP levels, and where the first container past the depth limit stands. */
interface Deep {
  readonly name: string;
  readonly caseName: string;
  readonly pieces: () => Iterable<Buffer>;
  readonly offset: number;
  readonly pointer: string;
}

const past = DEPTH_LIMIT + 1;

const deepDocs: readonly Deep[] = [
  {
    // {"list":{"next":{"next":…{}…}}}: a record type that refers to itself.
    name: 'typed records',
    caseName: 'depth-limit',
    pieces: function* () {
      yield Buffer.from('{"list":');
      yield* repeat('{"next":', DEEP - 2);
      yield Buffer.from('{}');
      yield* repeat('}', DEEP - 1);
    },
    offset: 8 + 8 * (past - 2),
    pointer: `/list${'/next'.repeat(past - 2)}`,
  },
  {
    // {"value":1,"children":[{"value":1,"children":[…]}]}: recursion through an array.
    name: 'typed arrays of records',
    caseName: 'recursion-tree',
    pieces: function* () {
      yield* repeat('{"value":1,"children":[', DEEP / 2);
      yield Buffer.from('{"value":1}');
      yield* repeat(']}', DEEP / 2);
    },
    offset: 23 * ((past - 1) / 2),
    pointer: '/children/0'.repeat((past - 1) / 2),
  },
  {
    // {"any":{"a":{"a":…}}}: an any-JSON member.
    name: 'any-JSON objects',
    caseName: 'depth-limit',
    pieces: function* () {
      yield Buffer.from('{"any":');
      yield* repeat('{"a":', DEEP - 1);
      yield Buffer.from('1');
      yield* repeat('}', DEEP);
    },
    offset: 7 + 5 * (past - 2),
    pointer: `/any${'/a'.repeat(past - 2)}`,
  },
  {
    // [[[…]]] at the root of an any-JSON type.
    name: 'any-JSON arrays at the root',
    caseName: 'conformance-root',
    pieces: function* () {
      yield* repeat('[', DEEP);
      yield* repeat(']', DEEP);
    },
    offset: past - 1,
    pointer: '/0'.repeat(past - 1),
  },
  {
    // {"skipped":[[[…]]]}: an unknown member, validated and dropped.
    name: 'a skipped unknown member',
    caseName: 'depth-limit',
    pieces: function* () {
      yield Buffer.from('{"skipped":');
      yield* repeat('[', DEEP - 1);
      yield* repeat(']', DEEP - 1);
      yield Buffer.from('}');
    },
    offset: 11 + (past - 2),
    pointer: `/skipped${'/0'.repeat(past - 2)}`,
  },
  {
    // [[[… with no end: the limit is reached before the input runs out.
    name: 'unclosed arrays',
    caseName: 'conformance-root',
    pieces: () => repeat('[', DEEP),
    offset: past - 1,
    pointer: '/0'.repeat(past - 1),
  },
];

/** The twitter corpus's canonical encoding with its statuses repeated to at least 100 MB. */
function bigTwitter(canonical: Buffer): () => Iterable<Buffer> {
  const text = canonical.toString('latin1');
  const open = '{"statuses":[';
  const close = text.lastIndexOf('],"search_metadata":');
  if (!text.startsWith(open) || close < 0) throw new Error('unexpected shape of the twitter encoding');
  const statuses = canonical.subarray(open.length, close);
  const times = Math.ceil((100 * MB) / (statuses.length + 1));
  return function* () {
    yield Buffer.from(open);
    for (let i = 0; i < times; i++) {
      if (i > 0) yield Buffer.from(',');
      yield statuses;
    }
    yield canonical.subarray(close);
  };
}

const mib = (kib: number | null): string => (kib === null ? 'unmeasured' : `${(kib / 1024).toFixed(0)} MiB`);

for (const lang of langs) {
  describe(`limits (${lang.harness.lang})`, () => {
    const workDir = harnessWorkDir(lang.harness.lang);
    const scratch = join(buildRoot, 'limits');
    const twitter = corpora.find((c) => c.name === 'twitter');
    let command: { command: string; args: string[] } = { command: '', args: [] };
    const deepPeaks: number[] = [];

    afterAll(() => {
      if (deepPeaks.length > 0) console.log(`limits ${lang.harness.lang}: ${DEEP.toLocaleString('en')}-level documents, peak RSS at most ${mib(Math.max(...deepPeaks))}`);
    });

    beforeAll(async () => {
      // The same cases as the compiled suite of the language, so both share one build.
      await buildAll(lang.harness, compiledSpecs(), excludedCases(readLedger(lang.harness.lang)));
      command = lang.command(workDir);
      mkdirSync(scratch, { recursive: true });
    });

    for (const deep of deepDocs) {
      it(`${DEEP.toLocaleString('en')} levels (${deep.name}) are rejected at depth ${past}, in bounded memory`, async () => {
        const path = join(scratch, `deep-${deep.name.replace(/\W+/g, '-')}.json`);
        if (!existsSync(path)) writeStreamed(path, deep.pieces());
        const answer = await ask(command, workDir, deep.caseName, path);
        expect(answer.ok ? 'decoded' : { offset: answer.offset, pointer: answer.pointer }).toEqual({ offset: deep.offset, pointer: deep.pointer });
        if (answer.peakKiB !== null) {
          deepPeaks.push(answer.peakKiB);
          expect(answer.peakKiB / 1024, `peak RSS ${mib(answer.peakKiB)}`).toBeLessThan(lang.baseMiB);
        }
      });
    }

    it('a 100 MB document decodes and re-encodes to the same bytes, in bounded memory', async () => {
      if (twitter === undefined) throw new Error('no twitter corpus');
      // The corpus's canonical encoding, by the driver itself.
      const canonical = await canonicalOf(command, workDir, twitter.spec.name, twitter.data);
      const path = join(scratch, `big-twitter-${lang.harness.lang}.json`);
      const written = writeStreamed(path, bigTwitter(canonical)());
      expect(written.bytes).toBeGreaterThanOrEqual(100 * MB);
      const started = Date.now();
      const answer = await ask(command, workDir, twitter.spec.name, path).finally(() => rmSync(path, { force: true }));
      const seconds = (Date.now() - started) / 1000;
      if (!answer.ok) throw new Error(`rejected at ${answer.offset} ${answer.pointer}: ${answer.message}`);
      expect(answer.hexLength).toBe(2 * written.bytes);
      expect(answer.hexSha256).toBe(written.hexSha256);
      const bound = lang.perByte * (written.bytes / 1024 / 1024) + lang.baseMiB;
      console.log(`limits ${lang.harness.lang}: ${(written.bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s, peak RSS ${mib(answer.peakKiB)} (bound ${bound.toFixed(0)} MiB)`);
      if (answer.peakKiB !== null) expect(answer.peakKiB / 1024).toBeLessThan(bound);
    });
  });
}

/** The driver's encoding of a (small) document, read whole. */
function canonicalOf(command: { command: string; args: string[] }, cwd: string, caseName: string, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.command, command.args, { cwd, stdio: ['pipe', 'pipe', 'inherit'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.on('error', reject);
    child.on('close', () => {
      const line = Buffer.concat(out).toString('latin1').trim();
      if (!line.startsWith('OK ')) reject(new Error(`no encoding: ${line.slice(0, 200)}`));
      else resolve(Buffer.from(line.slice(3), 'hex'));
    });
    child.stdin.end(`${caseName}\t${path}\n`);
  });
}
