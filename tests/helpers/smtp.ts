import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

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
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
