import { describe, expect, it } from 'vitest'
import en from './content/en'
import ko from './content/ko'
import th from './content/th'
import vi from './content/vi'
import zh from './content/zh'
import { guideTopics, matchTopics } from './topics'

const languages = { en, th, zh, ko, vi }

describe('the guide', () => {
  it.each(Object.entries(languages))('%s has every topic, each with its words', (_, content) => {
    for (const topic of guideTopics) {
      const article = content[topic]
      expect(article.title.trim()).not.toBe('')
      expect(article.summary.trim()).not.toBe('')
      expect(article.sections.length).toBeGreaterThan(0)
      for (const s of article.sections) expect(s.paragraphs.length).toBeGreaterThan(0)
    }
  })

  it.each(Object.entries(languages).filter(([lang]) => lang !== 'en'))(
    '%s is written in its own language, not copied from English',
    (_, content) => {
      for (const topic of guideTopics) expect(content[topic].summary).not.toBe(en[topic].summary)
    },
  )

  it('search keeps the topics holding every word, in any case and order', () => {
    expect(matchTopics(en, '')).toEqual([...guideTopics])
    expect(matchTopics(en, 'KEY withdraw')).toEqual(['keys'])
    expect(matchTopics(en, 'BEP20')).toEqual(['wallet'])
    expect(matchTopics(en, 'options')).toEqual([])
    expect(matchTopics(th, 'กริด')).toContain('grid')
    expect(matchTopics(zh, '网格')).toContain('grid')
  })
})
