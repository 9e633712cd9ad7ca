import { argon2, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Visitor passwords, hashed with argon2id (Node's own `crypto.argon2`) at OWASP's minimum
 * (19 MiB, two passes, one lane) and stored as a PHC string, so the parameters travel with each
 * hash and can be raised later: `needsRehash` says when a stored hash is weaker than today's.
 */
export const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const
const SALT_BYTES = 16

type Parameters = { memory: number; passes: number; parallelism: number }

const derive = (password: string, salt: Buffer, parameters: Parameters, tagLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    argon2(
      'argon2id',
      { message: password.normalize('NFC'), nonce: salt, tagLength, ...parameters },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )

const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '')

/** A new hash of `password`, as `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const { tagLength, ...parameters } = ARGON2
  const key = await derive(password, salt, parameters, tagLength)
  const { memory, passes, parallelism } = parameters
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${base64(salt)}$${base64(key)}`
}

const PHC =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/

function parse(stored: string) {
  const match = PHC.exec(stored)
  if (!match) return null
  const [, memory, passes, parallelism, salt, hash] = match
  return {
    parameters: {
      memory: Number(memory),
      passes: Number(passes),
      parallelism: Number(parallelism),
    },
    salt: Buffer.from(salt!, 'base64'),
    hash: Buffer.from(hash!, 'base64'),
  }
}

/** Parameters argon2 accepts, and no more memory than a server should spend on one check. */
const withinBounds = ({ memory, passes, parallelism }: Parameters) =>
  parallelism >= 1 && passes >= 1 && memory >= 8 * parallelism && memory <= 262_144

/** Whether `password` is the one `stored` was made from; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed || !withinBounds(parsed.parameters)) return false
  const key = await derive(password, parsed.salt, parsed.parameters, parsed.hash.length)
  return timingSafeEqual(key, parsed.hash)
}

/** Whether a stored hash was made with weaker parameters than today's (rehash on sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  return (
    !parsed ||
    parsed.parameters.memory < ARGON2.memory ||
    parsed.parameters.passes < ARGON2.passes ||
    parsed.hash.length < ARGON2.tagLength
  )
}
