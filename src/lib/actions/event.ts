'use server'

import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import type { RegistrationDto } from '@/contract/event'
import { ANSWER_MAX, MAX_QUESTIONS } from '@/contract/event'
import { isLocale, type Locale } from '@/i18n/locales'
import { accessToken } from '@/lib/auth/session'
import { currentProfile } from '@/lib/backend/account'
import { isBackendError } from '@/lib/backend/errors'
import {
  cancelVisitorRegistration,
  eventStateFor,
  favouritesOf,
  markFavourite,
  registerVisitor,
} from '@/lib/backend/events'
import { formatVndExact } from '@/lib/format/currency'
import { lineOf, multiLine, fieldText } from '@/lib/forms/typed'
import { formatVietnamDateTime } from '@/lib/posts/eventInfo'

/**
 * The event page's own forms: registering (with the event's questions), cancelling, the heart.
 * Each reads the visitor's token from its HttpOnly cookie; the page itself stays cached, and
 * asks for the visitor's state once it has loaded.
 */

/** A registration as the page shows it (no event: the page is the event). */
export type MyRegistration = Pick<
  RegistrationDto,
  'id' | 'status' | 'ticketCode' | 'waitingPosition'
> & {
  /** A paid seminar's order awaiting payment: the amount and the time due, as shown. */
  payment: { amount: string; dueAt: string } | null
}

export type EventVisitorState =
  | { signedIn: false }
  | {
      signedIn: true
      registration: MyRegistration | null
      favourite: boolean
      companyName: string
      companySize: string
    }

export type EventActionResult = {
  ok: boolean
  message: string
  fieldErrors?: Partial<Record<string, string>>
  values?: Record<string, string>
  registration?: MyRegistration | null
  /** The session is gone: sign in again. */
  signIn?: boolean
}

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : 'vi')
const idOf = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
const mine = (registration: RegistrationDto | null, locale: Locale): MyRegistration | null =>
  registration && registration.status !== 'cancelled' && registration.status !== 'expired'
    ? {
        id: registration.id,
        status: registration.status,
        ticketCode: registration.ticketCode,
        waitingPosition: registration.waitingPosition,
        payment:
          registration.status === 'awaitingPayment' && registration.order
            ? {
                amount: formatVndExact(registration.order.amount, locale),
                dueAt: formatVietnamDateTime(registration.order.dueAt),
              }
            : null,
      }
    : null

/** What the page says once the visitor registered: their ticket, their order or their place. */
function registeredMessage(
  registration: RegistrationDto,
  mine: MyRegistration | null,
  t: (key: string, values?: Record<string, string | number>) => string,
): string {
  if (registration.status === 'confirmed')
    return t('registered', { code: registration.ticketCode ?? '' })
  if (mine?.payment)
    return t('orderPlaced', { amount: mine.payment.amount, date: mine.payment.dueAt })
  return t('waitingListed', { position: registration.waitingPosition ?? 1 })
}

const unauthorized = (error: unknown) => isBackendError(error) && error.status === 401

/** What the event page shows this visitor: signed in or not, registered or not, the heart. */
export async function loadEventVisitorState(
  eventIdText: string,
  localeText: string,
): Promise<EventVisitorState> {
  const locale = localeOf(localeText)
  const eventId = idOf(eventIdText)
  const token = await accessToken()
  if (!token || eventId === null) return { signedIn: false }
  try {
    const [state, profile] = await Promise.all([
      eventStateFor(locale, token, eventId),
      currentProfile(locale, token),
    ])
    return {
      signedIn: true,
      registration: mine(state.registration, locale),
      favourite: state.favourite,
      companyName: profile.companyName ?? '',
      companySize: profile.companySize ? String(profile.companySize) : '',
    }
  } catch (error) {
    if (unauthorized(error)) return { signedIn: false }
    console.error('[event] visitor state failed', error)
    return { signedIn: false }
  }
}

