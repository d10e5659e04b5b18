// `npm run fuzz`: the endpoint fuzz of `npm test` (packages/server/src/routes/fuzz-*.test.ts) with
// 10,000 requests per endpoint instead of 200, on PGlite (`--postgres` adds TEST_DATABASE_URL's
// server). Prints each endpoint's count, 5xx answers and time, then one line with the totals.
// `--runs N` changes the count.
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { bin, root, run } from './lib.mjs'

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 10_000
if (!Number.isInteger(runs) || runs < 1) {
  console.error('fuzz: --runs takes a positive whole number')
  process.exit(2)
}

const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const report = path.join(results, 'fuzz.jsonl')
rmSync(report, { force: true })

const env = { ...process.env, FUZZ_RUNS: String(runs), FUZZ_REPORT: report }
if (!args.includes('--postgres')) delete env.TEST_DATABASE_URL

const started = Date.now()
const code = await run(bin('vitest'), ['run', 'packages/server/src/routes/fuzz-'], { env })
const seconds = ((Date.now() - started) / 1000).toFixed(0)

let lines = []
try {
  lines = readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map(JSON.parse)
} catch {
  // No report: the run crashed before the end; the exit code below says so.
}

for (const { part, kind, endpoints } of lines) {
  console.log(`\n${part} on ${kind}: requests  5xx  seconds  endpoint`)
  for (const e of endpoints)
    console.log(
      `${String(e.requests).padStart(kind.length + 10)} ${String(e.status5xx).padStart(4)} ${(e.ms / 1000).toFixed(1).padStart(8)}  ${e.endpoint}`,
    )
}
const total = lines.reduce((n, l) => n + l.total, 0)
const status5xx = lines.reduce((n, l) => n + l.status5xx, 0)
const kinds = [...new Set(lines.map((l) => l.kind))].join(' and ') || 'no database (no report)'
console.log(
  `\nfuzz: ${total} requests (${runs} per endpoint) on ${kinds} in ${seconds} s, ${status5xx} answered 5xx, vitest exit ${code}`,
)
process.exit(code !== 0 || lines.length === 0 ? 1 : 0)
