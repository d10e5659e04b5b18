import type { TestRunnerConfig } from '@storybook/test-runner'
import { getStoryContext, waitForPageReady } from '@storybook/test-runner'
import { toMatchImageSnapshot } from 'jest-image-snapshot'
import type { Page } from 'playwright'
import type { Expect } from 'expect'
import { createRequire } from 'node:module'
import path from 'node:path'
import { assertForcedColoursLegible, assertTargetSizes } from './page-checks'

// Jest's `expect` is a global in the runner; a runtime import of it fails (TOOLCHAIN.md).
declare const expect: Pick<Expect, 'extend'> & {
  (actual: unknown): { toMatchImageSnapshot(options?: object): void }
}

const require = createRequire(import.meta.url)
const axePath = require.resolve('axe-core/axe.min.js')
const snapshotsDir = path.resolve(process.cwd(), '.storybook/__visual__')

type VisualParameters = { disable?: boolean; target?: 'root' | 'page'; delay?: number }

async function settle(page: Page) {
  await waitForPageReady(page)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Two frames: one for React to commit theme changes, one for layout and paint.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
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

/** Windows high contrast, emulated: every button keeps its label and icons (issue 8, item 12). */
async function forcedColoursPass(page: Page) {
  try {
    await page.emulateMedia({ forcedColors: 'active' })
    for (const theme of ['light', 'dark'] as const) {
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

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot })
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context)
    const visual = (story.parameters.visual ?? {}) as VisualParameters
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
      const image = await target.screenshot({ animations: 'disabled', caret: 'hide' })
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: `${context.id}--${theme}`,
        failureThreshold: 0.001,
        failureThresholdType: 'percent',
        customDiffConfig: { threshold: 0.1 },
      })
    }
    await forcedColoursPass(page)
  },
}

export default config
