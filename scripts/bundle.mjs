// Build step (after tsc): bundles the command (dist/cli/main.js and the packages it imports) into
// one module, dist/jsongen.mjs, which bin/jsongen.mjs runs. One file loads several times faster
// than the few hundred modules it is made of. What the code loads by path at run time (templates,
// the precompiled templates and meta-schema checks, Handlebars' runtime) stays outside.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // Bundled CommonJS packages call `require` for Node's own modules.
  banner: { js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);" },
};

await build({ ...common, entryPoints: ['dist/cli/main.js'], outfile: 'dist/jsongen.mjs' });
// The worker thread of a run on two threads (generator/cli/parallel.ts) loads its own bundle.
await build({ ...common, entryPoints: ['dist/cli/targets-worker.js'], outfile: 'dist/jsongen-worker.mjs' });
