// A stand-in worker (test/unit/cli/parallel.test.ts): one result per language of its job, each a
// file and a warning naming the language, so the test sees which languages the worker rendered.
import { workerData } from 'node:worker_threads';

const job = workerData;
job.port.postMessage(
  job.langs.map((lang) => ({
    output: { lang, files: [{ path: `worker-${lang}.txt`, content: lang, role: 'code' }], manifest: [] },
    diagnostics: [{ code: 'W_WORKER', severity: 'warning', message: `rendered ${lang}`, file: '', pointer: '' }],
  })),
);
Atomics.store(job.done, 0, 1);
Atomics.notify(job.done, 0);
