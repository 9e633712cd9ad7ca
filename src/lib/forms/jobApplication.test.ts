import { describe, expect, it } from 'vitest'

import { cvDocx, cvPdf, pngBytes, textBytes } from '../../../tests/fixtures/cvFiles'
import {
  APPLICATION_MESSAGE_KEYS,
  checkApplication,
  cvTooLarge,
  problemOf,
  type ApplicationMessages,
} from './jobApplication'

const m = Object.fromEntries(
  APPLICATION_MESSAGE_KEYS.map((key) => [key, `<${key}>`]),
) as ApplicationMessages

/** The form as a browser posts it: `changes` override, `null` removes a field. */
function form(cv: File | null, changes: Record<string, string | null> = {}): FormData {
  const data = new FormData()
  const fields: Record<string, string | null> = {
    locale: 'vi',
    careerId: '12',
    fullName: ' Nguyễn Thị Lan ',
    email: 'lan@example.vn',
    phoneNumber: '0912 345 678',
    coverLetter: 'Xin chào,\r\nTôi muốn ứng tuyển.',
    consent: 'true',
    idempotencyKey: '2f1c9a52-4c1e-4a7b-9d3e-0b8f6a1c2d3e',
    website: '',
    ...changes,
  }
  for (const [name, value] of Object.entries(fields)) if (value !== null) data.set(name, value)
  // A browser posts an empty, nameless file when none was chosen.
  data.set('cv', cv ?? new File([], '', { type: 'application/octet-stream' }))
  return data
}

const file = (bytes: Buffer, name: string, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type })

describe('checkApplication', () => {
  it('accepts a PDF or a DOCX and builds the Career/Apply input', async () => {
    const pdf = await checkApplication(form(file(cvPdf(), 'CV Lan.pdf')), m)
    expect(pdf).toMatchObject({
      ok: true,
      input: {
        careerId: 12,
        fullName: 'Nguyễn Thị Lan',
        phoneNumber: '0912345678',
        coverLetter: 'Xin chào,\nTôi muốn ứng tuyển.',
        consent: true,
        cv: { fileName: 'CV Lan.pdf', contentType: 'application/pdf' },
      },
    })
    const docx = await checkApplication(form(file(cvDocx(), 'cv.docx', ''), {}), m)
    expect(docx.ok).toBe(true)
    if (docx.ok) expect(Buffer.from(docx.input.cv.data, 'base64').equals(cvDocx())).toBe(true)
  })

  it('tells a renamed file by its bytes, a missing one and one over 5 MiB', async () => {
    for (const bytes of [textBytes(), pngBytes()])
      expect(await checkApplication(form(file(bytes, 'cv.pdf')), m)).toEqual({
        ok: false,
        message: '<cvType>',
        fieldErrors: { cv: '<cvType>' },
      })
    expect(await checkApplication(form(null), m)).toMatchObject({
      fieldErrors: { cv: '<cvRequired>' },
    })
    const large = file(Buffer.concat([cvPdf(), Buffer.alloc(5 * 1024 * 1024)]), 'cv.pdf')
    expect(cvTooLarge(large)).toBe(true)
    expect(await checkApplication(form(large), m)).toMatchObject({
      fieldErrors: { cv: '<cvTooLarge>' },
    })
  })

  it('says what each field needs; several problems are summed up', async () => {
    const cv = file(cvPdf(), 'cv.pdf')
    expect(await checkApplication(form(cv, { consent: null }), m)).toEqual({
      ok: false,
      message: '<consentRequired>',
      fieldErrors: { consent: '<consentRequired>' },
    })
    expect(
      await checkApplication(form(cv, { fullName: 'A', phoneNumber: '123', email: 'x' }), m),
    ).toEqual({
      ok: false,
      message: '<incomplete>',
      fieldErrors: {
        fullName: '<nameInvalid>',
        email: '<emailInvalid>',
        phoneNumber: '<phoneInvalid>',
      },
    })
    // A filled honeypot or a broken hidden field: no field to point at.
    expect(await checkApplication(form(cv, { website: 'https://spam.example' }), m)).toEqual({
      ok: false,
      message: '<failed>',
      fieldErrors: {},
    })
  })
})

describe('problemOf', () => {
  it('maps the backend’s members to the form’s fields', () => {
    expect(problemOf(['cv', 'email'], m)).toEqual({
      message: '<incomplete>',
      fieldErrors: { cv: '<cvType>', email: '<emailInvalid>' },
    })
  })
})
