import { defineConfig } from 'vite'
import { browserPlugins } from '../vite.shared.ts'

export default defineConfig({
  plugins: browserPlugins(),
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom/client',
    ],
  },
})
