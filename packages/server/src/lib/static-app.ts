import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'

/** Vite names every built asset `assets/<name>-<8-character hash>.<ext>`; a new build, a new name. */
const HASHED = /^assets\/[^/]+-[\w-]{8}\.\w+(?:\.br|\.gz)?$/

/** How long a browser may keep a built file: hashed ones for a year, the rest (index.html) never unchecked. */
export function cacheControlFor(relativePath: string): string {
  return HASHED.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/**
 * Serves the built app. The build writes a brotli and a gzip copy beside each compressible file
 * (`.br`, `.gz`), and each request gets the one its Accept-Encoding prefers, or the file itself.
 */
export async function serveApp(app: FastifyInstance, staticDir: string) {
  const root = path.resolve(staticDir)
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath).split(path.sep).join('/')
      res.setHeader('cache-control', cacheControlFor(relative))
      // The same URL answers in three encodings, so a shared cache must key on the request's.
      res.setHeader('vary', 'accept-encoding')
    },
  })
}
