import { defineConfig } from 'vitest/config';

// Compiled tests (test/compiled/ and the targets' compiled unit tests) build real Go / Haskell /
// Scala programs: minutes, not seconds, on a loaded machine. The machine has two cores, so test
// files run one after another.
const minute = 60_000;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 20 * minute,
    hookTimeout: 20 * minute,
    teardownTimeout: minute,
  },
});
