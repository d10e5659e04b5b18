import type { LiveBotMessage } from '@atb/contract'

export interface ReloadScheduler {
  /** One socket event about the user's bots. */
  push(event: LiveBotMessage): void
  stop(): void
}

export interface SchedulerOptions {
  reload: () => void
  /** At most one reload per this many ms for fills and PnL. */
  intervalMs: number
  now?: () => number
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/**
 * Turns the socket's stream into list reloads, so the figures are always the server's: a status
 * change reloads at once (a bot leaving "running" must not linger), fills and PnL at most once per
 * interval, with one trailing reload so the last change is never lost.
 */
export function createReloadScheduler({
  reload,
  intervalMs,
  now = () => Date.now(),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SchedulerOptions): ReloadScheduler {
  let last = -Infinity
  let timer: unknown = null
  let stopped = false
  const run = () => {
    if (timer !== null) clearTimer(timer)
    timer = null
    last = now()
    reload()
  }
  return {
    push(event) {
      if (stopped) return
      if (event.type === 'bot.status') return run()
      if (timer !== null) return
      const wait = last + intervalMs - now()
      if (wait <= 0) return run()
      timer = setTimer(run, wait)
    },
    stop() {
      stopped = true
      if (timer !== null) clearTimer(timer)
      timer = null
    },
  }
}
