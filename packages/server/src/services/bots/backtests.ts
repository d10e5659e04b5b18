import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { BACKTEST_RUN_TIMEOUT_MS } from '@atb/contract'
import type { BacktestJob, BacktestOutput } from './backtest-job'
import {
  BacktestQueue,
  defaultBacktestQueue,
  type BacktestQueueOptions,
  type BacktestTurn,
} from './backtest-queue'
import type { BacktestRunner } from './runtime'

/**
 * Where the worker's entry is: beside the bundle (build.mjs emits dist/backtest-worker.mjs next to
 * dist/main.mjs), or this folder's TypeScript when running from source, loaded through tsx.
 */
function startWorker(): Worker {
  const bundled = new URL('./backtest-worker.mjs', import.meta.url)
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled)
  // A worker does not inherit the parent's TypeScript loader (tsx or vitest), so it registers tsx itself.
  // tsx's own loader skips worker threads, so its ESM API (the `tsx/esm/api` export) registers here.
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json')
  const api = pathToFileURL(join(dirname(pkg), 'dist/esm/api/index.mjs')).href
  const entry = new URL('./backtest-worker.ts', import.meta.url).href
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(boot, { eval: true })
}

/**
 * Runs backtests in worker threads, so a 30-day replay never blocks the event loop, in their turn
 * on the server's line (`BacktestQueue`, decision 080). A request takes its place first, prepares
 * its job (the candles) while it waits, and a client that leaves gives its place or its worker up.
 */
export class WorkerBacktests implements BacktestRunner {
  private readonly workers = new Set<Worker>()
  readonly queue: BacktestQueue

  constructor(
    options: Partial<BacktestQueueOptions> = {},
    private readonly timeoutMs = BACKTEST_RUN_TIMEOUT_MS,
  ) {
    this.queue = new BacktestQueue({ ...defaultBacktestQueue, ...options })
  }

  async run(prepare: () => Promise<BacktestJob>, turn: BacktestTurn): Promise<BacktestOutput> {
    const release = await this.queue.take(turn)
    try {
      const job = await prepare()
      turn.signal?.throwIfAborted()
      return await this.once(job, turn.signal)
    } finally {
      release()
    }
  }

  private once(job: BacktestJob, signal?: AbortSignal): Promise<BacktestOutput> {
    const worker = startWorker()
    this.workers.add(worker)
    let timer: NodeJS.Timeout | undefined
    let onAbort = () => {}
    const reply = new Promise<BacktestOutput>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error('Backtest timed out')), this.timeoutMs)
      // Nobody reads the answer any more: the worker's core goes to the next in line.
      onAbort = () => reject(signal?.reason)
      signal?.addEventListener('abort', onAbort, { once: true })
      worker.once(
        'message',
        (r: { ok: true; output: BacktestOutput } | { ok: false; error: string }) =>
          r.ok ? resolve(r.output) : reject(new Error(r.error)),
      )
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`Backtest worker exited with code ${code}`)))
      worker.postMessage(job)
    })
    return reply.finally(() => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      this.workers.delete(worker)
      void worker.terminate()
    })
  }

  async close(): Promise<void> {
    this.queue.close()
    await Promise.all([...this.workers].map((w) => w.terminate()))
    this.workers.clear()
  }
}
