/**
 * A worker of a run on several threads (`parallel.ts`), bundled as `dist/jsongen-worker.mjs`: it
 * prepares the plan of the job's request and renders the job's languages, then posts their
 * results (null when it has none) and signals. Whatever goes wrong here, the other thread renders
 * these languages itself.
 */
import { workerData } from 'node:worker_threads';
import { prepare, renderLanguage, type LanguageResult } from '../pipeline.js';
import type { WorkerJob, WorkerReply } from './parallel.js';

function results(job: WorkerJob): LanguageResult[] | null {
  try {
    const prepared = prepare(job.request);
    return prepared.ok ? job.langs.map((lang) => renderLanguage(prepared.value, lang, job.request)) : null;
  } catch {
    return null;
  }
}

const job = workerData as WorkerJob;
const reply: WorkerReply = results(job);
try {
  job.port.postMessage(reply);
} catch {
  job.port.postMessage(null);
}
Atomics.store(job.done, 0, 1);
Atomics.notify(job.done, 0);
