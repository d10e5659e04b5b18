import { DEV_XPUB, isEvmAddress, xpubProblem } from './hd'

/**
 * The deposit network's settings (issue 15, decision 063; README "Configuration"). USDT on BNB
 * Smart Chain (BEP20) by default: chain id 56, 18 decimals, 15 confirmations.
 */
export interface ChainEnv {
  /** CHAIN_RPC_URL: a BSC JSON-RPC endpoint. Unset: `local` in tests, else nothing is watched. */
  rpcUrl: string | undefined
  /** CHAIN_ID: refused when the node reports another chain (56 = BNB Smart Chain). */
  chainId: number | undefined
  /** DEPOSIT_XPUB: the operator's BIP32 extended public key; DEV_XPUB outside production. */
  xpub: string
  /** True when DEPOSIT_XPUB was unset and the public dev key is used. */
  devXpub: boolean
  /** DEPOSIT_TOKEN_ADDRESS: the USDT contract watched (BSC USDT by default). */
  tokenAddress: string | undefined
  /** DEPOSIT_TOKEN_DECIMALS: 18 for BEP20 USDT. */
  tokenDecimals: number
  /** DEPOSIT_CONFIRMATIONS: blocks on top of a deposit's block (itself included) before crediting. */
  confirmations: number
  /** DEPOSIT_MINIMUM: smaller deposits are recorded and shown, never credited. */
  minimum: string
  /** DEPOSIT_START_BLOCK: where a first scan starts (default: the head when the watcher starts). */
  startBlock: number | undefined
  /** DEPOSIT_POLL_MS: how often the watcher looks for new blocks. */
  pollMs: number
  /** CHAIN_LOCAL=1 (or test mode): start the in-process local chain and watch it. */
  local: boolean
  /**
   * WITHDRAWAL_HOT_WALLET_KEY: the private key of the hot wallet that sends approved withdrawals
   * (decision 064). Unset: withdrawals wait approved until it is set (the local chain has its own).
   */
  hotWalletKey: string | undefined
  /**
   * WITHDRAWAL_AUTO_APPROVE_MAX: the operator's automatic signer (decision 064 addendum). A
   * requested withdrawal of at most this many USDT is approved by the server a minute after it
   * was requested; larger ones wait for the admin CLI. Unset: every withdrawal waits for the CLI.
   */
  autoApproveMax: string | undefined
}

/** USDT's BEP20 contract on BNB Smart Chain (Binance-Peg BSC-USD). */
export const BSC_USDT = '0x55d398326f99059fF775485246999027B3197955'
export const BSC_CHAIN_ID = 56
export const DEFAULT_CONFIRMATIONS = 15
export const DEFAULT_DEPOSIT_MINIMUM = '10'

export function readChainEnv(env: NodeJS.ProcessEnv, testMode = false): ChainEnv {
  const local = env.CHAIN_LOCAL === '1' || (testMode && !env.CHAIN_RPC_URL)
  return {
    rpcUrl: env.CHAIN_RPC_URL || undefined,
    chainId: env.CHAIN_ID ? Number(env.CHAIN_ID) : env.CHAIN_RPC_URL ? BSC_CHAIN_ID : undefined,
    xpub: env.DEPOSIT_XPUB?.trim() || DEV_XPUB,
    devXpub: !env.DEPOSIT_XPUB?.trim(),
    tokenAddress: env.DEPOSIT_TOKEN_ADDRESS || (env.CHAIN_RPC_URL ? BSC_USDT : undefined),
    tokenDecimals: env.DEPOSIT_TOKEN_DECIMALS ? Number(env.DEPOSIT_TOKEN_DECIMALS) : 18,
    confirmations: env.DEPOSIT_CONFIRMATIONS
      ? Number(env.DEPOSIT_CONFIRMATIONS)
      : local
        ? 3
        : DEFAULT_CONFIRMATIONS,
    minimum: env.DEPOSIT_MINIMUM?.trim() || DEFAULT_DEPOSIT_MINIMUM,
    startBlock: env.DEPOSIT_START_BLOCK ? Number(env.DEPOSIT_START_BLOCK) : undefined,
    pollMs: env.DEPOSIT_POLL_MS ? Number(env.DEPOSIT_POLL_MS) : local ? 500 : 3000,
    local,
    hotWalletKey: env.WITHDRAWAL_HOT_WALLET_KEY?.trim() || undefined,
    autoApproveMax: env.WITHDRAWAL_AUTO_APPROVE_MAX?.trim() || undefined,
  }
}

/** Settings the server refuses to start with, in words an operator can act on. */
export function chainProblems(c: ChainEnv, production: boolean): string[] {
  const problems: string[] = []
  if (production && c.devXpub)
    problems.push(
      'DEPOSIT_XPUB is required when NODE_ENV=production: set the extended public key (xpub…) of the ' +
        "wallet that receives deposits (path <xpub>/0/<index>, for example the m/44'/60'/0' account key). " +
        'Without it the public development key would be used, and anyone could take the deposits.',
    )
  if (production && c.local) problems.push('CHAIN_LOCAL=1 is for development and tests only.')
  const xp = xpubProblem(c.xpub)
  if (xp) problems.push(xp)
  if (c.tokenAddress && !isEvmAddress(c.tokenAddress))
    problems.push(
      `DEPOSIT_TOKEN_ADDRESS must be a 0x… contract address (it is "${c.tokenAddress}").`,
    )
  if (c.chainId !== undefined && (!Number.isInteger(c.chainId) || c.chainId <= 0))
    problems.push('CHAIN_ID must be a positive whole number (56 for BNB Smart Chain).')
  if (!Number.isInteger(c.tokenDecimals) || c.tokenDecimals < 0 || c.tokenDecimals > 36)
    problems.push('DEPOSIT_TOKEN_DECIMALS must be a whole number from 0 to 36 (18 for BEP20 USDT).')
  if (!Number.isInteger(c.confirmations) || c.confirmations < 1 || c.confirmations > 10_000)
    problems.push('DEPOSIT_CONFIRMATIONS must be a whole number from 1 to 10000.')
  if (!/^(?:0|[1-9]\d{0,8})(?:\.\d{1,6})?$/.test(c.minimum) || Number(c.minimum) <= 0)
    problems.push(
      `DEPOSIT_MINIMUM must be a positive USDT amount with at most six decimals (it is "${c.minimum}").`,
    )
  if (c.startBlock !== undefined && (!Number.isInteger(c.startBlock) || c.startBlock < 0))
    problems.push('DEPOSIT_START_BLOCK must be a block number.')
  if (c.hotWalletKey !== undefined && !/^(0x)?[0-9a-fA-F]{64}$/.test(c.hotWalletKey))
    problems.push(
      'WITHDRAWAL_HOT_WALLET_KEY must be a private key: 64 hexadecimal characters, with or without 0x.',
    )
  if (
    c.autoApproveMax !== undefined &&
    (!/^(?:0|[1-9]\d{0,8})(?:\.\d{1,6})?$/.test(c.autoApproveMax) || Number(c.autoApproveMax) <= 0)
  )
    problems.push(
      `WITHDRAWAL_AUTO_APPROVE_MAX must be a positive USDT amount with at most six decimals (it is "${c.autoApproveMax}").`,
    )
  if (!Number.isInteger(c.pollMs) || c.pollMs < 50)
    problems.push('DEPOSIT_POLL_MS must be a whole number of milliseconds, at least 50.')
  return problems
}
