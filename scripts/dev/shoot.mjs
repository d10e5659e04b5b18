// Dev helper: screenshots pages of a running app. Usage: node scripts/dev/shoot.mjs BASE out-prefix path[,theme] ...
import { chromium } from 'playwright'
const [base, prefix, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
for (const spec of paths) {
  const [path, theme = 'light', width = '1280'] = spec.split(',')
  const page = await browser.newPage({
    viewport: { width: Number(width), height: 800 },
    colorScheme: theme,
  })
  page.on('pageerror', (e) => console.log('pageerror', path, e.message))
  page.on('console', (m) => m.type() === 'error' && console.log('console', path, m.text()))
  await page.addInitScript((t) => localStorage.setItem('color-mode', t), theme)
  await page.goto(base + path)
  await page.waitForTimeout(2500)
  const file = `${prefix}${path.replace(/[^a-z0-9]+/gi, '_')}-${theme}-${width}.png`
  await page.screenshot({ path: file, fullPage: false })
  console.log(file, '|', await page.title())
  await page.close()
}
await browser.close()
