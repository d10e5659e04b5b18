import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AlertTriangle, Check, Copy } from 'lucide-react'
import type { DepositAddressResponse, DepositHistoryResponse, DepositView } from '@atb/contract'
import {
  Button,
  Card,
  EmptyState,
  ProgressBar,
  Skeleton,
  SkeletonGroup,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { useResource } from '../../account/useResource'
import { useRefreshing } from '../parts/useRefreshing'
import { QrCode } from '../../affiliate/QrCode'
import styles from './deposit.module.css'

/** How often the history is asked again while the page is open: pending deposits move on. */
export const DEPOSIT_REFRESH_MS = 3000

/**
 * /assets/deposit (issue 15, decision 063): the account's USDT address on BNB Smart Chain
 * (BEP20) with its QR code, the network's rules (minimum, confirmations), and the deposits seen,
 * pending ones with their confirmations so far.
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const [address, retry] = useResource(flows.loadDepositAddress, {
    asset: 'USDT',
    network: 'BEP20',
  })
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Deposit USDT`}</h1>
      {address.status === 'error' ? (
        <div role="alert" className={styles.problem}>
          <p>{t`Your deposit address could not be loaded.`}</p>
          <Button variant="secondary" onPress={retry}>
            {t`Try again`}
          </Button>
        </div>
      ) : address.status === 'done' ? (
        <AddressCard address={address.data} />
      ) : (
        <SkeletonGroup label={t`Loading your deposit address`}>
          <Skeleton shape="rect" height={420} />
        </SkeletonGroup>
      )}
      <DepositHistory />
    </div>
  )
}

type Copied = 'idle' | 'copied' | 'failed'

function AddressCard({ address: a }: { address: DepositAddressResponse }) {
  const { t } = useLingui()
  const flows = useFlows()
  const [copied, setCopied] = useState<Copied>('idle')
  const copy = () =>
    flows.copy(a.address).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    )
  const network = `${a.network} (${a.network_name})`
  const required = a.confirmations
  return (
    <Card title={t`Your USDT deposit address`} headingLevel={2}>
      <div className={styles.columns}>
        <div className={styles.qrBox}>
          <QrCode value={a.address} label={t`QR code of your deposit address`} />
        </div>
        <div className={styles.stack}>
          <div className={styles.warning} role="note">
            <AlertTriangle size={20} aria-hidden />
            <p>
              {t`Send only USDT on ${network} to this address. Other coins, or USDT on another network, will be lost.`}
            </p>
          </div>
          <p className={styles.label} id="deposit-address-label">{t`Address`}</p>
          <p
            className={styles.address}
            aria-labelledby="deposit-address-label"
            data-testid="deposit-address"
          >
            {a.address}
          </p>
          <div>
            <Button
              variant="primary"
              icon={
                copied === 'copied' ? (
                  <Check size={16} aria-hidden />
                ) : (
                  <Copy size={16} aria-hidden />
                )
              }
              onPress={() => void copy()}
            >
              {copied === 'copied' ? t`Copied` : t`Copy address`}
            </Button>
          </div>
          <p
            className={styles.copied}
            role="status"
            data-tone={copied === 'failed' ? 'error' : undefined}
          >
            {copied === 'copied'
              ? t`Address copied.`
              : copied === 'failed'
                ? t`Copy failed. Select the address and copy it yourself.`
                : null}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{t`Network`}</dt>
              <dd>{network}</dd>
            </div>
            <div>
              <dt>{t`Minimum deposit`}</dt>
              <dd>{`${a.minimum} USDT`}</dd>
            </div>
            <div>
              <dt>{t`Confirmations required`}</dt>
              <dd>{a.confirmations}</dd>
            </div>
            {a.token_contract ? (
              <div>
                <dt>{t`USDT contract`}</dt>
                <dd className={styles.mono}>{a.token_contract}</dd>
              </div>
            ) : null}
          </dl>
          <p className={styles.muted}>
            {t`Deposits below the minimum are not credited. Your balance rises once a deposit has ${required} confirmations.`}
          </p>
          {!a.watching ? (
            <p className={styles.problem} role="note">
              {t`Deposits are not being watched on this server yet: what you send now is credited once the operator connects the network. Contact support before sending.`}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  )
}

function DepositHistory() {
  const { t } = useLingui()
  const flows = useFlows()
  const [history, retry] = useRefreshing<
    DepositHistoryResponse,
    { page: number; page_size: number }
  >(flows.loadDepositHistory, { page: 1, page_size: 20 }, DEPOSIT_REFRESH_MS)
  return (
    <section className={styles.stack} aria-labelledby="deposit-history-title">
      <h2 className={styles.sectionTitle} id="deposit-history-title">{t`Deposit history`}</h2>
      {history.status === 'error' ? (
        <EmptyState
          title={t`Your deposits could not be loaded`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={retry}
        />
      ) : history.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your deposits`}>
          <Skeleton shape="rect" height={72} />
          <Skeleton shape="rect" height={72} />
        </SkeletonGroup>
      ) : history.data.items.length === 0 ? (
        <EmptyState
          title={t`No deposits yet`}
          description={t`Deposits to your address appear here as soon as the network includes them.`}
        />
      ) : (
        <ul className={styles.list}>
          {history.data.items.map((d) => (
            <DepositRow key={d.id} deposit={d} />
          ))}
        </ul>
      )}
    </section>
  )
}

function DepositRow({ deposit: d }: { deposit: DepositView }) {
  const { t } = useLingui()
  const f = useFormatter()
  const short = `${d.tx_hash.slice(0, 10)}…${d.tx_hash.slice(-8)}`
  const confirmations = d.confirmations
  const required = d.required
  const status =
    d.status === 'credited'
      ? t`Credited`
      : d.status === 'below_minimum'
        ? t`Below the minimum: not credited`
        : d.status === 'dropped'
          ? t`Dropped by the network: not credited`
          : t`Pending: ${confirmations}/${required} confirmations`
  return (
    <li className={styles.item} data-status={d.status} data-testid="deposit-row">
      <div className={styles.row}>
        <strong className={styles.amount}>{`${d.credited ?? d.amount} USDT`}</strong>
        <span className={styles.badge} data-status={d.status}>
          {status}
        </span>
      </div>
      {d.status === 'pending' ? (
        <ProgressBar
          size="sm"
          minValue={0}
          maxValue={required}
          value={confirmations}
          valueLabel={t`${confirmations} of ${required} confirmations`}
          aria-label={t`Confirmations`}
          hideValue
        />
      ) : null}
      <div className={styles.row}>
        <span className={styles.mono} title={d.tx_hash}>
          {t`Transaction ${short}`}
        </span>
        <time className={styles.muted} dateTime={d.seen_at}>
          {f.dateTime(d.seen_at)}
        </time>
      </div>
    </li>
  )
}
