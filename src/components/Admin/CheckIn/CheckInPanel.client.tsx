'use client'

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { CheckInResult } from '@/contract/event'
import { formatVietnamDateTime } from '@/lib/posts/eventInfo'

import { useBrowserCheck, useHydrated } from '../../browserState'
import styles from './checkIn.module.css'
import type { CheckInTexts } from './checkInTexts'

type DoorEvent = {
  id: number
  title: string
  startTime: string
  endTime: string
  confirmed: number
  checkedIn: number
}

/** The browser's QR reader where it has one (Chromium on Android, macOS, ChromeOS). */
type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> }
type DetectorClass = new (options: { formats: string[] }) => Detector

const detectorClass = (): DetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? ((window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector ?? null)
    : null

/** The same code read again within this time is the same scan, not a second one. */
const SAME_SCAN_MS = 4000

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))

/**
 * The door: an event to check in, a field a scanner types into (or staff type a code), and the
 * camera through the browser's `BarcodeDetector` where there is one. Every answer is announced
 * (`role="status"`), so staff need not look at the screen to hear "already used".
 */
export function CheckInPanel({ language, texts }: { language: 'vi' | 'en'; texts: CheckInTexts }) {
  const id = useId()
  const [events, setEvents] = useState<DoorEvent[] | null>(null)
  const [eventId, setEventId] = useState<number | null>(null)
  const [scanned, setScanned] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<CheckInResult | null>(null)
  const [failure, setFailure] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const headers = {
    'content-type': 'application/json',
    '.AspNetCore.Culture': `c=${language}|uic=${language}`,
    'Abp.TenantId': '1',
  }

  useEffect(() => {
    void fetch('/api/services/app/Ticket/GetCheckInEvents', { headers })
      .then((answer) => answer.json() as Promise<{ result: DoorEvent[] | null }>)
      .then((body) => {
        const list = body.result ?? []
        setEvents(list)
        setEventId((current) => current ?? list[0]?.id ?? null)
      })
      .catch(() => setEvents([]))
    // The headers depend on the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language])

  const lastScan = useRef<{ text: string; at: number } | null>(null)
  const check = useCallback(
    async (text: string) => {
      const value = text.trim()
      if (!value || eventId === null) return
      const now = Date.now()
      if (lastScan.current?.text === value && now - lastScan.current.at < SAME_SCAN_MS) return
      lastScan.current = { text: value, at: now }
      setBusy(true)
      setFailure('')
      try {
        const answer = await fetch('/api/services/app/Ticket/CheckIn', {
          method: 'POST',
          headers,
          body: JSON.stringify({ eventId, scanned: value }),
        })
        const body = (await answer.json()) as { result: CheckInResult | null }
        if (!answer.ok || !body.result) throw new Error(`check-in answered ${answer.status}`)
        setResult(body.result)
        setEvents(
          (list) =>
            list?.map((event) =>
              event.id === eventId
                ? { ...event, confirmed: body.result!.confirmed, checkedIn: body.result!.checkedIn }
                : event,
            ) ?? list,
        )
        setScanned('')
      } catch {
        setResult(null)
        setFailure(texts.failed)
      } finally {
        setBusy(false)
        input.current?.focus()
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [eventId, language, texts.failed],
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void check(scanned)
  }

  if (events === null) return <p aria-busy="true">{texts.checking}</p>
  if (events.length === 0) return <p>{texts.noEvents}</p>
  const current = events.find((event) => event.id === eventId)
  return (
    <div id="check-in" className={styles.panel}>
      <div className={styles.field}>
        <label htmlFor={`${id}-event`}>{texts.event}</label>
        <select
          id={`${id}-event`}
          value={eventId ?? ''}
          onChange={(change) => {
            setEventId(Number(change.target.value))
            setResult(null)
          }}
        >
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title} ({formatVietnamDateTime(event.startTime)})
            </option>
          ))}
        </select>
        {current ? (
          <p className={styles.counts}>
            {fill(texts.counts, { checkedIn: current.checkedIn, confirmed: current.confirmed })}
          </p>
        ) : null}
      </div>
      <form onSubmit={submit} className={styles.field}>
        <label htmlFor={`${id}-scanned`}>{texts.scanned}</label>
        <div className={styles.row}>
          <input
            ref={input}
            id={`${id}-scanned`}
            value={scanned}
            onChange={(change) => setScanned(change.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={200}
            autoFocus
          />
          <button type="submit" className="btn btn--style-primary" disabled={busy}>
            {busy ? texts.checking : texts.check}
          </button>
        </div>
      </form>
      <Camera texts={texts} onRead={check} />
      <div role="status" aria-live="assertive" className={styles.result}>
        {failure ? <p className={styles.refused}>{failure}</p> : null}
        {result ? <Outcome result={result} texts={texts} /> : null}
      </div>
    </div>
  )
}

function Outcome({ result, texts }: { result: CheckInResult; texts: CheckInTexts }) {
  if (result.outcome === 'refused')
    return <p className={styles.refused}>{texts.refused[result.reason ?? 'unreadable']}</p>
  const code = result.ticketCode ? fill(texts.code, { code: result.ticketCode }) : ''
  if (result.outcome === 'alreadyUsed')
    return (
      <p className={styles.refused}>
        {fill(texts.alreadyUsed, { time: formatVietnamDateTime(result.checkedInAt) })} · {code}
        {result.fullName ? ` · ${result.fullName}` : ''}
      </p>
    )
  return (
    <p className={styles.admitted}>
      {fill(texts.admitted, { name: result.fullName ?? '' })} · {code}
    </p>
  )
}

/** The camera, reading QR codes with the browser's own detector (nothing leaves the device). */
function Camera({
  texts,
  onRead,
}: {
  texts: CheckInTexts
  onRead: (text: string) => Promise<void>
}) {
  const hydrated = useHydrated()
  const supported = useBrowserCheck(() => detectorClass() !== null)
  const [on, setOn] = useState(false)
  const [failed, setFailed] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    if (!on) return
    const Detector = detectorClass()
    if (!Detector) return
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let live = true
    const detector = new Detector({ formats: ['qr_code'] })
    const scan = async () => {
      if (!live || !video.current) return
      try {
        const [code] = await detector.detect(video.current)
        if (code?.rawValue) await onRead(code.rawValue)
      } catch {
        // A frame that is not ready yet: try the next one.
      }
      if (live) timer = setTimeout(scan, 250)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media
        if (!live || !video.current) return
        video.current.srcObject = media
        await video.current.play()
        void scan()
      })
      .catch(() => {
        setFailed(true)
        setOn(false)
      })
    return () => {
      live = false
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [on, onRead])
  if (!hydrated) return null
  if (!supported) return <p className={styles.hint}>{texts.noCamera}</p>
  return (
    <div className={styles.camera}>
      <button type="button" className="btn btn--style-secondary" onClick={() => setOn(!on)}>
        {on ? texts.stopCamera : texts.camera}
      </button>
      {failed ? <p className={styles.refused}>{texts.cameraFailed}</p> : null}
      {on ? (
        <video ref={video} className={styles.video} muted playsInline aria-hidden="true" />
      ) : null}
    </div>
  )
}
