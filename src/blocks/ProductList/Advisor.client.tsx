'use client'

import { useId, useState, type FormEvent } from 'react'

import type { Locale } from '@/i18n/locales'
import {
  recommendCapacity,
  ROOM_LIMITS,
  type AdvisorCoefficients,
  type Recommendation,
  type Room,
} from '@/lib/catalogue/advisor'
import { formatNumber } from '@/lib/format/number'

import styles from './ProductList.module.css'

export type AdvisorLabels = {
  title: string
  intro: string
  area: string
  height: string
  sun: string
  sunLow: string
  sunNormal: string
  sunHigh: string
  people: string
  calculate: string
  result: string
  exceeds: string
  apply: string
  invalid: string
}

/** Room → capacity band (BTU/h and HP); "Apply" filters the list by that band. */
export function Advisor({
  locale,
  coefficients,
  labels,
  onApply,
}: {
  locale: Locale
  coefficients: AdvisorCoefficients
  labels: AdvisorLabels
  onApply: (btu: number) => void
}) {
  const id = useId()
  const [result, setResult] = useState<Recommendation | null>(null)
  const [error, setError] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const number = (name: string) => Number(String(form.get(name) ?? '').replace(',', '.'))
    const room: Room = {
      area: number('area'),
      ceilingHeight: number('height'),
      sun: (String(form.get('sun')) as Room['sun']) || 'normal',
      people: number('people'),
    }
    const valid =
      room.area >= ROOM_LIMITS.area.min &&
      room.area <= ROOM_LIMITS.area.max &&
      room.ceilingHeight >= ROOM_LIMITS.ceilingHeight.min &&
      room.ceilingHeight <= ROOM_LIMITS.ceilingHeight.max &&
      Number.isInteger(room.people) &&
      room.people >= ROOM_LIMITS.people.min &&
      room.people <= ROOM_LIMITS.people.max
    setError(!valid)
    setResult(valid ? recommendCapacity(room, coefficients) : null)
  }

  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

  return (
    <details className={styles.advisor}>
      <summary>{labels.title}</summary>
      <p>{labels.intro}</p>
      <form onSubmit={submit} noValidate className={styles.advisorForm}>
        <label htmlFor={`${id}-area`}>{labels.area}</label>
        <input
          id={`${id}-area`}
          name="area"
          type="number"
          inputMode="decimal"
          min={ROOM_LIMITS.area.min}
          max={ROOM_LIMITS.area.max}
          step="0.5"
          defaultValue={20}
        />
        <label htmlFor={`${id}-height`}>{labels.height}</label>
        <input
          id={`${id}-height`}
          name="height"
          type="number"
          inputMode="decimal"
          min={ROOM_LIMITS.ceilingHeight.min}
          max={ROOM_LIMITS.ceilingHeight.max}
          step="0.1"
          defaultValue={coefficients.referenceCeilingHeight}
        />
        <label htmlFor={`${id}-sun`}>{labels.sun}</label>
        <select id={`${id}-sun`} name="sun" defaultValue="normal">
          <option value="low">{labels.sunLow}</option>
          <option value="normal">{labels.sunNormal}</option>
          <option value="high">{labels.sunHigh}</option>
        </select>
        <label htmlFor={`${id}-people`}>{labels.people}</label>
        <input
          id={`${id}-people`}
          name="people"
          type="number"
          inputMode="numeric"
          min={ROOM_LIMITS.people.min}
          max={ROOM_LIMITS.people.max}
          step="1"
          defaultValue={2}
        />
        <button type="submit" className="button">
          {labels.calculate}
        </button>
      </form>
      <div role="status" aria-live="polite" className={styles.advisorResult}>
        {error ? <p>{labels.invalid}</p> : null}
        {result ? (
          <>
            <p>
              {fill(labels.result, {
                needed: formatNumber(result.needed, locale),
                btu: formatNumber(result.band.btu, locale),
                hp: formatNumber(result.band.hp, locale),
              })}
            </p>
            {result.exceeds ? <p>{labels.exceeds}</p> : null}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onApply(result.band.btu)}
            >
              {fill(labels.apply, { btu: formatNumber(result.band.btu, locale) })}
            </button>
          </>
        ) : null}
      </div>
    </details>
  )
}
