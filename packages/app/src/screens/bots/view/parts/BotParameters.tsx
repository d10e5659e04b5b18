import { useLingui } from '@lingui/react/macro'
import type { BotView } from '@atb/contract'
import { configRows, useConfigText } from './useConfigText'
import styles from './botView.module.css'

/** The bot's settings with their field labels; options the config turned off read "Off". */
export function BotParameters({ bot }: { bot: BotView }) {
  const { t } = useLingui()
  const text = useConfigText(bot.kind)
  const version = bot.config_version
  const rows = configRows(bot.config, text, t`Off`)
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t`Settings version ${version}`}</p>
      <dl className={styles.params}>
        {rows.map((row) => (
          <div key={row.id} className={styles.param}>
            <dt className={styles.paramLabel}>{row.label}</dt>
            <dd className={styles.paramValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
