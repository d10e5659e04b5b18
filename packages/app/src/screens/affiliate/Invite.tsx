import { useState } from 'react'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { InvitationCodeView } from '@atb/contract'
import {
  Button,
  Card,
  EmptyState,
  Link,
  Select,
  SelectItem,
  Skeleton,
  SkeletonGroup,
} from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { useResource } from '../account/useResource'
import { QrCode } from './QrCode'
import styles from './affiliate.module.css'

const LINE_SHARE = 'https://social-plugins.line.me/lineit/share?url='

/** The signup address that credits `code`'s owner: `/signup?aff=` in the page's language. */
export const inviteLink = (
  origin: string,
  locale: Parameters<typeof withLocale>[1],
  code: string,
) => `${origin}${withLocale('/signup', locale)}?aff=${encodeURIComponent(code)}`

/** /affiliate/invite: the invite link of a chosen code, its QR code, copy buttons and LINE. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { locale } = splitLocale(useLocation().pathname)
  const [codes, reload] = useResource(flows.loadInvitationCodes, undefined)
  const [chosen, setChosen] = useState<string | null>(null)
  const items = codes.status === 'done' ? codes.data.items : []
  const current: InvitationCodeView | undefined =
    items.find((c) => c.code === chosen) ?? items.find((c) => c.primary) ?? items[0]
  const name = (c: InvitationCodeView) => (c.primary ? t`Your own code` : c.label)

  const copy = (text: string, done: string) =>
    flows.copy(text).then(
      () => flows.notify(done),
      () => flows.notify(t`Copy failed. Select the text and copy it yourself.`),
    )

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Invite friends`}</h1>
      <p className={styles.muted}>
        {t`Friends who sign up through your link or with your code join as your referees.`}
      </p>
      {codes.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your invitation codes`}>
          <Skeleton shape="rect" height={320} />
        </SkeletonGroup>
      ) : codes.status === 'error' ? (
        <EmptyState
          title={t`Your invitation codes could not be loaded`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={reload}
        />
      ) : !current ? (
        <EmptyState
          title={t`No invitation code yet`}
          description={t`Your account has no code to share. Reload the page, or contact support.`}
          actionLabel={t`Try again`}
          onAction={reload}
        />
      ) : (
        <InviteCard
          codes={items}
          current={current}
          name={name}
          link={inviteLink(flows.siteOrigin(), locale, current.code)}
          onChoose={setChosen}
          onCopy={copy}
        />
      )}
      <Link href={withLocale('/affiliate/code-history', locale)} variant="standalone">
        {t`Make a code with its own label`}
      </Link>
    </div>
  )
}

interface InviteCardProps {
  codes: InvitationCodeView[]
  current: InvitationCodeView
  name: (c: InvitationCodeView) => string
  link: string
  onChoose: (code: string) => void
  onCopy: (text: string, done: string) => void
}

function InviteCard({ codes, current, name, link, onChoose, onCopy }: InviteCardProps) {
  const { t } = useLingui()
  return (
    <Card title={name(current)} headingLevel={2}>
      <div className={styles.stack}>
        {codes.length > 1 ? (
          <Select
            label={t`Code to share`}
            items={codes.map((c) => ({ id: c.code, c }))}
            selectedKey={current.code}
            onSelectionChange={(key) => onChoose(String(key))}
          >
            {({ c }) => (
              <SelectItem id={c.code} textValue={`${name(c)} ${c.code}`}>
                {`${name(c)} · ${c.code}`}
              </SelectItem>
            )}
          </Select>
        ) : null}
        <div className={styles.qrBox}>
          <QrCode value={link} label={t`QR code of your invite link`} />
        </div>
        <p className={styles.muted}>{t`Invitation code`}</p>
        <p className={`${styles.link} ${styles.code}`}>{current.code}</p>
        <p className={styles.muted}>{t`Invite link`}</p>
        <p className={styles.link}>{link}</p>
        <div className={styles.actions}>
          <Button onPress={() => onCopy(link, t`Invite link copied.`)}>{t`Copy link`}</Button>
          <Button
            variant="secondary"
            onPress={() => onCopy(current.code, t`Invitation code copied.`)}
          >
            {t`Copy code`}
          </Button>
        </div>
        <Link href={`${LINE_SHARE}${encodeURIComponent(link)}`} isExternal variant="standalone">
          {t`Share on LINE`}
        </Link>
      </div>
    </Card>
  )
}
