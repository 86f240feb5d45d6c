import { spawn } from 'node:child_process';
import type { Driver, InstanceRequest, InstanceResult } from './protocol.js';

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

/** A driver that is a command: all requests go through one process (one JVM/GHC RTS start). */
export function commandDriver(command: string, args: readonly string[], cwd: string): Driver {
  return {
    run(requests: readonly InstanceRequest[]): Promise<InstanceResult[]> {
      return new Promise((resolve, reject) => {
        const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        child.on('error', reject);
        child.on('close', (code, signal) => {
          const lines = Buffer.concat(out).toString('utf8').split('\n').filter((l) => l !== '');
          if (code !== 0 || lines.length !== requests.length) {
            reject(
              new Error(
                `driver exited ${code ?? signal} after ${lines.length}/${requests.length} results` +
                  ` (next request: ${JSON.stringify(requests[lines.length] ?? null)}): ` +
                  Buffer.concat(err).toString('utf8').slice(0, 2000),
              ),
            );
            return;
          }
          try {
            resolve(lines.map(parseResultLine));
          } catch (e) {
            reject(e);
          }
        });
        child.stdin.end(requests.map((r) => `${r.caseName}\t${r.path}\n`).join(''));
      });
    },
  };
}
