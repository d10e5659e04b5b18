import { useId } from 'react'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Link } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import styles from './account.module.css'

/** Bought codes, each with a copy button and, while unused, a way to redeem it now. */
export function ActivationCodes({
  codes,
  label,
}: {
  codes: { code: string; redeemed: boolean }[]
  label: string
}) {
  const { t } = useLingui()
  const flows = useFlows()
  const { locale } = splitLocale(useLocation().pathname)
  const copy = (code: string) =>
    flows.copy(code).then(
      () => flows.notify(t`Code ${code} copied.`),
      () => flows.notify(t`Copy failed. Select the code and copy it yourself.`),
    )
  return (
    <ul className={styles.codes} aria-label={label}>
      {codes.map(({ code, redeemed }) => (
        <CodeRow
          key={code}
          code={code}
          redeemed={redeemed}
          redeemHref={`${withLocale('/profile/activation', locale)}?code=${code}`}
          onCopy={() => void copy(code)}
        />
      ))}
    </ul>
  )
}

/** One code; its buttons keep their visible names and are described by the code they act on. */
function CodeRow({
  code,
  redeemed,
  redeemHref,
  onCopy,
}: {
  code: string
  redeemed: boolean
  redeemHref: string
  onCopy: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  return (
    <li className={styles.codeRow}>
      <span className={styles.code} id={id}>
        {code}
      </span>
      {redeemed ? (
        <Badge variant="neutral">{t`Already redeemed`}</Badge>
      ) : (
        <>
          <Button size="sm" variant="secondary" aria-describedby={id} onPress={onCopy}>
            {t`Copy`}
          </Button>
          <Link href={redeemHref} variant="standalone" aria-describedby={id}>
            {t`Redeem now`}
          </Link>
        </>
      )}
    </li>
  )
}
