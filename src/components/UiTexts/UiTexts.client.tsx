'use client'

import { createContext, use, type ReactNode } from 'react'

/** The few interface texts client components need, handed down as plain strings. */
export type UiTexts = {
  homeHref: string
  error: {
    title: string
    text: string
    retry: string
    home: string
    /** "… in {seconds} seconds" */
    countdown: string
    stay: string
    redirectCancelled: string
    /** "Error {code}" */
    titleWithCode: string
  }
}

const UiTextsContext = createContext<UiTexts | null>(null)

export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return <UiTextsContext value={texts}>{children}</UiTextsContext>
}

export function useUiTexts(): UiTexts {
  const texts = use(UiTextsContext)
  if (!texts) throw new Error('useUiTexts needs a UiTextsProvider above it')
  return texts
}
