import { describe, expect, it } from 'vitest'

import { TRANSFER_MESSAGE } from './vietqr'
import {
  canMoveOrder,
  DEFAULT_ORDER_EXPIRY_MINUTES,
  ORDER_REFERENCE,
  orderExpiresAt,
  orderExpiryMinutes,
  orderReference,
  referenceIn,
} from './eventOrders'

const bytes = (...values: number[]) => Uint8Array.from(values)

describe('order references', () => {
  it('are SE and eight Crockford characters, fit for a transfer message', () => {
    const reference = orderReference(bytes(0, 1, 2, 31, 32, 63, 200, 255))
    expect(reference).toBe('SE012Z0Z8Z')
    expect(reference).toMatch(ORDER_REFERENCE)
    expect(reference).toMatch(TRANSFER_MESSAGE)
    expect(() => orderReference(bytes(1, 2, 3))).toThrow()
  })

  it('are found in a bank statement line, whatever the bank adds around them', () => {
    const reference = orderReference(bytes(9, 8, 7, 6, 5, 4, 3, 2))
    expect(referenceIn(`MBVCB.123456.${reference.toLowerCase()}.CT tu 0123 NGUYEN VAN A`)).toBe(
      reference,
    )
    expect(referenceIn(`${reference} ${reference}`)).toBe(reference)
    expect(referenceIn('CHUYEN TIEN HOI THAO')).toBeNull()
    const other = orderReference(bytes(1, 1, 1, 1, 1, 1, 1, 1))
    expect(referenceIn(`${reference} ${other}`)).toBeNull()
  })
})

describe('order expiry', () => {
  it('reads the setting within bounds, else the default', () => {
    expect(orderExpiryMinutes('30')).toBe(30)
    expect(orderExpiryMinutes(120)).toBe(120)
    for (const bad of ['', 'abc', '5', 1.5, -1, 99_999, null, undefined])
      expect(orderExpiryMinutes(bad)).toBe(DEFAULT_ORDER_EXPIRY_MINUTES)
  })

  it('never runs past the start of the event', () => {
    const placed = new Date('2026-12-01T02:00:00Z')
    expect(orderExpiresAt(placed, 60, new Date('2026-12-10T01:00:00Z')).toISOString()).toBe(
      '2026-12-01T03:00:00.000Z',
    )
    expect(orderExpiresAt(placed, 60, new Date('2026-12-01T02:30:00Z')).toISOString()).toBe(
      '2026-12-01T02:30:00.000Z',
    )
  })
})

describe('order states', () => {
  it('change once, from awaiting payment only', () => {
    expect(canMoveOrder('awaitingPayment', 'paid')).toBe(true)
    expect(canMoveOrder('awaitingPayment', 'expired')).toBe(true)
    expect(canMoveOrder('awaitingPayment', 'cancelled')).toBe(true)
    expect(canMoveOrder('paid', 'cancelled')).toBe(false)
    expect(canMoveOrder('expired', 'paid')).toBe(false)
    expect(canMoveOrder('cancelled', 'paid')).toBe(false)
  })
})
