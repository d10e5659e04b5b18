import { chromium } from 'playwright'
import { serveStatic } from '/work/main/scripts/lib.mjs'
const s = await serveStatic('/work/main/storybook-static')
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const p = await b.newPage()
p.on('response', r => r.status() >= 400 && console.log('404', r.url()))
await p.goto(s.url + '/iframe.html?id=actions-button--danger&viewMode=story')
await p.waitForTimeout(1500); p.on('requestfailed', r => console.log('failed', r.url())); await p.evaluate(() => document.documentElement.dataset.theme = 'dark')
console.log(await p.evaluate(() => {
  const btn = document.querySelector('#storybook-root button')
  const cs = getComputedStyle(btn)
  return { cls: btn.className, bg: cs.backgroundColor, tokens: getComputedStyle(document.documentElement).getPropertyValue('--color-danger'), sheets: [...document.styleSheets].map(s => s.href || 'inline:' + s.cssRules.length) }
}))
await b.close(); await s.close()
