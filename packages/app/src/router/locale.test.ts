import { describe, expect, it } from 'vitest'
import { splitLocale, withLocale } from './locale'

describe('locale prefixes', () => {
  it('reads the language from the first segment, English when there is none', () => {
    expect(splitLocale('/th/profile/edit')).toEqual({ locale: 'th', path: '/profile/edit' })
    expect(splitLocale('/profile')).toEqual({ locale: 'en', path: '/profile' })
    expect(splitLocale('/cn')).toEqual({ locale: 'cn', path: '/' })
    expect(splitLocale('/en/login')).toEqual({ locale: 'en', path: '/en/login' })
  })

  it('prefixes every language but English and round-trips', () => {
    expect(withLocale('/bot/create', 'kr')).toBe('/kr/bot/create')
    expect(withLocale('/', 'vn')).toBe('/vn')
    expect(withLocale('/login', 'en')).toBe('/login')
    expect(splitLocale(withLocale('/market/BTC/USDT', 'th')).path).toBe('/market/BTC/USDT')
  })
})
