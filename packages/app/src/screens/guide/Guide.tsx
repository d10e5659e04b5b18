import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Search } from 'lucide-react'
import { EmptyState, Link, Skeleton, SkeletonGroup, TextField } from '@atb/ui'
import { splitLocale, withLocale } from '../../router/locale'
import { GuideDiagram } from './GuideDiagram'
import {
  diagramOf,
  isGuideTopic,
  matchTopics,
  nextPageOf,
  type GuideContent,
  type GuideTopic,
} from './topics'
import styles from './guide.module.css'

/** Each language's guide is its own chunk: a reader downloads only the one they read. */
const contentOf: Record<string, () => Promise<{ default: GuideContent }>> = {
  en: () => import('./content/en'),
  th: () => import('./content/th'),
  zh: () => import('./content/zh'),
  ko: () => import('./content/ko'),
  vi: () => import('./content/vi'),
}

type Loaded =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; content: GuideContent }

function useGuideContent(locale: string): [Loaded, () => void] {
  const [attempt, setAttempt] = useState(0)
  const key = `${locale}#${attempt}`
  const [result, setResult] = useState<{ key: string; content: GuideContent | null } | null>(null)
  useEffect(() => {
    let current = true
    ;(contentOf[locale] ?? contentOf.en!)().then(
      (module) => current && setResult({ key, content: module.default }),
      () => current && setResult({ key, content: null }),
    )
    return () => {
      current = false
    }
  }, [key, locale])
  const loaded: Loaded =
    result?.key !== key
      ? { status: 'loading' }
      : result.content
        ? { status: 'done', content: result.content }
        : { status: 'error' }
  return [loaded, () => setAttempt((n) => n + 1)]
}

/**
 * /guide (issue 16, decision 069): how-to pages for each bot kind, for connecting keys safely and
 * for the wallet, in the reader's language. `?topic=` opens one (deep links, Back), and the search
 * narrows the topics to those holding every word typed.
 */
export function Component() {
  const { t, i18n } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const [params, setParams] = useSearchParams()
  const asked = params.get('topic')
  const topic: GuideTopic = isGuideTopic(asked) ? asked : 'start'
  const [query, setQuery] = useState('')
  const [loaded, retry] = useGuideContent(i18n.locale)
  const next: Record<string, string> = {
    '/bot/create': t`Create a bot`,
    '/api': t`Connect an exchange`,
    '/assets': t`Open your wallet`,
  }

  // A topic chosen from the list takes the focus to its heading: a screen reader reads it next,
  // and on a phone (the list above the article) it scrolls into view.
  const heading = useRef<HTMLHeadingElement>(null)
  const [chosen, setChosen] = useState<GuideTopic | null>(null)
  useEffect(() => {
    if (chosen && chosen === topic) heading.current?.focus()
  }, [chosen, topic])

  const open = (id: GuideTopic) => {
    setChosen(id)
    setParams(
      (current) => {
        const copy = new URLSearchParams(current)
        copy.set('topic', id)
        return copy
      },
      { preventScrollReset: true },
    )
  }

  let body
  if (loaded.status === 'loading') {
    body = (
      <SkeletonGroup label={t`Loading the guide`}>
        <Skeleton shape="rect" height={240} />
      </SkeletonGroup>
    )
  } else if (loaded.status === 'error') {
    body = (
      <EmptyState
        title={t`The guide could not be loaded`}
        description={t`Check your connection and try again.`}
        actionLabel={t`Try again`}
        onAction={retry}
      />
    )
  } else {
    const { content } = loaded
    const shown = matchTopics(content, query)
    const article = content[topic]
    const diagram = diagramOf[topic]
    body = (
      <div className={styles.body}>
        <nav aria-label={t`Guide topics`}>
          {shown.length === 0 ? (
            <EmptyState
              title={t`No topic matches “${query}”`}
              description={t`Try other words, or clear the search to see every topic.`}
              size="sm"
              headingLevel={2}
              actionLabel={t`Clear search`}
              onAction={() => setQuery('')}
            />
          ) : (
            <ul className={styles.topics}>
              {shown.map((id) => (
                <li key={id}>
                  <a
                    className={styles.topic}
                    href={`${withLocale('/guide', locale)}?topic=${id}`}
                    aria-current={id === topic ? 'page' : undefined}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                        return
                      event.preventDefault()
                      open(id)
                    }}
                  >
                    <span className={styles.topicTitle}>{content[id].title}</span>
                    <span className={styles.topicSummary}>{content[id].summary}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <article className={styles.article} aria-labelledby="guide-article">
          <h2 id="guide-article" ref={heading} tabIndex={-1} className={styles.heading}>
            {article.title}
          </h2>
          <p className={styles.lead}>{article.summary}</p>
          {diagram ? <GuideDiagram kind={diagram} /> : null}
          {article.sections.map((section) => (
            <section key={section.heading} className={styles.article}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.steps ? (
                <ol className={styles.steps}>
                  {section.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              ) : null}
            </section>
          ))}
          <p>
            <Link href={withLocale(nextPageOf[topic], locale)}>{next[nextPageOf[topic]]}</Link>
          </p>
        </article>
      </div>
    )
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Guide`}</h1>
      <p className={styles.lead}>
        {t`How each bot works, how to connect an exchange safely, and how the wallet works.`}
      </p>
      <TextField
        label={t`Search the guide`}
        type="search"
        value={query}
        onChange={setQuery}
        icon={<Search aria-hidden size={16} />}
        isDisabled={loaded.status !== 'done'}
      />
      {body}
    </div>
  )
}
