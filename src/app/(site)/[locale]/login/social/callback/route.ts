import { isLocale } from '@/i18n/locales'
import { finishSocialSignIn } from '@/lib/auth/social'

type Context = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** The provider's return to `/login?providerkey=` (rewritten here by the proxy). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale } = await params
  const target = await finishSocialSignIn(
    isLocale(locale) ? locale : 'vi',
    new URL(request.url).searchParams,
  )
  return new Response(null, {
    status: 303,
    headers: { location: target, 'cache-control': 'no-store' },
  })
}
