'use client'

import dynamic from 'next/dynamic'

/** An event's registration state in a chunk of its own, loaded by event pages only. */
export const EventRegistration = dynamic(() =>
  import('./EventRegistration.client').then((mod) => mod.EventRegistration),
)
