import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import type { ReactNode } from 'react'

import { isStaffRequest } from '../../../../collections/access/roles'
import styles from './translations.module.css'

/**
 * Payload serves custom views without checking the session: anyone but staff is sent to the
 * sign-in page, and comes back here after it. Call before reading anything.
 */
export function requireStaff(
  req: PayloadRequest,
  path: string,
  allowed: (req: PayloadRequest) => boolean = isStaffRequest,
): void {
  const adminRoute = req.payload.config.routes.admin
  if (!allowed(req))
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}${path}`)}`)
}

/** A custom admin view inside Payload's default template (navigation, header). */
export function AdminFrame({
  props,
  path,
  title,
  children,
  allowed,
}: {
  props: AdminViewServerProps
  path: string
  title: string
  children: ReactNode
  /** Who may open the view (default: staff with a content role). */
  allowed?: (req: PayloadRequest) => boolean
}) {
  const { initPageResult, params, searchParams } = props
  const { req, locale, permissions, visibleEntities } = initPageResult
  requireStaff(req, path, allowed)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{
        collections: visibleEntities.collections,
        globals: visibleEntities.globals,
      }}
    >
      <Gutter className={styles.view}>
        <h1>{title}</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
