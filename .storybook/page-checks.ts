import type { Page } from 'playwright'

/*
 * Checks the scanners missed (issue 8, item 12), run by the test-runner on every story. The
 * functions passed to page.evaluate run in the story's page, so they use only the DOM.
 */

const TARGETS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'textarea',
  '[role=button]',
  '[role=link]',
  '[role=checkbox]',
  '[role=switch]',
  '[role=radio]',
  '[role=tab]',
  '[role=menuitem]',
  '[role=menuitemradio]',
  '[role=menuitemcheckbox]',
  '[role=option]',
].join(',')

/**
 * WCAG 2.5.8: every pointer target at least 24 × 24 CSS px, inline links in running text
 * included (each line box at least 24 px tall). A visually hidden input is measured by the label
 * that receives its clicks.
 */
export async function assertTargetSizes(page: Page) {
  const small = await page.evaluate((selector) => {
    const found: string[] = []
    // Visually hidden (clipped away): no pointer reaches it, e.g. React Aria's "Dismiss".
    const clippedAway = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e)
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)')
          return true
      }
      return false
    }
    const all = Array.from(document.querySelectorAll<HTMLElement>(selector))
    const spacedOut = (target: HTMLElement) => {
      const r = target.getBoundingClientRect()
      const cx = r.left + r.width / 2
      const cy = r.top + r.height / 2
      return all.every((other) => {
        if (other === target || target.contains(other) || other.contains(target)) return true
        const o = other.getBoundingClientRect()
        if (o.width === 0 || o.height === 0) return true
        const dx = Math.max(o.left - cx, 0, cx - o.right)
        const dy = Math.max(o.top - cy, 0, cy - o.bottom)
        return Math.hypot(dx, dy) >= 24
      })
    }
    for (const element of all) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue
      let target: HTMLElement = element
      let rect = element.getBoundingClientRect()
      if (clippedAway(element)) {
        // A hidden native input is clicked through the label that wraps it.
        const label = element instanceof HTMLInputElement ? element.closest('label') : null
        if (!label) continue
        target = label
        rect = label.getBoundingClientRect()
      }
      const style = getComputedStyle(target)
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue
      const inline = style.display === 'inline'
      const boxes = inline ? Array.from(target.getClientRects()) : [rect]
      const under = boxes.filter((b) => b.height < 23.5 || (!inline && b.width < 23.5))
      if (under.length === 0) continue
      // WCAG's spacing exception, for targets standing on their own (a chart library's logo):
      // a 24 px circle on the target's centre touches no other target. Inline links stay strict.
      if (!inline && spacedOut(target)) continue
      const name = (element.getAttribute('aria-label') ?? target.textContent ?? '').trim()
      const sizes = under.map((b) => `${b.width.toFixed(1)}×${b.height.toFixed(1)}`).join(', ')
      found.push(`${target.tagName.toLowerCase()} "${name.slice(0, 40)}" ${sizes}`)
    }
    return found
  }, TARGETS)
  if (small.length > 0) {
    throw new Error(`targets under 24 × 24 px (WCAG 2.5.8):\n${small.join('\n')}`)
  }
}

interface Region {
  name: string
  x: number
  y: number
  width: number
  height: number
}

/** Where each enabled button's text and icons are drawn, in page coordinates. */
function buttonInk(): Region[] {
  const regions: Region[] = []
  // A label scrolled out of a scrolling box (a phone frame) is not in the screenshot: skip it.
  const clippedAway = (element: Element, r: DOMRect) => {
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflow === 'visible') continue
      const c = box.getBoundingClientRect()
      if (r.top < c.top || r.bottom > c.bottom || r.left < c.left || r.right > c.right) return true
    }
    return false
  }
  const add = (name: string, r: DOMRect, element: Element) => {
    if (r.width > 2 && r.height > 2 && !clippedAway(element, r))
      regions.push({
        name,
        x: r.left + window.scrollX,
        y: r.top + window.scrollY,
        width: r.width,
        height: r.height,
      })
  }
  for (const button of document.querySelectorAll<HTMLElement>('button[data-variant]')) {
    if (button.closest('[inert], [aria-hidden="true"]') || button.dataset.disabled) continue
    const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      add(name, range.getBoundingClientRect(), button)
    }
    for (const icon of button.querySelectorAll('svg')) add(name, icon.getBoundingClientRect(), icon)
  }
  return regions
}

/**
 * Whether the page draws any enabled button's label or icon: without one the forced-colours
 * check has nothing to look at, and the story skips the emulation's two restyles (issue 30).
 */
export async function hasButtonInk(page: Page): Promise<boolean> {
  return (await page.evaluate(buttonInk)).length > 0
}

/** The contrast between the lightest and darkest pixel of each region of a PNG screenshot. */
async function inkContrast({
  png,
  regions,
}: {
  png: string
  regions: Region[]
}): Promise<number[]> {
  const image = new Image()
  image.src = `data:image/png;base64,${png}`
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = image.width
  canvas.height = image.height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas')
  context.drawImage(image, 0, 0)
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return regions.map(({ x, y, width, height }) => {
    // The middle band of the line, where every glyph has ink; the edges may show what is
    // around the label (a backplate is not always as tall as the text).
    const data = context.getImageData(
      Math.round(x + 1),
      Math.round(y + height / 4),
      Math.max(1, Math.round(width - 2)),
      Math.max(1, Math.round(height / 2)),
    ).data
    let lightest = 0
    let darkest = 1
    for (let i = 0; i < data.length; i += 4) {
      const l =
        0.2126 * linear(data[i] ?? 0) +
        0.7152 * linear(data[i + 1] ?? 0) +
        0.0722 * linear(data[i + 2] ?? 0)
      lightest = Math.max(lightest, l)
      darkest = Math.min(darkest, l)
    }
    return (lightest + 0.05) / (darkest + 0.05)
  })
}

/**
 * Forced colours (Windows high contrast), through Chromium's emulation: each enabled button's
 * label and icons must still stand out from what is drawn behind them (at least 3:1 between the
 * darkest and lightest pixel), which a label painted in its own background colour fails.
 */
export async function assertForcedColoursLegible(page: Page, theme: string) {
  const found = await page.evaluate(buttonInk)
  if (found.length === 0) return
  // Only the part of the page that holds the buttons is taken and decoded (issue 30): a whole
  // page's picture cost more than the story's two themed pictures together.
  const left = Math.floor(Math.min(...found.map((r) => r.x)))
  const top = Math.floor(Math.min(...found.map((r) => r.y)))
  const clip = {
    x: left,
    y: top,
    width: Math.ceil(Math.max(...found.map((r) => r.x + r.width))) - left,
    height: Math.ceil(Math.max(...found.map((r) => r.y + r.height))) - top,
  }
  const regions = found.map((r) => ({ ...r, x: r.x - left, y: r.y - top }))
  const png = (
    await page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide' })
  ).toString('base64')
  const contrasts = await page.evaluate(inkContrast, { png, regions })
  const faint = regions
    .map((region, i) => ({ region, contrast: contrasts[i] ?? 0 }))
    .filter(({ contrast }) => contrast < 3)
    .map(({ region, contrast }) => `"${region.name}" ${contrast.toFixed(2)}:1`)
  if (faint.length > 0) {
    throw new Error(`button ink lost in forced colours (${theme}):\n${faint.join('\n')}`)
  }
}
