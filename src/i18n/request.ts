import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { TIME_ZONE } from './locales'
import { loadMessages } from './messages'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: TIME_ZONE,
    formats: {
      dateTime: {
        short: { day: '2-digit', month: '2-digit', year: 'numeric' },
        long: { day: '2-digit', month: 'long', year: 'numeric' },
      },
    },
  }
})
