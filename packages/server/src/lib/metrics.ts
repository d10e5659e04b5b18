import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, onResponseHookHandler } from 'fastify'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { botStatuses, type BotStatusName } from '@atb/contract'
import type { PoolUse } from '../db'
import type { TradingMetrics } from '../trading/host'

let processRegistry: Registry | null = null

/**
 * CPU, memory, handles, event loop and GC, registered once per process: they describe the process,
 * not an app, and prom-client's collectors (an event-loop monitor, a GC observer) cannot be
 * stopped, so one per test app would pile up. Never the global default registry.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

/** What is read at scrape time rather than counted as it happens. */
export interface MetricSources {
  /** Bots this process drives, by status; null without a trading host. */
  bots(): Map<BotStatusName, number> | null
  /** Authenticated live sockets of this process. */
  sockets(): number
  pool(): PoolUse
}

const STATUS_CLASSES = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'] as const
/** Requests no route matched (404s, probes): one series, never the raw URL. */
const UNMATCHED = 'unmatched'

/**
 * One app's metrics on its own registry (several test apps share a process), merged with the
 * process metrics for the scrape. Everything on the request path is one histogram observation.
 */
export class ServerMetrics {
  readonly registry: Registry
  readonly trading: TradingMetrics
  private readonly http: Histogram<'method' | 'route' | 'status'>
  private sources: MetricSources | null = null

  constructor() {
    const own = new Registry()
    const registers = [own]
    this.http = new Histogram({
      name: 'atb_http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    const tickLag = new Histogram({
      name: 'atb_tick_lag_seconds',
      help: 'Wall-clock time when the bot runner finished a tick minus the tick’s market time.',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers,
    })
    const tickProcessing = new Histogram({
      name: 'atb_tick_processing_seconds',
      help: 'Time from a tick’s delivery to the bot runner until every hosted bot has processed it.',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    })
    const orders = new Histogram<'exchange' | 'outcome'>({
      name: 'atb_order_latency_seconds',
      help: 'Time from an order being journaled (queued) to the exchange placing or rejecting it.',
      labelNames: ['exchange', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers,
    })
    this.trading = {
      // Market time may run ahead of the clock (a replay faster than real time): that is no lag.
      tick: (processingMs, lagMs) => {
        tickProcessing.observe(processingMs / 1000)
        tickLag.observe(lagMs > 0 ? lagMs / 1000 : 0)
      },
      order: (exchange, outcome, ms) =>
        orders.observe({ exchange, outcome }, Math.max(ms, 0) / 1000),
    }
    const read = () => this.sources
    new Gauge<'status'>({
      name: 'atb_bots',
      help: 'Bots this process drives, by status.',
      labelNames: ['status'],
      registers,
      collect() {
        const counts = read()?.bots()
        for (const status of botStatuses) this.set({ status }, counts?.get(status) ?? 0)
      },
    })
    new Gauge({
      name: 'atb_live_socket_clients',
      help: 'Authenticated live WebSocket clients of this process.',
      registers,
      collect() {
        this.set(read()?.sockets() ?? 0)
      },
    })
    const pool = (name: string, help: string, pick: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const use = read()?.pool()
          this.set(use ? pick(use) : 0)
        },
      })
    pool('atb_db_pool_connections', 'Database connections open (PGlite: 1).', (u) => u.total)
    pool('atb_db_pool_idle_connections', 'Database connections idle.', (u) => u.idle)
    pool('atb_db_pool_waiting_requests', 'Queries waiting for a connection.', (u) => u.waiting)
    this.registry = Registry.merge([processMetrics(), own])
  }

  /** Where the scrape-time gauges read from, once the app has built them. */
  watch(sources: MetricSources): void {
    this.sources = sources
  }

  /** One answered request; `route` is the matched pattern (undefined when none matched). */
  request(method: string, route: string | undefined, status: number, ms: number): void {
    this.http.observe(
      { method, route: route ?? UNMATCHED, status: STATUS_CLASSES[(status / 100) | 0] ?? '5xx' },
      ms / 1000,
    )
  }
}

/**
 * Times every answer by its route pattern. Each route gets its own hook that already knows its
 * pattern (`request.routeOptions` builds an object per read); unmatched requests are timed by
 * one global hook. Register before any route.
 */
export function instrument(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onRoute', (route) => {
    const url = route.url
    const timed: onResponseHookHandler = (req, reply, done) => {
      metrics.request(req.method, url, reply.statusCode, reply.elapsedTime)
      done()
    }
    const own = route.onResponse
    route.onResponse = own ? [...(Array.isArray(own) ? own : [own]), timed] : [timed]
  })
  app.addHook('onResponse', (req, reply, done) => {
    if (req.is404) metrics.request(req.method, undefined, reply.statusCode, reply.elapsedTime)
    done()
  })
}

/** Whether an Authorization header carries the token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(header.slice(7)), digest(token))
}
