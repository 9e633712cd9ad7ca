import { isIP } from 'node:net'

/** Longest textual IPv6 address, IPv4-mapped tail included. */
const MAX_ADDRESS_LENGTH = 45

/**
 * `value` when it is an IP address (v4 or v6), else `fallback`. Addresses arrive in headers a
 * proxy or the renderer set, and are stored and used as rate-limit keys: anything else in their
 * place (a name, a list, kilobytes of text) must not reach a column or a key.
 */
export function ipAddressOr(value: string | null | undefined, fallback = 'unknown'): string {
  const text = value?.trim() ?? ''
  return text.length <= MAX_ADDRESS_LENGTH && isIP(text) !== 0 ? text : fallback
}
