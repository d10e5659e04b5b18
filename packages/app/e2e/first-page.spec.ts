import { expect, test } from '@playwright/test'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

// Decision 006: the first page arrives compressed, and index.html names every file it needs, so
// none waits for the entry to run (no waterfall). The strict CSP still holds.
test('/login fetches only files index.html lists, compressed, with no CSP violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const assets = new Map<string, string | undefined>()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/assets/'))
      assets.set(pathname, response.headers()['content-encoding'])
  })

  const loaded = await page.goto('/login')
  expect(loaded?.headers()['content-encoding']).toBe('br')
  expect(loaded?.headers()['cache-control']).toBe('no-cache')
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  const html = (await loaded?.text()) ?? ''
  const listed = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1])
  expect([...assets.keys()].sort()).toEqual(listed.sort())
  expect(listed.some((file) => /\/first-page-[\w-]+\.js$/.test(file ?? ''))).toBe(true)
  expect(listed.some((file) => file?.endsWith('.woff2'))).toBe(true)
  for (const [file, encoding] of assets)
    expect(encoding, file).toBe(file.endsWith('.woff2') ? undefined : 'br')
  expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([])
})
