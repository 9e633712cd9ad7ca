'use server'

import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { normalizePhone, PHONE_PATTERN, SUBSCRIPTION_TOKEN } from '@/contract/contact'
import { ContactFormType } from '@/domain/enums'
import { isLocale, type Locale } from '@/i18n/locales'
import { confirmSubscription, createContact, subscribe } from '@/lib/backend/contacts'
import { isBackendError } from '@/lib/backend/errors'
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
/**
 * A field as typed, without characters no form sends (a browser never posts NUL or other control
 * characters): removed from a message, turned into spaces on one-line fields.
 */
const text = (form: FormData, name: string, { multiline = false } = {}) =>
  String(form.get(name) ?? '')
    .replace(
      multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g : /[\u0000-\u001f\u007f]+/g,
      multiline ? '' : ' ',
    )
    .trim()
const clientIp = async () => ipAddressOr((await headers()).get('x-client-ip'))

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
    pageUrl: z
      .string()
      .regex(/^\/[^\s]{0,499}$/)
      .catch('/'),
  })
  const values = {
    fullName: text(form, 'fullName'),
    email: text(form, 'email'),
    phoneNumber: text(form, 'phoneNumber'),
    message: text(form, 'message', { multiline: true }),
  }
  const parsed = schema.safeParse({ ...values, pageUrl: text(form, 'pageUrl') })
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    )
    return { ok: false, message: Object.values(fieldErrors)[0] ?? t('failed'), fieldErrors, values }
  }
  try {
    await createContact(
      locale,
      {
        ...parsed.data,
        phoneNumber: parsed.data.phoneNumber || undefined,
        formType: ContactFormType.GetInTouch,
      },
      await clientIp(),
    )
    return { ok: true, message: t('sent') }
  } catch (error) {
    if (isBackendError(error) && error.status === 429)
      return { ok: false, message: t('tooMany'), values }
    console.error('[chat] message not stored', error)
    return { ok: false, message: t('failed'), values }
  }
}

/** Footer: subscribe to news and event updates. */
export async function subscribeToUpdates(
  _previous: FormResult | null,
  form: FormData,
): Promise<FormResult> {
  const locale = localeOf(form.get('locale'))
  const t = await getTranslations({ locale, namespace: 'subscribe' })
  const values = { email: text(form, 'email') }
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
  const token = text(form, 'token')
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
