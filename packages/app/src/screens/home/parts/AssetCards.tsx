import { useLingui } from '@lingui/react/macro'
import type { HomeAsset } from '@atb/contract'
import { Switch } from '@atb/ui'
import { Money, Pnl } from './figures'
import styles from './home.module.css'

/**
 * Total assets, one card per currency side by side (USDT for crypto, USD for forex and gold):
 * money is never added across currencies. The switch is the profile's hide-balance setting.
 */
export function AssetCards({
  assets,
  hidden,
  onHiddenChange,
}: {
  assets: HomeAsset[]
  hidden: boolean
  onHiddenChange: () => void
}) {
  const { t } = useLingui()
  return (
    <section className={styles.section} aria-labelledby="home-assets">
      <div className={styles.sectionHead}>
        <h2 id="home-assets" className={styles.sectionTitle}>
          {t`Total assets`}
        </h2>
        <Switch isSelected={hidden} onChange={onHiddenChange}>
          {t`Hide balance`}
        </Switch>
      </div>
      {assets.length === 0 ? (
        <p className={styles.muted}>{t`No balance yet.`}</p>
      ) : (
        <div className={styles.assets}>
          {assets.map((asset) => (
            <AssetCard key={asset.currency} asset={asset} />
          ))}
        </div>
      )}
    </section>
  )
}

function AssetCard({ asset }: { asset: HomeAsset }) {
  const { t } = useLingui()
  const currency = asset.currency
  return (
    <article className={styles.asset} aria-label={t`Assets in ${currency}`}>
      <p className={styles.assetLabel}>
        <span className={styles.currency}>{currency}</span>
        {t`Total value`}
      </p>
      <p className={styles.assetTotal}>
        <Money value={asset.total} currency={currency} />
      </p>
      <dl className={styles.breakdown}>
        <div>
          <dt>{t`Free in Paper`}</dt>
          <dd>
            <Money value={asset.free} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t`In bots`}</dt>
          <dd>
            <Money value={asset.in_bots} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t`Today's PnL`}</dt>
          <dd>
            <Pnl value={asset.today_pnl} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t`Total PnL`}</dt>
          <dd>
            <Pnl value={asset.total_pnl} currency={currency} />
          </dd>
        </div>
      </dl>
    </article>
  )
}
