import type { z } from 'zod'

import {
  CONTACT_FORM_FIELDS,
  contactInputSchema,
  type ContactInput,
  type ContactInputIn,
} from '@/contract/contact'
import { ContactFormType } from '@/domain/enums'
import { encodeBase64 } from '@/domain/fileType'

import { fieldText, multiLine, oneLine } from '@/lib/forms/typed'

import { chosenFile, fileTooLarge } from './contactTabs'
import { CONTACT_FIELDS, type ContactField, type FieldMessages } from './types'

/**
 * A contact form as the contract's schema checks it: read from the posted form (the same code in
 * the browser, before sending, and in the server action), then every issue turned into the
 * visitor-language message of its field. Loaded on demand by the browser (it brings zod).
 */

/** A form type as posted: its number, or its name in any case (as the contract binds it). */
export function formTypeOf(raw: string): number | undefined {
  const value = raw.trim()
  if (/^\d{1,3}$/.test(value)) return Number(value)
  const name = Object.keys(ContactFormType).find((key) => key.toLowerCase() === value.toLowerCase())
  return name ? ContactFormType[name as keyof typeof ContactFormType] : undefined
}

/** The fields a form type shows, with the business area every tab offers and the consent. */
export function fieldsOfType(formType: number): ContactField[] {
  const form = CONTACT_FORM_FIELDS[formType as keyof typeof CONTACT_FORM_FIELDS]
  const shown = new Set<string>(['businessArea', ...(form?.shown ?? []), 'consent'])
  return CONTACT_FIELDS.filter((field) => shown.has(field))
}

/** The fields a form type requires. */
export function requiredOfType(formType: number): ContactField[] {
  const form = CONTACT_FORM_FIELDS[formType as keyof typeof CONTACT_FORM_FIELDS]
  const required = new Set<string>([...(form?.required ?? []), 'consent'])
  return CONTACT_FIELDS.filter((field) => required.has(field))
}

export type ReadForm = {
  input: ContactInputIn
  /** What the visitor typed, to show again when sending fails (never the file). */
  values: Record<string, string>
  /** A problem with the chosen file found before reading it. */
  fileProblem?: 'tooLarge'
  /** Whether a file was chosen (it cannot be shown again after a full page load). */
  hadFile: boolean
}

/**
 * The contract's input from a posted contact form. `honeypot: false` leaves the hidden field out
 * (the browser does not judge it: a robot's value is refused by the server, silently).
 */
export async function readContactForm(
  form: FormData,
  { honeypot = true }: { honeypot?: boolean } = {},
): Promise<ReadForm> {
  const formType = fieldText(form, 'formType').trim()
  const fields = fieldsOfType(formTypeOf(formType) ?? 0)
  const typed: Record<string, string> = {}
  for (const field of fields) {
    if (field === 'invoice' || field === 'consent') continue
    const raw = fieldText(form, field)
    typed[field] = field === 'message' ? multiLine(raw) : oneLine(raw)
  }
  const consent = ['on', 'true', '1'].includes(fieldText(form, 'consent').trim().toLowerCase())
  const file = fields.includes('invoice') ? chosenFile(form.get('invoice')) : null
  const tooLarge = file !== null && fileTooLarge(file)
  const invoice =
    file && !tooLarge
      ? {
          fileName: oneLine(file.name).slice(0, 200) || 'invoice',
          contentType: file.type.slice(0, 200),
          data: encodeBase64(new Uint8Array(await file.arrayBuffer())),
        }
      : undefined
  const pageUrl = oneLine(fieldText(form, 'pageUrl'))
  return {
    input: {
      ...(typed as Partial<ContactInputIn>),
      formType: formType as ContactInputIn['formType'],
      consent,
      invoice,
      idempotencyKey: oneLine(fieldText(form, 'idempotencyKey')),
      pageUrl: /^\/[^\s]{0,499}$/.test(pageUrl) ? pageUrl : undefined,
      ...(honeypot ? { website: fieldText(form, 'website') } : {}),
    } as ContactInputIn,
    values: consent ? { ...typed, consent: 'on' } : typed,
    fileProblem: tooLarge ? 'tooLarge' : undefined,
    hadFile: file !== null,
  }
}

/** The message of one field for a schema issue (`required`, the invoice's size or kind, else invalid). */
function messageOf(
  field: ContactField,
  issue: z.core.$ZodIssue,
  values: Record<string, string>,
  messages: FieldMessages,
): string | undefined {
  const texts = messages[field]
  if (!texts) return undefined
  if (field === 'invoice') {
    if (issue.message === 'file too large') return texts.tooLarge
    if (issue.message === 'file type not accepted') return texts.type
    if (issue.message === 'required') return texts.required
    return texts.invalid
  }
  const empty = !values[field]
  if (issue.message === 'required' || empty) return texts.required ?? texts.invalid
  return texts.invalid ?? texts.required
}

export type Checked =
  | { ok: true; data: ContactInput }
  | { ok: false; fieldErrors: Partial<Record<ContactField, string>>; unexplained: boolean }

/**
 * Checks a read form with the contract's schema. Each field gets its own message in the visitor's
 * language; `unexplained` says an issue concerned no visible field (the honeypot, a missing key).
 */
export function checkContact(read: ReadForm, messages: FieldMessages): Checked {
  const fieldErrors: Partial<Record<ContactField, string>> = {}
  if (read.fileProblem === 'tooLarge') fieldErrors.invoice = messages.invoice?.tooLarge
  const parsed = contactInputSchema.safeParse(read.input)
  if (parsed.success && !fieldErrors.invoice) return { ok: true, data: parsed.data }
  let unexplained = false
  // zod skips the schema's refinement (the required fields) while any field is invalid, so the
  // same requirements are applied here too: every missing field is named at once.
  const formType = formTypeOf(String(read.input.formType ?? ''))
  for (const field of formType === undefined ? [] : requiredOfType(formType)) {
    const missing =
      field === 'consent'
        ? read.input.consent !== true
        : field === 'invoice'
          ? read.input.invoice === undefined && !read.fileProblem
          : !read.values[field]
    if (missing && !fieldErrors[field]) fieldErrors[field] = messages[field]?.required
  }
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as ContactField
    if (!CONTACT_FIELDS.includes(field)) {
      unexplained = true
      continue
    }
    if (fieldErrors[field]) continue
    const message = messageOf(field, issue, read.values, messages)
    if (message) fieldErrors[field] = message
    else unexplained = true
  }
  return { ok: false, fieldErrors, unexplained }
}

/** The first message in page order, for the form's summary line. */
export const firstFieldError = (fieldErrors: Partial<Record<ContactField, string>>) =>
  CONTACT_FIELDS.map((field) => fieldErrors[field]).find(Boolean)
