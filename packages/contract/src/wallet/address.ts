import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * EIP-55 address checksums (BEP20 and every EVM chain), shared by the browser and the server so
 * a mistyped letter is caught before any money is held. An all-lower or all-upper address carries
 * no checksum and is accepted, as wallets and `ethers.getAddress` accept it.
 */
export function toChecksumAddress(address: string): string {
  const hex = address.toLowerCase().replace(/^0x/, '')
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)))
  let out = '0x'
  for (let i = 0; i < hex.length; i++)
    out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!
  return out
}

export function isChecksumValid(address: string): boolean {
  const body = address.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return toChecksumAddress(address) === address
}
