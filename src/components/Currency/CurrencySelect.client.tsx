'use client'

import { useId } from 'react'

import { useCookies } from '../browserState'

import styles from './Currency.module.css'
import { chosenCurrency, subscribeToCurrency, writeCurrencyCookie } from './currencyCookie'

type Props = { label: string; options: { code: string; name: string; symbol: string }[] }

/** The display currency; prices stay in VND on the server and are converted on the page. */
export function CurrencySelect({ label, options }: Props) {
  const id = useId()
  const value = chosenCurrency(useCookies(subscribeToCurrency))
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => writeCurrencyCookie(event.target.value)}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.code} ({option.symbol}) — {option.name}
          </option>
        ))}
      </select>
    </div>
  )
}
