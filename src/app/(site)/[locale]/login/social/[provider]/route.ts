import { isLocale } from '@/i18n/locales'
import { startSocialSignIn } from '@/lib/auth/social'

type Context = { params: Promise<{ locale: string; provider: string }> }

export const dynamic = 'force-dynamic'

/** `/login/social/google|facebook?redirect=`: off to the provider (spec §4 social flow). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale, provider } = await params
  const target = await startSocialSignIn(
    isLocale(locale) ? locale : 'vi',
    provider,
    new URL(request.url).searchParams.get('redirect'),
  )
  return new Response(null, {
    status: 303,
    headers: { location: target, 'cache-control': 'no-store' },
  })
}
