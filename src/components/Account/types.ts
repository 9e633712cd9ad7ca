import type { Locale } from '@/i18n/locales'
import type { AccountMessages } from '@/lib/auth/forms'
import type { ProfilePage } from '@/lib/auth/routes'

/**
 * What the account forms receive from the server: the translated texts they show, by key, so a
 * form never loads a message catalogue of its own. Each list names the keys one form uses.
 */

type Labels<K extends readonly string[]> = Record<K[number], string>

export const PASSWORD_TOGGLE_KEYS = ['showPassword', 'hidePassword'] as const
export type PasswordToggleLabels = Labels<typeof PASSWORD_TOGGLE_KEYS>

export const SIGN_IN_KEYS = [
  ...PASSWORD_TOGGLE_KEYS,
  'email',
  'emailPlaceholder',
  'password',
  'submitLogin',
  'signingIn',
  'forgotLink',
  'noAccount',
  'registerLink',
  'or',
  'withGoogle',
  'withFacebook',
  'failed',
  'continue',
] as const
export type SignInLabels = Labels<typeof SIGN_IN_KEYS>

export const FORGOT_KEYS = [
  'email',
  'emailPlaceholder',
  'submitForgot',
  'sendingForgot',
  'backToLogin',
  'failed',
] as const
export type ForgotLabels = Labels<typeof FORGOT_KEYS>

export const REGISTER_KEYS = [
  ...PASSWORD_TOGGLE_KEYS,
  'email',
  'emailPlaceholder',
  'password',
  'confirmPassword',
  'passwordHint',
  'submitRegister',
  'registering',
  'optional',
  'choose',
  'haveAccount',
  'login',
  'or',
  'withGoogle',
  'withFacebook',
  'failed',
  'continue',
] as const
export type RegisterLabels = Labels<typeof REGISTER_KEYS>

export const RESET_KEYS = [
  ...PASSWORD_TOGGLE_KEYS,
  'newPassword',
  'confirmNewPassword',
  'passwordHint',
  'submitReset',
  'resetting',
  'failed',
  'continue',
] as const
export type ResetLabels = Labels<typeof RESET_KEYS>

export const CHANGE_KEYS = [
  ...PASSWORD_TOGGLE_KEYS,
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
  'passwordHint',
  'submitChange',
  'changing',
  'failed',
  'continue',
] as const
export type ChangeLabels = Labels<typeof CHANGE_KEYS>

/** Which social providers are configured (and so offered). */
export type OfferedProviders = { google: boolean; facebook: boolean }

/** Everything a sign-in form needs besides its locale and `redirect`. */
export type SignInSetup = {
  labels: SignInLabels
  messages: AccountMessages
  providers: OfferedProviders
}

/** The header's sign-in and forgot-password dialogs, loaded on first use. */
export type AccountDialogData = {
  signIn: SignInSetup
  forgot: { labels: ForgotLabels; messages: AccountMessages }
  dialog: {
    loginTitle: string
    loginIntro: string
    forgotTitle: string
    forgotIntro: string
    close: string
  }
}

export type AccountDialogProps = {
  locale: Locale
  data: AccountDialogData
  /** Where signing in returns to: the page the dialog was opened on. */
  redirect: string
  /** Called once the last dialog has closed (Escape, the close button or the backdrop). */
  onClosed: () => void
}

/** The side menu's entries: the two fixed pages and the profile's own pages. */
export type ProfileSection = 'info' | 'changePassword' | ProfilePage

/** Each profile page's title and empty-state message keys (namespace `profile`). */
export const PROFILE_PAGE_TEXTS = {
  'my-events': { title: 'myEvents', empty: 'emptyMyEvents' },
  'favourite-events': { title: 'favouriteEvents', empty: 'emptyFavouriteEvents' },
  'my-tickets': { title: 'myTickets', empty: 'emptyMyTickets' },
  'purchased-tickets': { title: 'purchasedTickets', empty: 'emptyPurchasedTickets' },
  'transaction-history': { title: 'transactions', empty: 'emptyTransactions' },
} as const satisfies Record<ProfilePage, { title: string; empty: string }>

/** `path` with `?redirect=` when there is somewhere to return to. */
export const withRedirect = (path: string, redirect: string | undefined) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path
