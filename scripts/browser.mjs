// Finds the Chromium every browser test uses (CHROMIUM_PATH, then Debian's /usr/bin/chromium) and
// the Debian fonts the screenshots need. As root it installs what is missing with apt-get, so
// `npm install && npm test` is the whole set-up; otherwise it stops with the exact command to run.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'
// Thai, Chinese/Japanese/Korean, Latin and Vietnamese glyphs, pinned so screenshots are stable.
const FONTS = ['fonts-noto-cjk', 'fonts-thai-tlwg', 'fonts-noto-core', 'fonts-dejavu-core']

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0

// `dpkg -s` also answers for a removed package whose configuration files remain, so its status
// line is read rather than its exit code.
const installed = (pkg) =>
  /^Status: install ok installed$/m.test(
    spawnSync('dpkg', ['-s', pkg], { encoding: 'utf8' }).stdout,
  )

function findChromium() {
  const configured = process.env.CHROMIUM_PATH
  if (configured && existsSync(configured)) return configured
  if (configured) console.warn(`browser: CHROMIUM_PATH=${configured} does not exist`)
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null
}

function apt(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status === 0) return
  console.error(`browser: apt-get ${args.join(' ')} failed (exit ${result.status ?? result.error})`)
  process.exit(1)
}

/**
 * Makes sure Chromium and the screenshot fonts are there, installing them as root, and sets
 * CHROMIUM_PATH for every child process (Playwright, the Storybook test-runner). Returns the path,
 * or exits the process with the command to run when it cannot install them itself.
 */
export function ensureBrowser() {
  const debian = hasCommand('dpkg') && hasCommand('apt-get')
  let chromium = findChromium()
  const missing = [
    ...(chromium ? [] : ['chromium']),
    ...(debian ? FONTS.filter((pkg) => !installed(pkg)) : []),
  ]
  if (missing.length > 0) {
    const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`
    if (!debian) {
      console.error(
        'browser: no Chromium found. Install Chromium and set CHROMIUM_PATH to its executable.',
      )
      process.exit(1)
    }
    if (process.getuid?.() !== 0) {
      console.error(`browser: missing ${missing.join(', ')}. Install them, then run again:`)
      console.error(`  sudo apt-get update && sudo ${install}`)
      process.exit(1)
    }
    console.log(`browser: installing ${missing.join(' ')} with apt-get`)
    apt(['update', '-qq'])
    apt(['-qq', ...install.split(' ').slice(1)])
    chromium = findChromium()
    if (!chromium) {
      console.error(`browser: ${DEBIAN_CHROMIUM} is still missing after apt-get install`)
      process.exit(1)
    }
  }
  process.env.CHROMIUM_PATH = chromium
  return chromium
}
