import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import helmet from 'helmet'

/**
 * The hashes of the inline scripts in the built index.html (the colour-mode bootstrap that runs
 * before first paint), so the content security policy can allow exactly those and nothing else.
 */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  const file = staticDir ? path.join(staticDir, 'index.html') : undefined
  if (!file || !existsSync(file)) return []
  const html = readFileSync(file, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
}

/**
 * Powerful browser features the app never uses, switched off for it and anything it embeds, so an
 * injected script cannot reach them. The clipboard stays: the app copies invitation codes.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ')

/**
 * The charting provider's widgets (decision 044). tv.js and the embed-widget scripts come from
 * the script host; they draw into frames: the advanced chart from s.tradingview.com, the embedded
 * widgets from www.tradingview-widget.com. The frames run under their own origin's policy, so
 * nothing else (connect, img) needs opening here.
 */
export const PROVIDER_SCRIPT_HOSTS = ['https://s3.tradingview.com']
export const PROVIDER_FRAME_HOSTS = [
  'https://s.tradingview.com',
  'https://www.tradingview-widget.com',
]

/** A year, subdomains included: what browsers' preload lists ask for. */
export const HSTS = { maxAge: 31_536_000, includeSubDomains: true }

/**
 * Helmet options: a strict policy for a same-origin single-page app, plus the provider's widgets.
 * HSTS only when the public URL is https: over plain http a browser ignores it, and on a host that
 * later moves to https behind a proxy it would pin a name the operator never chose to pin.
 */
export function helmetOptions(staticDir: string | undefined, { https }: { https: boolean }) {
  return {
    strictTransportSecurity: https ? HSTS : (false as const),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(staticDir), ...PROVIDER_SCRIPT_HOSTS],
        // React Aria and the charts set inline styles; no inline style can run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile pictures and banners are base64 PNG data URLs; charts draw to blobs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Frames fell back to default-src 'self'; the same plus the provider's frames.
        frameSrc: ["'self'", ...PROVIDER_FRAME_HOSTS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  }
}

/**
 * Helmet's headers for static options, worked out once. @fastify/helmet ran `helmet(options)`
 * anew on every request (parsing the whole policy each time: about 4 % of the CPU of an
 * authenticated GET); with no per-request directive (no nonce, no function) the headers never
 * change, so each request now only sets them (decision 025). Same helmet, same headers.
 */
export function securityHeaders(options: ReturnType<typeof helmetOptions>): [string, string][] {
  const headers: [string, string][] = []
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`security headers: ${name} is not text`)
      headers.push([name, value])
    },
    // Helmet drops X-Powered-By, which Fastify never sets.
    removeHeader() {},
  }
  // A recorder stands in for the response: helmet only sets and removes headers on it.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error
  })
  return headers
}
