import type NextLink from 'next/link'
import {
  permanentRedirect as nextPermanentRedirect,
  redirect as nextRedirect,
} from 'next/navigation'
import type { ComponentProps } from 'react'

import type { Locale } from './locales'
import { localizedPath } from './paths'
import { PrefetchLink } from './PrefetchLink.client'

// next-intl's createNavigation() is not used: importing it ships its client Link to every page.

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string; locale: Locale }

/**
 * A link to a site path (`/lien-he`) in `locale` (`/en/lien-he` in English). Rendered on the
 * server with the final href, so no locale logic ships to the browser; it prefetches only where
 * the browser neither saves data nor sits on 2g (`PrefetchLink`).
 */
export function Link({ href, locale, ...rest }: LinkProps) {
  return <PrefetchLink href={localizedPath(locale, href)} {...rest} />
}

/** Redirects (307) to a site path in `locale`. */
export const redirect = (href: string, locale: Locale): never =>
  nextRedirect(localizedPath(locale, href))

/** Redirects permanently (308) to a site path in `locale`. */
export const permanentRedirect = (href: string, locale: Locale): never =>
  nextPermanentRedirect(localizedPath(locale, href))
