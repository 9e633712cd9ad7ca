import type { CollectionConfig } from 'payload'

import { GROUP_EVENTS } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'
import { label } from '../fields/common'

/** Events a signed-in visitor marked with the heart (`EventFavourite/*`): one row per pair. */
export const EventFavourites: CollectionConfig = {
  slug: 'event-favourites',
  labels: {
    singular: label('Sự kiện yêu thích', 'Favourite event'),
    plural: label('Sự kiện yêu thích', 'Favourite events'),
  },
  admin: { defaultColumns: ['event', 'visitor', 'createdAt'], group: GROUP_EVENTS },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isEditor, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['visitor', 'event'], unique: true }],
  fields: [
    {
      name: 'visitor',
      type: 'relationship',
      relationTo: 'visitors',
      required: true,
      index: true,
      label: label('Tài khoản', 'Account'),
      admin: { readOnly: true },
    },
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'posts',
      required: true,
      index: true,
      label: label('Sự kiện', 'Event'),
      admin: { readOnly: true },
    },
  ],
}
