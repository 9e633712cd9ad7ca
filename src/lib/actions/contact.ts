'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { tabOfFormType, thankYouPath, type ContactTab } from '@/blocks/ContactForm/contactTabs'
import {
  checkContact,
  fieldsOfType,
  firstFieldError,
  readContactForm,
} from '@/blocks/ContactForm/contactValidation'
import type { ContactField, FieldMessages } from '@/blocks/ContactForm/types'
import {
  normalizePhone,
  PHONE_PATTERN,
  SUBSCRIPTION_TOKEN,
  UNSUBSCRIBE_TOKEN,
} from '@/contract/contact'
import { ContactFormType } from '@/domain/enums'
import { isLocale, type Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { confirmSubscription, createContact, subscribe, unsubscribe } from '@/lib/backend/contacts'
import { isBackendError, type BackendError } from '@/lib/backend/errors'
import { fieldText, lineOf, multiLine } from '@/lib/forms/typed'
import { ipAddressOr } from '@/lib/net/address'

/** What a form shows after sending: a message in the visitor's language, and per-field errors. */
export type FormResult = {
  ok: boolean
  message: string
  fieldErrors?: Partial<Record<string, string>>
  /** What the visitor typed, returned when sending failed so the form shows it again. */
  values?: Record<string, string>
}

const localeOf = (value: FormDataEntryValue | null): Locale => (isLocale(value) ? value : 'vi')
const clientIp = async () => ipAddressOr((await headers()).get('x-client-ip'))

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/**
 * The form's idempotency key (minted once per fill-in in the browser, so a double click or a
 * retry sends once); a form posted without scripts has none and gets a fresh one.
 */
const idempotencyKeyOf = (form: FormData): string => {
  const key = String(form.get('idempotencyKey') ?? '').trim()
  return UUID.test(key) ? key.toLowerCase() : randomUUID()
}

/** Chat widget: stores the message as a GetInTouch contact (kept even when e-mail is down). */
export async function sendChatMessage(
  _previous: FormResult | null,
  form: FormData,
): Promise<FormResult> {
  const locale = localeOf(form.get('locale'))
  const t = await getTranslations({ locale, namespace: 'chat' })
  const schema = z.object({
    fullName: z.string().min(2, t('nameRequired')).max(100, t('nameRequired')),
    email: z.email(t('emailInvalid')).max(254, t('emailInvalid')),
    phoneNumber: z
      .string()
      .transform(normalizePhone)
      .refine((value) => value === '' || PHONE_PATTERN.test(value), t('phoneInvalid')),
    message: z.string().min(2, t('messageRequired')).max(2000, t('messageRequired')),
    consent: z.literal(true, t('consentRequired')),
    pageUrl: z
      .string()
      .regex(/^\/[^\s]{0,499}$/)
      .catch('/'),
  })
  const values = {
    fullName: lineOf(form, 'fullName'),
    email: lineOf(form, 'email'),
    phoneNumber: lineOf(form, 'phoneNumber'),
    message: multiLine(fieldText(form, 'message')),
  }
  const consent = ['on', 'true', '1'].includes(lineOf(form, 'consent').toLowerCase())
  const kept = consent ? { ...values, consent: 'on' } : values
  const parsed = schema.safeParse({ ...values, consent, pageUrl: lineOf(form, 'pageUrl') })
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    )
    return {
      ok: false,
      message: Object.values(fieldErrors)[0] ?? t('failed'),
      fieldErrors,
      values: kept,
    }
  }
  try {
    await createContact(
      locale,
      {
        ...parsed.data,
        phoneNumber: parsed.data.phoneNumber || undefined,
        formType: ContactFormType.GetInTouch,
        idempotencyKey: idempotencyKeyOf(form),
      },
      await clientIp(),
    )
    return { ok: true, message: t('sent') }
  } catch (error) {
    if (isBackendError(error) && error.status === 429)
      return { ok: false, message: t('tooMany'), values: kept }
    console.error('[chat] message not stored', error)
    return { ok: false, message: t('failed'), values: kept }
  }
}

/** What a contact form shows after sending; on success, where the visitor goes next. */
export type ContactResult = FormResult & { redirectTo?: string }

/** The `contactForm` messages of every field, in the visitor's language. */
async function fieldMessages(locale: Locale): Promise<FieldMessages> {
  const t = await getTranslations({ locale, namespace: 'contactForm' })
  return t.raw('fields') as FieldMessages
}

/** Field errors the backend reported (`validationErrors` members), in the visitor's words. */
function backendFieldErrors(error: BackendError, formType: number, messages: FieldMessages) {
  const fields = new Set<string>(fieldsOfType(formType))
  const fieldErrors: Partial<Record<ContactField, string>> = {}
  for (const { members } of error.validationErrors)
    for (const member of members) {
      const field = fields.has(member)
        ? (member as ContactField)
        : ([...fields].find(
            (name) => name.toLowerCase() === member.split('.')[0]?.toLowerCase(),
          ) as ContactField | undefined)
      const texts = field ? messages[field] : undefined
      if (field && texts && !fieldErrors[field])
        fieldErrors[field] = texts.invalid ?? texts.required
    }
  return fieldErrors
}

