/**
 * Writes `test/data/regex-vectors.json`, the regex VM conformance vectors every language port is
 * tested against (see generator/plan/regex/README.md).
 *
 *     npx tsx scripts/regex-vectors.ts
 */
import { writeFileSync } from 'node:fs';
import { buildVectors, renderVectors, vectorsPath } from '../test/unit/plan/regex/vectors.js';

const patterns = buildVectors();
writeFileSync(vectorsPath, renderVectors(patterns));
const count = patterns.reduce((n, p) => n + p.vectors.length, 0);
process.stdout.write(`regex-vectors: ${patterns.length} patterns, ${count} vectors\n`);
