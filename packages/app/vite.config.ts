import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { browserPlugins } from '../../vite.shared.ts'
import { catalogueParts } from '../../vite.catalogue.ts'
import { ariaLocales } from '../../vite.ariaLocales.ts'
import { precompress, preloadFirstPage } from './vite.delivery.ts'

const catalogue = catalogueParts({ routeTable: 'src/router/routes.tsx' })

// React Router's package exports name only its development build; the production build, the same
// code with its dev warnings switched off (ENABLE_DEV_WARNINGS), sits beside it.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
)

export default defineConfig(({ command }) => ({
  plugins: [
    ...browserPlugins(catalogue.plugin),
    // /login in the source language: its route chunk group, catalogue part and Latin font.
    preloadFirstPage({
      chunkGroup: 'first-page',
      catalogue: '/locales/en/messages.po?first',
      font: /\/inter-latin-wght-normal-[\w-]+\.woff2$/,
    }),
    precompress(),
    // Lingui's locales (lingui.config.ts); React Aria has no Thai or Vietnamese, so they use English.
    ariaLocales(['en', 'th', 'zh', 'ko', 'vi']),
  ],
  resolve: {
    alias: [
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
      // React 19 has useSyncExternalStore: the shims' fallbacks for React 16-17 (pulled in by
      // @xstate/react and React Aria) are dead code here; the unshimmed entries use React's own.
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: 'use-sync-external-store',
      },
      {
        find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The size budget (npm run size) reads this to know what the first page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, whole chunks compress better than many small ones (decision 004): what the entry
        // imports stays in the entry, and the first page's routes share one chunk with the
        // modules they bring along. Other routes are split as usual.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'first-page', test: catalogue.isFirstPageRoute, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // ws: the live socket (/v1/ws) is proxied too, so the dev server shows live prices.
    proxy: { '/v1': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3000', ws: true } },
  },
}))
