'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { sendApplication } from '@/lib/backend/careers'
import { isBackendError } from '@/lib/backend/errors'
import {
  APPLICATION_MESSAGE_KEYS,
  applicationValues,
  checkApplication,
  problemOf,
  type ApplicationMessages,
} from '@/lib/forms/jobApplication'
import { ipAddressOr } from '@/lib/net/address'

import type { FormResult } from './contact'

/** What the application form shows after sending; on success, where the visitor goes next. */
export type ApplicationResult = FormResult & { redirectTo?: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The thank-you page for an application, with its reference. */
const thankYouPath = (locale: Locale, reference: string) =>
  `${localizedPath(locale, '/thank-you')}?form=application&ref=${encodeURIComponent(reference)}`

/** The backend's validation members (`cv.data`, `FullName`) as the form's field names. */
const refusedFields = (members: string[]) =>
  members.map((member) => {
    const name = member.split('.')[0] ?? ''
    return name.charAt(0).toLowerCase() + name.slice(1)
  })

/**
 * A career page's application form: checks it again with the contract's schema and the CV's
 * bytes, sends it to `Career/Apply` on the visitor's behalf and answers where to go next (the
 * thank-you page), or what went wrong with everything typed kept. Without JavaScript the form
 * posts here directly; a missing idempotency key is minted then.
 */
export async function applyForJob(
  _previous: ApplicationResult | null,
  form: FormData,
): Promise<ApplicationResult> {
  const language = form.get('locale')
  const locale: Locale = isLocale(language) ? language : 'vi'
  const t = await getTranslations({ locale, namespace: 'jobApplication' })
  const m = Object.fromEntries(
    APPLICATION_MESSAGE_KEYS.map((key) => [key, t(key)]),
  ) as ApplicationMessages
  if (!UUID.test(String(form.get('idempotencyKey') ?? ''))) form.set('idempotencyKey', randomUUID())
  const values = applicationValues(form)

  const checked = await checkApplication(form, m)
  if (!checked.ok)
    return { ok: false, message: checked.message, fieldErrors: checked.fieldErrors, values }
  try {
    const clientIp = ipAddressOr((await headers()).get('x-client-ip'))
    const { reference } = await sendApplication(locale, checked.input, clientIp)
    return { ok: true, message: t('sent'), redirectTo: thankYouPath(locale, reference) }
  } catch (error) {
    if (isBackendError(error)) {
      if (error.status === 429) return { ok: false, message: m.tooMany, values }
      if (error.status === 413)
        return { ok: false, ...problemOf(['cv'], m, () => m.cvTooLarge), values }
      if (error.status === 400 && error.validationErrors.length > 0) {
        const members = error.validationErrors.flatMap((info) => info.members)
        return { ok: false, ...problemOf(refusedFields(members), m), values }
      }
      // An unknown or closed opening: the backend says so in the visitor's language.
      if (error.status < 500) return { ok: false, message: error.displayMessage, values }
    }
    console.error('[career] application not sent', error)
    return { ok: false, message: m.failed, values }
  }
}
