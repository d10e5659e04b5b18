import { describe, expect, it } from 'vitest'
import { providerLocale } from './providerLocale'

describe('providerLocale', () => {
  it.each([
    ['en', 'en'],
    ['th', 'th_TH'],
    ['zh', 'zh_CN'],
    ['cn', 'zh_CN'],
    ['ko', 'kr'],
    ['vi', 'vi_VN'],
    ['th-TH', 'th_TH'],
    ['fr', 'en'],
  ])('maps %s to %s', (language, locale) => {
    expect(providerLocale(language)).toBe(locale)
  })
})
