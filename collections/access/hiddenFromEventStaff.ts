import type { CollectionConfig, GlobalConfig } from 'payload'

import { isEventStaffOnly } from './roles'

type Hidden = NonNullable<NonNullable<CollectionConfig['admin']>['hidden']>

/**
 * Hides a collection or global from the admin's navigation and dashboard for event staff, who
 * only check tickets in (their access is refused anyway; this keeps their admin to the door).
 */
export function hiddenFromEventStaff<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const hidden = config.admin?.hidden as Hidden | undefined
  return {
    ...config,
    admin: {
      ...config.admin,
      hidden: (args: Parameters<Exclude<Hidden, boolean>>[0]) =>
        isEventStaffOnly({ user: args.user as never }) ||
        (typeof hidden === 'function' ? hidden(args) : Boolean(hidden)),
    },
  }
}
