import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { CallInput } from '@/contract/call'
import type { externalAuthenticate } from '@/contract/account'
import { STORABLE_EMAIL } from '@/contract/params'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { drizzleOf } from '@/lib/db/drizzle'
import {
  exchangeCode,
  fetchSocialProfile,
  isSocialProvider,
  type SocialProfile,
  type SocialProvider,
  socialProviderConfig,
  SocialSignInError,
} from '@/lib/auth/socialProviders'

import { BackendFault } from '../errors'
import { openSession } from './visitorAuth'

/**
 * `TokenAuth/ExternalAuthenticate`: the backend asks the provider itself (exchanging the
 * authorisation code with its PKCE verifier, or reading the profile with the provider's access
 * token) and never takes a browser's word for who someone is. The first sign-in creates the
 * account, or links it to the account with the same e-mail when the provider vouches for that
 * address; the social picture is kept.
 */

export const INVALID_PROVIDER = 'Provider không hợp lệ'

const FAILED: Record<Locale, string> = {
  vi: 'Có lỗi trong quá trình thực thi. Vui lòng thử lại sau.',
  en: 'Something went wrong. Please try again later.',
}
const NO_EMAIL: Record<Locale, string> = {
  vi: 'Tài khoản mạng xã hội này không cho biết địa chỉ email. Vui lòng đăng ký bằng email.',
  en: 'This social account does not share an e-mail address. Please register with your e-mail.',
}
const NOT_VERIFIED: Record<Locale, string> = {
  vi: 'Email này đã có tài khoản nhưng chưa được nhà cung cấp xác minh. Vui lòng đăng nhập bằng mật khẩu.',
  en: 'This e-mail already has an account, but the provider has not verified it. Please sign in with your password.',
}

type Input = CallInput<typeof externalAuthenticate>

/** Callback addresses the site itself registers with providers: its login page, per language. */
function isOwnCallback(redirectUri: string, provider: SocialProvider): boolean {
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    return false
  }
  return (
    url.origin === new URL(getEnv().SITE_URL).origin &&
    (url.pathname === '/login' || url.pathname === '/en/login') &&
    url.search === `?providerkey=${provider}` &&
    !url.hash
  )
}

async function providerProfile(
  culture: Locale,
  provider: SocialProvider,
  input: Input,
): Promise<SocialProfile> {
  const code = input.providerAccessCode
  const failed = () => new BackendFault(401, FAILED[culture], FAILED[culture])
  if (!code) throw failed()
  let accessToken = code
  if (input.codeVerifier || input.redirectUri) {
    if (!input.codeVerifier || !input.redirectUri || !isOwnCallback(input.redirectUri, provider))
      throw failed()
    accessToken = await exchangeCode(provider, {
      code,
      codeVerifier: input.codeVerifier,
      redirectUri: input.redirectUri,
    })
  }
  const profile = await fetchSocialProfile(provider, accessToken)
  // A social id the caller names must be the provider's own.
  const claimed = input.providerKey ?? input.socialId
  if (claimed && claimed !== profile.subject) throw failed()
  return profile
}

const idColumn = (provider: SocialProvider) =>
  provider === 'google' ? sql.raw('google_id') : sql.raw('facebook_id')

async function accountFor(
  payload: Payload,
  culture: Locale,
  profile: SocialProfile,
): Promise<number> {
  const column = idColumn(profile.provider)
  const db = drizzleOf(payload)
  const picture = profile.picture
  const linked = await db.execute<{ id: number }>(
    sql`SELECT id FROM visitors WHERE ${column} = ${profile.subject} LIMIT 1`,
  )
  if (linked.rows[0]) {
    const id = Number(linked.rows[0].id)
    if (picture)
      await db.execute(sql`UPDATE visitors SET social_picture_url = ${picture} WHERE id = ${id}`)
    return id
  }
  const email = profile.email?.trim().toLowerCase()
  if (!email || email.length > 254 || !STORABLE_EMAIL.test(email))
    throw new BackendFault(400, NO_EMAIL[culture], NO_EMAIL[culture])
  const existing = await db.execute<{ id: number }>(
    sql`SELECT id FROM visitors WHERE email = ${email} LIMIT 1`,
  )
  if (existing.rows[0]) {
    if (!profile.emailVerified)
      throw new BackendFault(400, NOT_VERIFIED[culture], NOT_VERIFIED[culture])
    const id = Number(existing.rows[0].id)
    await db.execute(sql`
      UPDATE visitors SET ${column} = ${profile.subject},
        social_picture_url = COALESCE(${picture}, social_picture_url),
        full_name = COALESCE(full_name, ${profile.name}), updated_at = now()
      WHERE id = ${id}`)
    return id
  }
  try {
    const created = await payload.create({
      collection: 'visitors',
      data: {
        email,
        fullName: profile.name ?? undefined,
        language: culture,
        socialPictureUrl: picture ?? undefined,
        ...(profile.provider === 'google'
          ? { googleId: profile.subject }
          : { facebookId: profile.subject }),
      },
      overrideAccess: true,
      depth: 0,
    })
    return Number(created.id)
  } catch (error) {
    // The same first sign-in arriving twice at once: the other request created the account
    // (the unique e-mail index refused this one), so this one signs in to it.
    const again = await db.execute<{ id: number }>(
      sql`SELECT id FROM visitors WHERE email = ${email} AND ${column} = ${profile.subject} LIMIT 1`,
    )
    if (again.rows[0]) return Number(again.rows[0].id)
    throw error
  }
}

export async function socialSignIn(payload: Payload, culture: Locale, input: Input) {
  const name = input.authProvider ?? input.providerName
  if (!isSocialProvider(name) || !socialProviderConfig(name))
    throw new BackendFault(400, INVALID_PROVIDER, INVALID_PROVIDER)
  let profile: SocialProfile
  try {
    profile = await providerProfile(culture, name, input)
  } catch (error) {
    if (error instanceof SocialSignInError) {
      console.info(`[social] ${name} sign-in refused: ${error.reason}`)
      throw new BackendFault(401, FAILED[culture], FAILED[culture])
    }
    throw error
  }
  return openSession(payload, await accountFor(payload, culture, profile))
}
