import type { TestRunnerConfig } from '@storybook/test-runner'
import { getStoryContext, waitForPageReady } from '@storybook/test-runner'
import { toMatchImageSnapshot } from 'jest-image-snapshot'
import type { Page } from 'playwright'
import type { Expect } from 'expect'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import path from 'node:path'
import { assertForcedColoursLegible, assertTargetSizes, hasButtonInk } from './page-checks'

// Jest's `expect` is a global in the runner; a runtime import of it fails (TOOLCHAIN.md).
declare const expect: Pick<Expect, 'extend'> & {
  (actual: unknown): { toMatchImageSnapshot(options?: object): void }
}

const require = createRequire(import.meta.url)
const axePath = require.resolve('axe-core/axe.min.js')
const snapshotsDir = path.resolve(process.cwd(), '.storybook/__visual__')

const updating = process.env.STORIES_UPDATE === '1'

function sameBytes(image: Buffer, identifier: string): boolean {
  try {
    return readFileSync(path.join(snapshotsDir, `${identifier}.png`)).equals(image)
  } catch {
    return false
  }
}

/**
 * The comparison toMatchImageSnapshot makes below: at most 0.1 % of pixels differ at a 0.1 colour
 * threshold. A story whose picture differs only by antialiasing sets its own share of pixels in
 * `parameters.visual.pixels`.
 */
const tolerance = { pixels: 0.001, colour: 0.1 }

let comparer: Worker | undefined
let asked = 0
const answers = new Map<number, (within: boolean) => void>()

/** Whether the picture is within the tolerance of its baseline, decided in a worker thread. */
function withinTolerance(image: Buffer, identifier: string, pixels: number): Promise<boolean> {
  if (!comparer) {
    comparer = new Worker(path.resolve(process.cwd(), '.storybook/compare-worker.mjs'))
    comparer.unref()
    comparer.on('message', ({ id, within }: { id: number; within: boolean }) => {
      answers.get(id)?.(within)
      answers.delete(id)
    })
  }
  const id = ++asked
  const file = path.join(snapshotsDir, `${identifier}.png`)
  return new Promise((resolve) => {
    answers.set(id, resolve)
    comparer!.postMessage({ id, file, image, pixels, colour: tolerance.colour })
  })
}

type VisualParameters = {
  disable?: boolean
  target?: 'root' | 'page'
  delay?: number
  /** The share of pixels that may differ, for a story whose picture differs only by antialiasing. */
  pixels?: number
}

async function settle(page: Page) {
  await waitForPageReady(page)
  // One round trip to the page, not four (issue 30): fonts, then React Aria's overlays that are
  // still animating in or out and a part that is about to draw what it asked for and marks itself
  // `data-settling` (the wizard's rule preview), for up to 5 s; then two frames, one for React to
  // commit theme changes and one for layout and paint.
  await page.evaluate(async () => {
    await document.fonts.ready
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    const until = performance.now() + 5000
    while (
      document.querySelector('[data-entering], [data-exiting], [data-settling]') &&
      performance.now() < until
    )
      await frame()
    await frame()
    await frame()
  })
}

/** axe at WCAG 2.1 A/AA against the current theme; the a11y addon covers the light pass. */
async function assertNoAxeViolations(page: Page, theme: string) {
  const hasAxe = await page.evaluate(() => 'axe' in window)
  if (!hasAxe) await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
    )
  })
  if (violations.length > 0) {
    throw new Error(`axe violations in ${theme} theme:\n${violations.join('\n')}`)
  }
}

/**
 * Windows high contrast, emulated: every button keeps its label and icons (issue 8, item 12).
 * The page is in the dark theme after the pictures, so dark is checked first: one theme switch.
 */
async function forcedColoursPass(page: Page) {
  if (!(await hasButtonInk(page))) return
  try {
    await page.emulateMedia({ forcedColors: 'active' })
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t
      }, theme)
      await settle(page)
      await assertForcedColoursLegible(page, theme)
    }
  } finally {
    await page.emulateMedia({ forcedColors: 'none' })
  }
}

/**
 * Overlays open and close without their enter and exit animations under the runner. React Aria
 * keeps an exiting overlay until its animation's `finished` promise resolves and ignores a
 * rejection: an exit animation cancelled on a loaded runner would leave a closed dialog or listbox
 * on screen for good. Seen in CI: the story no longer found the dialog, yet the picture (and its
 * retake a second later) still showed it. Without an animation an overlay unmounts at once.
 */
const noOverlayMotion =
  '[data-entering], [data-exiting] { animation: none !important; transition: none !important; }'

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot })
  },
  async preVisit(page) {
    await page.evaluate((css) => {
      if (document.getElementById('runner-no-overlay-motion')) return
      const style = document.createElement('style')
      style.id = 'runner-no-overlay-motion'
      style.textContent = css
      document.head.append(style)
    }, noOverlayMotion)
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context)
    const visual = (story.parameters.visual ?? {}) as VisualParameters
    const pixels = visual.pixels ?? tolerance.pixels
    // The page is reused: a story that timed out may have left forced colours on.
    await page.emulateMedia({ forcedColors: 'none' })
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t
      }, theme)
      await settle(page)
      if (visual.delay) await page.waitForTimeout(visual.delay)
      if (theme === 'light') await assertTargetSizes(page)
      if (theme === 'dark') await assertNoAxeViolations(page, theme)
      if (visual.disable) continue
      const target = visual.target === 'page' ? page : page.locator('#storybook-root')
      const identifier = `${context.id}--${theme}`
      let image = await target.screenshot({ animations: 'disabled', caret: 'hide' })
      // The same pixels encode to the same bytes: an identical picture needs no decoding and diff.
      // One within the tolerance passes on the comparison made in the worker; toMatchImageSnapshot
      // would make it again in Jest's slow sandbox (issue 30). While baselines are rewritten, it
      // writes only the ones that differ, so the changed files are the ones to review.
      if (sameBytes(image, identifier) || (await withinTolerance(image, identifier, pixels)))
        continue
      if (!updating) {
        // One retake after a second's rest: on a loaded runner a picture was sometimes taken
        // before the page had finished drawing. A real change differs in the retake too. The line
        // printed keeps such stories visible.
        await page.waitForTimeout(1000)
        await settle(page)
        image = await target.screenshot({ animations: 'disabled', caret: 'hide' })
        console.warn(`retook the picture ${identifier}`)
        if (await withinTolerance(image, identifier, pixels)) continue
      }
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: identifier,
        failureThreshold: pixels,
        failureThresholdType: 'percent',
        customDiffConfig: { threshold: tolerance.colour },
        runInProcess: true,
      })
    }
    // A story that keeps no picture is one whose page is not stable after its play (a closed
    // dialog seen open again on a busy runner); the forced-colours pass reads a picture too.
    if (!visual.disable) await forcedColoursPass(page)
  },
}

export default config
