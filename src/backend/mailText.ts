import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { escapeHtml } from '@/lib/html/escape'

/** The absolute address of a page of this site in `language`, for a mail. */
export const siteLink = (language: Locale, path: string): string =>
  new URL(localizedPath(language, path), getEnv().SITE_URL).toString()

/**
 * The HTML part of a plain-text mail: one paragraph a line, the addresses clickable, and
 * `after` (already HTML, e.g. an inline image) at the end.
 */
export function textMailHtml(text: string, { after = '' }: { after?: string } = {}): string {
  const paragraphs = text
    .trim()
    .split('\n')
    .map((line) =>
      line
        ? `<p style="margin:0 0 8px">${escapeHtml(line).replace(
            /https?:\/\/[^\s<]+/g,
            (url) => `<a href="${url}">${url}</a>`,
          )}</p>`
        : '',
    )
    .join('')
  return `<div style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs}${after}</div>`
}
