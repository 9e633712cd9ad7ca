/** Per test file: a random /48 in the documentation range, so files and runs never share one. */
const prefix = `2001:db8:${[0, 0]
  .map(() => Math.floor(Math.random() * 0x10000).toString(16))
  .join(':')}`
let next = 0

/**
 * A client address no other request of the test run has used, so rate limits (keyed by address)
 * count only what a test means them to. A real IP: the backend takes anything else for unknown.
 */
export const uniqueIp = (): string => `${prefix}::${(next += 1).toString(16)}`
