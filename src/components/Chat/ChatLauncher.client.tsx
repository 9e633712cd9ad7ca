'use client'

import { useEffect, useState, type ComponentType } from 'react'

import type { ChatWidgetProps } from './ChatWidget.client'

/** The widget loads 2 s after the page became interactive (spec §9), never in the first bundle. */
const DELAY_MS = 2000

export function ChatLauncher(props: ChatWidgetProps) {
  const [Widget, setWidget] = useState<ComponentType<ChatWidgetProps> | null>(null)
  useEffect(() => {
    let cancelled = false
    const timer = setTimeout(() => {
      void import('./ChatWidget.client').then((module) => {
        if (!cancelled) setWidget(() => module.ChatWidget)
      })
    }, DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [])
  return Widget ? <Widget {...props} /> : null
}
