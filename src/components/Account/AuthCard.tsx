import type { ReactNode } from 'react'

import styles from './Account.module.css'

type Props = {
  title: string
  /** The heading's id, so the form can take its name from it. */
  titleId: string
  intro?: string
  /** Notices above the form (a finished reset, a failed social sign-in). */
  notices?: ReactNode
  children: ReactNode
}

/** The centred card of the login, registration and password pages. */
export function AuthCard({ title, titleId, intro, notices, children }: Props) {
  return (
    <section className={`section ${styles.page}`}>
      <div className="container">
        <div className={styles.card}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {notices}
          {children}
        </div>
      </div>
    </section>
  )
}
