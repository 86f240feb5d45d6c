#!/usr/bin/env node
// The jsongen command. The CLI is compiled and bundled into dist/jsongen.mjs by `npm run build` (run by
// `npm ci` via `prepare`).
const reason = (e) => (e instanceof Error ? e.message : String(e));
try {
  const cli = await import('../dist/jsongen.mjs');
  process.exitCode = cli.main(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`jsongen: internal error: ${reason(e)} (is dist/ built? run \`npm run build\`)\n`);
  process.exitCode = 1;
}
