import { describe, expect, it } from 'vitest'

import { crc16, NAPAS_GUID, readTlv, SERVICE_TO_ACCOUNT, tlv, vietQrPayload } from './vietqr'

const order = {
  bankBin: '970436',
  accountNumber: '0071000123456',
  amount: 1_500_000,
  message: 'SE2026 000123',
}

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE (the catalogue check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1')
    expect(crc16('')).toBe('FFFF')
  })
})

describe('tlv', () => {
  it('writes the id, a two-digit length and the value', () => {
    expect(tlv('58', 'VN')).toBe('5802VN')
    expect(tlv('54', '1500000')).toBe('54071500000')
    expect(() => tlv('5', 'x')).toThrow()
    expect(() => tlv('62', 'x'.repeat(100))).toThrow()
  })
})

describe('vietQrPayload', () => {
  it('names the bank, the account, the amount in VND and the order reference', () => {
    const payload = vietQrPayload(order)
    const fields = readTlv(payload)
    expect([...fields.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63'])
    expect(fields.get('00')).toBe('01')
    expect(fields.get('01')).toBe('12')
    const merchant = readTlv(fields.get('38')!)
    expect(merchant.get('00')).toBe(NAPAS_GUID)
    expect(merchant.get('02')).toBe(SERVICE_TO_ACCOUNT)
    const beneficiary = readTlv(merchant.get('01')!)
    expect(beneficiary.get('00')).toBe('970436')
    expect(beneficiary.get('01')).toBe('0071000123456')
    expect(fields.get('53')).toBe('704')
    expect(fields.get('54')).toBe('1500000')
    expect(fields.get('58')).toBe('VN')
    expect(readTlv(fields.get('62')!).get('08')).toBe('SE2026 000123')
  })

  it('ends with the CRC of everything before it, its own id and length included', () => {
    const payload = vietQrPayload(order)
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)))
    // One changed digit changes the check.
    const tampered = payload.slice(0, -4).replace('1500000', '1500001')
    expect(crc16(tampered)).not.toBe(payload.slice(-4))
  })

  it('refuses what no bank would accept', () => {
    expect(() => vietQrPayload({ ...order, bankBin: '97043' })).toThrow(/BIN/)
    expect(() => vietQrPayload({ ...order, accountNumber: '0071-000' })).toThrow(/account/)
    expect(() => vietQrPayload({ ...order, amount: 0 })).toThrow(/amount/)
    expect(() => vietQrPayload({ ...order, amount: 10.5 })).toThrow(/amount/)
    expect(() => vietQrPayload({ ...order, message: 'Thanh toán vé' })).toThrow(/message/)
    expect(() => vietQrPayload({ ...order, message: 'x'.repeat(26) })).toThrow(/message/)
  })
})

describe('readTlv', () => {
  it('refuses a field running past the end', () => {
    expect(() => readTlv('5805VN')).toThrow(/Broken/)
  })
})
