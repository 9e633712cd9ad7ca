'use client'

import { useSearchParams } from 'next/navigation'

import { exportQueryString } from '@/lib/csv/query'

type Props = { href: string; language: string; label: string; className?: string }

/**
 * The download link of a list's CSV export, carrying the list's current filter, search and sort
 * (Payload keeps them in the address as the editor changes them).
 */
export function CsvExportLink({ href, language, label, className }: Props) {
  const search = useSearchParams()
  const query = exportQueryString(search?.toString() ?? '', language)
  return (
    <a className={className} href={`${href}?${query}`} download>
      {label}
    </a>
  )
}
