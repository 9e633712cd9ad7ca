/**
 * VietQR: the NAPAS 247 bank-transfer QR payload (EMVCo merchant-presented mode), which every
 * Vietnamese banking app scans to fill in a transfer: the beneficiary's bank (its BIN) and
 * account, the amount in VND and a message (the order reference, so staff can match the
 * payment). Built here, byte for byte; no external service is asked.
 *
 * Layout (ID, length, value; lengths are two decimal digits, in characters):
 * - 00 payload format "01"; 01 "12" (dynamic: one amount, one use);
 * - 38 merchant account: 00 NAPAS GUID "A000000727", 01 beneficiary (00 BIN, 01 account),
 *   02 service "QRIBFTTA" (transfer to an account);
 * - 53 currency "704" (VND); 54 amount (whole dong); 58 country "VN";
 * - 62 additional data: 08 purpose of transaction (the transfer message);
 * - 63 CRC-16/CCITT-FALSE over everything before it, "6304" included, four hex digits.
 */

export const NAPAS_GUID = 'A000000727'
export const SERVICE_TO_ACCOUNT = 'QRIBFTTA'

export type VietQrInput = {
  /** The bank's six-digit BIN on NAPAS (e.g. 970436 for Vietcombank). */
  bankBin: string
  /** The beneficiary account number. */
  accountNumber: string
  /** Whole dong, at least 1. */
  amount: number
  /** The transfer message: the order reference (letters, digits, spaces; at most 25). */
  message: string
}

/** What may go into a transfer message: banks strip accents and many symbols. */
export const TRANSFER_MESSAGE = /^[A-Za-z0-9 -]{1,25}$/

/** One EMVCo field: its ID, its length in two digits, its value. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMVCo field id must be two digits: ${id}`)
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo field 63 asks. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** The payload a banking app reads from the QR code. Throws on input no bank would accept. */
export function vietQrPayload({ bankBin, accountNumber, amount, message }: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new Error('The bank BIN must be six digits')
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber))
    throw new Error('The account number must be 1–19 letters or digits')
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > 9_999_999_999_999)
    throw new Error('The amount must be a whole number of dong')
  if (!TRANSFER_MESSAGE.test(message))
    throw new Error('The transfer message must be 1–25 unaccented letters, digits or spaces')
  const beneficiary = tlv('00', bankBin) + tlv('01', accountNumber)
  const merchant = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', SERVICE_TO_ACCOUNT)
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('38', merchant) +
    tlv('53', '704') +
    tlv('54', String(amount)) +
    tlv('58', 'VN') +
    tlv('62', tlv('08', message)) +
    '6304'
  return body + crc16(body)
}

/** Reads EMVCo fields back (for checks and tests): ID → value, nested fields left as text. */
export function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>()
  let index = 0
  while (index < text.length) {
    const id = text.slice(index, index + 2)
    const length = Number(text.slice(index + 2, index + 4))
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || index + 4 + length > text.length)
      throw new Error(`Broken EMVCo field at ${index}`)
    fields.set(id, text.slice(index + 4, index + 4 + length))
    index += 4 + length
  }
  return fields
}
