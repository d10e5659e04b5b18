import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Check, Copy } from 'lucide-react'
import { Button, Card } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import styles from './assets.module.css'

type Copied = 'idle' | 'copied' | 'failed'

/** The account's user ID, which others enter to send it USDT, with a copy button. */
export function UserIdCard({ userId }: { userId: string }) {
  const { t } = useLingui()
  const flows = useFlows()
  const [copied, setCopied] = useState<Copied>('idle')
  const copy = () =>
    flows.copy(userId).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    )
  return (
    <Card title={t`Your user ID`} headingLevel={2}>
      <div className={styles.stack}>
        <p className={styles.muted}>{t`Others enter this ID to send you USDT.`}</p>
        <div className={styles.row}>
          <p className={styles.userId}>{userId}</p>
          <Button
            variant="secondary"
            size="sm"
            icon={
              copied === 'copied' ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />
            }
            onPress={() => void copy()}
          >
            {copied === 'copied' ? t`Copied` : t`Copy user ID`}
          </Button>
        </div>
        {/* Said where the screen reader is: the button's new name alone is not announced. */}
        <p
          className={styles.copied}
          role="status"
          data-tone={copied === 'failed' ? 'error' : undefined}
        >
          {copied === 'copied'
            ? t`User ID copied.`
            : copied === 'failed'
              ? t`Copy failed. Select the ID and copy it yourself.`
              : null}
        </p>
      </div>
    </Card>
  )
}
