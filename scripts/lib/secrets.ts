import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Secrets the app needs; generated once into `<dataDir>/secrets.json` when not given. */
export const SECRET_NAMES = [
  'PAYLOAD_SECRET',
  'TOKEN_SIGNING_KEY',
  'PREVIEW_SECRET',
  'BACKEND_SERVICE_TOKEN',
  'EMBEDDED_PG_PASSWORD',
] as const
export type SecretName = (typeof SECRET_NAMES)[number]

const generate = (): string => randomBytes(32).toString('base64url')

/**
 * Returns every secret: from the environment when set, else from the secrets file, else newly
 * generated and saved (mode 0600). Production must pass its secrets explicitly (see env.ts).
 */
export function loadSecrets(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  allowGenerate: boolean,
): Record<SecretName, string | undefined> {
  const file = path.join(dataDir, 'secrets.json')
  const stored: Partial<Record<SecretName, string>> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {}
  let changed = false
  const result = {} as Record<SecretName, string | undefined>
  for (const name of SECRET_NAMES) {
    const given = env[name]?.trim()
    if (given) {
      result[name] = given
      continue
    }
    if (!stored[name] && allowGenerate) {
      stored[name] = generate()
      changed = true
    }
    result[name] = stored[name]
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 })
    chmodSync(file, 0o600)
  }
  return result
}
