import type { ColourName } from '../../schema'

/** One colour finish: the base tone, its shadow side and its specular highlight. */
export type ProductColour = {
  body: string
  shade: string
  highlight: string
  label: Record<'vi' | 'en', string>
}

/** The finishes products come in (spec §3), tuned to read as real materials in a render. */
export const productColours: Record<ColourName, ProductColour> = {
  black: {
    body: '#2a2c30',
    shade: '#0f1012',
    highlight: '#5c6168',
    label: { vi: 'Đen', en: 'Black' },
  },
  silver: {
    body: '#c9cdd2',
    shade: '#8b9198',
    highlight: '#f1f3f5',
    label: { vi: 'Bạc', en: 'Silver' },
  },
  white: {
    body: '#f5f3ee',
    shade: '#d3cfc6',
    highlight: '#ffffff',
    label: { vi: 'Trắng', en: 'White' },
  },
  steel: {
    body: '#b3b8bd',
    shade: '#767c83',
    highlight: '#e4e7ea',
    label: { vi: 'Thép không gỉ', en: 'Stainless steel' },
  },
  pink: {
    body: '#f1c3cb',
    shade: '#cf919d',
    highlight: '#fce8ec',
    label: { vi: 'Hồng', en: 'Pink' },
  },
  brown: {
    body: '#7a5b4a',
    shade: '#46322a',
    highlight: '#a98a7c',
    label: { vi: 'Nâu', en: 'Brown' },
  },
  rose: {
    body: '#dcab9b',
    shade: '#a66f5f',
    highlight: '#f6dcd2',
    label: { vi: 'Vàng hồng', en: 'Rose gold' },
  },
  red: {
    body: '#d0232b',
    shade: '#8a1116',
    highlight: '#f2666c',
    label: { vi: 'Đỏ', en: 'Red' },
  },
  grey: {
    body: '#8b9197',
    shade: '#5a6066',
    highlight: '#bcc1c6',
    label: { vi: 'Xám', en: 'Grey' },
  },
  rubyred: {
    body: '#9a0f27',
    shade: '#4c0512',
    highlight: '#e34a62',
    label: { vi: 'Đỏ ruby', en: 'Ruby red' },
  },
  onyxblack: {
    body: '#17181b',
    shade: '#040405',
    highlight: '#4d525a',
    label: { vi: 'Đen onyx', en: 'Onyx black' },
  },
}

/** How a finish catches the light: specular strength, brushed metal, dark enough for light trim. */
export const finishTraits: Record<ColourName, { gloss: number; metal: boolean }> = {
  black: { gloss: 0.18, metal: false },
  silver: { gloss: 0.3, metal: true },
  white: { gloss: 0.55, metal: false },
  steel: { gloss: 0.28, metal: true },
  pink: { gloss: 0.4, metal: false },
  brown: { gloss: 0.3, metal: false },
  rose: { gloss: 0.4, metal: true },
  red: { gloss: 0.5, metal: false },
  grey: { gloss: 0.22, metal: false },
  rubyred: { gloss: 0.85, metal: false },
  onyxblack: { gloss: 0.9, metal: false },
}
