import { useLingui } from '@lingui/react/macro'
import { Button, Card } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { FormAlert } from './FormAlert'
import styles from './account.module.css'

/**
 * The recovery codes, shown once: the server keeps only their keyed hashes, so this page is the
 * only place they can be read. Each works once, for signing in or turning two-factor off.
 */
export function RecoveryCodes({ codes, onFinish }: { codes: string[]; onFinish: () => void }) {
  const { t } = useLingui()
  const flows = useFlows()
  const text = `${codes.join('\n')}\n`
  const copy = () =>
    flows.copy(text).then(
      () => flows.notify(t`Recovery codes copied.`),
      () => flows.notify(t`Copy failed. Select the codes and copy them yourself.`),
    )
  return (
    <Card title={t`Your recovery codes`} headingLevel={2}>
      <div className={styles.stack}>
        <FormAlert tone="success">{t`Two-factor sign-in is on.`}</FormAlert>
        <p className={styles.alert} data-tone="error">
          {t`These codes are shown only this once. Save them somewhere safe: each one signs you in once if you lose your phone.`}
        </p>
        <ul className={styles.recoveryCodes} aria-label={t`Recovery codes`}>
          {codes.map((code) => (
            <li key={code} className={styles.code}>
              {code}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void copy()}>
            {t`Copy all`}
          </Button>
          <Button
            variant="secondary"
            onPress={() => flows.saveTextFile('auto-trading-bot-recovery-codes.txt', text)}
          >
            {t`Download`}
          </Button>
        </div>
        <Button onPress={onFinish}>{t`I saved my codes`}</Button>
      </div>
    </Card>
  )
}
