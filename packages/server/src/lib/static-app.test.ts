import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness'
import { cacheControlFor } from './static-app'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))}\n`
const html =
  '<!doctype html><title>app</title><script type="module" src="/assets/index-Ab3_x-9Z.js"></script>'

/** A built app as `vite build` and its precompress step leave it. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atb-static-'))
  mkdirSync(join(dir, 'assets'))
  for (const [file, text] of [
    ['index.html', html],
    ['assets/index-Ab3_x-9Z.js', script],
  ] as const) {
    writeFileSync(join(dir, file), text)
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text))
    writeFileSync(join(dir, `${file}.gz`), gzipSync(text))
  }
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

describe('serving the built app', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite', { staticDir: builtApp() })
  })
  afterAll(() => t.close())

  const get = (url: string, encoding?: string, accept = '*/*') =>
    t.app.inject({
      url,
      headers: { accept, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
    })

  it('sends a hashed asset in brotli when asked, and keeps it for a year', async () => {
    const res = await get('/assets/index-Ab3_x-9Z.js', 'gzip, deflate, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
  })

  it('sends gzip when only gzip is asked', async () => {
    const res = await get('/assets/index-Ab3_x-9Z.js', 'gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(gunzipSync(res.rawPayload).toString()).toBe(script)
  })

  it('sends the file itself when no encoding it has is asked', async () => {
    for (const encoding of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/index-Ab3_x-9Z.js', encoding)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers['cache-control']).toBe(IMMUTABLE)
      expect(res.body).toBe(script)
    }
  })

  it('never lets index.html be cached, at / and as the fallback of client routes', async () => {
    for (const url of ['/', '/index.html', '/login', '/th/profile/edit']) {
      const res = await get(url, 'br, gzip', 'text/html')
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html)
    }
    const plain = await get('/login', undefined, 'text/html')
    expect(plain.headers['cache-control']).toBe('no-cache')
    expect(plain.body).toBe(html)
  })

  it('revalidates files that are not hashed', async () => {
    const res = await get('/favicon.svg', 'br')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-cache')
  })
})

describe('cacheControlFor', () => {
  it('tells hashed build output from everything else', () => {
    expect(cacheControlFor('assets/messages--K5vRjL0.js')).toBe(IMMUTABLE)
    expect(cacheControlFor('assets/inter-latin-wght-normal-Dx4kXJAl.woff2')).toBe(IMMUTABLE)
    expect(cacheControlFor('assets/first-page-D0YTmB8n.css.br')).toBe(IMMUTABLE)
    expect(cacheControlFor('index.html')).toBe('no-cache')
    expect(cacheControlFor('index.html.gz')).toBe('no-cache')
    expect(cacheControlFor('assets/logo.svg')).toBe('no-cache')
    expect(cacheControlFor('favicon.svg')).toBe('no-cache')
  })
})
