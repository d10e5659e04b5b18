import { parentPort } from 'node:worker_threads'
import { runBacktestJob, type BacktestJob } from './backtest-job'

// One job per worker: the pool starts a worker, posts the job, reads one reply and ends it.
parentPort?.once('message', (job: BacktestJob) => {
  runBacktestJob(job).then(
    (output) => parentPort?.postMessage({ ok: true, output }),
    (error: unknown) =>
      parentPort?.postMessage({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  )
})
