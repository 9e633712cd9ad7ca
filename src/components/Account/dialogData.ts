'use server'

import { z } from 'zod'

import { locales } from '@/i18n/locales'

import { accountDialogData } from './texts'
import type { AccountDialogData } from './types'

const localeInput = z.enum(locales).catch('vi')

/**
 * The header's sign-in dialog asks for its texts when it is first needed, so pages do not carry
 * them (nor the form code) until a visitor reaches for "Log in". Public texts only.
 */
export async function loadAccountDialogData(locale: unknown): Promise<AccountDialogData> {
  return accountDialogData(localeInput.parse(locale))
}
