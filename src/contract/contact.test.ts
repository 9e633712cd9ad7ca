import { describe, expect, it } from 'vitest'

import { ContactFormType } from '@/domain/enums'
import { encodeBase64 } from '@/domain/fileType'
import { vietnamDay } from '@/domain/vietnamTime'

import { contactInputSchema } from './contact'

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const base = {
  fullName: 'Nguyễn Văn An',
  email: 'an@example.vn',
  consent: true,
  idempotencyKey: '0b6f8f1e-6a57-4c4b-9a53-0f1c2d3e4f50',
}
const failedFields = (input: Record<string, unknown>) => {
  const parsed = contactInputSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.')).sort()
}

describe('contactInputSchema', () => {
  it('asks each form type for its own fields', () => {
    expect(failedFields({ ...base, formType: ContactFormType.GetInTouch })).toEqual(['message'])
    expect(failedFields({ ...base, formType: 'FAQ', message: 'Máy có chạy êm không?' })).toEqual([])
    expect(failedFields({ ...base, formType: ContactFormType.SignUpForDealer })).toEqual([
      'companyName',
      'phoneNumber',
      'province',
      'registrationNumber',
      'shopAddress',
    ])
    expect(failedFields({ ...base, formType: ContactFormType.SignUpForDealerEWarranty })).toEqual([
      'dealerName',
      'invoice',
      'model',
      'phoneNumber',
      'province',
      'purchaseDate',
      'serialNumber',
    ])
  })

  it('accepts a complete dealer sign-up and e-warranty registration', () => {
    const dealer = contactInputSchema.parse({
      ...base,
      formType: 'SignUpForDealer',
      phoneNumber: '0912 345 678',
      province: 'da-nang',
      companyName: 'Công ty TNHH Điện máy Hòa Phát',
      companySize: '2',
      registrationNumber: '0401234567-001',
      shopAddress: '12 Nguyễn Văn Linh, Hải Châu',
    })
    expect(dealer).toMatchObject({ formType: 20, phoneNumber: '0912345678', companySize: 2 })
    const warranty = contactInputSchema.parse({
      ...base,
      formType: 30,
      phoneNumber: '02838123456',
      province: 'ho-chi-minh',
      model: 'MSY-JW35VF',
      serialNumber: 'SN-2024-0042',
      purchaseDate: vietnamDay(new Date()),
      dealerName: 'Điện máy Xanh Quận 3',
      invoice: { fileName: 'hoa-don.pdf', contentType: 'application/pdf', data: encodeBase64(PNG) },
    })
    expect(warranty.invoice?.fileName).toBe('hoa-don.pdf')
  })

  it('refuses bad values with the field named', () => {
    const warranty = {
      ...base,
      formType: 30,
      phoneNumber: '0912345678',
      province: 'ha-noi',
      model: 'MSY-JW35VF',
      serialNumber: 'SN 1',
      purchaseDate: '1999-12-31',
      dealerName: 'Đại lý',
      invoice: {
        fileName: 'hoa-don.jpg',
        contentType: 'image/jpeg',
        data: encodeBase64(new TextEncoder().encode('just text')),
      },
    }
    expect(failedFields(warranty)).toEqual(['invoice.data', 'purchaseDate', 'serialNumber'])
    expect(failedFields({ ...warranty, purchaseDate: '2999-01-01' })).toContain('purchaseDate')
    expect(failedFields({ ...warranty, purchaseDate: '2024-02-30' })).toContain('purchaseDate')
    expect(failedFields({ ...base, formType: 10, message: 'Xin chào', consent: false })).toEqual([
      'consent',
    ])
    expect(
      failedFields({ ...base, formType: 10, message: 'Xin chào', idempotencyKey: 'x' }),
    ).toEqual(['idempotencyKey'])
    expect(
      failedFields({ ...base, formType: 10, message: 'Xin chào', website: 'http://spam' }),
    ).toEqual(['website'])
    expect(
      failedFields({ ...base, formType: 20, registrationNumber: '12345', province: 'saigon' }),
    ).toEqual(expect.arrayContaining(['province', 'registrationNumber']))
  })

  it('never throws on hostile values (refinements run even when fields failed)', () => {
    for (const odd of [
      { website: 5 },
      { formType: '__proto__' },
      { formType: 'constructor', website: ['x'] },
      { formType: 30, invoice: { fileName: 'a', contentType: 'x', data: 'không phải base64' } },
      { formType: 30, invoice: { fileName: 'a', contentType: 'x', data: 42 } },
      { formType: 30, invoice: 'x' },
    ])
      expect(() => contactInputSchema.safeParse({ ...base, ...odd })).not.toThrow()
    expect(
      failedFields({
        ...base,
        formType: 30,
        invoice: { fileName: 'a', contentType: 'x', data: '!!!!' },
      }),
    ).toContain('invoice.data')
  })

  it('treats empty optional fields as not given', () => {
    const parsed = contactInputSchema.parse({
      ...base,
      formType: 10,
      message: 'Xin chào',
      phoneNumber: '',
      province: '',
      companyName: '',
      companySize: '',
      product: '',
      website: '',
      businessArea: 'buildingSolution',
    })
    expect(parsed).toMatchObject({ phoneNumber: undefined, province: undefined, businessArea: 2 })
  })
})
