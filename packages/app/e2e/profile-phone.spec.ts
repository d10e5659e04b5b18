import { expect, test, type Page } from '@playwright/test'
import { freshEmail, logInViaUi, signUpViaApi } from './account-helpers'

/** Issue 8 item 12: /profile on a phone, by keyboard and at 400 % zoom. */

async function openProfile(page: Page, request: Parameters<typeof signUpViaApi>[0]) {
  const email = freshEmail('phone')
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: /Subscription/ })).toBeVisible()
}

test.describe('a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 664 } })

  test('no focused control hides under the header or the bottom bar (WCAG 2.4.11)', async ({
    page,
    request,
  }) => {
    await openProfile(page, request)
    const seen = new Set<string>()
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      const focus = await page.evaluate(() => {
        const element = document.activeElement
        if (!element || element === document.body) return null
        // Marked once focused, so the walk stops when Tab comes round again.
        const again = element.hasAttribute('data-e2e-visited')
        element.setAttribute('data-e2e-visited', '')
        const chrome = 'header:not(main *), nav[aria-label="Quick links"]'
        const rect = element.getBoundingClientRect()
        const x = rect.left + rect.width / 2
        // What is drawn on top along the control's middle line, from its top edge to its bottom.
        const covered = [rect.top + 1, rect.top + rect.height / 2, rect.bottom - 1].some((y) => {
          const top = document.elementFromPoint(x, y)
          return Boolean(top && !element.contains(top) && top.closest(chrome))
        })
        return {
          name: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim()}`,
          again,
          inChrome: Boolean(element.closest(chrome)),
          covered,
        }
      })
      if (!focus) continue
      if (focus.again) break
      seen.add(focus.name)
      if (!focus.inChrome)
        expect(focus.covered, `${focus.name} is under the header or bar`).toBe(false)
    }
    expect([...seen].some((name) => name.includes('Activation'))).toBe(true)
    expect([...seen].some((name) => name.includes('Subscription'))).toBe(true)
  })
})

test('at 400 % zoom the header and the bottom bar scroll away', async ({ page, request }) => {
  // 400 % of a 1280 × 720 window is a 320 × 180 CSS-pixel viewport.
  await page.setViewportSize({ width: 320, height: 180 })
  await openProfile(page, request)
  await page.evaluate(() => window.scrollTo(0, 400))
  const chrome = await page.evaluate(() => ({
    header: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    bar: document.querySelector('nav[aria-label="Quick links"]')?.getBoundingClientRect().top ?? 0,
  }))
  expect(chrome.header).toBeLessThanOrEqual(0)
  expect(chrome.bar).toBeGreaterThanOrEqual(180)
})
