import { EventPanel } from '@/components/Post/EventPanel'
import { getPost } from '@/lib/backend/posts'
import { isBackendError } from '@/lib/backend/errors'
import type { EventRegistrationBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'
import styles from './EventRegistration.module.css'

const eventIdOf = (event: Block['event']): number | null =>
  typeof event === 'number' ? event : (event?.id ?? null)

/**
 * An event's facts and registration form on a landing page. The event is read live from the
 * backend; one that is no longer published leaves no trace here. Signing in to register comes
 * back to this page.
 */
export async function EventRegistrationBlock({ block, locale, path }: BlockProps<Block>) {
  const id = eventIdOf(block.event)
  if (id === null) return null
  const post = await getPost(locale, id).catch((error: unknown) => {
    if (isBackendError(error) && error.status === 404) return null
    throw error
  })
  if (!post?.event) return null
  const headingId = `${block.anchor || 'dang-ky'}-title`
  return (
    <section
      id={block.anchor || 'dang-ky'}
      className={`section ${styles.registration}`}
      aria-labelledby={block.heading ? headingId : undefined}
    >
      <div className="container">
        {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
        {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
        <EventPanel
          event={post.event}
          eventId={post.id}
          path={path ?? post.detailUrl}
          locale={locale}
        />
      </div>
    </section>
  )
}
