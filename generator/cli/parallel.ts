/**
 * A run on several threads. The languages of a run are independent renderings of one plan, so
 * when a run asks for several and its input is large, worker threads (the bundle
 * `jsongen-worker.mjs`, `targets-worker.ts`) each prepare the same plan and render a group of the
 * languages while this thread renders the first group (on a machine of two cores: one worker, the
 * second half of the languages). The workers are started before this thread reads the input, so
 * their start-up and their own preparation overlap this thread's. The result is the sequential
 * run's, languages in the request's order: whatever a worker does not deliver (it failed, or it
 * did not start), this thread renders itself.
 */
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { Result } from '../diagnostics.js';
import { combine, generate, prepare, renderLanguage, type GenerateRequest, type LanguageOutput, type LanguageResult } from '../pipeline.js';

/**
 * Inputs smaller than this are generated on one thread: a worker's start-up (about 0.1 s of a
 * core) is more than such an input's later languages cost.
 */
const PARALLEL_INPUT_BYTES = 256 * 1024;

/**
 * How long this thread waits for a worker once its own languages are done: a second, plus three
 * times what its own part has taken (a worker's part is about as large). A worker that died (it
 * has no way to say so to a thread that is waiting) costs that, and its languages are rendered here.
 */
function patienceMs(ownMs: number): number {
  return 1000 + 3 * ownMs;
}

/** What the worker is given (`workerData`). */
export interface WorkerJob {
  readonly request: GenerateRequest;
  readonly langs: readonly string[];
  /** Where the worker posts its languages' results (or null when it has none). */
  readonly port: MessagePort;
  /** Set to 1 (and notified) once the worker has posted. */
  readonly done: Int32Array;
}

/** The worker's message: one result per language of its job, or null. */
export type WorkerReply = readonly LanguageResult[] | null;

interface Started {
  /** The worker's results, waiting for them at most `ms`; undefined when it delivered none. */
  readonly results: (ms: number) => readonly LanguageResult[] | undefined;
  /** Leaves the worker to end with the process. */
  readonly cancel: () => void;
}

function inputBytes(inputs: readonly string[]): number {
  let total = 0;
  for (const input of inputs) {
    try {
      total += statSync(input).size;
    } catch {
      // An input that cannot be read is the front end's to report.
    }
  }
  return total;
}

function startWorker(workerFile: string, request: GenerateRequest, langs: readonly string[]): Started | undefined {
  const { port1, port2 } = new MessageChannel();
  const done = new Int32Array(new SharedArrayBuffer(4));
  const job: WorkerJob = { request, langs, port: port2, done };
  let worker: Worker;
  try {
    worker = new Worker(workerFile, { workerData: job, transferList: [port2] });
  } catch {
    return undefined;
  }
  // The worker's own failures are answered by rendering its languages here, not by its events.
  worker.on('error', () => undefined);
  worker.unref();
  return {
    results: (ms) => {
      const outcome = Atomics.wait(done, 0, 0, ms);
      const reply = outcome === 'timed-out' ? undefined : (receiveMessageOnPort(port1)?.message as WorkerReply | undefined);
      port1.close();
      if (outcome === 'timed-out') void worker.terminate();
      return reply === null || reply === undefined || reply.length !== langs.length ? undefined : reply;
    },
    cancel: () => port1.close(),
  };
}

export interface ParallelOptions {
  /** Inputs smaller than this (bytes in all) run on one thread; 256 KiB unless given. */
  readonly minInputBytes?: number;
  /** Threads to use at most, this one included; the machine's parallelism unless given. */
  readonly threads?: number;
  /** Called once for each worker that delivered nothing (its languages were rendered here). */
  readonly onWorkerMissed?: () => void;
}

/** The languages in `count` runs of consecutive languages, the longer runs first. */
export function languageGroups(langs: readonly string[], count: number): string[][] {
  const groups: string[][] = [];
  let at = 0;
  for (let g = 0; g < count; g++) {
    const size = Math.ceil((langs.length - at) / (count - g));
    groups.push(langs.slice(at, at + size));
    at += size;
  }
  return groups;
}

/**
 * The generator the command runs: `generate` itself, or, for several languages of a large input
 * on a machine with more than one core, the same run split over this thread (the first group of
 * languages) and a worker per further group, each running `workerFile` (when it exists).
 */
export function parallelGenerate(workerFile: string, options: ParallelOptions = {}): (request: GenerateRequest) => Result<readonly LanguageOutput[]> {
  const minInputBytes = options.minInputBytes ?? PARALLEL_INPUT_BYTES;
  return (request) => {
    const threads = Math.min(request.langs.length, options.threads ?? availableParallelism());
    if (threads < 2 || !existsSync(workerFile) || inputBytes(request.inputs) < minInputBytes) return generate(request);
    const started = performance.now();
    const [mine = [], ...theirs] = languageGroups(request.langs, threads);
    const workers = theirs.map((langs) => ({ langs, worker: startWorker(workerFile, request, langs) }));
    const prepared = prepare(request);
    if (!prepared.ok) {
      for (const w of workers) w.worker?.cancel();
      return prepared;
    }
    const results = mine.map((lang) => renderLanguage(prepared.value, lang, request));
    for (const { langs, worker } of workers) {
      const delivered = worker?.results(patienceMs(performance.now() - started));
      if (delivered === undefined) options.onWorkerMissed?.();
      results.push(...(delivered ?? langs.map((lang) => renderLanguage(prepared.value, lang, request))));
    }
    return combine(prepared.value, results);
  };
}
