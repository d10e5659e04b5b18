import { BlockList, isIP, isIPv6 } from 'node:net'
import { Address6 } from 'ip-address'

/**
 * The address a limit counts (already the client's behind a trusted proxy, TRUST_PROXY). An IPv6
 * client holds a whole /64 and picks any address in it, so its /64 counts as one address.
 */
export function clientAddress(ip: string): string {
  const plain = unmapped(ip)
  if (!isIPv6(plain)) return plain
  return new Address6(`${new Address6(plain).correctForm()}/64`).startAddress().correctForm()
}

/** An IPv4 client reached over IPv6 (`::ffff:203.0.113.5`) is the IPv4 address. */
function unmapped(ip: string): string {
  if (!isIPv6(ip)) return ip
  const address = new Address6(ip)
  return address.isMapped4() ? address.to4().correctForm() : ip
}

/** One entry of RATE_LIMIT_EXEMPT as a BlockList rule, or null when it is neither an address nor a CIDR. */
function rule(entry: string): { address: string; prefix?: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefix, extra] = entry.split('/')
  const version = isIP(address)
  if (!version || extra !== undefined) return null
  const family = version === 4 ? 'ipv4' : 'ipv6'
  if (prefix === undefined) return { address, family }
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN
  return bits <= (version === 4 ? 32 : 128) ? { address, prefix: bits, family } : null
}

/** The RATE_LIMIT_EXEMPT entries that are neither an address nor a CIDR. */
export function invalidAddressEntries(entries: string[]): string[] {
  return entries.filter((entry) => rule(entry) === null)
}

/** Whether an address is one of the entries (addresses and CIDRs, both families). */
export function addressMatcher(entries: string[]): (ip: string) => boolean {
  if (entries.length === 0) return () => false
  const list = new BlockList()
  for (const entry of entries) {
    const r = rule(entry)
    if (!r) continue
    if (r.prefix === undefined) list.addAddress(r.address, r.family)
    else list.addSubnet(r.address, r.prefix, r.family)
  }
  return (ip) => {
    const plain = unmapped(ip)
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4')
  }
}
