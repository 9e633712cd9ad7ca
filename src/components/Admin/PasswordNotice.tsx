import Link from 'next/link'
import type { ServerProps } from 'payload'

/**
 * Above every admin page while the signed-in account still has its generated password: nothing
 * can be saved until it is changed (`collections/hooks/passwordDuty.ts`), and this says where.
 */
export function PasswordNotice({ user, i18n }: ServerProps) {
  if (!(user as { mustChangePassword?: boolean | null } | undefined)?.mustChangePassword)
    return null
  const vi = i18n.language === 'vi'
  return (
    <div
      role="alert"
      style={{
        background: '#c8102e',
        color: '#fff',
        padding: '12px 24px',
        fontWeight: 600,
      }}
    >
      {vi
        ? 'Tài khoản đang dùng mật khẩu được tạo tự động. Hãy đổi mật khẩu trước khi làm việc khác: '
        : 'This account still uses its generated password. Change it before anything else: '}
      <Link href="/admin/account" style={{ color: '#fff', textDecoration: 'underline' }}>
        {vi ? 'đổi mật khẩu' : 'change the password'}
      </Link>
    </div>
  )
}
