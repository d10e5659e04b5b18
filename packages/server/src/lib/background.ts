import type { FastifyBaseLogger } from 'fastify'
import { InFlight } from './in-flight'

/**
 * Runs work after the reply, so the reply takes the same time whatever the work turns out to be.
 * Failures are logged; `drain` waits for everything started (server close, tests).
 */
export class Background {
  private readonly running = new InFlight()

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<void>): void {
    void this.running.track(
      Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          this.log.error({ err: error, task: label }, 'background task failed'),
        ),
    )
  }

  async drain(): Promise<void> {
    await this.running.settled()
  }
}
