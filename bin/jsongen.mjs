#!/usr/bin/env node
// The jsongen command. The CLI is compiled and bundled into dist/jsongen.mjs by `npm run build` (run by
// `npm ci` via `prepare`).
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// A run lasts about a second: V8's default is to hand a function to its optimizing compiler after a
// short warm-up, and for a run this short most of those compilations (on other threads) cost more
// CPU time than they save. A budget eight times the default still optimizes what stays hot.
setFlagsFromString('--interrupt-budget=1048576');

const reason = (e) => (e instanceof Error ? e.message : String(e));
try {
  const cli = await import('../dist/jsongen.mjs');
  process.exitCode = cli.main(process.argv.slice(2), fileURLToPath(new URL('../dist/jsongen-worker.mjs', import.meta.url)));
} catch (e) {
  process.stderr.write(`jsongen: internal error: ${reason(e)} (is dist/ built? run \`npm run build\`)\n`);
  process.exitCode = 1;
}
