// `npm test`: typecheck, lint, i18n check, vitest (unit, machines, server on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL), Storybook stories in Chromium, the size budget, Playwright end
// to end against the real server and, with TEST_DATABASE_URL and TEST_REDIS_URL, test:scale.
// Every step runs even if an earlier one failed; the last line adds up every runner:
// `N passed, N failed`.
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureBrowser } from './browser.mjs'
import { bin, freePort, root, run } from './lib.mjs'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
process.env.TURBO_TELEMETRY_DISABLED = '1'
process.env.STORYBOOK_DISABLE_TELEMETRY = '1'
// Before anything else, so a machine without Chromium learns it at once, not after the typecheck.
ensureBrowser()

const runStarted = Date.now()
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const tally = []

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** A step that is one check: its exit code is the result. */
async function check(name, command, args, env) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const code = await run(command, args, env ? { env: { ...process.env, ...env } } : {})
  const ms = Date.now() - started
  tally.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, ms })
}

/** A step whose runner reports counts in a JSON file; a crash with no report counts as one failure. */
async function counted(name, command, args, file, read, env) {
  console.log(`\n▶ ${name}`)
  rmSync(file, { force: true })
  const started = Date.now()
  const code = await run(command, args, env ? { env: { ...process.env, ...env } } : {})
  const counts = readJson(file) ? read(readJson(file)) : null
  const entry = counts ?? { passed: 0, failed: 1 }
  if (code !== 0 && entry.failed === 0) entry.failed = 1
  tally.push({ name, ...entry, ms: Date.now() - started })
}

/**
 * The vitest files that took over 20 s, slowest first (issue 34: a property file that shrinks for
 * half an hour must show up here, not only as a slow run).
 */
function slowFiles(report) {
  const files = (report?.testResults ?? []).map((r) => ({
    file: path.relative(root, r.name),
    ms: (r.endTime ?? 0) - (r.startTime ?? 0),
  }))
  return files.filter((f) => f.ms > 20_000).sort((a, b) => b.ms - a.ms)
}

/** Vitest files that failed with no failed test of their own (an import error, a crash). */
const failedOutsideTests = (report) =>
  (report?.testResults ?? []).filter(
    (f) => f.status === 'failed' && !f.assertionResults?.some((a) => a.status === 'failed'),
  )

/**
 * What failed, by name, from each runner's report: CI keeps only the tail of the output, and the
 * tail is where a failure must be named (a run once failed with "3 failed" and nothing more).
 */
function failedNames() {
  const names = []
  const vitest = readJson(vitestFile)
  for (const r of vitest?.testResults ?? []) {
    const file = path.relative(root, r.name)
    for (const a of r.assertionResults ?? [])
      if (a.status === 'failed') names.push(`vitest  ${file} › ${a.fullName ?? a.title}`)
  }
  for (const r of failedOutsideTests(vitest))
    names.push(
      `vitest  ${path.relative(root, r.name)}: ${String(r.message ?? '')
        .split('\n')[0]
        .slice(0, 200)}`,
    )
  for (const name of readJson(storiesFile)?.failedNames ?? []) names.push(`story   ${name}`)
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky')
          names.push(`e2e     ${[...trail, spec.title].join(' › ')} (${t.status})`)
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title])
  }
  for (const suite of readJson(e2eFile)?.suites ?? []) walk(suite, [suite.title])
  return names
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`

/** Checks that each keep one core busy, two at a time on two cores (issue 30). */
async function inPairs(checks) {
  for (let i = 0; i < checks.length; i += 2)
    await Promise.all(checks.slice(i, i + 2).map((args) => check(...args)))
}

const packages = ['contract', 'ui', 'machines', 'app', 'engine', 'server']
await inPairs([
  ...packages.map((name) => [
    `typecheck ${name}`,
    bin('tsc'),
    ['-p', `packages/${name}/tsconfig.json`],
  ]),
  ['typecheck tooling', bin('tsc'), ['-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['i18n check', process.execPath, ['scripts/i18n-check.mjs']],
])

const vitestFile = path.join(results, 'vitest.json')
await counted(
  'vitest',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
  vitestFile,
  // A file that failed outside its tests (an import error) counts once; a failed test is not also
  // counted again for the file and the describe block around it.
  (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + failedOutsideTests(r).length,
  }),
)

const storiesFile = path.join(results, 'stories.json')
await counted(
  'stories',
  process.execPath,
  ['scripts/test-stories.mjs', '--json', storiesFile],
  storiesFile,
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
)

await check('build', bin('turbo'), ['run', 'build', '--output-logs=errors-only'])
await check('size budget', process.execPath, ['scripts/size.mjs', '--no-build'])

const e2eFile = path.join(results, 'e2e.json')
await counted(
  'end to end',
  bin('playwright'),
  ['test', '-c', 'packages/app/playwright.config.ts'],
  e2eFile,
  (r) => ({
    passed: r.stats?.expected ?? 0,
    failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0),
  }),
  {
    E2E_PORT: String(await freePort()),
    E2E_EXCHANGE_PORT: String(await freePort()),
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
  },
)

// Several processes on the loopback PostgreSQL and Redis (`.ci/run` sets both URLs when they answer).
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)
  await check('scale: 3 processes, 300 bots, one killed', 'npm', ['run', 'test:scale'])

const slow = slowFiles(readJson(vitestFile))
if (slow.length > 0) {
  console.log('\nVitest files over 20 s (property files marked)')
  for (const f of slow)
    console.log(
      `  ${seconds(f.ms).padStart(6)}  ${f.file}${/propert/.test(f.file) ? '  (properties)' : ''}`,
    )
}
const slowStories = readJson(storiesFile)?.slowest ?? []
if (slowStories.length > 0) {
  console.log('\nSlowest stories')
  for (const t of slowStories) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`)
}
const failures = failedNames()
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length})`)
  for (const name of failures.slice(0, 40)) console.log(`  ${name}`)
}
console.log('\nSummary (wall time per step)')
for (const t of tally)
  console.log(
    `  ${t.failed ? '✗' : '✓'} ${seconds(t.ms).padStart(6)}  ${t.name}: ${t.passed} passed, ${t.failed} failed`,
  )
// Wall time: paired checks overlap, so their own times add up to more.
console.log(`  total ${seconds(Date.now() - runStarted)}`)
const passed = tally.reduce((n, t) => n + t.passed, 0)
const failed = tally.reduce((n, t) => n + t.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
