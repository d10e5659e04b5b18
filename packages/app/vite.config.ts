import { defineConfig } from 'vite'
import { browserPlugins } from '../../vite.shared.ts'

export default defineConfig({
  plugins: browserPlugins(),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The size budget (npm run size) reads this to know what the first page loads.
    manifest: true,
  },
  server: {
    proxy: { '/v1': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' },
  },
})
