/**
 * Writes `test/data/schema-program-vectors.json`, the schema-program conformance vectors every
 * runtime's interpreter is tested against (see generator/plan/schema-program/README.md).
 *
 *     npx tsx scripts/schema-program-vectors.ts
 */
import { writeFileSync } from 'node:fs';
import { buildVectors, renderVectors, vectorsPath } from '../test/unit/plan/schema-program/vectors.js';

const programs = buildVectors();
writeFileSync(vectorsPath, renderVectors(programs));
const count = programs.reduce((n, p) => n + p.vectors.length, 0);
process.stdout.write(`schema-program-vectors: ${programs.length} programs, ${count} vectors\n`);
