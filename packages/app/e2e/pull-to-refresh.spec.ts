import { expect, test, type Page } from '@playwright/test'
import { freshEmail, logInViaUi, signUpViaApi } from './account-helpers'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** Sends a touch at a vertical position through the page's real event listeners. */
async function touch(page: Page, type: 'touchstart' | 'touchmove' | 'touchend', y: number) {
  await page.evaluate(
    ({ type, y }) => {
      const point = new Touch({ identifier: 1, target: document.body, clientX: 200, clientY: y })
      const touches = type === 'touchend' ? [] : [point]
      window.dispatchEvent(
        new TouchEvent(type, { touches, changedTouches: [point], bubbles: true }),
      )
    },
    { type, y },
  )
}

test('pulling down at the top of a page shows the texts and reloads it', async ({
  page,
  request,
}) => {
  const email = freshEmail('pull')
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)
  // The layout (and its touch listeners) arrives in a lazy chunk after the URL changes.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))

  await touch(page, 'touchstart', 100)
  await touch(page, 'touchmove', 130)
  await expect(page.getByText('Pull down to refresh')).toBeVisible()
  await touch(page, 'touchmove', 190)
  await expect(page.getByText('Release to refresh')).toBeVisible()
  // 'Refreshing' lasts the 500 ms refresh delay and ends in a reload, too briefly to poll for on a
  // busy machine: the page reports it to the test the moment it appears.
  const seen: string[] = []
  await page.exposeFunction('reportRefreshing', () => seen.push('Refreshing'))
  await page.evaluate(() => {
    const report = (window as unknown as { reportRefreshing: () => void }).reportRefreshing
    new MutationObserver(() => {
      if (document.body.innerText.includes('Refreshing')) report()
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  const reloaded = page.waitForEvent('load')
  await touch(page, 'touchend', 190)
  await reloaded
  expect(seen).toContain('Refreshing')

  // The reload cleared the marker: the page really loaded again.
  expect(
    await page.evaluate(() => (window as unknown as { marker?: boolean }).marker ?? false),
  ).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
