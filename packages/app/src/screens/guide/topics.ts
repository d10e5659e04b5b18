/**
 * The guide's topics (issue 16, decision 069): their order, the diagram each shows, and where
 * each sends the reader next. The words live per language in content/, loaded for the page's
 * language only.
 */
export const guideTopics = ['start', 'grid', 'dca', 'signals', 'keys', 'wallet'] as const
export type GuideTopic = (typeof guideTopics)[number]

export const isGuideTopic = (value: string | null): value is GuideTopic =>
  (guideTopics as readonly string[]).includes(value ?? '')

export interface GuideSection {
  heading: string
  paragraphs: string[]
  /** Numbered steps after the paragraphs. */
  steps?: string[]
}

export interface GuideArticle {
  title: string
  summary: string
  sections: GuideSection[]
}

/** One language's guide: every topic, so no language falls back to another. */
export type GuideContent = Record<GuideTopic, GuideArticle>

/** Diagrams drawn for a topic (GuideDiagram.tsx). */
export const diagramOf: Partial<Record<GuideTopic, 'grid' | 'dca'>> = { grid: 'grid', dca: 'dca' }

/** The app page each topic leads to. */
export const nextPageOf: Record<GuideTopic, string> = {
  start: '/bot/create',
  grid: '/bot/create',
  dca: '/bot/create',
  signals: '/bot/create',
  keys: '/api',
  wallet: '/assets',
}

/** Lower-cased text of an article, for the search. */
export function searchableText(article: GuideArticle): string {
  return [
    article.title,
    article.summary,
    ...article.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.steps ?? [])]),
  ]
    .join(' ')
    .toLocaleLowerCase()
}

/** The topics whose text holds every word of the query (any order, any case). */
export function matchTopics(content: GuideContent, query: string): GuideTopic[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...guideTopics]
  return guideTopics.filter((topic) => {
    const text = searchableText(content[topic])
    return words.every((word) => text.includes(word))
  })
}
