// A stand-in worker (test/unit/cli/parallel.test.ts) that has nothing to give: it posts null.
import { workerData } from 'node:worker_threads';

workerData.port.postMessage(null);
Atomics.store(workerData.done, 0, 1);
Atomics.notify(workerData.done, 0);
