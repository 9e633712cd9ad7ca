'use client'

import dynamic from 'next/dynamic'

/**
 * The contact forms in a chunk of their own: every CMS page shares one route and its block
 * registry, and only the contact page should load them. They still render on the server.
 */
export const ContactForm = dynamic(() =>
  import('./ContactForm.client').then((mod) => mod.ContactForm),
)
