import { count, desc, eq, sql } from 'drizzle-orm'
import type {
  DepositAddressResponse,
  DepositHistoryResponse,
  DepositStatus,
  DepositView,
} from '@atb/contract'
import type { Db } from '../../db'
import { depositAddresses, deposits } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'
import { DEV_XPUB, checksumAddress, deriveAddress } from '../chain/hd'
import { DEFAULT_CONFIRMATIONS, DEFAULT_DEPOSIT_MINIMUM } from '../chain/config'
import type { LocalChain } from '../chain/localChain'
import type { FastifyBaseLogger } from 'fastify'
import type { RecordDeps } from '../notifications/notify'
import { DepositWatcher } from './deposit-watcher'
import { WithdrawalSender } from './withdrawal-sender'

/**
 * USDT deposits on BNB Smart Chain (issue 15, decision 063): each user's address, derived from
 * the operator's xpub, and the deposits the watcher has recorded.
 */

/** Where deposits arrive and when they count; built from ChainEnv by main.ts. */
export interface DepositSettings {
  /** The operator's BIP32 extended public key; addresses are `<xpub>/0/<index>`. */
  xpub: string
  /** The chain's id (56 on BNB Smart Chain); the local chain's 1337 in tests. */
  chainId: number
  /** The watched USDT contract, or null when no chain is configured. */
  tokenAddress: string | null
  tokenDecimals: number
  confirmations: number
  minimum: string
  /** Whether a watcher runs in this server (the page says so when not). */
  watching: boolean
}

export interface DepositDeps {
  settings: DepositSettings
  /** The local test chain when the server started one (test endpoints drive it). */
  localChain: LocalChain | null
}

/** The user's deposit address, derived and stored on first ask. */
export async function addressOf(db: Db, xpub: string, userId: string, at: Date): Promise<string> {
  const [found] = await db
    .select({ address: depositAddresses.address })
    .from(depositAddresses)
    .where(eq(depositAddresses.userId, userId))
  if (found) return checksumAddress(found.address)
  // The index comes from the column's own sequence, so two users never share one; a lost race
  // for the same user only skips an index.
  const next = await db.execute(
    sql`select nextval(pg_get_serial_sequence('deposit_addresses', 'derivation_index')) as n`,
  )
  const rows = (Array.isArray(next) ? next : (next as { rows: unknown[] }).rows) as { n: string }[]
  const index = Number(rows[0]!.n)
  const address = deriveAddress(xpub, index)
  await db
    .insert(depositAddresses)
    .values({ userId, derivationIndex: index, address: address.toLowerCase(), createdAt: at })
    .onConflictDoNothing({ target: depositAddresses.userId })
  const [row] = await db
    .select({ address: depositAddresses.address })
    .from(depositAddresses)
    .where(eq(depositAddresses.userId, userId))
  return checksumAddress(row!.address)
}

export async function depositAddress(
  db: Db,
  deps: DepositDeps,
  userId: string,
  input: { asset: string; network: string },
  at: Date,
): Promise<DepositAddressResponse> {
  if (input.asset.toUpperCase() !== 'USDT' || input.network.toUpperCase() !== 'BEP20')
    throw new ApiFailure('record_not_found')
  const s = deps.settings
  return {
    asset: 'USDT',
    network: 'BEP20',
    network_name: 'BNB Smart Chain',
    chain_id: s.chainId,
    address: await addressOf(db, s.xpub, userId, at),
    token_contract: s.tokenAddress ? checksumAddress(s.tokenAddress) : '',
    minimum: s.minimum,
    confirmations: s.confirmations,
    watching: s.watching,
  }
}

export async function depositHistory(
  db: Db,
  deps: DepositDeps,
  userId: string,
  input: { page: number; page_size: number },
  head: number | null,
): Promise<DepositHistoryResponse> {
  const where = eq(deposits.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.seenAt), desc(deposits.blockNumber), desc(deposits.logIndex))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(deposits).where(where),
  ])
  const required = deps.settings.confirmations
  const items: DepositView[] = rows.map((r) => {
    const status = r.status as DepositStatus
    const seen =
      status === 'credited'
        ? required
        : head === null
          ? 0
          : Math.max(0, Math.min(required, head - r.blockNumber + 1))
    return {
      id: r.key,
      amount: r.amount,
      credited: r.credited,
      tx_hash: r.txHash,
      network: 'BEP20',
      status,
      confirmations: status === 'below_minimum' ? Math.max(seen, 0) : seen,
      required,
      seen_at: r.seenAt.toISOString(),
      credited_at: r.creditedAt?.toISOString() ?? null,
    }
  })
  return { items, total: total?.n ?? 0, page: input.page, page_size: input.page_size }
}

/** How the server receives deposits (ServerOptions.deposits; main.ts builds it from ChainEnv). */
export interface DepositOptions {
  xpub: string
  confirmations: number
  minimum: string
  /** The chain and token watched; null: addresses are shown but nothing is watched. */
  chain: {
    rpcUrl: string
    chainId: number
    tokenAddress: string
    tokenDecimals: number
    startBlock?: number
  } | null
  /** Milliseconds between watcher ticks; 0 runs no loop (tests call `watcher.tick()`). */
  pollMs: number
  /** The in-process local chain, when the server started one (test endpoints drive it). */
  localChain?: LocalChain | null
  /**
   * The hot wallet's private key that sends approved withdrawals on `chain` (decision 064); null
   * or unset: withdrawals are requested and approved but nothing sends them.
   */
  hotWalletKey?: string | null
  /** WITHDRAWAL_AUTO_APPROVE_MAX: withdrawals up to it are approved by the sender; null: none. */
  autoApproveMax?: string | null
}

export interface Deposits extends DepositDeps {
  watcher: DepositWatcher | null
  /** Sends approved withdrawals from the hot wallet and tracks them (decision 064). */
  sender: WithdrawalSender | null
}

export function buildDeposits(
  db: Db,
  notices: RecordDeps,
  log: FastifyBaseLogger,
  options: DepositOptions,
): Deposits {
  const { chain } = options
  const watcher = chain
    ? new DepositWatcher(db, notices, log, {
        ...chain,
        confirmations: options.confirmations,
        minimum: options.minimum,
      })
    : null
  const sender =
    chain && options.hotWalletKey
      ? new WithdrawalSender(db, notices, log, {
          ...chain,
          confirmations: options.confirmations,
          hotWalletKey: options.hotWalletKey,
          autoApproveMax: options.autoApproveMax ?? null,
        })
      : null
  return {
    settings: {
      xpub: options.xpub,
      chainId: chain?.chainId ?? 56,
      tokenAddress: chain?.tokenAddress ?? null,
      tokenDecimals: chain?.tokenDecimals ?? 18,
      confirmations: options.confirmations,
      minimum: options.minimum,
      watching: watcher !== null,
    },
    localChain: options.localChain ?? null,
    watcher,
    sender,
  }
}

/** The public dev xpub, BNB Smart Chain's defaults, and no chain watched. */
export const NO_CHAIN_DEPOSITS: DepositOptions = {
  xpub: DEV_XPUB,
  confirmations: DEFAULT_CONFIRMATIONS,
  minimum: DEFAULT_DEPOSIT_MINIMUM,
  chain: null,
  pollMs: 0,
}
