import type { PostListItemDto } from '@/contract/post'
import { icsCalendar } from '@/domain/ics'
import { formatVietnamDateTime } from '@/lib/posts/eventInfo'

/** Where an event happens, as one line: venue, province, online link. */
export const eventPlace = (event: PostListItemDto): string =>
  [event.event?.venue, event.event?.provinceName, event.event?.onlineUrl].filter(Boolean).join(', ')

/** When an event runs, as mails write it: `DD/MM/YYYY HH:mm – DD/MM/YYYY HH:mm (GMT+7)`. */
export const eventWhen = (event: PostListItemDto): string =>
  `${formatVietnamDateTime(event.event?.startTime)} – ${formatVietnamDateTime(event.event?.endTime)} (GMT+7)`

/**
 * An event post as an iCalendar file (the same UID for everyone, so a calendar updates the entry
 * when it comes again). `url` is the event page's absolute address; `note` ends the description.
 */
export function eventCalendar(event: PostListItemDto, url: string, note = ''): string {
  if (!event.event) throw new Error(`Post ${event.id} is not an event`)
  return icsCalendar({
    uid: `event-${event.id}@soraelectric.vn`,
    start: new Date(event.event.startTime),
    end: new Date(event.event.endTime),
    title: event.title,
    description: [event.summary, note].filter(Boolean).join('\n\n'),
    location: eventPlace(event) || undefined,
    url,
    stamp: new Date(),
  })
}
