'use client'

import { useState } from 'react'

import { useBrowserCheck } from '../browserState'

import styles from './Share.module.css'

/** The share popup's size (spec §9: 600×600). */
export const SHARE_POPUP = { width: 600, height: 600 }

type Labels = {
  label: string
  facebook: string
  linkedin: string
  x: string
  zalo: string
  copy: string
  copied: string
  native: string
}

const TARGETS = [
  {
    key: 'facebook',
    url: (href: string) =>
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(href)}`,
  },
  {
    key: 'linkedin',
    url: (href: string) =>
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(href)}`,
  },
  {
    key: 'x',
    url: (href: string, title: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(href)}&text=${encodeURIComponent(title)}`,
  },
  {
    key: 'zalo',
    url: (href: string) => `https://sp.zalo.me/share_inline?u=${encodeURIComponent(href)}`,
  },
] as const

/**
 * Share to Facebook, LinkedIn, X and Zalo in a 600×600 window, copy the link, or (on phones)
 * use the system share sheet. Google+ no longer exists, so it is not offered.
 */
export function Share({ url, title, labels }: { url: string; title: string; labels: Labels }) {
  const [copied, setCopied] = useState(false)
  const canShare = useBrowserCheck(
    () => typeof navigator.share === 'function' && window.matchMedia('(max-width: 767px)').matches,
  )
  const absolute = () => new URL(url, window.location.origin).toString()

  const open = (target: (typeof TARGETS)[number]) => () => {
    const left = Math.max(0, (window.screen.width - SHARE_POPUP.width) / 2)
    const top = Math.max(0, (window.screen.height - SHARE_POPUP.height) / 2)
    window.open(
      target.url(absolute(), title),
      'share',
      `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`,
    )
  }

  return (
    <div className={styles.share} role="group" aria-label={labels.label}>
      <span className={styles.title}>{labels.label}</span>
      {TARGETS.map((target) => (
        <button key={target.key} type="button" className={styles.button} onClick={open(target)}>
          {labels[target.key]}
        </button>
      ))}
      <button
        type="button"
        className={styles.button}
        onClick={async () => {
          await navigator.clipboard.writeText(absolute())
          setCopied(true)
          setTimeout(() => setCopied(false), 2500)
        }}
      >
        {labels.copy}
      </button>
      {canShare ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => void navigator.share({ title, url: absolute() }).catch(() => undefined)}
        >
          {labels.native}
        </button>
      ) : null}
      <span role="status" className={styles.status}>
        {copied ? labels.copied : ''}
      </span>
    </div>
  )
}
