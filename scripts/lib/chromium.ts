/** The Debian Chromium every browser tool here drives (never a browser a tool downloads). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Flags for this machine: no sandbox as root, no GPU, no traffic beyond the site under test. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
]
