import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance for the renderer's CMS reads (Local API, no HTTP). */
export const cmsPayload = (): Promise<Payload> => getPayload({ config })
