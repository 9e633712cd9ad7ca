'use client'

import { Link } from '@/i18n/navigation'

/**
 * Errors in the root layout itself (nothing else can render): a plain bilingual page, linking
 * home. No details of the error are shown.
 */
export default function GlobalError() {
  return (
    <html lang="vi">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '10vh 16px' }}
      >
        <p style={{ fontSize: '4rem', fontWeight: 900, color: '#c8102e', margin: 0 }}>500</p>
        <h1>Đã có lỗi xảy ra</h1>
        <p lang="en">Something went wrong</p>
        <p>
          <Link href="/" locale="vi">
            Về trang chủ
          </Link>{' '}
          ·{' '}
          <Link href="/" locale="en">
            Go to the home page
          </Link>
        </p>
      </body>
    </html>
  )
}
