import type { Payload } from 'payload'

import type { ContactInput } from '@/contract/contact'
import { ContactFormType, enumNames } from '@/domain/enums'
import { getEnv } from '@/env'
import { acceptedByServer } from '@/lib/mail/adapter'
import type { Locale } from '@/i18n/locales'

const formName = enumNames(ContactFormType)

/**
 * Stores a message first, then tells the team by e-mail. A failing e-mail never loses the message:
 * it stays in the admin inbox, without `notifiedAt`, which is set only once a mail server
 * accepted the notice (a mail kept in the outbox does not count).
 */
export async function createContact(
  payload: Payload,
  input: ContactInput,
  language: Locale,
): Promise<{ id: number }> {
  const formType = formName.get(input.formType) ?? 'GetInTouch'
  const doc = await payload.create({
    collection: 'contacts',
    data: {
      formType,
      status: 'new',
      fullName: input.fullName,
      email: input.email,
      phoneNumber: input.phoneNumber ?? null,
      companyName: input.companyName ?? null,
      subject: input.subject ?? null,
      message: input.message,
      language,
      pageUrl: input.pageUrl ?? null,
    },
    overrideAccess: true,
    depth: 0,
  })
  void notify(payload, doc.id, formType, input)
  return { id: doc.id }
}

async function notify(payload: Payload, id: number, formType: string, input: ContactInput) {
  try {
    const sent: unknown = await payload.sendEmail({
      to: getEnv().CONTACT_INBOX,
      replyTo: input.email,
      subject: `[${formType}] ${input.subject ?? input.fullName}`,
      text: `${input.fullName} <${input.email}>${input.phoneNumber ? `, ${input.phoneNumber}` : ''}\n\n${input.message}\n\n${input.pageUrl ?? ''}`,
    })
    if (!acceptedByServer(sent)) return
    await payload.update({
      collection: 'contacts',
      id,
      data: { notifiedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    payload.logger.warn({ err: error, msg: `Contact ${id} is stored; the e-mail notice failed` })
  }
}
