import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ValidationError } from 'yup'
import { endpoints as E } from '@atb/contract'
import { strategyOf } from '@atb/engine'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, usdt } from '../test/bots-kit'

interface LogLine {
  level: number
  msg: string
  err?: { message?: string }
  botId?: string
  kind?: string
  exchange?: string
}

const lines: LogLine[] = []
const logStream = {
  write(line: string) {
    lines.push(JSON.parse(line) as LogLine)
  },
}

/**
 * Makes the host's re-validation of the stored config at start (the one call without the create's
 * context) fail with `error`: a failure deep in the start path, after the create's own checks.
 */
function failStartValidation(error: Error) {
  const schema = strategyOf('spot_grid').schema
  const validate = schema.validate.bind(schema)
  return vi
    .spyOn(schema, 'validate')
    .mockImplementation((value, options) =>
      options?.context === undefined ? Promise.reject(error) : validate(value, options),
    )
}

/**
 * Issue 26: a create whose bot failed to start logged 'record not found' and answered 503, whatever
 * had really gone wrong. The log now carries the real error with the bot's id and kind.
 */
describe.each(databaseKinds)('a bot that fails to start on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'warn', logStream })
    token = await signup(t, 'start-failure@example.com')
  })
  afterAll(async () => {
    await t?.close()
  })
  beforeEach(() => {
    lines.length = 0
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('logs the error that stopped it with the bot’s id and kind, answers 503, and moves the bot to history with its funds back', async () => {
    const before = await usdt(t, token)
    failStartValidation(new Error('stored config unreadable: checksum mismatch'))
    const res = await createGrid(t, token)
    expect(res.status).toBe(503)
    expect(res.json).toMatchObject({ code: 'trading_unavailable' })
    const failures = lines.filter((l) => l.msg === 'bot failed to start')
    expect(failures).toEqual([
      expect.objectContaining({
        level: 50,
        botId: expect.any(String),
        kind: 'spot_grid',
        exchange: 'paper',
        err: expect.objectContaining({ message: 'stored config unreadable: checksum mismatch' }),
      }),
    ])
    expect(JSON.stringify(lines)).not.toContain('record not found')
    const history = (await call(t.app, E.botList, { status: 'history' }, token)).json.data.items
    expect(history[0]).toMatchObject({
      id: failures[0]!.botId,
      status: 'stopped',
      reason: {
        code: 'start_failed',
        values: { detail: 'stored config unreadable: checksum mismatch' },
      },
    })
    expect((await usdt(t, token)).toString()).toBe(before.toString())
  })

  it('answers a config the kind’s schema refuses at start with that field’s error, logged as a warning', async () => {
    const before = await usdt(t, token)
    failStartValidation(
      new ValidationError('Upper price must be above the lower price', 1, 'upper_price'),
    )
    const res = await createGrid(t, token)
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ path: 'config.upper_price' })],
    })
    const text = res.json.errors![0].text as string
    expect(res.json.description).toBe(text)
    expect(lines.filter((l) => l.msg === 'bot failed to start')).toEqual([
      expect.objectContaining({
        level: 40,
        kind: 'spot_grid',
        err: expect.objectContaining({ message: text }),
      }),
    ])
    expect(lines.filter((l) => l.level >= 50)).toEqual([])
    expect((await usdt(t, token)).toString()).toBe(before.toString())
  })
})