/**
 * The contact page's four forms (get in touch, dealer sign-up, e-warranty, question): checked
 * with the contract's schema (the browser ran the same check), the invoice sent as base64, stored
 * through `Contact/Create` under the form's idempotency key. Success goes to the thank-you page
 * with the reference; failure keeps what was typed and says why, in the visitor's language.
 */
export async function submitContact(
  _previous: ContactResult | null,
  form: FormData,
): Promise<ContactResult> {
  const locale = localeOf(form.get('locale'))
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'contactForm' }),
    fieldMessages(locale),
  ])
  // The browser says it ran the form (and follows `redirectTo`); a plain post is redirected here.
  const enhanced = form.get('enhanced') !== '0'
  form.set('idempotencyKey', idempotencyKeyOf(form))
  const read = await readContactForm(form)
  const { values } = read
  /** A failure: the message, plus a word on the invoice when a full page load drops the file. */
  const failed = (
    message: string,
    fieldErrors?: Partial<Record<ContactField, string>>,
  ): ContactResult => ({
    ok: false,
    message: !enhanced && read.hadFile ? `${message} ${t('invoiceAgain')}` : message,
    fieldErrors,
    values,
  })
  const checked = checkContact(read, messages)
  if (!checked.ok) {
    const first = firstFieldError(checked.fieldErrors)
    if (!first) return failed(t('failed'))
    return failed(checked.unexplained ? t('failed') : first, checked.fieldErrors)
  }
  const tab: ContactTab = tabOfFormType(checked.data.formType) ?? 'getInTouch'
  let reference: string
  try {
    ;({ reference } = await createContact(locale, checked.data, await clientIp()))
  } catch (error) {
    if (isBackendError(error)) {
      if (error.status === 429) return failed(t('tooMany'))
      if (error.status === 413)
        return failed(messages.invoice?.tooLarge ?? t('failed'), {
          invoice: messages.invoice?.tooLarge,
        })
      if (error.status === 400 || error.status === 422) {
        const fieldErrors = backendFieldErrors(error, checked.data.formType, messages)
        const first = firstFieldError(fieldErrors)
        return first ? failed(first, fieldErrors) : failed(t('failed'))
      }
      if (error.status === 503) return failed(t('unavailable'))
    }
    console.error('[contact] form not stored', error)
    return failed(t('failed'))
  }
  const target = thankYouPath(tab, reference)
  if (!enhanced) redirect(target, locale)
  return { ok: true, message: t('sent'), redirectTo: localizedPath(locale, target) }
}

/** Footer: subscribe to news and event updates. */
export async function subscribeToUpdates(
  _previous: FormResult | null,
  form: FormData,
): Promise<FormResult> {
  const locale = localeOf(form.get('locale'))
  const t = await getTranslations({ locale, namespace: 'subscribe' })
  const values = { email: lineOf(form, 'email') }
  const email = z.email().max(254).safeParse(values.email)
  if (!email.success)
    return { ok: false, message: t('invalid'), fieldErrors: { email: t('invalid') }, values }
  try {
    await subscribe(locale, email.data, await clientIp())
    return { ok: true, message: t('success') }
  } catch (error) {
    if (isBackendError(error) && error.status === 429)
      return { ok: false, message: error.message, values }
    console.error('[subscribe] failed', error)
    return { ok: false, message: t('failed'), values }
  }
}

/** The confirmation page: confirms a subscription with the token of the link that was mailed. */
export async function confirmSubscriptionAction(
  _previous: FormResult | null,
  form: FormData,
): Promise<FormResult> {
  const locale = localeOf(form.get('locale'))
  const t = await getTranslations({ locale, namespace: 'confirmSubscription' })
  const token = lineOf(form, 'token')
  if (!SUBSCRIPTION_TOKEN.test(token)) return { ok: false, message: t('invalid') }
  try {
    const { email } = await confirmSubscription(locale, token, await clientIp())
    return { ok: true, message: t('confirmed', { email }) }
  } catch (error) {
    if (isBackendError(error) && error.status === 404) return { ok: false, message: t('invalid') }
    if (isBackendError(error) && error.status === 429) return { ok: false, message: error.message }
    console.error('[subscribe] confirmation failed', error)
    return { ok: false, message: t('failed') }
  }
}

/** The unsubscribe page: forgets the address an announcement's signed link names. */
export async function unsubscribeAction(
  _previous: FormResult | null,
  form: FormData,
): Promise<FormResult> {
  const locale = localeOf(form.get('locale'))
  const t = await getTranslations({ locale, namespace: 'unsubscribe' })
  const token = lineOf(form, 'token')
  if (!UNSUBSCRIBE_TOKEN.test(token)) return { ok: false, message: t('invalid') }
  try {
    const { email } = await unsubscribe(locale, token, await clientIp())
    return { ok: true, message: t('done', { email }) }
  } catch (error) {
    if (isBackendError(error) && error.status === 404) return { ok: false, message: t('invalid') }
    if (isBackendError(error) && error.status === 429) return { ok: false, message: error.message }
    console.error('[subscribe] unsubscribing failed', error)
    return { ok: false, message: t('failed') }
  }
}
