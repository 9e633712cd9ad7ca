'use client'

import { useRouter } from 'next/navigation'
import { useId } from 'react'

import type { Locale } from '@/i18n/locales'
import { uploadAvatarAction } from '@/lib/actions/account'

import styles from './Profile.module.css'
import { describedBy, FieldNotes, FormMessage } from './Field'
import { useAccountForm } from './useAccountForm'

type Props = {
  locale: Locale
  /** The largest picture accepted (the server checks again, and checks the content). */
  maxBytes: number
  labels: {
    changeAvatar: string
    uploadAvatar: string
    uploading: string
    avatarHint: string
    avatarInvalid: string
    failed: string
  }
}

/** Above this, a picture is scaled down in the browser before it is sent. */
const SEND_AS_IS_BYTES = 900 * 1024
const MAX_SIDE = 1024

/**
 * A large photo is redrawn at most 1024 px wide (as WebP where the browser can) before upload:
 * the backend keeps a small picture anyway, and smaller requests stay within the server's body
 * limit. When the browser cannot decode it, the original goes and the server decides.
 */
async function smaller(file: File): Promise<File> {
  if (file.size <= SEND_AS_IS_BYTES || file.type === 'image/gif') return file
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/webp', 0.9),
    )
    if (!blob || blob.size >= file.size) return file
    const extension = blob.type.split('/')[1] ?? 'webp'
    return new File([blob], `avatar.${extension}`, { type: blob.type })
  } catch {
    return file
  }
}

/** Uploads a new profile picture. */
export function AvatarForm({ locale, maxBytes, labels }: Props) {
  const id = useId()
  const router = useRouter()
  const form = useAccountForm(uploadAvatarAction, {
    failed: labels.failed,
    validate: (data) => {
      const file = data.get('avatar')
      const usable =
        file instanceof File &&
        file.size > 0 &&
        file.size <= maxBytes &&
        (!file.type || file.type.startsWith('image/'))
      return usable
        ? null
        : { message: labels.avatarInvalid, fieldErrors: { avatar: labels.avatarInvalid } }
    },
    prepare: async (data) => {
      const file = data.get('avatar')
      if (file instanceof File) data.set('avatar', await smaller(file))
      return data
    },
    onSuccess: (_result, sent) => {
      sent.reset()
      router.refresh()
    },
  })
  const error = form.error('avatar')
  return (
    <form
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      className={styles.avatarForm}
    >
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={`${id}-avatar`} className={styles.avatarLabel}>
        {labels.changeAvatar}
      </label>
      <div className={styles.avatarRow}>
        <input
          id={`${id}-avatar`}
          name="avatar"
          type="file"
          accept="image/*"
          required
          className={styles.file}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-avatar`, labels.avatarHint, error)}
        />
        <button type="submit" className={styles.secondary} disabled={form.pending}>
          {form.pending ? labels.uploading : labels.uploadAvatar}
        </button>
      </div>
      <FieldNotes id={`${id}-avatar`} hint={labels.avatarHint} error={error} />
      <FormMessage result={form.result} attempt={form.attempt} />
    </form>
  )
}
