import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { localeMachine, type CookieWrite } from './locale.machine'

function start(cookie: string | null) {
  const cookies: CookieWrite[] = []
  const changes: string[] = []
  const machine = localeMachine.provide({
    actions: { writeCookie: (_, c) => void cookies.push(c) },
  })
  const actor = createActor(machine, { input: { cookie } })
  actor.on('locale.changed', (e) => void changes.push(`${e.locale}/${e.lingui}`))
  actor.start()
  return { actor, cookies, changes, locale: () => actor.getSnapshot().context.locale }
}

describe('locale machine', () => {
  it('reads the cookie, defaulting to en when missing or unknown', () => {
    expect(start('th').locale()).toBe('th')
    expect(start(null).locale()).toBe('en')
    expect(start('zh').locale()).toBe('en')
  })

  it('writes i18n_redirected for 365 days on / with sameSite lax, and announces the Lingui locale', () => {
    const { actor, cookies, changes, locale } = start(null)

    actor.send({ type: 'locale.set', locale: 'cn' })

    expect(locale()).toBe('cn')
    expect(cookies).toEqual([
      { name: 'i18n_redirected', value: 'cn', maxAgeDays: 365, path: '/', sameSite: 'lax' },
    ])
    expect(changes).toEqual(['cn/zh'])
  })

  it('ignores codes the product does not offer', () => {
    const { actor, cookies, locale } = start('kr')

    actor.send({ type: 'locale.set', locale: 'fr' })

    expect(locale()).toBe('kr')
    expect(cookies).toEqual([])
  })
})
