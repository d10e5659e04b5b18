import path from 'node:path'
import { getConfig } from '@lingui/conf'
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  getCatalogDependentFiles,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api'
import type { Plugin, Rollup } from 'vite'

/** The helper the route table wraps the first page's lazy route modules in. */
const MARKER = 'firstPageRoute'
const partId = /\.po\?(first|rest)$/
const placeholder = /(["'`])atb-catalogue:([\w-]+):(first|rest)\1/g
// Generated ids are base64 (`zpYj+B`), explicit ones dotted words (`title.login`).
const idToken = /(["'`])([\w.+/=-]{1,80})\1/g

type Node = { type: string; [key: string]: unknown }
type Compiled = Record<string, unknown>

/** The sources of `firstPageRoute(() => import('…'))` calls in a module. */
function markedImports(program: Node): string[] {
  const found: string[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
    const n = node as Node
    const callee = n.callee as Node | undefined
    const body = ((n.arguments as Node[] | undefined)?.[0]?.body ?? null) as Node | null
    if (n.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === MARKER) {
      const source = body?.type === 'ImportExpression' ? (body.source as Node).value : undefined
      if (typeof source !== 'string')
        throw new Error(`catalogue parts: ${MARKER}() takes () => import('literal')`)
      found.push(source)
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value)
  }
  visit(program)
  return found
}

/**
 * Serves each Lingui catalogue in two parts, `messages.po?first` and `messages.po?rest`
 * (decision 004). Given the app's route table, a build fills the first part with the messages
 * whose ids appear in the code the first page loads (after tree-shaking): the entry, the shell's
 * own lazy pieces, and the route modules the table wraps in `firstPageRoute()`. Any other route
 * loads the rest with its module. Elsewhere (dev server, vitest, Storybook) the first part has all.
 *
 * `isFirstPageRoute` tells the app's chunk groups which modules those routes are.
 */
export function catalogueParts({ routeTable }: { routeTable?: string } = {}) {
  const lingui = getConfig()
  const { rootDir, sourceLocale, fallbackLocales, pseudoLocale } = lingui
  if (!rootDir || !sourceLocale || !fallbackLocales)
    throw new Error('catalogue parts: lingui.config.ts is incomplete')
  let split = false
  let tableId = ''
  const firstPageRoutes = new Set<string>()
  const compiled = new Map<string, Compiled>()
  let inFirstPart: ((id: string) => boolean) | undefined

  /** Whether a message id is quoted anywhere in the code of the chunks the first page loads. */
  const usedByFirstPage = (
    ctx: Rollup.PluginContext,
    chunks: Record<string, Rollup.RenderedChunk>,
  ) => {
    const chunkOf = new Map<string, string>()
    for (const chunk of Object.values(chunks))
      for (const id of chunk.moduleIds) chunkOf.set(id, chunk.fileName)
    const queue = Object.values(chunks)
      .filter((chunk) => chunk.isEntry || chunk.moduleIds.some((id) => firstPageRoutes.has(id)))
      .map((chunk) => chunk.fileName)
    const seen = new Set<string>()
    const code: string[] = []
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      const chunk = chunks[name]
      if (!chunk || seen.has(name)) continue
      seen.add(name)
      queue.push(...chunk.imports)
      for (const id of chunk.moduleIds) {
        code.push(chunk.modules[id]?.code ?? '')
        // The shell's own lazy pieces (toasts, the error screen) can show on the first page; other routes cannot.
        if (id === tableId) continue
        for (const imported of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          const target = chunkOf.get(imported)
          if (target && !partId.test(imported)) queue.push(target)
        }
      }
    }
    const all = code.join('\n')
    const tokens = new Set([...all.matchAll(idToken)].map((match) => match[2]))
    return (id: string) =>
      tokens.has(id) || ['"', "'", '`'].some((quote) => all.includes(`${quote}${id}${quote}`))
  }

  const plugin: Plugin = {
    name: 'atb-catalogue-parts',
    configResolved(config) {
      split = config.command === 'build' && routeTable !== undefined
      tableId = routeTable ? path.resolve(config.root, routeTable) : ''
    },
    buildStart() {
      firstPageRoutes.clear()
      inFirstPart = undefined
    },
    transform: {
      filter: { id: partId },
      async handler(_code, id) {
        const file = id.slice(0, id.indexOf('?'))
        const part = id.slice(id.indexOf('?') + 1)
        const { locale, catalog } = getCatalogForFile(
          path.relative(rootDir, file),
          await getCatalogs(lingui),
        )
        for (const dependency of await getCatalogDependentFiles(catalog, locale))
          this.addWatchFile(dependency)
        this.addWatchFile(file)
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales,
          sourceLocale,
        })
        const { source, errors } = createCompiledCatalog(locale, messages, {
          namespace: 'json',
          pseudoLocale,
        })
        // As the Lingui plugin does: a message that does not compile is reported and shown raw.
        if (errors.length > 0) this.warn(createCompilationErrorMessage(locale, errors))
        const all = (JSON.parse(source) as { messages: Compiled }).messages
        compiled.set(locale, all)
        // Split builds fill the parts in once tree-shaking has shown what the first page uses.
        const json = split
          ? `atb-catalogue:${locale}:${part}`
          : JSON.stringify(part === 'first' ? all : {})
        return {
          code: `export const messages = JSON.parse(${JSON.stringify(json)})`,
          map: null,
          moduleType: 'js',
        }
      },
    },
    async buildEnd() {
      if (!split) return
      const table = this.getModuleInfo(tableId)
      if (!table?.code) throw new Error(`catalogue parts: ${routeTable} is not in the build`)
      for (const source of markedImports(this.parse(table.code) as unknown as Node)) {
        const resolved = await this.resolve(source, tableId)
        if (!resolved)
          throw new Error(`catalogue parts: cannot resolve ${source} from ${routeTable}`)
        firstPageRoutes.add(resolved.id)
      }
      if (firstPageRoutes.size === 0)
        throw new Error(`catalogue parts: ${routeTable} marks no ${MARKER}()`)
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!split || !code.includes('atb-catalogue:')) return null
      const used = (inFirstPart ??= usedByFirstPage(this, meta.chunks))
      return code.replace(placeholder, (_match, _quote: string, locale: string, part: string) => {
        const entries = Object.entries(compiled.get(locale) ?? {})
        return JSON.stringify(
          JSON.stringify(
            Object.fromEntries(entries.filter(([id]) => used(id) === (part === 'first'))),
          ),
        )
      })
    },
  }
  return { plugin, isFirstPageRoute: (id: string) => firstPageRoutes.has(id) }
}
