import styles from './Logo.module.css'

/** The Sora Electric mark (inline SVG) and word mark (text, so it renders in the site's font). */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg
        viewBox="0 0 40 40"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
        className={styles.mark}
      >
        <rect width="40" height="40" rx="9" fill="#c8102e" />
        <path d="M22 5 11 22h8l-5 14 16-19h-9l6-12z" fill="#fff" />
      </svg>
      <span className={styles.word}>
        <strong>SORA</strong> Electric
      </span>
    </span>
  )
}
