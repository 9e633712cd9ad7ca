/** `npm run build`: the production build, stamped so `npm start` knows it is current. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { runBuild } from './lib/build.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
await runBuild(root, { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
