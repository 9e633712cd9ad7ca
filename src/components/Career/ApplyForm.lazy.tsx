'use client'

import dynamic from 'next/dynamic'

/** The application form in a chunk of its own, loaded by open positions' pages only. */
export const ApplyForm = dynamic(() => import('./ApplyForm.client').then((mod) => mod.ApplyForm))
