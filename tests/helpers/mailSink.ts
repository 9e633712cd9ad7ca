import { mkdirSync, writeFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { startSmtpServer } from './smtp'

/**
 * A real SMTP server for the end-to-end site (started by the Playwright runner), writing every
 * message it accepts to `dir` as a file, so the tests' worker processes can read what the site
 * mailed.
 */
export async function startMailSink(dir: string) {
  mkdirSync(dir, { recursive: true })
  const server = await startSmtpServer()
  const push = server.received.push.bind(server.received)
  let count = 0
  server.received.push = (...messages) => {
    for (const message of messages) {
      count += 1
      writeFileSync(
        path.join(dir, `${Date.now()}-${count}.eml`),
        `X-Envelope-To: ${message.to.join(', ')}\r\n${message.raw}`,
      )
    }
    return push(...messages)
  }
  return server
}

/** The text body of a single-part message: quoted-printable or base64 decoded, as UTF-8. */
export function bodyText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, split)
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** The subject header, decoded from RFC 2047 encoded words. */
export function subjectOf(raw: string): string {
  const header = /^subject:\s*((?:.*)(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? ''
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .trim()
}

/** A message's plain text: its text/plain part when it has several (text and HTML). */
const plainText = (raw: string): string =>
  mimeParts(raw)
    .find((part) => part.contentType === 'text/plain')
    ?.body.toString('utf8') ?? bodyText(raw)

/** The messages in `dir` sent to `address`, oldest first (subject and plain text). */
export async function mailsTo(dir: string, address: string) {
  const files = (await readdir(dir).catch(() => [])).sort()
  const mails = []
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), 'utf8')
    const to = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? ''
    if (to.toLowerCase().split(', ').includes(address.toLowerCase()))
      mails.push({ subject: subjectOf(raw), text: plainText(raw) })
  }
  return mails
}

export type MimePart = {
  headers: string
  contentType: string
  filename: string | null
  body: Buffer
}

/**
 * The leaf parts of a MIME message (multipart/mixed, alternative, related…), each with its
 * headers, type, file name and decoded bytes.
 */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const contentType = /^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.trim().toLowerCase() ?? ''
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1]
  if (contentType.startsWith('multipart/') && boundary)
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')))
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          )
        : Buffer.from(body, 'utf8')
  const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? null
  return [{ headers: head, contentType, filename, body: bytes }]
}
