/**
 * Times the TypeScript front end reading a deterministic synthetic file of 1,000 exported
 * declarations (`synth-declarations.ts`): in a fresh process each run, from the call to the model
 * (loading ts-morph, building the one project, type-checking and lowering every declaration).
 * Median wall-clock and CPU time of the runs; the goal is under 2 s.
 *   tsx bench/ts/ts-input-time.ts [runs]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './stats.js';
import { syntheticDeclarations } from './synth-declarations.js';

const count = 1000;
const runs = Number(process.argv[2] ?? 5);
const workDir = '.build/bench';
mkdirSync(workDir, { recursive: true });
const file = join(workDir, `declarations-${count}.ts`);
writeFileSync(file, syntheticDeclarations(count));

const probe = [
  "import { readTypeScript } from './generator/input/typescript/lower.ts';",
  'const start = performance.now();',
  'const cpu = process.cpuUsage();',
  `const r = readTypeScript([${JSON.stringify(file)}], { keepUnknown: false, unsupported: 'error' });`,
  'const ms = performance.now() - start;',
  'const used = process.cpuUsage(cpu);',
  'const cpuMs = (used.user + used.system) / 1000;',
  "const roots = r.ok ? r.value.roots.filter((o) => o.status === 'generated').length : 0;",
  'console.log(JSON.stringify({ ms, cpuMs, roots, decls: r.ok ? r.value.model.decls.length : 0 }));',
].join('\n');

interface Sample {
  readonly ms: number;
  readonly cpuMs: number;
  readonly roots: number;
  readonly decls: number;
}

const samples: Sample[] = [];
for (let i = 0; i < runs; i++) {
  const out = execFileSync('npx', ['--no-install', 'tsx', '--eval', probe], { encoding: 'utf8' });
  samples.push(JSON.parse(out.trim().split('\n').pop() ?? '{}') as Sample);
}
const ms = median(samples.map((s) => s.ms));
const cpuMs = median(samples.map((s) => s.cpuMs));
const first = samples[0];
console.log(
  `TypeScript input: ${count} declarations (${first?.roots ?? 0} generated, ${first?.decls ?? 0} IR declarations) read in ${(ms / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU ` +
    `(median of ${runs} fresh processes; ts-morph load, project, checker and lowering; loadavg ${process.platform === 'linux' ? execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 3).join(' ') : 'n/a'})`,
);
