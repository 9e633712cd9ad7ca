import { createTranslator } from 'next-intl'

import en from '@/i18n/messages/en.json'
import vi from '@/i18n/messages/vi.json'

/**
 * A stand-in for `next-intl/server` in integration tests. Outside a React server bundle it
 * resolves to its client stub, whose `getTranslations` throws "not supported in Client
 * Components"; this one translates with the real messages. Use it as
 * `vi.mock('next-intl/server', () => import('../helpers/nextIntlServer'))`.
 */
const messages: Record<string, unknown> = { vi, en }

const translator = createTranslator as unknown as (config: {
  locale: string
  messages: unknown
  namespace: string
}) => unknown

export const getTranslations = async ({
  locale,
  namespace,
}: {
  locale: string
  namespace: string
}) => translator({ locale, messages: messages[locale], namespace })
