import type { CollectionConfig } from 'payload'

import { GROUP_EVENTS } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'
import { label } from '../fields/common'

/**
 * Which events were announced to the subscribers, and to how many: one row per event, written
 * when its announcement mails are queued. The unique event is what makes an announcement go out
 * once, whatever publishes, republishes or edits the event afterwards.
 */
export const EventAnnouncements: CollectionConfig = {
  slug: 'event-announcements',
  labels: {
    singular: label('Thông báo sự kiện', 'Event announcement'),
    plural: label('Thông báo sự kiện đã gửi', 'Event announcements'),
  },
  admin: {
    defaultColumns: ['event', 'recipients', 'createdAt'],
    group: GROUP_EVENTS,
    description: label(
      'Mỗi sự kiện mới được công bố sẽ được gửi thư báo một lần đến người đăng ký nhận tin đã xác nhận.',
      'Each newly published event is mailed once to the confirmed subscribers.',
    ),
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isEditor, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'posts',
      required: true,
      unique: true,
      label: label('Sự kiện', 'Event'),
      admin: { readOnly: true },
    },
    {
      name: 'recipients',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: label('Số người nhận', 'Recipients'),
      admin: { readOnly: true },
    },
  ],
}
