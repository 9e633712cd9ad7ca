import { z } from 'zod'

/**
 * Every environment variable the app reads, parsed once. Documented in README ("Configuration").
 * This file is imported both by the Next.js app and by the Node scripts in `scripts/`, so it
 * depends on nothing but zod.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const optionalUrl = optionalString.pipe(z.url().optional())

const secret = (name: string) =>
  optionalString.pipe(z.string().min(32, `${name} must be at least 32 characters long`).optional())

const schema = z
  .object({
    APP_ENV: z.enum(['local', 'production']).default('local'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    SITE_URL: optionalUrl,
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
        .optional(),
    ),
    DATA_DIR: z.string().default('.data'),
    PAYLOAD_SECRET: secret('PAYLOAD_SECRET'),
    TOKEN_SIGNING_KEY: secret('TOKEN_SIGNING_KEY'),
    PREVIEW_SECRET: secret('PREVIEW_SECRET'),
    BACKEND_URL: optionalUrl,
    BACKEND_SERVICE_TOKEN: secret('BACKEND_SERVICE_TOKEN'),
    ADMIN_EMAIL: z.email().default('admin@soraelectric.vn'),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters long').optional(),
    ),
    SEED: z.enum(['auto', 'off']).default('auto'),
    CONTACT_INBOX: z.email().default('cskh@soraelectric.vn'),
    /** Contact messages, and job applications, one visitor address may send per hour. */
    LEAD_FORMS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Visitor accounts one address may create per hour. */
    ACCOUNT_REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.email().default('no-reply@soraelectric.vn'),
    TRUST_PROXY: z.enum(['on', 'off']).default('off'),
    FAULT_INJECTION: z.enum(['on', 'off']).default('off'),
    FRONT_CACHE: z.enum(['on', 'off']).default('on'),
    FRONT_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(128 * 1024 * 1024),
    NEXT_CACHE: z.enum(['on', 'off']).default('on'),
    CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(256 * 1024 * 1024),
    PAYLOAD_JOBS: z.enum(['on', 'off']).default('on'),
    DATA_DIR_EPHEMERAL: z.enum(['0', '1']).default('0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'production') return
    for (const key of [
      'PAYLOAD_SECRET',
      'TOKEN_SIGNING_KEY',
      'PREVIEW_SECRET',
      'BACKEND_SERVICE_TOKEN',
      'DATABASE_URL',
      'SITE_URL',
    ] as const) {
      if (!env[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required when APP_ENV=production`,
        })
      }
    }
  })

export type Env = z.infer<typeof schema> & { SITE_URL: string }

let cached: Env | undefined

/** Parses `process.env` (once) and throws a readable error listing every invalid variable. */
export function getEnv(source: Record<string, string | undefined> = process.env): Env {
  if (cached && source === process.env) return cached
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env: Env = {
    ...parsed.data,
    SITE_URL: parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`,
  }
  if (source === process.env) cached = env
  return env
}

/** True while `next build` evaluates modules; no request is served and no secret is used then. */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === 'phase-production-build'

/** Reads a secret that the start script guarantees at runtime; only `next build` may lack it. */
export function requireSecret(
  name: 'PAYLOAD_SECRET' | 'TOKEN_SIGNING_KEY' | 'PREVIEW_SECRET',
): string {
  const value = getEnv()[name]
  if (value) return value
  if (isBuildPhase()) return `build-phase-placeholder-${name}-never-used-for-requests`
  throw new Error(`${name} is not set. Start the site with \`npm start\`, or set ${name}.`)
}
