import { beforeEach, describe, expect, it, vi } from 'vitest'

// Which parts are in is module state: every test starts from a fresh page load.
async function freshPage() {
  vi.resetModules()
  const module = await import('./i18n')
  return { ...module, loads: vi.spyOn(module.i18n, 'load') }
}
const locales = (loads: { mock: { calls: unknown[][] } }) =>
  loads.mock.calls.map(([locale]) => locale)

describe('catalogue loading', () => {
  beforeEach(() => void vi.restoreAllMocks())

  it('activates a language with its first part, and with the rest once a route has asked for it', async () => {
    const { activateLocale, loadFullCatalogue, i18n, loads } = await freshPage()
    await activateLocale('th')
    expect(i18n.locale).toBe('th')
    expect(document.documentElement.lang).toBe('th')
    expect(i18n._('title.login')).toBe('เข้าสู่ระบบ')
    expect(locales(loads)).toEqual(['th'])

    await loadFullCatalogue()
    await activateLocale('cn')
    expect(i18n.locale).toBe('zh')
    expect(locales(loads)).toEqual(['th', 'th', 'zh', 'zh'])

    // Parts already in are not fetched again.
    await activateLocale('th')
    expect(loads).toHaveBeenCalledTimes(4)
  })

  it('gives a route the rest in the language being activated, not the one still on screen', async () => {
    const { activateLocale, loadFullCatalogue, i18n, loads } = await freshPage()
    const switching = activateLocale('kr')
    expect(i18n.locale).toBe('en')
    await loadFullCatalogue()
    await switching
    expect(locales(loads)).toEqual(['ko', 'ko'])
  })
})

describe('translating contract messages', () => {
  it('writes an error’s instant in the reader’s language, with Gregorian years in Thai', async () => {
    const { activateLocale, translateMessage } = await freshPage()
    const { messageForError } = await import('@atb/contract')
    const held = messageForError({
      code: 'security_hold',
      values: { until: '2030-01-03T03:04:05Z' },
    })!
    await activateLocale('th')
    const thai = translateMessage(held)
    expect(thai).toContain('2030')
    expect(thai).not.toContain('2573')
    expect(thai).not.toContain('2030-01-03T')
    await activateLocale('en')
    expect(translateMessage(held)).toMatch(/^Money cannot leave your account until .*2030/)
  })
})
