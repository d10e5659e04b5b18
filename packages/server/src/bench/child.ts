import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { API_PREFIX } from '@atb/contract'

export interface Child {
  name: string
  process: ChildProcess
  /** The first stdout line that matched. */
  ready: string
  /** User + system CPU seconds so far, or NaN where /proc is not available. */
  cpuSeconds(): number
  stop(): Promise<void>
}

/** /proc counts CPU time in USER_HZ ticks, which is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100

function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces, so count fields from after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return Number.NaN
  }
}

/**
 * Runs a TypeScript entry with tsx in its own Node process and resolves once a stdout line
 * matches `readyWhen`. Output is drained for the whole run, so a chatty child never blocks on a
 * full pipe; the last lines are kept for the error message if it dies.
 */
export function startChild(
  name: string,
  entry: string,
  args: string[],
  options: {
    cwd: string
    env?: NodeJS.ProcessEnv
    readyWhen: RegExp
    timeoutMs: number
    /** Every stdout line, for children that report progress after they are ready. */
    onLine?: (line: string) => void
    /** Keep standard input open (`process.stdin`) for children that take commands. */
    input?: boolean
  },
): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  })
  const tail: string[] = []
  const keep = (line: string) => {
    tail.push(line)
    if (tail.length > 20) tail.shift()
  }
  createInterface({ input: child.stderr! }).on('line', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
  }

  return new Promise<Child>((resolve, reject) => {
    let settled = false
    const fail = (why: string) => {
      if (settled) return
      settled = true
      void stop()
      reject(new Error(`${name}: ${why}\n${tail.join('\n')}`))
    }
    const timer = setTimeout(() => fail(`not ready in ${options.timeoutMs} ms`), options.timeoutMs)
    child.once('exit', (code) => fail(`exited with ${code}`))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line)
      options.onLine?.(line)
      if (settled || !options.readyWhen.test(line)) return
      settled = true
      clearTimeout(timer)
      resolve({
        name,
        process: child,
        ready: line,
        cpuSeconds: () => cpuSecondsOf(child.pid ?? -1),
        stop,
      })
    })
  })
}

/** Logs in through the real API, as the app does, and returns the access token. */
export async function apiLogin(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}${API_PREFIX}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  })
  const body = (await res.json()) as { data?: { token?: string } }
  if (!body.data?.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`)
  return body.data.token
}
