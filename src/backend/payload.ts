import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance the reference backend stores its data in (shared with the CMS). */
export const backendPayload = (): Promise<Payload> => getPayload({ config })
