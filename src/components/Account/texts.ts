import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { AccountMessages } from '@/lib/auth/forms'
import { socialProviderConfig, type SocialProvider } from '@/lib/auth/socialProviders'

import {
  FORGOT_KEYS,
  SIGN_IN_KEYS,
  type AccountDialogData,
  type OfferedProviders,
  type SignInSetup,
} from './types'

/** The texts of `keys` in `namespace`, as a plain record a client form can take as a prop. */
export async function textsOf<const K extends string>(
  locale: Locale,
  namespace: 'account' | 'profile',
  keys: readonly K[],
): Promise<Record<K, string>> {
  const t = await getTranslations({ locale, namespace })
  return Object.fromEntries(keys.map((key) => [key, t(key as string)])) as Record<K, string>
}

const MESSAGE_KEYS = [
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'incomplete',
  'passwordLength',
  'passwordMismatch',
  'nameRequired',
  'phoneInvalid',
  'dateInvalid',
] as const satisfies readonly (keyof AccountMessages)[]

/** The validation messages the shared form schemas speak (`src/lib/auth/forms.ts`). */
export const accountMessages = (locale: Locale): Promise<AccountMessages> =>
  textsOf(locale, 'account', MESSAGE_KEYS)

/** A provider is offered when it is configured; a misconfigured one is left out, not fatal. */
function offered(provider: SocialProvider): boolean {
  try {
    return socialProviderConfig(provider) !== undefined
  } catch (error) {
    console.error(`[account] ${provider} sign-in is misconfigured`, error)
    return false
  }
}

export const offeredProviders = (): OfferedProviders => ({
  google: offered('google'),
  facebook: offered('facebook'),
})

/** Texts, messages and providers of the sign-in form (page and dialog). */
export async function signInSetup(locale: Locale): Promise<SignInSetup> {
  const [labels, messages] = await Promise.all([
    textsOf(locale, 'account', SIGN_IN_KEYS),
    accountMessages(locale),
  ])
  return { labels, messages, providers: offeredProviders() }
}

/** What the header's dialogs show. */
export async function accountDialogData(locale: Locale): Promise<AccountDialogData> {
  const [signIn, forgot, dialog, messages] = await Promise.all([
    signInSetup(locale),
    textsOf(locale, 'account', FORGOT_KEYS),
    textsOf(locale, 'account', [
      'loginTitle',
      'loginIntro',
      'forgotTitle',
      'forgotIntro',
      'close',
    ] as const),
    accountMessages(locale),
  ])
  return { signIn, forgot: { labels: forgot, messages }, dialog }
}
