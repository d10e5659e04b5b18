// Builds Storybook, serves it, and runs every story in Debian Chromium: play functions,
// axe (light and dark) and light/dark screenshots against committed baselines.
// Flags: --update (rewrite baselines), --no-build (reuse the build), --out DIR (build folder),
// --json FILE (counts for scripts/test.mjs). STORIES_WORKERS sets the browser count (default 2).
// Anything else goes to the test-runner (e.g. a story-file path filter).
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureBrowser } from './browser.mjs'
import { bin, root, run, serveStatic } from './lib.mjs'

const args = process.argv.slice(2)
const update = args.includes('--update')
const build = !args.includes('--no-build')
const jsonIndex = args.indexOf('--json')
const jsonOut = jsonIndex >= 0 ? args[jsonIndex + 1] : path.join(root, 'test-results/stories.json')
const outIndex = args.indexOf('--out')
const outDir =
  outIndex >= 0 ? path.resolve(args[outIndex + 1]) : path.join(root, 'storybook-static')
const valued = ['--json', '--out']
const passthrough = args.filter(
  (a, i) =>
    !['--update', '--no-build', ...valued].includes(a) && !valued.includes(args[i - 1] ?? ''),
)

process.env.STORYBOOK_DISABLE_TELEMETRY = '1'
ensureBrowser()
if (build) {
  const code = await run(bin('storybook'), [
    'build',
    '-o',
    outDir,
    '--quiet',
    '--disable-telemetry',
  ])
  if (code !== 0) process.exit(code)
}

const server = await serveStatic(outDir)
rmSync(jsonOut, { force: true })
process.env.STORIES_RESULT_FILE = jsonOut
// While baselines are rewritten, a picture that differs is written without a retake.
if (update) process.env.STORIES_UPDATE = '1'
const code = await run(bin('test-storybook'), [
  '--url',
  server.url,
  process.env.STORIES_WORKERS ? `--maxWorkers=${process.env.STORIES_WORKERS}` : '--maxWorkers=2',
  ...(update ? ['-u'] : ['--ci']),
  ...passthrough,
])
await server.close()

// The baselines this update wrote or added, so a reviewer looks at those alone (issue 30). A
// picture within the tolerance of its baseline keeps the baseline.
if (update) {
  const status = spawnSync('git', ['status', '--porcelain', '--', '.storybook/__visual__'], {
    cwd: root,
    encoding: 'utf8',
  })
  const changed = status.stdout.split('\n').filter(Boolean)
  console.log(`\nbaselines changed: ${changed.length}`)
  for (const line of changed) console.log(`  ${line}`)
}

try {
  const result = JSON.parse(readFileSync(jsonOut, 'utf8'))
  console.log(`stories: ${result.numPassedTests} passed, ${result.numFailedTests} failed`)
} catch {
  console.log('stories: the runner wrote no results')
}
process.exit(code)
