import type { DepositOptions } from '../wallet/deposit'
import type { ChainEnv } from './config'
import { startLocalChain } from './localChain'

/** Test USDT the local chain's hot wallet starts with. */
export const LOCAL_HOT_WALLET_FUNDS = '1000000'

/**
 * The server's deposit settings from its environment (decisions 063 and 064): the in-process local chain
 * (test mode, or CHAIN_LOCAL=1 for development), a configured chain (CHAIN_RPC_URL), or none,
 * in which case addresses are shown and nothing is watched.
 */
export async function depositOptions(env: ChainEnv): Promise<DepositOptions> {
  const base = {
    xpub: env.xpub,
    confirmations: env.confirmations,
    minimum: env.minimum,
    autoApproveMax: env.autoApproveMax ?? null,
  }
  if (env.local) {
    const local = await startLocalChain()
    // The local hot wallet: a spare account, given test USDT so withdrawals have something to send.
    const hot = local.accounts[0]!
    await local.sendToken(hot.address, LOCAL_HOT_WALLET_FUNDS)
    return {
      ...base,
      hotWalletKey: env.hotWalletKey ?? hot.privateKey,
      pollMs: env.pollMs,
      localChain: local,
      chain: {
        rpcUrl: local.rpcUrl,
        chainId: local.chainId,
        tokenAddress: local.tokenAddress,
        tokenDecimals: local.tokenDecimals,
        startBlock: 0,
      },
    }
  }
  if (env.rpcUrl && env.tokenAddress && env.chainId)
    return {
      ...base,
      pollMs: env.pollMs,
      hotWalletKey: env.hotWalletKey ?? null,
      chain: {
        rpcUrl: env.rpcUrl,
        chainId: env.chainId,
        tokenAddress: env.tokenAddress,
        tokenDecimals: env.tokenDecimals,
        ...(env.startBlock !== undefined ? { startBlock: env.startBlock } : {}),
      },
    }
  return { ...base, pollMs: 0, chain: null }
}
