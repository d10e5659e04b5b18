import { defineConfig } from 'vitest/config'
import { browserPlugins } from './vite.shared.ts'

const exclude = ['**/node_modules/**', '**/dist/**', '**/e2e/**', 'storybook-static/**']

export default defineConfig({
  test: {
    exclude,
    // Two files at a time on two cores (issue 30). Vitest's default in a run is one fewer than the
    // cores, which is one here: a full run took 30 min with one worker and 22 min with two, and
    // the server's databases are per file (a PGlite, a uniquely named PostgreSQL database).
    maxWorkers: 2,
    projects: [
      ...['contract', 'engine', 'machines'].map((name) => ({
        test: {
          name,
          environment: 'node',
          include: [`packages/${name}/src/**/*.test.ts`],
          exclude,
          setupFiles: ['./vitest.properties.ts'],
          testTimeout: 20_000,
        },
      })),
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts'],
          exclude,
          // The fuzz and ledger properties run on the same fixed seed as the engine's.
          setupFiles: ['./vitest.properties.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      ...['ui', 'app'].map((name) => ({
        plugins: browserPlugins(),
        test: {
          name,
          environment: 'jsdom',
          include: [`packages/${name}/src/**/*.test.{ts,tsx}`],
          exclude,
          setupFiles: ['./vitest.setup.ts'],
          // First renders pay for jsdom and React Aria's module graph; on 2 busy cores that exceeds 5 s.
          testTimeout: 20_000,
          css: { modules: { classNameStrategy: 'non-scoped' as const } },
        },
      })),
    ],
  },
})
