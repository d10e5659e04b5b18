// `npm run test:changed`: the quick loop for a change in progress (issue 30). For the files that
// differ from HEAD (or `--base REF`), committed or not, and the new files git does not ignore:
// - the typecheck of each package they are in;
// - eslint and prettier on those files;
// - the vitest tests of those packages that import them (vitest's own `--changed`);
// - the stories beside them and the stories that import them, file by file inside a package,
//   played, checked with axe and compared to their baselines.
// `npm test` stays the whole check; this one is for the minutes between two edits.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { bin, root, run } from './lib.mjs'

const args = process.argv.slice(2)
const baseIndex = args.indexOf('--base')
const base = baseIndex >= 0 ? args[baseIndex + 1] : 'HEAD'

const git = (...gitArgs) =>
  spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean)
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(path.join(root, file)))

if (changed.length === 0) {
  console.log(`test:changed: nothing differs from ${base}`)
  process.exit(0)
}
console.log(`test:changed: ${changed.length} file(s) differ from ${base}`)

const started = Date.now()
const tally = []
async function step(name, command, commandArgs, env) {
  console.log(`\n▶ ${name}`)
  const at = Date.now()
  const code = await run(command, commandArgs, env ? { env: { ...process.env, ...env } } : {})
  tally.push({ name, code, ms: Date.now() - at })
}

/** Every source file under a folder, for the import graph. */
function sources(dir) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', '__visual__'].includes(entry.name)) found.push(...sources(full))
    } else if (/\.(tsx?|css)$/.test(entry.name)) found.push(full)
  }
  return found
}

/** The file a relative import names, with the extensions and index files TypeScript tries. */
function resolveImport(from, specifier) {
  const target = path.resolve(path.dirname(from), specifier)
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => target + end)
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

/**
 * The story files a change reaches: those beside a changed file, and those that import one
 * through relative imports, however indirectly. An import of another package's index is not
 * followed, or a change to a button would reach every story.
 */
function storiesReached(files) {
  const all = sources(path.join(root, 'packages'))
  const importers = new Map()
  for (const file of all.filter((f) => /\.tsx?$/.test(f))) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const imported = resolveImport(file, match[1])
      if (!imported) continue
      if (!importers.has(imported)) importers.set(imported, new Set())
      importers.get(imported).add(file)
    }
  }
  const reached = new Set(files)
  const queue = [...files]
  while (queue.length > 0) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (reached.has(importer)) continue
      reached.add(importer)
      queue.push(importer)
    }
  }
  const folders = new Set(files.map((f) => path.dirname(f)))
  return all.filter(
    (f) => f.endsWith('.stories.tsx') && (reached.has(f) || folders.has(path.dirname(f))),
  )
}

const absolute = changed.map((file) => path.join(root, file))
const packages = [
  ...new Set(changed.map((file) => /^packages\/([^/]+)\//.exec(file)?.[1]).filter(Boolean)),
]
for (const name of packages)
  if (existsSync(path.join(root, 'packages', name, 'tsconfig.json')))
    await step(`typecheck ${name}`, bin('tsc'), ['-p', `packages/${name}/tsconfig.json`])
if (changed.some((file) => !file.startsWith('packages/')))
  await step('typecheck tooling', bin('tsc'), ['-p', 'tsconfig.json'])

const lintable = changed.filter((file) => /\.(c|m)?[jt]sx?$/.test(file))
if (lintable.length > 0) await step('lint', bin('eslint'), ['--max-warnings', '0', ...lintable])
await step('format', bin('prettier'), [
  '--check',
  '--ignore-unknown',
  '--log-level',
  'warn',
  ...changed,
])

// The vitest projects are the packages; like the stories, tests in other packages that reach the
// change only through a package's index are left to `npm test`.
if (packages.length > 0)
  await step('vitest (tests that import the change)', bin('vitest'), [
    'run',
    '--changed',
    base,
    '--passWithNoTests',
    ...packages.flatMap((name) => ['--project', name]),
  ])

const stories = storiesReached(absolute.filter((f) => /\.(tsx?|css)$/.test(f)))
if (stories.length > 0) {
  console.log(`\nstories reached: ${stories.map((f) => path.relative(root, f)).join(', ')}`)
  // Storybook is built with those story files alone, in a folder of its own: 11 s against 27 s
  // for a button's 23 files, and the whole build in storybook-static stays as it was.
  const files = stories.map((f) => path.relative(root, f))
  await step(
    `stories (${stories.length} files)`,
    process.execPath,
    ['scripts/test-stories.mjs', '--out', 'node_modules/.cache/storybook-changed', ...files],
    { STORIES_FILES: files.join(',') },
  )
}

console.log('\ntest:changed')
for (const t of tally)
  console.log(
    `  ${t.code === 0 ? '✓' : '✗'} ${`${(t.ms / 1000).toFixed(0)} s`.padStart(6)}  ${t.name}`,
  )
console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`)
const failed = tally.filter((t) => t.code !== 0).length
console.log(`${tally.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
