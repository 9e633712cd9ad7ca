import { redirect } from 'next/navigation'
import type { ServerProps } from 'payload'

import { isEventStaffOnly } from '../../../../collections/access/roles'
import { CHECK_IN_PATH } from './checkInTexts'

/** Event staff have nothing on the dashboard: signing in takes them straight to the check-in. */
export function EventStaffHome({ payload, user }: ServerProps) {
  if (user && isEventStaffOnly({ user })) redirect(`${payload.config.routes.admin}${CHECK_IN_PATH}`)
  return null
}
