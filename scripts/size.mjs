// `npm run size`: builds the app and prints the gzip bytes of the JS and CSS the first page
// (/login) loads, against the budget in size-budget.json. `--no-build` reuses packages/app/dist;
// `--files` lists the files with their gzip bytes.
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

// `firstPageChunks` names what /login loads: manifest keys (index.html, a catalogue part) or the
// names of chunk groups (packages/app/vite.config.ts), whose manifest keys carry a hash. Each comes
// with the chunks it imports statically and their stylesheets, as Vite preloads them.
const chunkOf = (key) => {
  if (manifest[key]) return manifest[key]
  const named = Object.values(manifest).filter(
    (chunk) => chunk.name === key && chunk.file.endsWith('.js'),
  )
  if (named.length !== 1)
    throw new Error(`size: ${key} names ${named.length} chunks of the build, not one`)
  return named[0]
}
const files = new Set()
const visited = new Set()
const visit = (chunk) => {
  if (visited.has(chunk)) return
  visited.add(chunk)
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const dep of chunk.imports ?? []) visit(chunkOf(dep))
}
for (const key of budget.firstPageChunks) visit(chunkOf(key))

let js = 0
let css = 0
for (const file of [...files].sort()) {
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
  if (process.argv.includes('--files')) console.log(`${String(bytes).padStart(8)}  ${file}`)
  if (file.endsWith('.css')) css += bytes
  else js += bytes
}
const total = js + css
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
console.log(
  `size: first page (/login) loads ${files.size} files: JS ${kb(js)} + CSS ${kb(css)} = ${kb(total)} gzipped; budget ${kb(budget.firstPageBytes)}`,
)
if (total > budget.firstPageBytes) {
  console.error(`size: over budget by ${kb(total - budget.firstPageBytes)}`)
  process.exit(1)
}
