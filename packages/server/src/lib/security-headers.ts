import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

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

/** Helmet options: a strict policy for a same-origin single-page app. */
export function helmetOptions(staticDir: string | undefined) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(staticDir)],
        // React Aria and the charts set inline styles; no inline style can run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile pictures and banners are base64 PNG data URLs; charts draw to blobs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  }
}
