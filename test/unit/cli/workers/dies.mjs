// A stand-in worker (test/unit/cli/parallel.test.ts) that dies before it can post or signal.
throw new Error('this worker dies on start');
