import { formatUnits, id, parseUnits, zeroPadValue } from 'ethers'
import artifact from './TestUSDT.json' with { type: 'json' }

/** What the chain layer reads and calls on an ERC20 / BEP20 token (issue 15, decision 063). */
export const ERC20_ABI = [
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'function balanceOf(address owner) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function transfer(address to, uint256 value) returns (bool)',
] as const

/** topic0 of `Transfer(address,address,uint256)`. */
export const TRANSFER_TOPIC = id('Transfer(address,address,uint256)')

/** An address as a 32-byte log topic (for filtering `Transfer` by recipient). */
export const addressTopic = (address: string): string => zeroPadValue(address.toLowerCase(), 32)

/** Token base units to an exact decimal string (`1500000000000000000`, 18 → `1.5`). */
export function fromUnits(units: bigint, decimals: number): string {
  const text = formatUnits(units, decimals)
  return text.endsWith('.0') ? text.slice(0, -2) : text
}

/** An exact decimal string to token base units; more decimals than the token has are refused. */
export const toUnits = (amount: string, decimals: number): bigint => parseUnits(amount, decimals)

/** The local test token (TestUSDT.sol, compiled by scripts/compile-token.mjs). */
export const testTokenArtifact = artifact as { abi: unknown[]; bytecode: string }
