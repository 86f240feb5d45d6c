import { structuredPatch } from 'diff';
import type { FileStatus } from '../emit/compare.js';

/** Caps that keep a `--check` summary short. */
export const reportLimits = { diffFiles: 3, diffLines: 20 } as const;

function firstHunk(status: Extract<FileStatus, { kind: 'different' }>): string[] {
  const patch = structuredPatch(status.shown, status.shown, status.onDisk, status.generated, 'on disk', 'generated', {
    context: 2,
  });
  const hunk = patch.hunks[0];
  if (hunk === undefined) return [];
  const header = `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`;
  const lines = [header, ...hunk.lines];
  const shown = lines.slice(0, reportLimits.diffLines);
  if (lines.length > shown.length || patch.hunks.length > 1) shown.push('… (more differences)');
  return [`--- ${status.shown} (on disk)`, `+++ ${status.shown} (generated)`, ...shown];
}

/** The summary `--check` prints when the files on disk are out of date. */
export function checkReport(statuses: readonly FileStatus[]): string {
  const bad = statuses.filter((s) => s.kind !== 'same');
  const width = Math.max(...bad.map((s) => s.kind.length));
  const lines = [`jsongen: check failed: ${bad.length} of ${statuses.length} files are out of date`];
  for (const s of bad) lines.push(`  ${s.kind.padEnd(width)}  ${s.shown}`);
  const different = bad.filter((s): s is Extract<FileStatus, { kind: 'different' }> => s.kind === 'different');
  for (const s of different.slice(0, reportLimits.diffFiles)) lines.push(...firstHunk(s));
  if (different.length > reportLimits.diffFiles) {
    lines.push(`(diffs of ${different.length - reportLimits.diffFiles} more files not shown)`);
  }
  lines.push('run jsongen without --check to update them');
  return `${lines.join('\n')}\n`;
}
