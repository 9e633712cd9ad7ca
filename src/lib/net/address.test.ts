import { describe, expect, it } from 'vitest'

import { ipAddressOr } from './address'

describe('ipAddressOr', () => {
  it('keeps IPv4 and IPv6 addresses', () => {
    expect(ipAddressOr('203.0.113.7')).toBe('203.0.113.7')
    expect(ipAddressOr(' 2001:db8::1 ')).toBe('2001:db8::1')
    expect(ipAddressOr('::ffff:192.0.2.128')).toBe('::ffff:192.0.2.128')
  })

  it('answers the fallback for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      'unknown',
      'x'.repeat(300),
      '1.2.3.4, 5.6.7.8',
      '1.2.3.4\u0000',
    ])
      expect(ipAddressOr(value)).toBe('unknown')
    expect(ipAddressOr('localhost', '127.0.0.1')).toBe('127.0.0.1')
  })
})
