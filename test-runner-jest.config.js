import { getJestConfig } from '@storybook/test-runner'

// Debian's Chromium, never a downloaded one; headless flags from ARCHITECTURE.md.
const testRunnerConfig = getJestConfig()

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/.storybook/count-reporter.cjs'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          '--font-render-hinting=none',
        ],
      },
      contextOptions: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      },
    },
  },
}
