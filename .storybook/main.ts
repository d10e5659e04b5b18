import type { StorybookConfig } from '@storybook/react-vite'

// `npm run test:changed` builds only the story files it will run (STORIES_FILES, comma-separated,
// from the repository's root).
const only = process.env.STORIES_FILES?.split(',').map((file) => `../${file}`)

const config: StorybookConfig = {
  stories: only ?? ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
}

export default config
