// `npm run size`: builds the app and the server, prints the gzip bytes of the JS and CSS the first
// page (/login) loads against the budget in size-budget.json, then starts the built server and
// prints the bytes it really sends for /login (decision 006). `--no-build` reuses the builds;
// `--files` lists the budget's files with their gzip bytes.
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { bin, root, run } from './lib.mjs'
import { measureWire } from './wire.mjs'

const dist = path.join(root, 'packages/app/dist')
if (!process.argv.includes('--no-build')) {
  process.env.TURBO_TELEMETRY_DISABLED = '1'
  const code = await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only'])
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
const over = total > budget.firstPageBytes
if (over) console.error(`size: over budget by ${kb(total - budget.firstPageBytes)}`)

const wire = await measureWire('/login')
console.log(`size: bytes on the wire for /login from the built server (${wire.acceptEncoding}):`)
for (const file of wire.files)
  console.log(`${String(file.bytes).padStart(8)}  ${file.encoding.padEnd(8)}  ${file.path}`)
const sum = (test) => wire.files.filter(test).reduce((n, file) => n + file.bytes, 0)
const font = sum((file) => file.path.endsWith('.woff2'))
console.log(
  `size: /login sends ${kb(sum(() => true))} in ${wire.files.length} files: JS + CSS ${kb(sum((file) => /\.(?:js|css)$/.test(file.path)))}, index.html ${kb(sum((file) => file.path === '/login'))}, font ${kb(font)}; the budget counts ${kb(total)} of JS + CSS gzipped`,
)
if (over) process.exit(1)
