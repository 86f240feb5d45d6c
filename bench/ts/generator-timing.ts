/** The generator's timing on the synthetic schema (bench/results/raw/generator.json) and its report line. */

/** The command timed on a further schema: what it is, its named types, the medians as for the main schema. */
export interface CommandTiming {
  readonly schema: string;
  readonly types: number;
  readonly cliMs: number;
  readonly cliStdoutMs: number;
  /** Median CPU ms (user + system, every thread) of the same runs: what a shared, loaded host distorts least. */
  readonly cliCpuMs?: number;
  readonly cliStdoutCpuMs?: number;
}

export interface GeneratorTiming {
  readonly types: number;
  readonly langs: readonly string[];
  readonly ok: boolean;
  readonly error?: string;
  /** Median wall-clock ms of the command writing the files into a new folder, one fresh process per run. */
  readonly cliMs?: number;
  /** Median wall-clock ms of the same command printing the files to stdout (discarded): no files written. */
  readonly cliStdoutMs?: number;
  /** Median CPU ms (user + system, every thread) of the same runs, each way. */
  readonly cliCpuMs?: number;
  readonly cliStdoutCpuMs?: number;
  /** In one process: the first run (cold code), then the median of the later runs. */
  readonly firstMs?: number;
  readonly medianMs?: number;
  readonly runs?: number;
  readonly files?: number;
  /** Median wall-clock ms per stage over the stage runs: `model`, then one per language. */
  readonly stagesMs?: Readonly<Record<string, number>>;
  readonly loadavg?: string;
  /** The same command on other schemas (another shape, another size). */
  readonly commands?: readonly CommandTiming[];
}

const ms = (n: number | undefined): string => `${(n ?? 0).toFixed(0)} ms`;

/** ` [CPU time <to a folder> / <to stdout>]` when both CPU medians are known, else nothing. */
const cpu = (toDir: number | undefined, toStdout: number | undefined): string =>
  toDir === undefined || toStdout === undefined ? '' : ` [CPU time ${ms(toDir)} / ${ms(toStdout)}]`;

/** One line for the report: the command, what writing the files adds, the in-process runs and stages, the load then. */
export function generatorLine(g: GeneratorTiming | undefined): string {
  if (g === undefined) return 'generator: not timed';
  if (!g.ok) return `generator (${g.types} types): not timed: ${g.error ?? ''}`;
  const parts: string[] = [];
  if (g.cliMs !== undefined) {
    const stdout = g.cliStdoutMs === undefined ? '' : ` (${ms(g.cliStdoutMs)} with \`--stdout\`, which writes no files)`;
    parts.push(`the command ${ms(g.cliMs)}${stdout}${cpu(g.cliCpuMs, g.cliStdoutCpuMs)}, median of fresh processes`);
  }
  parts.push(`in one process, first run ${ms(g.firstMs)}, then median ${ms(g.medianMs)}`);
  const stages = Object.entries(g.stagesMs ?? {});
  if (stages.length > 0) parts.push(`stage medians ${stages.map(([stage, t]) => `${stage} ${ms(t)}`).join(', ')}`);
  for (const c of g.commands ?? []) {
    parts.push(`on ${c.schema} (${c.types} types) the command ${ms(c.cliMs)} (${ms(c.cliStdoutMs)} with \`--stdout\`)${cpu(c.cliCpuMs, c.cliStdoutCpuMs)}`);
  }
  if (g.loadavg !== undefined) parts.push(`loadavg ${g.loadavg}`);
  return `generator (${g.types} types, all targets: ${g.langs.join(', ')}): ${parts.join('; ')}`;
}
