/** The module graph of `generator/`, read from the sources' import specifiers. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface ImportEdge {
  /** Importing file, relative to the repository root, `/`-separated. */
  readonly from: string;
  /** Imported file, relative to the repository root, `/`-separated (`.js` specifiers mapped to `.ts`). */
  readonly to: string;
}

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** Relative imports between TypeScript files under `root/folder`. */
export function importEdges(root: string, folder: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of walk(join(root, folder))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(SPECIFIER)) {
      const spec = m[1] ?? m[2];
      if (spec === undefined || !spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec).replace(/\.js$/, '.ts');
      edges.push({ from: relative(root, file).split(sep).join('/'), to: relative(root, target).split(sep).join('/') });
    }
  }
  return edges;
}

/** The layer a generator file belongs to: `targets/<lang>` for a target's own folder, else its top folder. */
export function layerOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] !== 'generator') return 'outside';
  if (parts[1] === 'targets' && parts.length > 3) return `targets/${parts[2] ?? ''}`;
  return parts.length > 2 ? (parts[1] ?? '') : 'root';
}

/** Why an edge breaks the layering, or null. */
export function violation(edge: ImportEdge): string | null {
  const from = layerOf(edge.from);
  const to = layerOf(edge.to);
  if (from.startsWith('targets/') && to.startsWith('targets/') && from !== to) return `a target imports another target (${from} → ${to})`;
  const core = ['ir', 'plan', 'input', 'naming', 'wire'];
  if (core.includes(from) && to.startsWith('targets/')) return `${from} imports a target (${to})`;
  if (core.includes(from) && (edge.to === 'generator/targets/registry.ts')) return `${from} imports the target registry`;
  if ((from === 'ir' || from === 'plan') && to === 'input') return `${from} imports an input front end`;
  if (from.startsWith('targets/') && edge.to.startsWith('generator/ir/passes/')) return `a target runs an IR pass, re-deciding what the plan decides (${edge.to})`;
  if (from.startsWith('targets/') && edge.to === 'generator/plan/graph.ts') return 'a target computes reference groups (plan/recursion.ts decides them)';
  return null;
}
