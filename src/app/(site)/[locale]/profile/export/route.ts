import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { accessToken } from '@/lib/auth/session'
import { myData } from '@/lib/backend/account'
import { isBackendError } from '@/lib/backend/errors'

type Context = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** `/profile/export`: everything stored about the signed-in visitor, as a JSON download. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'vi'
  const toLogin = () =>
    new Response(null, {
      status: 303,
      headers: {
        location: `${localizedPath(locale, '/login')}?redirect=${encodeURIComponent(localizedPath(locale, '/profile'))}`,
        'cache-control': 'no-store',
      },
    })
  const token = await accessToken()
  if (!token) return toLogin()
  try {
    const data = await myData(locale, token)
    const day = data.exportedAt.slice(0, 10)
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="sora-electric-du-lieu-ca-nhan-${day}.json"`,
        'cache-control': 'no-store',
      },
    })
  } catch (error) {
    if (isBackendError(error) && error.status === 401) return toLogin()
    throw error
  }
}
