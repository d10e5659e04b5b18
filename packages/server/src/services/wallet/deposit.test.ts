import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { Wallet } from 'ethers'
import { DEV_XPUB, deriveAddress } from '../chain/hd'
import { startLocalChain, type LocalChain } from '../chain/localChain'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../../test/harness'

const CONFIRMATIONS = 3

describe.each(databaseKinds)('USDT deposits on the local chain, on %s', (kind) => {
  let chain: LocalChain
  let t: TestApp
  let token: string
  let address: string

  beforeAll(async () => {
    chain = await startLocalChain()
    t = await startTestApp(kind, {
      host: null,
      deposits: {
        xpub: DEV_XPUB,
        confirmations: CONFIRMATIONS,
        minimum: '10',
        pollMs: 0,
        localChain: chain,
        chain: {
          rpcUrl: chain.rpcUrl,
          chainId: chain.chainId,
          tokenAddress: chain.tokenAddress,
          tokenDecimals: chain.tokenDecimals,
          startBlock: 0,
        },
      },
    })
    token = await signup(t, `depositor-${kind}@example.com`)
    const res = await call(t.app, E.depositAddress, {}, token)
    expect(res.status).toBe(200)
    address = res.json.data.address
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await chain?.close()
  })

  const watcher = () => t.deps.deposits.watcher!
  const balance = async () => (await call(t.app, E.walletBalance, {}, token)).json.data.available
  const history = async () => (await call(t.app, E.depositHistory, {}, token)).json.data

  it('answers the address derived from the xpub, with the network and its rules', async () => {
    const res = await call(t.app, E.depositAddress, { asset: 'USDT', network: 'BEP20' }, token)
    expect(res.json.data).toMatchObject({
      asset: 'USDT',
      network: 'BEP20',
      network_name: 'BNB Smart Chain',
      chain_id: 1337,
      address,
      minimum: '10',
      confirmations: CONFIRMATIONS,
      watching: true,
    })
    expect(res.json.data.token_contract.toLowerCase()).toBe(chain.tokenAddress.toLowerCase())
    // The first user's index: the same address every time, and the xpub's own derivation.
    expect([0, 1, 2].map((i) => deriveAddress(DEV_XPUB, i))).toContain(address)
    const again = await call(t.app, E.depositAddress, {}, token)
    expect(again.json.data.address).toBe(address)
    const other = await signup(t, `other-${kind}@example.com`)
    const theirs = await call(t.app, E.depositAddress, {}, other)
    expect(theirs.json.data.address).not.toBe(address)
  })

  it("answers 'record not found' for an asset or network it does not take", async () => {
    const res = await call(t.app, E.depositAddress, { asset: 'USDT', network: 'TRC20' }, token)
    expect(res.status).toBe(404)
    expect(res.json.code).toBe('record_not_found')
  })

  it('credits a real token transfer after the confirmations, not before, and only once', async () => {
    const receipt = await chain.sendToken(address, '25.123456789012345678')
    await watcher().tick()
    let h = await history()
    expect(h.items).toHaveLength(1)
    expect(h.items[0]).toMatchObject({
      amount: '25.123456789012345678',
      status: 'pending',
      confirmations: 1,
      required: CONFIRMATIONS,
      tx_hash: receipt.hash.toLowerCase(),
      credited: null,
    })
    expect(await balance()).toBe('0')

    await chain.mine(CONFIRMATIONS - 2)
    await watcher().tick()
    h = await history()
    expect(h.items[0]).toMatchObject({ status: 'pending', confirmations: CONFIRMATIONS - 1 })
    expect(await balance()).toBe('0')

    await chain.mine(1)
    await watcher().tick()
    h = await history()
    expect(h.items[0]).toMatchObject({
      status: 'credited',
      confirmations: CONFIRMATIONS,
      credited: '25.123456',
    })
    expect(await balance()).toBe('25.123456')

    // A re-scan from the start (a restart that lost its cursor) records and credits nothing more.
    await watcher().scan(0, await chain.blockNumber())
    await chain.mine(2)
    await watcher().tick()
    await watcher().confirm(await chain.blockNumber())
    expect((await history()).items).toHaveLength(1)
    expect(await balance()).toBe('25.123456')
    const entries = await call(t.app, E.walletHistory, { type: 'deposit' }, token)
    expect(entries.json.data.items).toHaveLength(1)
    expect(entries.json.data.items[0]).toMatchObject({ type: 'deposit', amount: '25.123456' })
  })

  it('records a deposit below the minimum without crediting it', async () => {
    await chain.sendToken(address, '9.99')
    await chain.mine(CONFIRMATIONS)
    await watcher().tick()
    const h = await history()
    expect(h.items[0]).toMatchObject({ amount: '9.99', status: 'below_minimum', credited: null })
    expect(await balance()).toBe('25.123456')
  })

  it('ignores transfers to addresses that are no user’s, and other tokens’ transfers', async () => {
    const stranger = Wallet.createRandom().address
    await chain.sendToken(stranger, '50')
    await chain.mine(CONFIRMATIONS)
    await watcher().tick()
    expect((await history()).total).toBe(2)
    expect(await balance()).toBe('25.123456')
  })
})
