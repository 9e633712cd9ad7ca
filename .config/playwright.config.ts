import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium'
import { startMailSink } from '../tests/helpers/mailSink'
import { startOidcProvider } from '../tests/helpers/oidcProvider'

/**
 * End-to-end tests: the production build, started by `npm start`'s script on a fresh embedded
 * database, driven by Debian's Chromium (never a downloaded browser) at 1440 px and 375 px.
 */
const port = Number(process.env.E2E_PORT ?? 3199)
const baseURL = `http://127.0.0.1:${port}`

// The runner and its workers share these through the environment.
process.env.E2E_ADMIN_PASSWORD ??= `E2e-${randomBytes(12).toString('base64url')}`
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sora-e2e-'))
  // Reachable by the unprivileged user PostgreSQL runs as when tests run as root.
  chmodSync(process.env.E2E_DATA_DIR, 0o755)
}

// The runner (not its workers, which inherit these variables) starts a real SMTP server writing
// what the site mails to E2E_MAIL_DIR, and a local OpenID provider standing in for Google and
// Facebook; the site under test is pointed at both.
if (!process.env.E2E_MAIL_DIR) {
  const mailDir = `${process.env.E2E_DATA_DIR}-mail`
  const sink = await startMailSink(mailDir)
  const provider = await startOidcProvider({
    redirectUris: ['', '/en'].flatMap((prefix) =>
      ['google', 'facebook'].map((name) => `${baseURL}${prefix}/login?providerkey=${name}`),
    ),
  })
  process.env.E2E_MAIL_DIR = mailDir
  process.env.E2E_SMTP_URL = sink.url
  process.env.E2E_SOCIAL_ENV = JSON.stringify(provider.env())
}

const root = path.resolve(import.meta.dirname, '..')

export default defineConfig({
  testDir: path.join(root, 'tests/e2e'),
  outputDir: path.join(root, 'test-results'),
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    trace: 'retain-on-failure',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'desktop',
      // Tests of one screen size's own controls are tagged @small-screen or @large-screen.
      grepInvert: /@small-screen/,
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      // Editors work in the admin on desktop; the admin and the server tests run once.
      testIgnore: /(admin|instances|validity|security)\.spec\.ts/,
      // Besides the desktop's own controls (@large-screen), phones skip:
      // - @any-screen: tests whose outcome does not depend on the screen size (HTTP answers,
      //   redirects, headers, feeds, downloads through `request`, markup and structured data as
      //   the server renders it); they run once, at desktop size;
      // - @english-twin: the English copy of a UI flow generated for each language; it runs the
      //   same code with other texts and the /en prefix, so phones run the Vietnamese copy only.
      grepInvert: /@large-screen|@any-screen|@english-twin/,
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    // The Node running the tests (24), whatever `node` is first on PATH.
    command: `"${process.execPath}" scripts/start.ts`,
    cwd: root,
    url: `${baseURL}/`,
    timeout: 12 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATA_DIR_EPHEMERAL: '1',
      ADMIN_EMAIL: 'admin@soraelectric.vn',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      NEXT_TELEMETRY_DISABLED: '1',
      // `/fault-test` throws, for the error page's tests.
      FAULT_INJECTION: 'on',
      // Every test shares 127.0.0.1: the hourly cap on contact forms would refuse the later ones.
      LEAD_FORMS_PER_HOUR: '500',
      // …and so would the hourly cap on new accounts (accounts, events, check-in, the landing).
      ACCOUNT_REGISTRATIONS_PER_HOUR: '500',
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      ...(JSON.parse(process.env.E2E_SOCIAL_ENV ?? '{}') as Record<string, string>),
    },
  },
})
