import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 1024

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * file of the build, so the server sends the smallest encoding a browser accepts with no work per
 * request (decision 006). A copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'atb-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
        (file) => COMPRESSIBLE.test(file) && !file.split(path.sep).some((p) => p.startsWith('.')),
      )
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file)
          if (statSync(full).size < MIN_BYTES) return
          const source = readFileSync(full)
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ])
          if (br.length < source.length) writeFileSync(`${full}.br`, br)
          if (gz.length < source.length) writeFileSync(`${full}.gz`, gz)
        }),
      )
    },
  }
}

export interface FirstPageOptions {
  /** The chunk group that holds the first page's route modules (vite.config.ts). */
  chunkGroup: string
  /** The module id suffix of the catalogue part the first page loads, e.g. `/locales/en/messages.po?first`. */
  catalogue: string
  /** The font file the first page's text is set in. */
  font: RegExp
}

const isChunk = (item: Rollup.OutputChunk | Rollup.OutputAsset): item is Rollup.OutputChunk =>
  item.type === 'chunk'

/**
 * Lists in index.html what the first page loads once the entry has run, so the browser fetches it
 * all at once instead of in a waterfall (entry, then route chunk, catalogue and CSS, then the
 * font): `modulepreload` for the chunks, `preload` for their CSS and the font (decision 006).
 */
export function preloadFirstPage({ chunkGroup, catalogue, font }: FirstPageOptions): Plugin {
  let base = '/'
  return {
    name: 'atb-preload-first-page',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return
        const items = Object.values(bundle)
        const chunks = items.filter(isChunk)
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const find = (what: string, test: (chunk: Rollup.OutputChunk) => boolean) => {
          const found = chunks.filter(test)
          if (found.length !== 1)
            throw new Error(`preload first page: ${found.length} chunks are ${what}, not one`)
          return found[0]!
        }
        // What the entry brings along is in index.html already.
        const loaded = new Set<string>()
        const scripts: string[] = []
        const styles: string[] = []
        const visit = (chunk: Rollup.OutputChunk, into: boolean) => {
          if (loaded.has(chunk.fileName)) return
          loaded.add(chunk.fileName)
          if (into) scripts.push(chunk.fileName)
          for (const css of chunk.viteMetadata?.importedCss ?? [])
            if (!loaded.has(css)) {
              loaded.add(css)
              if (into) styles.push(css)
            }
          for (const file of chunk.imports) visit(byFile.get(file)!, into)
        }
        visit(
          find('the entry', (chunk) => chunk.isEntry),
          false,
        )
        visit(
          find(`the "${chunkGroup}" group`, (chunk) => chunk.name === chunkGroup),
          true,
        )
        visit(
          find(catalogue, (chunk) => chunk.facadeModuleId?.endsWith(catalogue) ?? false),
          true,
        )
        const fonts = items.filter((item) => item.type === 'asset' && font.test(item.fileName))
        if (fonts.length !== 1)
          throw new Error(`preload first page: ${fonts.length} font files match ${font}, not one`)

        const link = (attrs: HtmlTagDescriptor['attrs']): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        })
        // `crossorigin` everywhere: Vite's loader fetches chunks and CSS in CORS mode, and a
        // preload is only reused by a request of the same mode.
        return [
          ...scripts.map((file) =>
            link({ rel: 'modulepreload', crossorigin: true, href: base + file }),
          ),
          ...styles.map((file) =>
            link({ rel: 'preload', as: 'style', crossorigin: true, href: base + file }),
          ),
          link({
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: true,
            href: base + fonts[0]!.fileName,
          }),
        ]
      },
    },
  }
}
