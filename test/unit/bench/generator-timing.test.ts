import { describe, expect, it } from 'vitest';
import { generatorLine, type GeneratorTiming } from '../../../bench/ts/generator-timing.js';

const timed: GeneratorTiming = {
  types: 1000,
  langs: ['go', 'haskell', 'scala'],
  ok: true,
  cliMs: 2400.4,
  cliStdoutMs: 2001.6,
  firstMs: 1858.3,
  medianMs: 896.9,
  stagesMs: { model: 101, go: 226 },
  loadavg: '1.64 1.33 1.34',
};

describe('the generator line of the benchmark report', () => {
  it('gives the command with and without files, the in-process runs and each stage', () => {
    expect(generatorLine(timed)).toBe(
      'generator (1000 types, all targets: go, haskell, scala): the command 2400 ms (2002 ms with `--stdout`, which writes no files), median of fresh processes; ' +
        'in one process, first run 1858 ms, then median 897 ms; stage medians model 101 ms, go 226 ms; loadavg 1.64 1.33 1.34',
    );
  });

  it('adds the command on further schemas', () => {
    const more: GeneratorTiming = { ...timed, commands: [{ schema: 'an API-shaped schema of 560 objects', types: 1452, cliMs: 1500.2, cliStdoutMs: 1300.7 }] };
    expect(generatorLine(more)).toContain(
      '; on an API-shaped schema of 560 objects (1452 types) the command 1500 ms (1301 ms with `--stdout`); loadavg 1.64 1.33 1.34',
    );
  });

  it('adds the CPU time of both ways where it was measured', () => {
    const withCpu: GeneratorTiming = {
      ...timed,
      cliCpuMs: 1100.2,
      cliStdoutCpuMs: 990.6,
      commands: [{ schema: 'an OpenAPI description', types: 1452, cliMs: 1500.2, cliStdoutMs: 1300.7, cliCpuMs: 1400, cliStdoutCpuMs: 1250 }],
    };
    const line = generatorLine(withCpu);
    expect(line).toContain('the command 2400 ms (2002 ms with `--stdout`, which writes no files) [CPU time 1100 ms / 991 ms], median of fresh processes;');
    expect(line).toContain('; on an OpenAPI description (1452 types) the command 1500 ms (1301 ms with `--stdout`) [CPU time 1400 ms / 1250 ms];');
  });

  it('leaves out what a timing does not have', () => {
    const { cliStdoutMs: _, stagesMs: __, loadavg: ___, ...older } = timed;
    expect(generatorLine(older)).toBe(
      'generator (1000 types, all targets: go, haskell, scala): the command 2400 ms, median of fresh processes; in one process, first run 1858 ms, then median 897 ms',
    );
  });

  it('says why it was not timed', () => {
    expect(generatorLine(undefined)).toBe('generator: not timed');
    expect(generatorLine({ types: 1000, langs: [], ok: false, error: 'generator does not load: x' })).toBe(
      'generator (1000 types): not timed: generator does not load: x',
    );
  });
});
