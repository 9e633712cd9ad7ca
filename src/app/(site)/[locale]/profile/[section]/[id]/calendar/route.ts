import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { accessToken } from '@/lib/auth/session'
import { isBackendError } from '@/lib/backend/errors'
import { ticketOf } from '@/lib/backend/events'
import { eventCalendar } from '@/lib/tickets/calendar'
import { getEnv } from '@/env'

type Context = { params: Promise<{ locale: string; section: string; id: string }> }

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404 })

/** A ticket's event as an iCalendar file, for the visitor's own calendar. */
export async function GET(_request: Request, { params }: Context) {
  const { locale, section, id } = await params
  if (!isLocale(locale) || section !== 'my-tickets' || !/^[1-9]\d{0,9}$/.test(id)) return notFound()
  const token = await accessToken()
  if (!token) return new Response('Sign in first', { status: 401 })
  try {
    const ticket = await ticketOf(locale, token, Number(id))
    const event = ticket.event
    if (!event.event) return notFound()
    const calendar = eventCalendar(
      event,
      new URL(localizedPath(locale, event.detailUrl), getEnv().SITE_URL).toString(),
      ticket.ticketCode ?? '',
    )
    return new Response(calendar, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="su-kien-${event.id}.ics"`,
        'cache-control': 'private, no-store',
      },
    })
  } catch (error) {
    if (isBackendError(error) && (error.status === 404 || error.status === 400)) return notFound()
    if (isBackendError(error) && error.status === 401)
      return new Response('Sign in first', { status: 401 })
    throw error
  }
}