/** Registers for the event with the company details and the event's own questions. */
export async function registerForEventAction(
  _previous: EventActionResult | null,
  form: FormData,
): Promise<EventActionResult> {
  const locale = localeOf(form.get('locale'))
  const t = await getTranslations({ locale, namespace: 'post.event' })
  const eventId = idOf(form.get('eventId'))
  const values = {
    companyName: lineOf(form, 'companyName'),
    companySize: lineOf(form, 'companySize'),
    jobTitle: lineOf(form, 'jobTitle'),
  }
  const answers: Record<string, string> = {}
  for (const [name, value] of form.entries())
    if (name.startsWith('answer.') && typeof value === 'string')
      answers[name.slice('answer.'.length)] = multiLine(value)
  const token = await accessToken()
  if (!token) return { ok: false, message: t('signInFirst'), signIn: true }
  const parsed = z
    .object({
      companyName: z.string().max(200, t('tooLong')),
      companySize: z.string().regex(/^\d{0,2}$/, t('companySizeInvalid')),
      jobTitle: z.string().max(100, t('tooLong')),
    })
    .safeParse(values)
  const tooLong = Object.entries(answers).find(([, answer]) => answer.length > ANSWER_MAX)
  if (
    !parsed.success ||
    eventId === null ||
    tooLong ||
    Object.keys(answers).length > MAX_QUESTIONS
  ) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error?.issues ?? [])
      fieldErrors[String(issue.path[0])] = issue.message
    if (tooLong) fieldErrors[`answer.${tooLong[0]}`] = t('tooLong')
    return {
      ok: false,
      message: Object.values(fieldErrors)[0] ?? t('failed'),
      fieldErrors,
      values: { ...values, ...prefixed(answers) },
    }
  }
  try {
    const registration = await registerVisitor(locale, token, {
      eventId,
      companyName: values.companyName,
      companySize: values.companySize ? Number(values.companySize) : undefined,
      jobTitle: values.jobTitle,
      answers: Object.entries(answers)
        .filter(([, answer]) => answer)
        .map(([questionId, answer]) => ({ questionId, answer })),
    })
    const shown = mine(registration, locale)
    return {
      ok: true,
      message: registeredMessage(registration, shown, t),
      registration: shown,
    }
  } catch (error) {
    if (unauthorized(error)) return { ok: false, message: t('signInFirst'), signIn: true }
    const fieldErrors: Record<string, string> = {}
    if (isBackendError(error))
      for (const problem of error.validationErrors)
        for (const member of problem.members)
          fieldErrors[member.startsWith('answers.') ? `answer.${member.slice(8)}` : member] =
            problem.message
    if (isBackendError(error) && error.status < 500)
      return {
        ok: false,
        message: error.displayMessage,
        fieldErrors,
        values: { ...values, ...prefixed(answers) },
      }
    console.error('[event] registration failed', error)
    return { ok: false, message: t('failed'), values: { ...values, ...prefixed(answers) } }
  }
}

const prefixed = (answers: Record<string, string>) =>
  Object.fromEntries(Object.entries(answers).map(([id, answer]) => [`answer.${id}`, answer]))

/** Gives the seat (or the place in line) back. */
export async function cancelRegistrationAction(
  _previous: EventActionResult | null,
  form: FormData,
): Promise<EventActionResult> {
  const locale = localeOf(form.get('locale'))
  const t = await getTranslations({ locale, namespace: 'post.event' })
  const registrationId = idOf(fieldText(form, 'registrationId'))
  const token = await accessToken()
  if (!token) return { ok: false, message: t('signInFirst'), signIn: true }
  if (registrationId === null) return { ok: false, message: t('failed') }
  try {
    await cancelVisitorRegistration(locale, token, registrationId)
    return { ok: true, message: t('cancelled'), registration: null }
  } catch (error) {
    if (unauthorized(error)) return { ok: false, message: t('signInFirst'), signIn: true }
    if (isBackendError(error) && error.status < 500)
      return { ok: false, message: error.displayMessage }
    console.error('[event] cancellation failed', error)
    return { ok: false, message: t('failed') }
  }
}

/** The heart: marks or unmarks the event; answers what is now true. */
export async function setFavouriteAction(
  eventIdText: string,
  favourite: boolean,
  localeText: string,
): Promise<{ ok: boolean; favourite: boolean }> {
  const locale = localeOf(localeText)
  const eventId = idOf(eventIdText)
  const token = await accessToken()
  if (!token || eventId === null || typeof favourite !== 'boolean')
    return { ok: false, favourite: !favourite }
  try {
    return { ok: true, ...(await markFavourite(locale, token, eventId, favourite)) }
  } catch (error) {
    if (!unauthorized(error)) console.error('[event] favourite failed', error)
    return { ok: false, favourite: !favourite }
  }
}

/** The ids of the visitor's favourite events (the first 50), for the hearts on event cards. */
export async function myFavouriteIdsAction(localeText: string): Promise<number[]> {
  const locale = localeOf(localeText)
  const token = await accessToken()
  if (!token) return []
  try {
    return (await favouritesOf(locale, token, { rowsPerPage: 50 })).items.map((item) => item.id)
  } catch (error) {
    if (!unauthorized(error)) console.error('[event] favourites failed', error)
    return []
  }
}
