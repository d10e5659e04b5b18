import { getAddress, HDNodeWallet, isAddress } from 'ethers'

/**
 * Deposit addresses from the operator's extended public key (issue 15, decision 063). The server
 * holds only the xpub: it can derive every user's address but can sign nothing.
 */

/**
 * A development-only xpub: m/44'/60'/0' of the well-known public test mnemonic
 * "test test test test test test test test test test test junk" (Hardhat's and Foundry's default).
 * Anyone can spend what is sent to its addresses: the server refuses it in production.
 */
export const DEV_XPUB =
  'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP'

/** The mnemonic behind DEV_XPUB, for tests that need to sign from a deposit address (never in production). */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** Why an xpub cannot be used, or null when it can. */
export function xpubProblem(xpub: string): string | null {
  try {
    const node = HDNodeWallet.fromExtendedKey(xpub)
    if (node instanceof HDNodeWallet)
      return 'DEPOSIT_XPUB must be an extended PUBLIC key (xpub…), never a private one (xprv…).'
    return null
  } catch {
    return 'DEPOSIT_XPUB is not a valid BIP32 extended public key (xpub…).'
  }
}

/** The checksummed address at `<xpub>/0/<index>` (the external chain, BIP44 style). */
export function deriveAddress(xpub: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31)
    throw new Error(`Derivation index out of range: ${index}`)
  const node = HDNodeWallet.fromExtendedKey(xpub)
  if (node instanceof HDNodeWallet) throw new Error('Refusing a private extended key')
  return getAddress(node.derivePath(`0/${index}`).address)
}

/** Whether `value` is an EVM address (any case; a mixed-case one must carry a valid checksum). */
export function isEvmAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value) && isAddress(value)
}

/** The EIP-55 checksummed form of an address (throws on an invalid one). */
export const checksumAddress = (value: string): string => getAddress(value)
