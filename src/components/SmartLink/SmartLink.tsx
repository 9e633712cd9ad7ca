import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

type Props = {
  href: string
  locale: Locale
  className?: string
  children: ReactNode
  'aria-label'?: string
}

/** Other sites, mail and phone links, and parts of the same page: plain links. */
const isPlain = (href: string) => /^(https?:|mailto:|tel:|#)/.test(href)

/** Site paths become locale-aware links; other sites open in a new tab, safely. */
export function SmartLink({ href, locale, className, children, ...rest }: Props) {
  if (isPlain(href)) {
    const newTab = href.startsWith('http')
    return (
      <a
        href={href}
        className={className}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {children}
      </a>
    )
  }
  return (
    <Link href={href} locale={locale} className={className} {...rest}>
      {children}
    </Link>
  )
}
