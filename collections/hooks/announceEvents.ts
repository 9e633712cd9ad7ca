import type { CollectionAfterChangeHook } from 'payload'

/**
 * A published event is announced to the subscribers within seconds of the save (after the
 * transaction commits; the announcement claims the event, so saving again mails nobody twice).
 * Quiet writes (seeding, imports: `disableRevalidate`) leave it to the timed-content clock.
 */
export const announcePublishedEvent: CollectionAfterChangeHook = ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc
  if (doc.categoryType !== 'Event' || doc._status !== 'published') return doc
  import('@/backend/services/eventAnnouncements')
    .then(({ kickEventAnnouncements }) => kickEventAnnouncements(req.payload))
    .catch((error: unknown) =>
      req.payload.logger.error(`Event announcements not started: ${String(error)}`),
    )
  return doc
}
