// Bundles the server into dist/main.mjs with our workspace packages inlined, and copies the
// migrations beside it; npm dependencies with native or wasm assets stay external. Worker-thread
// entries are bundled beside it (dist/backtest-worker.mjs), where the server looks for them first.
import { build } from 'esbuild'
import { cpSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))

rmSync(here('./dist'), { recursive: true, force: true })
await build({
  entryPoints: {
    main: here('./src/main.ts'),
    'backtest-worker': here('./src/services/bots/backtest-worker.ts'),
  },
  outdir: here('./dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Only our own packages are bundled; every npm dependency resolves from node_modules at run time.
  packages: 'external',
  alias: {
    '@atb/contract': here('../contract/src/index.ts'),
    '@atb/engine': here('../engine/src/index.ts'),
  },
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
cpSync(here('./drizzle'), here('./dist/drizzle'), { recursive: true })
console.log('server built: dist/main.mjs')
