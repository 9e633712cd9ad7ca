'use client'

import { useId, useState, type FormEvent } from 'react'

import type { StaffOrderDto } from '@/contract/event'
import { formatVndExact } from '@/lib/format/currency'
import { formatVietnamDateTime } from '@/lib/posts/eventInfo'

import styles from '../CheckIn/checkIn.module.css'
import type { PaymentsTexts } from './paymentsTexts'

type Envelope = { result: StaffOrderDto | null; error?: { message?: string } | null }

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

/**
 * Matching a transfer: staff paste what the bank shows, see the order it names (amount, visitor,
 * state) and confirm it. Every answer, found or refused, is announced.
 */
export function PaymentsPanel({
  language,
  texts,
}: {
  language: 'vi' | 'en'
  texts: PaymentsTexts
}) {
  const id = useId()
  const [statement, setStatement] = useState('')
  const [order, setOrder] = useState<StaffOrderDto | null>(null)
  const [busy, setBusy] = useState<'find' | 'mark' | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const headers = {
    'content-type': 'application/json',
    '.AspNetCore.Culture': `c=${language}|uic=${language}`,
    'Abp.TenantId': '1',
  }

  const call = async (kind: 'find' | 'mark') => {
    const text = statement.trim()
    if (!text) return
    setBusy(kind)
    setMessage(null)
    try {
      const answer =
        kind === 'find'
          ? await fetch(`/api/services/app/EventOrder/Find?statement=${encodeURIComponent(text)}`, {
              headers,
            })
          : await fetch('/api/services/app/EventOrder/MarkPaid', {
              method: 'POST',
              headers,
              body: JSON.stringify({ statement: text }),
            })
      const body = (await answer.json()) as Envelope
      if (!answer.ok || !body.result) {
        if (kind === 'find') setOrder(null)
        setMessage({ ok: false, text: body.error?.message || texts.failed })
        return
      }
      setOrder(body.result)
      if (kind === 'mark')
        setMessage({ ok: true, text: fill(texts.issued, { code: body.result.ticketCode ?? '' }) })
    } catch {
      setMessage({ ok: false, text: texts.failed })
    } finally {
      setBusy(null)
    }
  }

  const find = (event: FormEvent) => {
    event.preventDefault()
    void call('find')
  }

  const payable = order && !order.paidAt && ['awaitingPayment', 'expired'].includes(order.status)
  return (
    <div id="payments" className={styles.panel}>
      <form onSubmit={find} className={styles.field}>
        <label htmlFor={`${id}-statement`}>{texts.statement}</label>
        <div className={styles.row}>
          <input
            id={`${id}-statement`}
            value={statement}
            onChange={(change) => {
              setStatement(change.target.value)
              setOrder(null)
              setMessage(null)
            }}
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            aria-describedby={`${id}-hint`}
            required
          />
          <button type="submit" className="btn btn--style-primary" disabled={busy !== null}>
            {busy === 'find' ? texts.finding : texts.find}
          </button>
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          {texts.statementHint}
        </p>
      </form>
      {order ? (
        <section aria-labelledby={`${id}-order`} className={styles.order}>
          <h2 id={`${id}-order`}>
            {texts.reference} {order.reference}
          </h2>
          <dl>
            <dt>{texts.event}</dt>
            <dd>{order.eventTitle}</dd>
            <dt>{texts.visitor}</dt>
            <dd>
              {order.fullName} ({order.email})
            </dd>
            <dt>{texts.amount}</dt>
            <dd>{formatVndExact(order.amount, language)}</dd>
            <dt>{texts.status}</dt>
            <dd data-status={order.status}>{texts.states[order.status]}</dd>
            <dt>{texts.placed}</dt>
            <dd>{formatVietnamDateTime(order.createdAt)}</dd>
            {order.dueAt ? (
              <>
                <dt>{texts.due}</dt>
                <dd>{formatVietnamDateTime(order.dueAt)}</dd>
              </>
            ) : null}
            {order.paidAt ? (
              <>
                <dt>{texts.paid}</dt>
                <dd>{formatVietnamDateTime(order.paidAt)}</dd>
              </>
            ) : null}
            {order.ticketCode ? (
              <>
                <dt>{texts.ticket}</dt>
                <dd>{order.ticketCode}</dd>
              </>
            ) : null}
          </dl>
          {order.status === 'expired' && payable ? (
            <p className={styles.hint}>{texts.lateNote}</p>
          ) : null}
          {payable ? (
            <button
              type="button"
              className="btn btn--style-primary"
              disabled={busy !== null}
              onClick={() => void call('mark')}
            >
              {busy === 'mark' ? texts.marking : texts.markPaid}
            </button>
          ) : null}
        </section>
      ) : null}
      <div role="status" aria-live="polite" className={styles.result}>
        {message ? (
          <p className={message.ok ? styles.admitted : styles.refused}>{message.text}</p>
        ) : null}
      </div>
    </div>
  )
}
