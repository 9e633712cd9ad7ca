import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** Locale-aware links and redirects; site code uses these, never `next/link` directly. */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing)
