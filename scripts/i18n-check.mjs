// Fails when any message in the source is missing from the catalogues, untranslated in any
// locale, stale, or translated with different placeholders. Extraction runs into a temporary
// copy, so the committed catalogues are never touched.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bin, root, run } from './lib.mjs'
import { placeholders, readPo } from './po.mjs'

const locales = ['en', 'th', 'zh', 'ko', 'vi']
const tmp = mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'))
cpSync(path.join(root, 'locales'), path.join(tmp, 'locales'), { recursive: true })
const config = path.join(tmp, 'lingui.config.mjs')
writeFileSync(
  config,
  `import base from ${JSON.stringify(path.join(root, 'lingui.config.ts'))}
export default { ...base, rootDir: ${JSON.stringify(root)}, catalogs: base.catalogs.map((c) => ({ ...c, path: c.path.replace('<rootDir>/locales', ${JSON.stringify(path.join(tmp, 'locales'))}) })) }
`,
)
const code = await run(bin('lingui'), ['extract', '--config', config], {
  stdio: ['ignore', 'ignore', 'inherit'],
})
if (code !== 0) {
  console.error('i18n: extraction failed')
  process.exit(1)
}

const problems = []
const source = new Map(
  readPo(path.join(tmp, 'locales/en/messages.po'))
    .filter((e) => !e.obsolete)
    .map((e) => [e.id, e.explicit ? e.str : e.id]),
)
for (const locale of locales) {
  const committed = new Set(
    readPo(path.join(root, `locales/${locale}/messages.po`))
      .filter((e) => !e.obsolete)
      .map((e) => e.id),
  )
  const fresh = readPo(path.join(tmp, `locales/${locale}/messages.po`))
  let translated = 0
  for (const entry of fresh) {
    if (entry.obsolete) {
      problems.push(`${locale}: stale message "${entry.id}" (run npm run i18n:extract)`)
      continue
    }
    if (!committed.has(entry.id))
      problems.push(`${locale}: "${entry.id}" is not in the catalogue (run npm run i18n:extract)`)
    const text = source.get(entry.id) ?? entry.id
    if (locale === 'en' && !entry.explicit) continue
    if (!entry.str) {
      problems.push(`${locale}: "${entry.id}" is untranslated`)
      continue
    }
    if (placeholders(entry.str) !== placeholders(text)) {
      problems.push(
        `${locale}: "${entry.id}" has placeholders {${placeholders(entry.str)}} instead of {${placeholders(text)}}`,
      )
      continue
    }
    translated++
  }
  console.log(
    `i18n: ${locale}: ${fresh.filter((e) => !e.obsolete).length} messages, ${translated} translated`,
  )
}
rmSync(tmp, { recursive: true, force: true })

if (problems.length > 0) {
  console.error(problems.slice(0, 60).join('\n'))
  if (problems.length > 60) console.error(`… and ${problems.length - 60} more`)
  console.error(`i18n: ${problems.length} problems`)
  process.exit(1)
}
console.log('i18n: every message is translated in every locale')
