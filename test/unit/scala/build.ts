/** Generates the hand-built unit model with the Scala target and builds it with the Scala harness. */
import { generateTarget } from '../../../generator/targets/render-target.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTemplateSet } from '../../../generator/render/load.js';
import { createRenderer } from '../../../generator/render/renderer.js';
import { scalaTarget } from '../../../generator/targets/scala/index.js';
import type { TargetOutput } from '../../../generator/targets/target.js';
import { buildRoot } from '../../harness/paths.js';
import type { Driver, HarnessCase, InstanceResult } from '../../harness/protocol.js';
import { scalaHarness } from '../../harness/scala/index.js';
import { unitModel, unitRoots } from './model.js';

export const unitPackage = 'unit.model';

export function generateUnit(): TargetOutput {
  const result = generateTarget(scalaTarget, unitModel, { package: unitPackage }, createRenderer(loadTemplateSet('scala')));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

export async function buildUnit(): Promise<Driver> {
  const output = generateUnit();
  const cases: HarnessCase[] = Object.entries(unitRoots).map(([name, id], i) => {
    const entry = output.manifest.find((m) => m.id === id);
    if (entry === undefined) throw new Error(`no manifest entry for ${id}`);
    return { name, package: unitPackage, rootType: entry.name, files: i === 0 ? output.files : [] };
  });
  return scalaHarness.build(cases, join(buildRoot, 'unit', 'scala'));
}

/** Runs JSON texts (written to scratch files) through the driver. */
export async function runTexts(driver: Driver, items: readonly { caseName: string; text: string | Buffer }[]): Promise<InstanceResult[]> {
  const dir = join(buildRoot, 'unit', 'scala-inputs');
  mkdirSync(dir, { recursive: true });
  const requests = items.map((item, i) => {
    const path = join(dir, `${i}.json`);
    writeFileSync(path, item.text);
    return { caseName: item.caseName, path };
  });
  return driver.run(requests);
}
