import { and, asc, eq, lte, max, sql } from 'drizzle-orm'
import { Contract, JsonRpcProvider, Transaction, Wallet } from 'ethers'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db'
import { withdrawals } from '../../db/schema'
import type { RecordDeps } from '../notifications/notify'
import { ERC20_ABI, toUnits } from '../chain/token'
import { ApiFailure } from '../../lib/errors'
import { approveWithdrawal, failWithdrawal, settle, tellOwner } from './withdrawal'

/**
 * The withdrawal sender (issue 15, decision 064): every tick it signs approved withdrawals from
 * the hot wallet, stores each signed transaction with its nonce and hash BEFORE broadcasting it
 * (write-ahead: a crash after the broadcast resends the very same transaction, never a second
 * one), then follows every sent one to its receipt and the required confirmations. A reverted
 * transaction fails the withdrawal and gives the hold back.
 */
export interface SenderSettings {
  rpcUrl: string
  chainId: number
  tokenAddress: string
  tokenDecimals: number
  confirmations: number
  /** The hot wallet's private key (0x…, 32 bytes). */
  hotWalletKey: string
  /** Requested withdrawals up to this many USDT are approved here (the automatic signer). */
  autoApproveMax?: string | null
}

/** How long a withdrawal waits before the automatic signer approves it: time to cancel a mistake. */
export const AUTO_APPROVE_AFTER_MS = 60_000

/** Gas for one BEP20 `transfer` is ~35–55k; the cap leaves room and bounds the cost. */
const GAS_LIMIT = 120_000n
/** Withdrawals signed per tick: the rest wait for the next. */
const BATCH = 20

export class WithdrawalSender {
  readonly provider: JsonRpcProvider
  readonly wallet: Wallet
  private readonly token: Contract
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private stopped = false
  /** The head seen by the last tick (the history's confirmations), null before the first. */
  head: number | null = null

  constructor(
    private readonly db: Db,
    /** The clock, and the live hub the owners' notices go through. */
    private readonly notices: RecordDeps,
    private readonly log: FastifyBaseLogger,
    readonly settings: SenderSettings,
  ) {
    this.provider = new JsonRpcProvider(settings.rpcUrl, settings.chainId, {
      staticNetwork: true,
      cacheTimeout: -1,
    })
    this.wallet = new Wallet(settings.hotWalletKey, this.provider)
    this.token = new Contract(settings.tokenAddress, ERC20_ABI as never, this.wallet)
  }

  get address(): string {
    return this.wallet.address
  }

  start(pollMs: number): void {
    const loop = async () => {
      if (this.stopped) return
      try {
        await this.tick()
      } catch (error) {
        this.log.warn({ err: error }, 'withdrawal sender tick failed')
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

  /** Approves what the operator's policy allows, sends what was approved, follows what was sent. */
  async tick(): Promise<void> {
    await this.autoApprove()
    await this.sendApproved()
    await this.track()
  }

  /**
   * The automatic signer (decision 064 addendum): requested withdrawals of at most
   * `autoApproveMax` USDT, a minute old, are approved as the admin CLI would approve them (the
   * owner is told). Larger ones, and everything when no maximum is set, wait for the operator.
   */
  async autoApprove(): Promise<number> {
    const max = this.settings.autoApproveMax
    if (!max) return 0
    const due = new Date(this.notices.clock.now().getTime() - AUTO_APPROVE_AFTER_MS)
    const waiting = await this.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, 'requested'),
          eq(withdrawals.chainId, this.settings.chainId),
          lte(withdrawals.amount, max),
          lte(withdrawals.createdAt, due),
        ),
      )
      .orderBy(asc(withdrawals.createdAt))
      .limit(BATCH)
    let approved = 0
    for (const w of waiting) {
      try {
        await approveWithdrawal({ ...this.notices, db: this.db }, w.id)
        approved++
      } catch (error) {
        // Cancelled or approved by the operator meanwhile.
        if (!(error instanceof ApiFailure && error.code === 'withdrawal_not_pending')) throw error
      }
    }
    return approved
  }

