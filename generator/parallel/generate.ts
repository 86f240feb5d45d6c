import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Result } from '../diagnostics.js';
import type { Model } from '../ir/types.js';
import { assemble, buildModel, generate, type GenerateRequest, type LanguageOutput } from '../pipeline.js';
import type { TargetOutput } from '../targets/target.js';
import type { JobAnswer, ModelMessage, TargetJob } from './job.js';

/** A started worker for one language, and its answer to come. */
interface Running {
  readonly lang: string;
  readonly worker: Worker;
  readonly answer: Promise<JobAnswer>;
}

function start(entry: URL, lang: string, pkg: string | undefined): Running {
  const job: TargetJob = { kind: 'jsongen-target', lang, package: pkg };
  const worker = new Worker(entry, { workerData: job });
  const answer = new Promise<JobAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the ${lang} worker stopped (exit code ${code}) without an answer`)));
  });
  // Workers are stopped without being asked when the model does not build: that is no error.
  answer.catch(() => undefined);
  return { lang, worker, answer };
}

async function resultOf(running: Running): Promise<Result<TargetOutput>> {
  const answer = await running.answer;
  switch (answer.kind) {
    case 'done':
      return answer.result;
    case 'threw':
      throw new Error(answer.message);
  }
}

async function finish(running: readonly Running[], model: Model): Promise<readonly { lang: string; result: Result<TargetOutput> }[]> {
  const message: ModelMessage = { model };
  for (const r of running) r.worker.postMessage(message);
  return Promise.all(running.map(async (r) => ({ lang: r.lang, result: await resultOf(r) })));
}

/**
 * {@link generate} with each language's target in a worker thread of its own, when there are
 * several languages and several CPUs; otherwise in this thread. `entry` is a module that calls
 * `serveTargetJob` when run as a worker. The workers start (and load their code) while this thread
 * builds the model, which is then copied to each. The result is the same as {@link generate}'s.
 */
export async function generateInParallel(request: GenerateRequest, entry: URL): Promise<Result<readonly LanguageOutput[]>> {
  if (request.langs.length < 2 || availableParallelism() < 2) return generate(request);
  const running = request.langs.map((lang) => start(entry, lang, request.packages[lang]));
  try {
    const model = buildModel(request.inputs, request.frontEnd);
    if (!model.ok) return model;
    return assemble(model.diagnostics, await finish(running, model.value));
  } finally {
    await Promise.all(running.map((r) => r.worker.terminate()));
  }
}
