// `npm start`: builds the app and the server, then serves both on one port with the embedded
// database (PGlite in ./data) unless DATABASE_URL is set. The server prints its address.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { bin, root, run } from './lib.mjs'

process.env.TURBO_TELEMETRY_DISABLED = '1'
const code = await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only'])
if (code !== 0) process.exit(code)

const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 0 : 1)))
