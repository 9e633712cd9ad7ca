import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import { setTimeout as wait } from 'node:timers/promises'

import { SMTPServer } from 'smtp-server'

import { subjectOf } from './mailSink'

export type Received = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server in this process (the `smtp-server` package): it keeps every message it
 * accepts, and refuses recipients while `refusing` is set. On a free port, or on `port` (a server
 * brought back where the site's SMTP_URL points).
 */
export async function startSmtpServer({ port: wanted = 0 }: { port?: number } = {}) {
  const received: Received[] = []
  const state = { refusing: false, refused: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback()
      state.refused += 1
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  server.listen(wanted, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  /** The raw mails received for `email`, oldest first. */
  const mailsTo = (email: string) =>
    received.filter((mail) => mail.to.includes(email)).map((mail) => mail.raw)
  /**
   * The first mail to `email` whose subject starts with `prefix`, running `deliver` (the site's
   * mail queue) until it arrives; fails after `timeoutMs`.
   */
  const mailWithSubject = async (
    email: string,
    prefix: string,
    deliver: () => Promise<unknown>,
    timeoutMs = 60_000,
  ): Promise<string> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      await deliver()
      const found = mailsTo(email).find((mail) => subjectOf(mail).startsWith(prefix))
      if (found) return found
      if (Date.now() > deadline) throw new Error(`No mail "${prefix}…" reached ${email}`)
      await wait(100)
    }
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    state,
    mailsTo,
    mailWithSubject,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
