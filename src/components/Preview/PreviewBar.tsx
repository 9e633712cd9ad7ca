import type { Locale } from '@/i18n/locales'
import { isDraftMode, previewer } from '@/lib/preview/draft'

import { PreviewBarClient } from './PreviewBar.lazy'

/** Editors' texts, kept here: the bar is never shown to visitors, so it is no interface text. */
const TEXTS = {
  vi: {
    label: 'Bản xem trước',
    draft: 'Bản nháp mới nhất, chưa xuất bản',
    signIn: 'Đăng nhập trang quản trị để xem bản nháp',
    exit: 'Thoát xem trước',
  },
  en: {
    label: 'Preview',
    draft: 'Latest draft, not published',
    signIn: 'Sign in to the admin to see drafts',
    exit: 'Exit preview',
  },
} satisfies Record<Locale, Record<string, string>>

/**
 * The preview bar, shown in draft mode only. A page rendered for the cache sees draft mode off
 * without reading a cookie, so this adds nothing to cached pages, nor any JavaScript to them.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  if (!(await isDraftMode())) return null
  const texts = TEXTS[locale]
  const staff = (await previewer()) !== null
  return (
    <PreviewBarClient
      label={texts.label}
      note={staff ? texts.draft : texts.signIn}
      exit={texts.exit}
    />
  )
}
