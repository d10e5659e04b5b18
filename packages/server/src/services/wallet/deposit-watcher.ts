import { and, eq, inArray } from 'drizzle-orm'
import { JsonRpcProvider, getAddress, type Log } from 'ethers'
import { D, str } from '@atb/engine'
import { WALLET_DECIMALS } from '@atb/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db'
import { chainCursors, depositAddresses, deposits } from '../../db/schema'
import { TRANSFER_TOPIC, addressTopic, fromUnits } from '../chain/token'
import { available, post, system } from './ledger'
import { record, type RecordDeps } from '../notifications/notify'

/**
 * The deposit watcher (issue 15, decision 063). Each tick reads the token's `Transfer` logs to
 * deposit addresses in the blocks since the last one scanned, records each as a pending deposit,
 * and credits every pending deposit that has `confirmations` blocks (its own included) through
 * the ledger under `deposit:<chainId>:<txHash>:<logIndex>`: a re-scan, a restart or a second
 * process moves the money once. Before crediting, the receipt is read again, so a deposit whose
 * block left the chain (a reorganisation) is marked dropped instead.
 */
export interface WatcherSettings {
  rpcUrl: string
  chainId: number
  tokenAddress: string
  tokenDecimals: number
  confirmations: number
  minimum: string
  /** Where a first scan starts; the current head when unset. */
  startBlock?: number
  /** Blocks per getLogs call. */
  maxRange?: number
}

/** Addresses per topic filter (one getLogs call each). */
const ADDRESSES_PER_CALL = 500

export class DepositWatcher {
  readonly provider: JsonRpcProvider
  private readonly cursorId: string
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private stopped = false
  /** The head seen by the last tick (the history's confirmations), null before the first. */
  head: number | null = null

  constructor(
    private readonly db: Db,
    /** The clock, and the live hub that tells each credited deposit's owner (decision 068). */
    private readonly notices: RecordDeps,
    private readonly log: FastifyBaseLogger,
    readonly settings: WatcherSettings,
  ) {
    this.provider = new JsonRpcProvider(settings.rpcUrl, settings.chainId, {
      staticNetwork: true,
      cacheTimeout: -1,
    })
    this.cursorId = `deposit:${settings.chainId}:${settings.tokenAddress.toLowerCase()}`
  }

  /** Ticks every `pollMs` until `stop`; a failed tick is logged and tried again on the next. */
  start(pollMs: number): void {
    const loop = async () => {
      if (this.stopped) return
      try {
        await this.tick()
      } catch (error) {
        this.log.warn({ err: error }, 'deposit watcher tick failed')
      }
      if (!this.stopped) this.timer = setTimeout(() => void run(), pollMs)
    }
    const run = () => (this.running = loop())
    void run()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
    this.provider.destroy()
  }

  /** One scan and one crediting pass; returns the head it saw. */
  async tick(): Promise<number> {
    const head = await this.provider.getBlockNumber()
    this.head = head
    const [cursor] = await this.db
      .select({ block: chainCursors.block })
      .from(chainCursors)
      .where(eq(chainCursors.id, this.cursorId))
    const start = this.settings.startBlock ?? head
    // A cursor beyond the head means the chain was reset (a local dev chain): start again.
    let from = cursor && cursor.block <= head ? cursor.block + 1 : start
    const maxRange = this.settings.maxRange ?? 2000
    while (from <= head) {
      const to = Math.min(head, from + maxRange - 1)
      await this.scan(from, to)
      await this.db
        .insert(chainCursors)
        .values({ id: this.cursorId, block: to, updatedAt: this.notices.clock.now() })
        .onConflictDoUpdate({
          target: chainCursors.id,
          set: { block: to, updatedAt: this.notices.clock.now() },
        })
      from = to + 1
    }
    await this.confirm(head)
    return head
  }

