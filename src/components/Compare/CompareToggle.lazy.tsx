'use client'

import dynamic from 'next/dynamic'

// The toggle's styles belong to the page, not to the lazy chunk (see Share.lazy).
import './Compare.module.css'

/**
 * "Compare" (and the compare list's store) in a chunk of its own: every CMS page shares one
 * block registry, and only the pages that show product cards or a product load it.
 */
export const CompareToggle = dynamic(() =>
  import('./CompareToggle.client').then((mod) => mod.CompareToggle),
)
