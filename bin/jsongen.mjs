#!/usr/bin/env node
// The jsongen command. The CLI is compiled into dist/ by `npm run build` (run by `npm ci` via `prepare`).
let cli;
try {
  cli = await import('../dist/cli/main.js');
} catch (e) {
  process.stderr.write(
    `jsongen: internal error: cannot load the compiled CLI (dist/cli/main.js); run \`npm run build\` (${e instanceof Error ? e.message : String(e)})\n`,
  );
  process.exit(1);
}
process.exitCode = cli.main(process.argv.slice(2));
