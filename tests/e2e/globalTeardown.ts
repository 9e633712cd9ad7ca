import { rmSync } from 'node:fs'

/** Removes the end-to-end run's data directory (database, media) once the server has stopped. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR
  if (dataDir?.includes('sora-e2e-')) rmSync(dataDir, { recursive: true, force: true })
}
