import { describe, expect, it } from 'vitest'

import { ContactFormType } from '@/domain/enums'
import vi from '@/i18n/messages/vi.json'

import {
  checkContact,
  fieldsOfType,
  firstFieldError,
  formTypeOf,
  readContactForm,
  requiredOfType,
} from './contactValidation'
import type { FieldMessages } from './types'

const messages = vi.contactForm.fields as FieldMessages
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n')

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

const getInTouch = {
  formType: String(ContactFormType.GetInTouch),
  fullName: 'Nguyễn Thị Lan',
  email: 'lan.nguyen@example.vn',
  phoneNumber: '0912 345 678',
  message: 'Tôi cần báo giá điều hòa cho văn phòng 120 m².',
  consent: 'on',
  idempotencyKey: KEY,
}

const eWarranty = {
  formType: String(ContactFormType.SignUpForDealerEWarranty),
  fullName: 'Trần Văn Minh',
  email: 'minh.tran@example.vn',
  phoneNumber: '028 3822 5833',
  province: 'da-nang',
  model: 'MSY-JW25VF',
  serialNumber: 'SN-2025-000123',
  purchaseDate: '2025-03-14',
  dealerName: 'Điện máy Hòa Bình',
  consent: 'on',
  idempotencyKey: KEY,
}

const check = async (fields: Record<string, string | File>, options?: { honeypot?: boolean }) =>
  checkContact(await readContactForm(formOf(fields), options), messages)

describe('the fields of each form type', () => {
  it('come from the contract, with the business area first and the consent last', () => {
    expect(fieldsOfType(ContactFormType.FAQ)).toEqual([
      'businessArea',
      'fullName',
      'email',
      'phoneNumber',
      'province',
      'product',
      'message',
      'consent',
    ])
    expect(requiredOfType(ContactFormType.SignUpForDealer)).toEqual([
      'fullName',
      'email',
      'phoneNumber',
      'province',
      'companyName',
      'registrationNumber',
      'shopAddress',
      'consent',
    ])
  })

  it('reads a form type by number or name', () => {
    expect(formTypeOf('30')).toBe(30)
    expect(formTypeOf('signupfordealer')).toBe(20)
    expect(formTypeOf('Newsletter')).toBeUndefined()
  })
})

describe('checkContact', () => {
  it('accepts a complete get-in-touch form and normalises the phone number', async () => {
    const checked = await check(getInTouch)
    expect(checked.ok).toBe(true)
    if (checked.ok) {
      expect(checked.data.phoneNumber).toBe('0912345678')
      expect(checked.data.consent).toBe(true)
    }
  })

  it('names every missing field at once, in the visitor’s language', async () => {
    const checked = await check({
      formType: String(ContactFormType.SignUpForDealer),
      email: 'not-an-address',
      idempotencyKey: KEY,
    })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.fieldErrors).toEqual({
      fullName: 'Vui lòng nhập họ và tên.',
      email: 'Email chưa đúng định dạng, ví dụ ten@congty.vn.',
      phoneNumber: 'Vui lòng nhập số điện thoại.',
      province: 'Vui lòng chọn tỉnh/thành phố.',
      companyName: 'Vui lòng nhập tên công ty.',
      registrationNumber: 'Vui lòng nhập mã số doanh nghiệp.',
      shopAddress: 'Vui lòng nhập địa chỉ cửa hàng.',
      consent: 'Vui lòng đồng ý với chính sách bảo mật để gửi yêu cầu.',
    })
    expect(firstFieldError(checked.fieldErrors)).toBe('Vui lòng nhập họ và tên.')
  })

  it('explains a value that is there but wrong', async () => {
    const checked = await check({
      ...getInTouch,
      formType: String(ContactFormType.SignUpForDealer),
      phoneNumber: '12345',
      province: 'sai-gon',
      companyName: 'Công ty TNHH Ánh Dương',
      registrationNumber: '03123',
      shopAddress: '12 Lê Lợi, phường Bến Thành',
    })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.fieldErrors.phoneNumber).toMatch(/^Số điện thoại chưa đúng/)
    expect(checked.fieldErrors.province).toBe('Vui lòng chọn tỉnh/thành phố trong danh sách.')
    expect(checked.fieldErrors.registrationNumber).toMatch(/^Mã số doanh nghiệp gồm 10 chữ số/)
  })

  it('ignores fields the form type does not show', async () => {
    const checked = await check({ ...getInTouch, registrationNumber: 'garbage', model: '' })
    expect(checked.ok).toBe(true)
  })

  it('keeps what was typed (not the file), lines of a message included', async () => {
    const read = await readContactForm(
      formOf({
        ...getInTouch,
        fullName: ' Lan\u0000Nguyễn ',
        message: 'Dòng một\nDòng hai\u0007',
      }),
    )
    expect(read.values).toMatchObject({
      fullName: 'Lan Nguyễn',
      message: 'Dòng một\nDòng hai',
      consent: 'on',
    })
  })

  it('asks for the invoice of an e-warranty registration and checks its bytes', async () => {
    const missing = await check(eWarranty)
    expect(missing.ok || missing.fieldErrors.invoice).toBe(
      'Vui lòng đính kèm ảnh hoặc bản PDF của hóa đơn.',
    )

    const renamed = await check({
      ...eWarranty,
      invoice: new File([new TextEncoder().encode('just text')], 'hoa-don.jpg', {
        type: 'image/jpeg',
      }),
    })
    expect(renamed.ok || renamed.fieldErrors.invoice).toBe(
      'Tệp hóa đơn phải là ảnh JPG, PNG, WebP hoặc tệp PDF.',
    )

    for (const bytes of [PNG, PDF]) {
      const accepted = await check({ ...eWarranty, invoice: new File([bytes], 'hoa-don') })
      expect(accepted.ok).toBe(true)
    }
  })

  it('refuses an invoice over 5 MB without reading it', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'hoa-don.png')
    const read = await readContactForm(formOf({ ...eWarranty, invoice: big }))
    expect(read.fileProblem).toBe('tooLarge')
    expect(read.input.invoice).toBeUndefined()
    const checked = checkContact(read, messages)
    expect(checked.ok || checked.fieldErrors.invoice).toMatch(/^Tệp hóa đơn lớn hơn 5 MB/)
  })

  it('refuses a purchase date in the future', async () => {
    const checked = await check({
      ...eWarranty,
      invoice: new File([PNG], 'a.png'),
      purchaseDate: '2999-01-01',
    })
    expect(checked.ok || checked.fieldErrors.purchaseDate).toBe(
      'Ngày mua phải từ 01/01/2000 đến hôm nay.',
    )
  })

  it('leaves the honeypot to the server, which refuses it without naming a field', async () => {
    const robot = { ...getInTouch, website: 'https://spam.example' }
    expect((await check(robot, { honeypot: false })).ok).toBe(true)
    const refused = await check(robot)
    expect(refused).toEqual({ ok: false, fieldErrors: {}, unexplained: true })
  })
})
