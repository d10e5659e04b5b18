import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_XPUB, deriveAddress, isEvmAddress, xpubProblem } from './hd'
import { startLocalChain, type LocalChain } from './localChain'
import { fromUnits, toUnits } from './token'

describe('deposit address derivation', () => {
  it('derives <xpub>/0/<index> deterministically, matching the test mnemonic’s known accounts', () => {
    // The first accounts of "test … junk" at m/44'/60'/0'/0/i (published by Hardhat and Foundry).
    expect(deriveAddress(DEV_XPUB, 0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(deriveAddress(DEV_XPUB, 1)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(deriveAddress(DEV_XPUB, 1)).toBe(deriveAddress(DEV_XPUB, 1))
  })

  it('refuses private keys and nonsense', () => {
    expect(xpubProblem(DEV_XPUB)).toBeNull()
    expect(xpubProblem('xpub-nonsense')).toMatch(/not a valid/)
    expect(
      xpubProblem(
        'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi',
      ),
    ).toMatch(/PUBLIC/)
    expect(() => deriveAddress(DEV_XPUB, -1)).toThrow()
  })

  it('validates addresses and converts amounts exactly', () => {
    expect(isEvmAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true)
    expect(isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79c9')).toBe(false)
    expect(isEvmAddress('TXYZ')).toBe(false)
    expect(toUnits('12.345678901234567891', 18)).toBe(12345678901234567891n)
    expect(fromUnits(12345678901234567891n, 18)).toBe('12.345678901234567891')
    expect(fromUnits(10n ** 19n, 18)).toBe('10')
  })
})

describe('local chain', () => {
  let chain: LocalChain
  beforeAll(async () => {
    chain = await startLocalChain()
  }, 60_000)
  afterAll(async () => chain?.close())

  it('moves the test token for real and mines blocks', async () => {
    const to = deriveAddress(DEV_XPUB, 7)
    const before = await chain.blockNumber()
    const receipt = await chain.sendToken(to, '12.5')
    expect(receipt.blockNumber).toBe(before + 1)
    expect(await chain.tokenBalance(to)).toBe('12.5')
    await chain.mine(4)
    expect(await chain.blockNumber()).toBe(before + 5)
  })
})
