'use client'

import dynamic from 'next/dynamic'

/** The card heart in a chunk of its own, loaded where event cards are shown. */
export const CardHeart = dynamic(() => import('./CardHeart.client').then((mod) => mod.CardHeart))
