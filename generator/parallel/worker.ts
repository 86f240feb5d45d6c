import { parentPort, workerData } from 'node:worker_threads';
import { generateTarget } from '../pipeline.js';
import { isTargetJob, type JobAnswer, type ModelMessage } from './job.js';

function answerFor(job: { lang: string; package: string | undefined }, message: ModelMessage): JobAnswer {
  try {
    return { kind: 'done', result: generateTarget(message.model, job.lang, job.package) };
  } catch (e) {
    return { kind: 'threw', message: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * The worker side of {@link generateInParallel}: started with a {@link TargetJob}, it waits for the
 * model, runs its one target and answers once. Returns false when this thread is not such a worker.
 */
export function serveTargetJob(): boolean {
  const job: unknown = workerData;
  const port = parentPort;
  if (port === null || !isTargetJob(job)) return false;
  port.once('message', (message: ModelMessage) => port.postMessage(answerFor(job, message)));
  return true;
}
