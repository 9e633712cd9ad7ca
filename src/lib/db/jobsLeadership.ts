import { processWide } from '@/lib/processWide'
import { onShutdown } from '@/server/lifecycle'

import { databaseUrl } from './databaseUrl'
import { createLeadership, LOCKS } from './locks'

/**
 * This instance's claim to the scheduled work (Payload's job queue, timed cache invalidations):
 * one instance at a time runs it, whichever holds the jobs lock.
 */
export const jobsLeadership = () =>
  processWide('sora.jobsLeadership', () => {
    const leadership = createLeadership(databaseUrl(), LOCKS.jobs)
    onShutdown(() => leadership.release())
    return leadership
  })
