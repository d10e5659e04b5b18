// What the built server really sends for a page: starts packages/server/dist/main.mjs on a free
// port with a throwaway database, asks for the page as a browser does, then for every file its
// index.html lists (the entry, its CSS, and the preloads that make up the whole first page; the
// e2e check first-page.spec.ts keeps that list equal to what Chromium fetches), and counts the
// body bytes as sent, before any decoding.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { freePort, root } from './lib.mjs'

const ACCEPT_ENCODING = 'br, gzip'

/** GET with no decoding: resolves to {status, headers, body} with the body as sent. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function startServer() {
  const bundle = path.join(root, 'packages/server/dist/main.mjs')
  if (!existsSync(bundle)) throw new Error('wire: no server bundle; run `npm run build` first')
  const port = await freePort()
  // A folder of its own: the server keeps its key file beside DATA_DIR, never in /tmp itself.
  const work = mkdtempSync(path.join(os.tmpdir(), 'atb-size-'))
  const dataDir = path.join(work, 'pglite')
  const server = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    rmSync(work, { recursive: true, force: true })
  }
  const base = `http://127.0.0.1:${port}`
  // A new embedded database takes a few seconds to initialise, much longer on a busy machine.
  for (let waited = 0; waited < 180_000; waited += 250) {
    if (server.exitCode !== null) break
    const health = await get(`${base}/v1/health`).catch(() => null)
    if (health?.status === 200) return { base, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error('wire: the server did not answer /v1/health within 180 s')
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync }

/** Resolves to {acceptEncoding, files: [{path, encoding, bytes}]}, the page itself first. */
export async function measureWire(page) {
  const { base, stop } = await startServer()
  try {
    const html = await get(base + page, { accept: 'text/html' })
    if (html.status !== 200) throw new Error(`wire: ${page} answered ${html.status}`)
    const encodingOf = (res) => res.headers['content-encoding'] ?? 'identity'
    const files = [{ path: page, encoding: encodingOf(html), bytes: html.body.length }]
    const text = (decode[encodingOf(html)]?.(html.body) ?? html.body).toString('utf8')
    const listed = new Set([...text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))
    for (const file of listed) {
      const res = await get(base + file, {})
      if (res.status !== 200) throw new Error(`wire: ${file} answered ${res.status}`)
      files.push({ path: file, encoding: encodingOf(res), bytes: res.body.length })
    }
    return { acceptEncoding: `accept-encoding: ${ACCEPT_ENCODING}`, files }
  } finally {
    await stop()
  }
}
