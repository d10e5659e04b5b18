// Compares a story's picture with its baseline outside Jest's sandbox: pngjs and pixelmatch took
// 3–4 s per 1024 × 1500 picture inside it and 60 ms here (issue 30). One worker per story file,
// started by .storybook/test-runner.ts on its first comparison.
import { readFileSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

parentPort.on('message', ({ id, file, image, pixels, colour }) => {
  let within = false
  try {
    const stored = PNG.sync.read(readFileSync(file))
    const taken = PNG.sync.read(Buffer.from(image))
    if (stored.width === taken.width && stored.height === taken.height) {
      const differing = pixelmatch(stored.data, taken.data, null, stored.width, stored.height, {
        threshold: colour,
      })
      within = differing / (stored.width * stored.height) <= pixels
    }
  } catch {
    // No baseline, or one that does not decode: not within tolerance.
  }
  parentPort.postMessage({ id, within })
})