  /** Records every transfer of the token to a deposit address in blocks `from`..`to`. */
  async scan(from: number, to: number): Promise<number> {
    const owners = await this.db
      .select({ userId: depositAddresses.userId, address: depositAddresses.address })
      .from(depositAddresses)
    if (owners.length === 0) return 0
    const byAddress = new Map(owners.map((o) => [o.address.toLowerCase(), o.userId]))
    const addresses = [...byAddress.keys()]
    let recorded = 0
    for (let i = 0; i < addresses.length; i += ADDRESSES_PER_CALL) {
      const logs = await this.provider.getLogs({
        address: this.settings.tokenAddress,
        fromBlock: from,
        toBlock: to,
        topics: [
          TRANSFER_TOPIC,
          null,
          addresses.slice(i, i + ADDRESSES_PER_CALL).map(addressTopic),
        ],
      })
      for (const log of logs) if (await this.record(log, byAddress)) recorded++
    }
    return recorded
  }

  private async record(log: Log, byAddress: Map<string, string>): Promise<boolean> {
    if (log.removed || log.topics.length !== 3) return false
    if (log.address.toLowerCase() !== this.settings.tokenAddress.toLowerCase()) return false
    const toAddress = getAddress(`0x${log.topics[2]!.slice(26)}`)
    const userId = byAddress.get(toAddress.toLowerCase())
    // A transfer to an address that is no user's is none of ours.
    if (!userId) return false
    const units = BigInt(log.data)
    if (units === 0n) return false
    const amount = fromUnits(units, this.settings.tokenDecimals)
    const below = new D(amount).lt(new D(this.settings.minimum))
    const inserted = await this.db
      .insert(deposits)
      .values({
        key: `deposit:${this.settings.chainId}:${log.transactionHash.toLowerCase()}:${log.index}`,
        userId,
        chainId: this.settings.chainId,
        txHash: log.transactionHash.toLowerCase(),
        logIndex: log.index,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash.toLowerCase(),
        fromAddress: getAddress(`0x${log.topics[1]!.slice(26)}`).toLowerCase(),
        toAddress: toAddress.toLowerCase(),
        amount,
        status: below ? 'below_minimum' : 'pending',
        seenAt: this.notices.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ key: deposits.key })
    return inserted.length > 0
  }

  /** Credits every pending deposit with enough confirmations at `head`. */
  async confirm(head: number): Promise<number> {
    const pending = await this.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.status, 'pending'), eq(deposits.chainId, this.settings.chainId)))
    let credited = 0
    for (const d of pending) {
      if (head - d.blockNumber + 1 < this.settings.confirmations) continue
      const receipt = await this.provider.getTransactionReceipt(d.txHash)
      const log = receipt?.logs.find((l) => l.index === d.logIndex)
      if (!receipt || receipt.status !== 1 || !log) {
        await this.db
          .update(deposits)
          .set({ status: 'dropped' })
          .where(and(eq(deposits.key, d.key), eq(deposits.status, 'pending')))
        continue
      }
      if (receipt.blockHash.toLowerCase() !== d.blockHash) {
        // Re-mined in another block: count its confirmations from there.
        await this.db
          .update(deposits)
          .set({ blockNumber: receipt.blockNumber, blockHash: receipt.blockHash.toLowerCase() })
          .where(eq(deposits.key, d.key))
        if (head - receipt.blockNumber + 1 < this.settings.confirmations) continue
      }
      if (await this.credit(d)) credited++
    }
    return credited
  }

  private async credit(d: typeof deposits.$inferSelect): Promise<boolean> {
    // The wallet keeps six decimals: anything finer stays with the platform (recorded in full).
    const amount = new D(d.amount).toDecimalPlaces(WALLET_DECIMALS, D.ROUND_DOWN)
    if (amount.isZero()) return false
    const at = this.notices.clock.now()
    return this.db.transaction(async (tx) => {
      const posted = await post(
        tx,
        {
          key: d.key,
          by: 'platform',
          type: 'deposit',
          values: { user: d.userId, amount: str(amount), tx: d.txHash, log: d.logIndex },
          legs: [
            { account: available(d.userId), amount, type: 'deposit' },
            { account: system('chain'), amount: amount.neg(), type: 'deposit' },
          ],
        },
        at,
      )
      await tx
        .update(deposits)
        .set({ status: 'credited', credited: str(amount), creditedAt: posted.createdAt })
        .where(and(eq(deposits.key, d.key), inArray(deposits.status, ['pending'])))
      if (posted.moved)
        await record(this.notices, tx, d.userId, {
          kind: 'wallet.deposit',
          params: { amount: str(amount), asset: 'USDT', tx_hash: d.txHash },
          link: '/assets',
        })
      return posted.moved
    })
  }
}
