import { TIME_ZONE } from '@/i18n/locales'

/** Today in Vietnam as `YYYY-MM-DD`: the latest date of birth a form accepts. */
export const todayInVietnam = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)

/** A stored date of birth as a form value (`YYYY-MM-DD`), or '' when it is not one. */
export const dateInputValue = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : ''
