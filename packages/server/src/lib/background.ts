import type { FastifyBaseLogger } from 'fastify'

/**
 * Runs work after the reply, so the reply takes the same time whatever the work turns out to be.
 * Failures are logged; `drain` waits for everything started (server close, tests).
 */
export class Background {
  private readonly running = new Set<Promise<void>>()

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<void>): void {
    const job = Promise.resolve()
      .then(task)
      .catch((error: unknown) =>
        this.log.error({ err: error, task: label }, 'background task failed'),
      )
      .finally(() => this.running.delete(job))
    this.running.add(job)
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running])
  }
}
