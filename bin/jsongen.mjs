#!/usr/bin/env node
// The jsongen command. The CLI is compiled and bundled into dist/jsongen.mjs by `npm run build` (run by
// `npm ci` via `prepare`). This file is also the entry of the worker threads that generate the
// languages in parallel.
import { isMainThread } from 'node:worker_threads';

const reason = (e) => (e instanceof Error ? e.message : String(e));
try {
  const cli = await import('../dist/jsongen.mjs');
  if (isMainThread) process.exitCode = await cli.main(process.argv.slice(2), new URL(import.meta.url));
  else if (!cli.serveTargetJob()) throw new Error('started as a worker without a job');
} catch (e) {
  process.stderr.write(`jsongen: internal error: ${reason(e)} (is dist/ built? run \`npm run build\`)\n`);
  process.exitCode = 1;
}
