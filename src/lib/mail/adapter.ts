import { nodemailerAdapter, type NodemailerAdapterArgs } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

type Sender = { address: string; name: string }

/** `a@b.vn`, `Name <a@b.vn>` or a list of them, as one line. */
const addresses = (value: SendEmailOptions['to']): string => {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return list
    .map((entry) =>
      typeof entry === 'string'
        ? entry
        : entry.name
          ? `${entry.name} <${entry.address}>`
          : entry.address,
    )
    .join(', ')
}

/** With no mail server configured, mails are stored in the admin's outbox instead. */
const outboxAdapter =
  (sender: Sender): EmailAdapter<{ outboxId: number | string }> =>
  ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message) => {
      const stored = await payload.create({
        collection: 'outbox',
        data: {
          to: addresses(message.to),
          from: addresses(message.from) || `${sender.name} <${sender.address}>`,
          replyTo: addresses(message.replyTo) || null,
          subject: message.subject ?? '',
          text: typeof message.text === 'string' ? message.text : null,
          html: typeof message.html === 'string' ? message.html : null,
        },
        overrideAccess: true,
        depth: 0,
      })
      return { outboxId: stored.id }
    },
  })

/**
 * Payload's mail transport: SMTP through nodemailer when `smtpUrl` is set (any URL nodemailer
 * reads, e.g. `smtps://user:pass@mail.example.com:465`), else the outbox.
 */
export const mailAdapter = (smtpUrl: string | undefined, sender: Sender) =>
  smtpUrl
    ? nodemailerAdapter({
        defaultFromAddress: sender.address,
        defaultFromName: sender.name,
        // nodemailer's SMTP transport reads every connection option from `url`.
        transportOptions: { url: smtpUrl } as unknown as NodemailerAdapterArgs['transportOptions'],
        // A mail server that is down at start must not stop the site: sending reports it.
        skipVerify: true,
      })
    : outboxAdapter(sender)

/** Whether a mail server accepted the message (nodemailer lists the accepted recipients). */
export const acceptedByServer = (info: unknown): boolean => {
  const accepted = (info as { accepted?: unknown } | null)?.accepted
  return Array.isArray(accepted) && accepted.length > 0
}
