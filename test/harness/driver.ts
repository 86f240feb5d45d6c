import { spawn } from 'node:child_process';
import type { Driver, FuzzRequest, FuzzResult, InstanceRequest, InstanceResult } from './protocol.js';

function unhex(field: string): Buffer {
  return field === '-' ? Buffer.alloc(0) : Buffer.from(field, 'hex');
}

export function parseResultLine(line: string): InstanceResult {
  const parts = line.split(' ');
  if (parts[0] === 'OK' && parts.length === 2) return { ok: true, output: unhex(parts[1] as string) };
  if (parts[0] === 'ERR' && parts.length === 4) {
    return {
      ok: false,
      offset: Number(parts[1]),
      pointer: unhex(parts[2] as string).toString('utf8'),
      message: unhex(parts[3] as string).toString('utf8'),
    };
  }
  throw new Error(`driver wrote an unexpected line: ${line.slice(0, 200)}`);
}

export function parseFuzzLine(line: string): FuzzResult {
  const parts = line.split(' ');
  if (parts[0] !== 'FUZZ' || parts.length !== 6) throw new Error(`driver wrote an unexpected line: ${line.slice(0, 200)}`);
  const [execs, accepted, verdicts, input, problem] = parts.slice(1) as [string, string, string, string, string];
  const counts = { execs: Number(execs), accepted: Number(accepted), verdicts: Number(verdicts), last: unhex(input) };
  if (problem === '-') return counts;
  return { ...counts, failure: { input: counts.last, problem: unhex(problem).toString('utf8') } };
}

/** The request of a fuzz line (test/harness/protocol.ts). */
function fuzzLine(r: FuzzRequest): string {
  return `!fuzz\t${r.caseName}\t${r.seed >>> 0}\t${r.iterations}\t${r.corpusPath}`;
}

/**
 * Sends `lines` to one run of the command and parses one answer a line; `describe(n)` names the
 * n-th request in the error of a driver that stops early.
 */
function exchange<T>(
  command: string,
  args: readonly string[],
  cwd: string,
  lines: readonly string[],
  parse: (line: string) => T,
  describe: (n: number) => string,
  timeoutMs = 0,
): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), child.kill('SIGKILL')), timeoutMs) : undefined;
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const answers = Buffer.concat(out)
        .toString('utf8')
        .split('\n')
        .filter((l) => l !== '');
      if (code !== 0 || answers.length !== lines.length) {
        reject(
          new Error(
            `driver ${timedOut ? `timed out (${timeoutMs} ms) and was killed` : `exited ${code ?? signal}`} after ${answers.length}/${lines.length} results` +
              ` (next request: ${describe(answers.length)}): ` +
              Buffer.concat(err).toString('utf8').slice(0, 2000),
          ),
        );
        return;
      }
      try {
        resolve(answers.map(parse));
      } catch (e) {
        reject(e);
      }
    });
    child.stdin.end(lines.map((l) => `${l}\n`).join(''));
  });
}

/** A driver that is a command: all requests go through one process (one JVM/GHC RTS start). */
export function commandDriver(command: string, args: readonly string[], cwd: string): Driver {
  return {
    run(requests: readonly InstanceRequest[]): Promise<InstanceResult[]> {
      const lines = requests.map((r) => `${r.caseName}\t${r.path}`);
      return exchange(command, args, cwd, lines, parseResultLine, (n) => JSON.stringify(requests[n] ?? null));
    },
    fuzz(requests: readonly FuzzRequest[], timeout?: number): Promise<FuzzResult[]> {
      // a hang is a finding too: by default a minute plus a millisecond a mutant (the slowest driver takes a tenth of that)
      const timeoutMs = timeout ?? 60_000 + requests.reduce((sum, r) => sum + r.iterations, 0);
      return exchange(command, args, cwd, requests.map(fuzzLine), parseFuzzLine, (n) => JSON.stringify(requests[n] ?? null), timeoutMs);
    },
  };
}
