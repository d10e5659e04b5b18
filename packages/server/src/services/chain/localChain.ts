import {
  Contract,
  ContractFactory,
  HDNodeWallet,
  JsonRpcProvider,
  Wallet,
  type TransactionReceipt,
} from 'ethers'
import { fromUnits, testTokenArtifact, toUnits } from './token'

/**
 * A local EVM chain for tests, end-to-end runs and `npm start` without a configured chain
 * (issue 15, decision 063): Ganache in this process on 127.0.0.1 and an ephemeral port, with the
 * test token (TestUSDT.sol, 18 decimals like BEP20 USDT) deployed and minted to a funder account.
 * Every transaction is mined at once; `mine(n)` adds empty blocks to build confirmations.
 */

/**
 * Ganache's own classic default mnemonic: the funder and spare accounts come from it, so they
 * never coincide with a deposit address of the dev xpub (whose mnemonic is another one).
 */
export const LOCAL_CHAIN_MNEMONIC =
  'myth like bonus scare over problem client lizard pioneer submit female collect'
export const LOCAL_CHAIN_ID = 1337
/** Minted to the funder when the chain starts: 1,000,000,000 test USDT. */
export const LOCAL_MINT = '1000000000'
export const LOCAL_TOKEN_DECIMALS = 18

export interface LocalChain {
  rpcUrl: string
  chainId: number
  tokenAddress: string
  tokenDecimals: number
  /** The account that deployed the token and holds the minted supply (also holds test ETH/BNB). */
  funder: Wallet
  /** More funded accounts (native coin only), e.g. a hot wallet for withdrawal tests. */
  accounts: Wallet[]
  provider: JsonRpcProvider
  token: Contract
  /** A real token transfer from the funder (or `from`), mined in its own block. */
  sendToken(to: string, amount: string, from?: Wallet): Promise<TransactionReceipt>
  /** Mines `blocks` empty blocks. */
  mine(blocks?: number): Promise<void>
  blockNumber(): Promise<number>
  /** Token balance as an exact decimal string. */
  tokenBalance(address: string): Promise<string>
  close(): Promise<void>
}

interface GanacheServer {
  listen(port: number, host: string): Promise<void>
  address(): { address: string; port: number }
  close(): Promise<void>
}

export async function startLocalChain(options: { accounts?: number } = {}): Promise<LocalChain> {
  const { default: ganache } = await import('ganache')
  const count = Math.max(2, options.accounts ?? 5)
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId: LOCAL_CHAIN_ID, hardfork: 'shanghai' },
    wallet: { mnemonic: LOCAL_CHAIN_MNEMONIC, totalAccounts: count, defaultBalance: 1000 },
    miner: { instamine: 'eager' },
  }) as unknown as GanacheServer
  await server.listen(0, '127.0.0.1')
  const rpcUrl = `http://127.0.0.1:${server.address().port}`
  // cacheTimeout -1: every call reaches the node (a fresh block number after each `mine`).
  const provider = new JsonRpcProvider(rpcUrl, LOCAL_CHAIN_ID, {
    staticNetwork: true,
    cacheTimeout: -1,
    pollingInterval: 50,
  })
  const accounts = Array.from(
    { length: count },
    (_, i) =>
      new Wallet(
        HDNodeWallet.fromPhrase(LOCAL_CHAIN_MNEMONIC, undefined, `m/44'/60'/0'/0/${i}`).privateKey,
        provider,
      ),
  )
  const funder = accounts[0]!
  const factory = new ContractFactory(
    testTokenArtifact.abi as never,
    testTokenArtifact.bytecode,
    funder,
  )
  const deployed = await factory.deploy()
  await deployed.waitForDeployment()
  const tokenAddress = await deployed.getAddress()
  const token = new Contract(tokenAddress, testTokenArtifact.abi as never, funder)
  await (
    await token.getFunction('mint')(funder.address, toUnits(LOCAL_MINT, LOCAL_TOKEN_DECIMALS))
  ).wait()

  const chain: LocalChain = {
    rpcUrl,
    chainId: LOCAL_CHAIN_ID,
    tokenAddress,
    tokenDecimals: LOCAL_TOKEN_DECIMALS,
    funder,
    accounts: accounts.slice(1),
    provider,
    token,
    async sendToken(to, amount, from = funder) {
      const tx = await (token.connect(from) as Contract).getFunction('transfer')(
        to,
        toUnits(amount, LOCAL_TOKEN_DECIMALS),
      )
      const receipt = (await tx.wait()) as TransactionReceipt | null
      if (!receipt || receipt.status !== 1) throw new Error(`Token transfer to ${to} failed`)
      return receipt
    },
    async mine(blocks = 1) {
      await provider.send('evm_mine', [{ blocks }])
    },
    blockNumber: () => provider.getBlockNumber(),
    async tokenBalance(address) {
      const units = (await token.getFunction('balanceOf')(address)) as bigint
      return fromUnits(units, LOCAL_TOKEN_DECIMALS)
    },
    async close() {
      provider.destroy()
      await server.close()
    },
  }
  return chain
}
