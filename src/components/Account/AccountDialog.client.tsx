'use client'

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'

import { CloseIcon } from '@/components/Icons/CloseIcon'

import styles from './Account.module.css'
import { ForgotPasswordForm } from './ForgotPasswordForm.client'
import { SignInForm } from './SignInForm.client'
import type { AccountDialogProps } from './types'

export { loadAccountDialogData } from './dialogData'

type View = 'signIn' | 'forgot'

type ModalProps = {
  dialogRef: RefObject<HTMLDialogElement | null>
  titleId: string
  title: string
  intro: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/** One native modal dialog: named by its heading, closed by Escape, its button or the backdrop. */
function Modal({ dialogRef, titleId, title, intro, closeLabel, onClose, children }: ModalProps) {
  const pressedOnBackdrop = useRef(false)
  useEffect(() => {
    const dialog = dialogRef.current
    // Escape belongs to the dialog: menus around the trigger must not close on it too.
    const keepEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.stopPropagation()
    }
    dialog?.addEventListener('keydown', keepEscape)
    return () => dialog?.removeEventListener('keydown', keepEscape)
  }, [dialogRef])
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget)
          event.currentTarget.close()
        pressedOnBackdrop.current = false
      }}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.dialogClose}
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </dialog>
  )
}

/** Opens `dialog` as a modal and puts the cursor in its first field. */
function present(dialog: HTMLDialogElement | null) {
  if (!dialog) return
  if (!dialog.open) dialog.showModal()
  dialog.querySelector<HTMLElement>('input:not([type=hidden])')?.focus()
}

/**
 * The header's sign-in dialog and its forgot-password twin: "Forgot your password?" closes the
 * one and opens the other in place, "Back to log in" the reverse. Loaded only when a visitor
 * reaches for "Log in" (see `AccountEntry`).
 */
export function AccountDialog({ locale, data, redirect, onClosed }: AccountDialogProps) {
  const id = useId()
  const signIn = useRef<HTMLDialogElement>(null)
  const forgot = useRef<HTMLDialogElement>(null)
  // Set while one dialog closes so that the other opens, rather than ending the whole thing.
  const next = useRef<View | null>(null)

  useEffect(() => present(signIn.current), [])

  const switchTo = (view: View) => {
    next.current = view
    ;(view === 'forgot' ? signIn : forgot).current?.close()
  }
  const closed = () => {
    const view = next.current
    next.current = null
    if (view) present((view === 'forgot' ? forgot : signIn).current)
    else onClosed()
  }

  return (
    <>
      <Modal
        dialogRef={signIn}
        titleId={`${id}-signin`}
        title={data.dialog.loginTitle}
        intro={data.dialog.loginIntro}
        closeLabel={data.dialog.close}
        onClose={closed}
      >
        <SignInForm
          locale={locale}
          redirect={redirect}
          labelledBy={`${id}-signin`}
          onForgot={() => switchTo('forgot')}
          {...data.signIn}
        />
      </Modal>
      <Modal
        dialogRef={forgot}
        titleId={`${id}-forgot`}
        title={data.dialog.forgotTitle}
        intro={data.dialog.forgotIntro}
        closeLabel={data.dialog.close}
        onClose={closed}
      >
        <ForgotPasswordForm
          locale={locale}
          redirect={redirect}
          labelledBy={`${id}-forgot`}
          onBackToLogin={() => switchTo('signIn')}
          {...data.forgot}
        />
      </Modal>
    </>
  )
}
