import { randomBytes } from 'node:crypto'

/** Secrets and switches every test server or Payload instance runs with. */
export function testEnvironment(dataDir: string): Record<string, string> {
  const secret = () => randomBytes(32).toString('base64url')
  return {
    APP_ENV: 'local',
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: secret(),
    TOKEN_SIGNING_KEY: secret(),
    PREVIEW_SECRET: secret(),
    BACKEND_SERVICE_TOKEN: secret(),
    ADMIN_EMAIL: 'admin@soraelectric.vn',
    ADMIN_PASSWORD: `Test-${secret()}`,
    PAYLOAD_JOBS: 'off',
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
  }
}
