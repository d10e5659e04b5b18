import { expect, test, type BrowserContext, type Page } from '@playwright/test'

/** Issue 8 item 4: language and colour mode from the page itself, on every layout. */

async function choose(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu, exact: true }).click()
  await page.getByRole('menuitemradio', { name: item, exact: true }).click()
}

/** Moves through an open menu with the arrow keys until the item has focus. */
async function arrowTo(page: Page, item: string) {
  const target = page.getByRole('menuitemradio', { name: item, exact: true })
  for (let i = 0; i < 6 && !(await target.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown')
  await expect(target).toBeFocused()
}

async function expectLocaleCookie(context: BrowserContext, value: string) {
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie?.value).toBe(value)
  expect(cookie?.path).toBe('/')
  expect(cookie?.sameSite).toBe('Lax')
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364.9)
  expect(days).toBeLessThanOrEqual(365)
}

test('on /login, by keyboard: Thai and dark, kept across a reload', async ({ page, context }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  const language = page.getByRole('button', { name: 'Language' })
  for (let i = 0; i < 10 && !(await language.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(language).toBeFocused()
  await page.keyboard.press('Enter')
  await arrowTo(page, 'ไทย')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/th\/login$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expectLocaleCookie(context, 'th')
  // The Thai page's layout is new; its language button takes the focus back (WCAG 2.4.3).
  await expect(page.getByRole('button', { name: 'ภาษา' })).toBeFocused()

  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'โหมดสี' })).toBeFocused()
  await page.keyboard.press('Enter')
  await arrowTo(page, 'มืด')
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')

  await page.reload()
  await expect(page).toHaveURL(/\/th\/login$/)
  await expect(page).toHaveTitle('เข้าสู่ระบบ | Auto Trading Bot')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('/th/signup: Korean and light, kept across a reload', async ({ page, context }) => {
    await page.goto('/th/signup')
    await expect(page).toHaveTitle('สมัครสมาชิก | Auto Trading Bot')
    for (const name of ['ภาษา', 'โหมดสี']) {
      const box = await page.getByRole('button', { name }).boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    }
    await choose(page, 'ภาษา', '한국어')
    await expect(page).toHaveURL(/\/kr\/signup$/)
    await expectLocaleCookie(context, 'kr')
    await choose(page, '화면 모드', '라이트')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.reload()
    await expect(page).toHaveURL(/\/kr\/signup$/)
    await expect(page).toHaveTitle('회원가입 | Auto Trading Bot')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('/cn/forgot-password: Vietnamese and dark, kept across a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/cn/forgot-password')
    await expect(page).toHaveTitle('忘记密码 | Auto Trading Bot')
    await choose(page, '语言', 'Tiếng Việt')
    await expect(page).toHaveURL(/\/vn\/forgot-password$/)
    await expectLocaleCookie(context, 'vn')
    await choose(page, 'Chế độ màu', 'Tối')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.reload()
    await expect(page).toHaveURL(/\/vn\/forgot-password$/)
    await expect(page).toHaveTitle('Quên mật khẩu | Auto Trading Bot')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })

  test('/policy (blank layout): Chinese, kept across a reload', async ({ page, context }) => {
    await page.goto('/policy')
    await choose(page, 'Language', '中文')
    await expect(page).toHaveURL(/\/cn\/policy$/)
    await expectLocaleCookie(context, 'cn')
    await page.reload()
    await expect(page.getByRole('button', { name: '颜色模式' })).toBeVisible()
  })
})

test('"Contact support on LINE" leaves the app for LINE', async ({ page }) => {
  await page.goto('/login')
  const link = page.getByRole('link', { name: /Contact support on LINE/ })
  await expect(link).toHaveAttribute('href', 'https://line.me/R/ti/p/@autotradingbot')
  await expect(link).toHaveAttribute('target', '_blank')
})
