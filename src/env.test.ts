import { describe, expect, it } from 'vitest'

import { getEnv } from './env'

const secret = 'x'.repeat(32)

describe('getEnv', () => {
  it('needs nothing locally and fills the defaults', () => {
    const env = getEnv({})
    expect(env).toMatchObject({
      APP_ENV: 'local',
      PORT: 3000,
      DATA_DIR: '.data',
      SEED: 'auto',
      FRONT_CACHE: 'on',
    })
    expect(env.SITE_URL).toBe('http://localhost:3000')
  })

  it('refuses to run in production without secrets, database and site URL', () => {
    expect(() => getEnv({ APP_ENV: 'production' })).toThrow(
      /PAYLOAD_SECRET[\s\S]*TOKEN_SIGNING_KEY[\s\S]*PREVIEW_SECRET[\s\S]*BACKEND_SERVICE_TOKEN[\s\S]*DATABASE_URL[\s\S]*SITE_URL/,
    )
    const complete = {
      APP_ENV: 'production',
      PAYLOAD_SECRET: secret,
      TOKEN_SIGNING_KEY: secret,
      PREVIEW_SECRET: secret,
      BACKEND_SERVICE_TOKEN: secret,
      DATABASE_URL: 'postgres://u:p@db:5432/sora',
      SITE_URL: 'https://www.soraelectric.vn',
    }
    expect(getEnv(complete).SITE_URL).toBe('https://www.soraelectric.vn')
  })

  it('rejects short secrets, weak admin passwords and odd URLs with readable messages', () => {
    expect(() => getEnv({ PAYLOAD_SECRET: 'short' })).toThrow(
      /PAYLOAD_SECRET must be at least 32 characters/,
    )
    expect(() => getEnv({ ADMIN_PASSWORD: 'admin' })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters/,
    )
    expect(() => getEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//)
    expect(() => getEnv({ PORT: 'eighty' })).toThrow(/PORT/)
  })

  it('treats empty strings as unset', () => {
    expect(getEnv({ BACKEND_URL: '', ADMIN_PASSWORD: '' }).BACKEND_URL).toBeUndefined()
  })
})
