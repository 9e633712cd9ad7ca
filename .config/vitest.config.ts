import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = path.resolve(import.meta.dirname, '..')

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: '@payload-config', replacement: path.join(root, 'payload.config.ts') },
      { find: '@migrations', replacement: path.join(root, 'migrations/index.ts') },
      // `server-only` throws outside React server bundles; tests run server code directly.
      { find: 'server-only', replacement: path.join(root, 'tests/helpers/serverOnly.ts') },
    ],
  },
  root,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'collections/**/*.test.ts',
            'blocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/helpers/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
