'use client'
/* eslint-disable @next/next/no-html-link-for-pages -- after a root layout failed, only a full page load recovers the app */

/**
 * Errors in a root layout itself (nothing else can render), for the site and the admin alike:
 * a plain bilingual page linking home. No details of the error are shown.
 */
export default function GlobalError() {
  return (
    <html lang="vi">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '10vh 16px' }}
      >
        <main>
          <p style={{ fontSize: '4rem', fontWeight: 900, color: '#c8102e', margin: 0 }}>500</p>
          <h1>Đã có lỗi xảy ra</h1>
          <p lang="en">Something went wrong</p>
          <p>
            <a href="/">Về trang chủ</a> ·{' '}
            <a href="/en" lang="en">
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
