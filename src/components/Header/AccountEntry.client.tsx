'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'

import type { AccountDialogData, AccountDialogProps } from '@/components/Account/types'
import type { Locale } from '@/i18n/locales'
import { splitLocale } from '@/i18n/paths'
import { AUTH_COOKIES, routeAccess } from '@/lib/auth/routes'

import { cookieValue, useCookies } from '../browserState'
import styles from './Header.module.css'

type Props = { loginHref: string; profileHref: string; loginLabel: string; profileLabel: string }

type Profile = { name: string; avatar?: string | null; socialPicture?: string | null }

function readProfile(cookies: string): Profile | null {
  const raw = cookieValue(cookies, AUTH_COOKIES.profile)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && typeof (parsed as Profile).name === 'string')
      return parsed as Profile
  } catch {
    // A malformed cookie means signed out.
  }
  return null
}

type LoadedDialog = { Dialog: ComponentType<AccountDialogProps>; data: AccountDialogData }

// One load per language for the whole page (the entry is rendered twice: top bar and drawer).
const dialogs = new Map<Locale, Promise<LoadedDialog>>()

/** The sign-in dialog's code and texts, fetched on first need so pages do not carry them. */
function loadDialog(locale: Locale): Promise<LoadedDialog> {
  let loading = dialogs.get(locale)
  if (!loading) {
    loading = import('@/components/Account/AccountDialog.client').then(async (module) => ({
      Dialog: module.AccountDialog,
      data: await module.loadAccountDialogData(locale),
    }))
    loading.catch(() => dialogs.delete(locale))
    dialogs.set(locale, loading)
  }
  return loading
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Remembers, for anonymous visitors, the last page worth returning to after signing in (spec
 * §4): not the home page and not an account page.
 */
function useLastRoute(pathname: string) {
  useEffect(() => {
    if (readProfile(document.cookie)) return
    const { pathname: path, search, protocol } = window.location
    if (splitLocale(path).path === '/' || routeAccess(path)) return
    const secure = protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${AUTH_COOKIES.lastRoute}=${encodeURIComponent(`${path}${search}`)}; path=/; SameSite=Lax${secure}`
  }, [pathname])
}

/**
 * "Log in" for anonymous visitors: a link to the login page that, with JavaScript, opens the
 * sign-in form in a dialog instead (loaded when the pointer or focus reaches the link). Signed
 * in: name and avatar (falling back to the social picture, spec §4) linking to the profile.
 * Rendered on the client so cached pages stay shared.
 */
export function AccountEntry({ loginHref, profileHref, loginLabel, profileLabel }: Props) {
  const profile = readProfile(useCookies())
  const pathname = usePathname()
  const trigger = useRef<HTMLAnchorElement>(null)
  const [open, setOpen] = useState<(LoadedDialog & { redirect: string }) | null>(null)
  const [busy, setBusy] = useState(false)
  const locale = splitLocale(loginHref).locale
  useLastRoute(pathname)

  // Signing in re-renders the page under the dialog; the dialog stays until the page is left.
  const dialog = open
    ? createPortal(
        <open.Dialog
          locale={locale}
          data={open.data}
          redirect={open.redirect}
          onClosed={() => {
            setOpen(null)
            trigger.current?.focus()
          }}
        />,
        document.body,
      )
    : null

  if (!profile) {
    const preload = () => void loadDialog(locale).catch(() => undefined)
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      // New tabs, and the account pages themselves, keep the plain link.
      if (!plainClick(event) || routeAccess(window.location.pathname) === 'guest') return
      event.preventDefault()
      const redirect = `${window.location.pathname}${window.location.search}`
      setBusy(true)
      loadDialog(locale)
        .then((loaded) => setOpen({ ...loaded, redirect }))
        .catch(() => window.location.assign(loginHref))
        .finally(() => setBusy(false))
    }
    return (
      <>
        <a
          ref={trigger}
          className={styles.account}
          href={loginHref}
          onClick={onClick}
          onPointerEnter={preload}
          onFocus={preload}
          aria-busy={busy || undefined}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M4 21c1.5-4 4.4-6 8-6s6.5 2 8 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          {loginLabel}
        </a>
        {dialog}
      </>
    )
  }
  const picture = profile.avatar || profile.socialPicture
  return (
    <>
      <a className={styles.account} href={profileHref} title={profileLabel}>
        {picture ? (
          <img
            src={picture}
            alt=""
            width={24}
            height={24}
            className={styles.avatar}
            referrerPolicy="no-referrer"
          />
        ) : null}
        <span>{profile.name}</span>
      </a>
      {dialog}
    </>
  )
}
