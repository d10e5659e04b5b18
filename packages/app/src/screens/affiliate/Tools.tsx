import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { productLocales, type ProductLocale } from '@atb/contract'
import {
  Button,
  Card,
  EmptyState,
  Link,
  Skeleton,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { useResource } from '../account/useResource'
import { inviteLink } from './Invite'
import { shareKinds, shareLanguages, withLink, type ShareKind } from './shareTexts'
import styles from './affiliate.module.css'

const LINE_SHARE = 'https://social-plugins.line.me/lineit/share'
/** How long a copy button reads "Copied". */
const COPIED_MS = 2000

/**
 * /affiliate/tools: the user's invite link and ready-made texts in each of the five languages
 * (decision 065). The texts are content for friends: a tab shows its own language's texts
 * whatever the page's language is.
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { locale } = splitLocale(useLocation().pathname)
  const [codes, reload] = useResource(flows.loadInvitationCodes, undefined)
  const [tab, setTab] = useState<ProductLocale>(locale)
  const own =
    codes.status === 'done'
      ? (codes.data.items.find((c) => c.primary) ?? codes.data.items[0])
      : undefined
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Affiliate tools`}</h1>
      <p className={styles.muted}>
        {t`Your invite link and ready texts in five languages. Pick the language of the friends you write to, then copy and post.`}
      </p>
      {codes.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your invite link`}>
          <Skeleton shape="rect" height={320} />
        </SkeletonGroup>
      ) : codes.status === 'error' ? (
        <EmptyState
          title={t`Your invite link could not be loaded`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={reload}
        />
      ) : !own ? (
        <EmptyState
          title={t`No invitation code yet`}
          description={t`Your account has no code to share. Reload the page, or contact support.`}
          actionLabel={t`Try again`}
          onAction={reload}
        />
      ) : (
        <div className={styles.langTabs}>
          <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as ProductLocale)}>
            <TabList aria-label={t`Language of the texts`}>
              {productLocales.map((code) => (
                <Tab key={code} id={code}>
                  <span lang={shareLanguages[code].lang}>{shareLanguages[code].name}</span>
                </Tab>
              ))}
            </TabList>
            {productLocales.map((code) => (
              <TabPanel key={code} id={code}>
                <LanguageTools
                  language={code}
                  link={inviteLink(flows.siteOrigin(), code, own.code)}
                />
              </TabPanel>
            ))}
          </Tabs>
        </div>
      )}
      <Link href={withLocale('/affiliate/invite', locale)} variant="standalone">
        {t`QR code and other invitation codes`}
      </Link>
    </div>
  )
}

function LanguageTools({ language, link }: { language: ProductLocale; link: string }) {
  const { t } = useLingui()
  const { lang, texts } = shareLanguages[language]
  const titles: Record<ShareKind, string> = {
    short: t`Short text`,
    long: t`Long text`,
    line: t`For LINE`,
    x: t`For X`,
    facebook: t`For Facebook`,
  }
  const lineText = withLink(texts.line, link)
  const lineHref = `${LINE_SHARE}?url=${encodeURIComponent(link)}&text=${encodeURIComponent(lineText)}`
  return (
    <div className={styles.tabPanel}>
      <Card title={t`Invite link`} headingLevel={2}>
        <div className={styles.stack}>
          <p className={styles.link}>{link}</p>
          <div className={styles.actions}>
            <CopyButton text={link} label={t`Copy link`} done={t`Invite link copied.`} />
            <Link href={lineHref} isExternal variant="standalone">
              {t`Share on LINE`}
            </Link>
          </div>
        </div>
      </Card>
      {shareKinds.map((kind) => {
        const text = withLink(texts[kind], link)
        const title = titles[kind]
        return (
          <Card key={kind} title={title} headingLevel={2}>
            <div className={styles.stack}>
              <p className={styles.text} lang={lang}>
                {text}
              </p>
              <div className={styles.actions}>
                <CopyButton
                  text={text}
                  label={t`Copy text`}
                  accessibleLabel={t`Copy text: ${title}`}
                  done={t`Text copied.`}
                />
              </div>
            </div>
          </Card>
        )
      })}
    </div>
  )
}

interface CopyButtonProps {
  text: string
  label: string
  /** The button's name for screen readers when `label` repeats on the page. */
  accessibleLabel?: string
  /** The toast after a copy that worked. */
  done: string
}

/** Copies `text`; reads "Copied" for a moment and says in a toast whether it worked. */
function CopyButton({ text, label, accessibleLabel, done }: CopyButtonProps) {
  const { t } = useLingui()
  const flows = useFlows()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () =>
    flows.copy(text).then(
      () => {
        setCopied(true)
        flows.notify(done)
      },
      () => flows.notify(t`Copy failed. Select the text and copy it yourself.`),
    )
  return (
    <Button
      variant={copied ? 'secondary' : 'primary'}
      aria-label={accessibleLabel ? (copied ? t`Copied` : accessibleLabel) : undefined}
      onPress={() => void copy()}
    >
      {copied ? t`Copied` : label}
    </Button>
  )
}
