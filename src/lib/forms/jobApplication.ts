import type { z } from 'zod'

import { careerApplyFieldsSchema, CV_KINDS, CV_MAX_BYTES } from '@/contract/career'
import { encodeBase64, fileNameFor, sniffFileType, type FileKind } from '@/domain/fileType'
import { fieldText, lineOf, multiLine } from '@/lib/forms/typed'

/**
 * The application form's checks, the same in the browser (before anything is sent) and in the
 * server action (again, on what arrived): the contract's own schema for the fields, and the CV's
 * size and bytes (a PDF or DOCX, whatever its name says).
 */

export const APPLICATION_MESSAGE_KEYS = [
  'nameInvalid',
  'emailInvalid',
  'phoneInvalid',
  'coverLetterInvalid',
  'cvRequired',
  'cvType',
  'cvTooLarge',
  'consentRequired',
  'incomplete',
  'failed',
  'tooMany',
] as const
export type ApplicationMessages = Record<(typeof APPLICATION_MESSAGE_KEYS)[number], string>

/** The fields a visitor fills in, in page order (the first one with a problem gets the focus). */
export const APPLICATION_FIELDS = [
  'fullName',
  'email',
  'phoneNumber',
  'cv',
  'coverLetter',
  'consent',
] as const
type FieldName = (typeof APPLICATION_FIELDS)[number]

/** What each field says when the contract refuses it. */
const FIELD_MESSAGE: Record<FieldName, keyof ApplicationMessages> = {
  fullName: 'nameInvalid',
  email: 'emailInvalid',
  phoneNumber: 'phoneInvalid',
  cv: 'cvType',
  coverLetter: 'coverLetterInvalid',
  consent: 'consentRequired',
}

const isField = (name: string): name is FieldName => name in FIELD_MESSAGE

/** The typed values, to show again when sending failed (the file cannot be put back). */
export const applicationValues = (form: FormData): Record<string, string> => ({
  fullName: lineOf(form, 'fullName'),
  email: lineOf(form, 'email'),
  phoneNumber: lineOf(form, 'phoneNumber'),
  coverLetter: multiLine(fieldText(form, 'coverLetter')),
  consent: form.get('consent') === 'true' ? 'true' : '',
  idempotencyKey: lineOf(form, 'idempotencyKey'),
})

export type ApplicationProblem = { message: string; fieldErrors: Record<string, string> }

/** The per-field messages of refused fields, and the line above the form summing them up. */
export function problemOf(
  fields: Iterable<string>,
  m: ApplicationMessages,
  messageFor: (field: FieldName) => string = (field) => m[FIELD_MESSAGE[field]],
): ApplicationProblem {
  const fieldErrors: Record<string, string> = {}
  let hidden = false
  for (const field of fields) {
    if (isField(field)) fieldErrors[field] ??= messageFor(field)
    else hidden = true
  }
  const shown = APPLICATION_FIELDS.filter((field) => fieldErrors[field])
  const message =
    shown.length === 1 ? fieldErrors[shown[0]!]! : shown.length > 1 ? m.incomplete : m.failed
  return { message: hidden && shown.length === 0 ? m.failed : message, fieldErrors }
}

type Fields = z.output<typeof careerApplyFieldsSchema>
type Cv = { fileName: string; contentType: string; data: string }

/** The CV as `Career/Apply` takes it: named for what its bytes are, as base64. */
const attachment = (file: File, bytes: Uint8Array, kind: FileKind): Cv => ({
  fileName: fileNameFor(file.name.slice(-190) || 'cv', kind),
  contentType: file.type.slice(0, 200),
  data: encodeBase64(bytes),
})

/** The CV's problem, if any: none chosen, too large, or not a PDF or DOCX by its bytes. */
async function checkCv(
  file: FormDataEntryValue | null,
  m: ApplicationMessages,
): Promise<{ cv: Cv } | { error: string }> {
  if (typeof file === 'string' || file === null || file.size === 0) return { error: m.cvRequired }
  if (file.size > CV_MAX_BYTES) return { error: m.cvTooLarge }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffFileType(bytes)
  if (!kind || !(CV_KINDS as readonly FileKind[]).includes(kind)) return { error: m.cvType }
  return { cv: attachment(file, bytes, kind) }
}

/** The size check alone, as soon as a file is chosen. */
export const cvTooLarge = (file: File | undefined): boolean =>
  file !== undefined && file.size > CV_MAX_BYTES

/**
 * Checks a filled-in application form: either the input of `Career/Apply`, or what is wrong,
 * each field with its message in the visitor's language.
 */
export async function checkApplication(
  form: FormData,
  m: ApplicationMessages,
): Promise<{ ok: true; input: Fields & { cv: Cv } } | ({ ok: false } & ApplicationProblem)> {
  const values = applicationValues(form)
  const parsed = careerApplyFieldsSchema.safeParse({
    careerId: lineOf(form, 'careerId'),
    fullName: values.fullName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    coverLetter: values.coverLetter || undefined,
    consent: values.consent === 'true',
    idempotencyKey: values.idempotencyKey,
    website: String(form.get('website') ?? ''),
  })
  const file = await checkCv(form.get('cv'), m)
  const refused = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])))
  if ('error' in file) refused.add('cv')
  if (parsed.success && 'cv' in file) return { ok: true, input: { ...parsed.data, cv: file.cv } }
  const problem = problemOf(refused, m, (field) =>
    field === 'cv' && 'error' in file ? file.error : m[FIELD_MESSAGE[field]],
  )
  return { ok: false, ...problem }
}
