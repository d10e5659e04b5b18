// `npm run size`: builds the app and prints the gzip bytes of the JS and CSS the first page
// (/login) loads, against the budget in size-budget.json. `--no-build` reuses packages/app/dist.
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { root, run } from './lib.mjs'

const dist = path.join(root, 'packages/app/dist')
if (!process.argv.includes('--no-build')) {
  const code = await run('npm', ['run', 'build', '-w', '@atb/app'])
  if (code !== 0) process.exit(code)
}
const budget = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8'))
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))

// The first page is the entry plus every chunk the /login route pulls in, statically or lazily.
const entries = ['index.html', ...budget.firstPageModules]
const files = new Set()
const visit = (key, lazy) => {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`size: ${key} is not in the build manifest`)
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const dep of chunk.imports ?? []) visit(dep, lazy)
}
for (const key of entries) visit(key)

let js = 0
let css = 0
for (const file of files) {
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
  if (file.endsWith('.css')) css += bytes
  else js += bytes
}
const total = js + css
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
console.log(`size: first page (/login) loads ${files.size} files: JS ${kb(js)} + CSS ${kb(css)} = ${kb(total)} gzipped; budget ${kb(budget.firstPageBytes)}`)
if (total > budget.firstPageBytes) {
  console.error(`size: over budget by ${kb(total - budget.firstPageBytes)}`)
  process.exit(1)
}
