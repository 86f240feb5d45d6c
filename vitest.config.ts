import { defineConfig } from 'vitest/config';

// Compiled tests build real Go / Haskell / Scala drivers: minutes, not seconds. The machine has
// two cores, so test files run one after another and the compiled project runs after the rest.
const minute = 60_000;

export default defineConfig({
  test: {
    fileParallelism: false,
    teardownTimeout: minute,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/compiled/**', '**/node_modules/**'],
          testTimeout: 2 * minute,
          hookTimeout: 2 * minute,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'compiled',
          include: ['test/compiled/**/*.test.ts'],
          testTimeout: 20 * minute,
          hookTimeout: 20 * minute,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
