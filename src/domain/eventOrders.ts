/**
 * Orders for paid seminars (issue 15, item 5), the rules without the database.
 *
 * A paid event holds a seat while its order awaits payment; staff mark the bank transfer
 * received (the ticket is issued then), or the order expires after the configured time and
 * frees its seat. The order's reference is the transfer message of its VietQR code, so staff
 * can match a bank statement line to it.
 */

export const ORDER_STATUSES = ['awaitingPayment', 'paid', 'expired', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** How long an order waits for its transfer when the setting says nothing. */
export const DEFAULT_ORDER_EXPIRY_MINUTES = 60
export const MIN_ORDER_EXPIRY_MINUTES = 10
export const MAX_ORDER_EXPIRY_MINUTES = 7 * 24 * 60

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const PREFIX = 'SE'
/** Characters after the prefix: 40 bits, far beyond the orders a year brings. */
export const REFERENCE_LENGTH = 8

/** A reference from random bytes (at least `REFERENCE_LENGTH`): `SE` and Crockford base32. */
export function orderReference(bytes: Uint8Array): string {
  if (bytes.length < REFERENCE_LENGTH) throw new Error('Not enough random bytes for a reference')
  return PREFIX + Array.from(bytes.subarray(0, REFERENCE_LENGTH), (b) => ALPHABET[b & 31]).join('')
}

export const ORDER_REFERENCE = new RegExp(`^${PREFIX}[${ALPHABET}]{${REFERENCE_LENGTH}}$`)

/**
 * The reference in what a bank shows staff: banks upper-case, add their own words around the
 * message and may drop spaces, so it is looked for anywhere. Null when there is none, or more
 * than one different one.
 */
export function referenceIn(statementLine: string): string | null {
  const found = new Set(
    [
      ...statementLine
        .toUpperCase()
        .matchAll(new RegExp(`${PREFIX}[${ALPHABET}]{${REFERENCE_LENGTH}}`, 'g')),
    ].map((match) => match[0]),
  )
  return found.size === 1 ? [...found][0]! : null
}

/** The expiry time setting, read safely: whole minutes within bounds, else the default. */
export function orderExpiryMinutes(setting: unknown): number {
  const minutes = typeof setting === 'string' ? Number(setting.trim()) : setting
  return typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= MIN_ORDER_EXPIRY_MINUTES &&
    minutes <= MAX_ORDER_EXPIRY_MINUTES
    ? minutes
    : DEFAULT_ORDER_EXPIRY_MINUTES
}

/** When an order placed at `placedAt` expires; never after the event has started. */
export function orderExpiresAt(placedAt: Date, minutes: number, eventStart: Date): Date {
  return new Date(Math.min(placedAt.getTime() + minutes * 60_000, eventStart.getTime()))
}

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  awaitingPayment: ['paid', 'expired', 'cancelled'],
  paid: [],
  expired: [],
  cancelled: [],
}

/** Whether an order may go from `from` to `to` (only a waiting order changes, once). */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to)