  async sendApproved(): Promise<number> {
    const approved = await this.db
      .select()
      .from(withdrawals)
      .where(
        and(eq(withdrawals.status, 'approved'), eq(withdrawals.chainId, this.settings.chainId)),
      )
      .orderBy(asc(withdrawals.createdAt))
      .limit(BATCH)
    let sent = 0
    for (const w of approved) {
      const units = toUnits(w.amount, this.settings.tokenDecimals)
      const funds = (await this.token.getFunction('balanceOf')(this.address)) as bigint
      if (funds < units) {
        // Left approved: it goes out once the operator tops the hot wallet up.
        this.log.warn(
          { withdrawal: w.id, hotWallet: this.address },
          'hot wallet holds too little USDT for an approved withdrawal',
        )
        break
      }
      const raw = await this.sign(w.id, w.toAddress, units)
      if (!raw) continue
      sent++
      await this.broadcast(w.id, raw)
    }
    return sent
  }

  /**
   * Signs and stores one withdrawal's transaction, under a lock on the hot wallet so two
   * processes never hand out one nonce twice; null when someone else moved it meanwhile.
   */
  private async sign(id: string, to: string, units: bigint): Promise<string | null> {
    const from = this.address.toLowerCase()
    const pending = await this.provider.getTransactionCount(this.address, 'pending')
    const fees = await this.provider.getFeeData()
    const data = this.token.interface.encodeFunctionData('transfer', [to, units])
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`withdrawal-sender:${from}`}))`)
      const [last] = await tx
        .select({ nonce: max(withdrawals.nonce) })
        .from(withdrawals)
        .where(eq(withdrawals.fromAddress, from))
      const nonce = Math.max(pending, last?.nonce === null || !last ? 0 : last.nonce + 1)
      const raw = await this.wallet.signTransaction({
        type: fees.maxFeePerGas ? 2 : 0,
        chainId: this.settings.chainId,
        to: this.settings.tokenAddress,
        data,
        nonce,
        gasLimit: GAS_LIMIT,
        ...(fees.maxFeePerGas
          ? { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
          : { gasPrice: fees.gasPrice }),
      })
      const hash = Transaction.from(raw).hash!.toLowerCase()
      const [row] = await tx
        .update(withdrawals)
        .set({
          status: 'sent',
          fromAddress: from,
          nonce,
          rawTx: raw,
          txHash: hash,
          updatedAt: this.notices.clock.now(),
        })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'approved')))
        .returning({ id: withdrawals.id })
      return row ? raw : null
    })
  }

  private async broadcast(id: string, raw: string): Promise<void> {
    try {
      await this.provider.broadcastTransaction(raw)
    } catch (error) {
      // Already known, or the node is down: the next tick looks for it and sends it again.
      this.log.warn({ err: error, withdrawal: id }, 'withdrawal broadcast failed; will retry')
    }
  }

  /** Follows every sent withdrawal to its receipt and its confirmations. */
  async track(): Promise<number> {
    const head = await this.provider.getBlockNumber()
    this.head = head
    const sent = await this.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.status, 'sent'), eq(withdrawals.chainId, this.settings.chainId)))
    let confirmed = 0
    for (const w of sent) {
      const receipt = await this.provider.getTransactionReceipt(w.txHash!)
      if (!receipt) {
        // Not mined: resend the stored transaction if the node lost it (same nonce, same hash).
        if (!(await this.provider.getTransaction(w.txHash!)) && w.rawTx)
          await this.broadcast(w.id, w.rawTx)
        continue
      }
      const at = this.notices.clock.now()
      if (receipt.status !== 1) {
        await failWithdrawal(
          { ...this.notices, db: this.db },
          w.id,
          'The transaction was reverted on the chain.',
        )
        continue
      }
      if (w.blockNumber !== receipt.blockNumber)
        await this.db
          .update(withdrawals)
          .set({ blockNumber: receipt.blockNumber })
          .where(eq(withdrawals.id, w.id))
      if (head - receipt.blockNumber + 1 < this.settings.confirmations) continue
      const done = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(withdrawals)
          .set({ status: 'confirmed', blockNumber: receipt.blockNumber, updatedAt: at })
          .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'sent')))
          .returning()
        if (row) {
          await settle(tx, row, at)
          await tellOwner(this.notices, tx, row)
        }
        return row
      })
      if (done) confirmed++
    }
    return confirmed
  }
}
