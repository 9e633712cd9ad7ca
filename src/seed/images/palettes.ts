import type { Palette } from '../schema'

/** The colours one illustration is painted with. */
export type Colors = {
  /** Background gradient: the first stop sits behind the HTML caption, so it is the darker one. */
  bg: readonly [string, string]
  primary: string
  accent: string
  light: string
  dark: string
}

export const palettes: Record<Palette, Colors> = {
  crimson: {
    bg: ['#3d0914', '#a3142f'],
    primary: '#e5364f',
    accent: '#ffb547',
    light: '#ffe3e6',
    dark: '#2a0610',
  },
  ocean: {
    bg: ['#08183a', '#1456a0'],
    primary: '#2f7de1',
    accent: '#35d0c4',
    light: '#dcecff',
    dark: '#061129',
  },
  forest: {
    bg: ['#0a261c', '#1f6b48'],
    primary: '#2fa36b',
    accent: '#f2c94c',
    light: '#e0f5e9',
    dark: '#06170e',
  },
  sunset: {
    bg: ['#3f1232', '#d9573b'],
    primary: '#f07a3a',
    accent: '#ffd166',
    light: '#ffe9da',
    dark: '#2b0b22',
  },
  graphite: {
    bg: ['#12161c', '#3a4350'],
    primary: '#64758c',
    accent: '#e5364f',
    light: '#e7ebf0',
    dark: '#0b0d11',
  },
  sky: {
    bg: ['#154f8f', '#5fb8ea'],
    primary: '#2b8be0',
    accent: '#ffcf4a',
    light: '#e8f6ff',
    dark: '#0d2f57',
  },
  violet: {
    bg: ['#1e0f42', '#6b3fc4'],
    primary: '#8b5cf6',
    accent: '#ff7ab6',
    light: '#efe7ff',
    dark: '#140a2e',
  },
  teal: {
    bg: ['#042f33', '#0f8a84'],
    primary: '#16b3a6',
    accent: '#ffb84d',
    light: '#dcf7f3',
    dark: '#02201f',
  },
}

/** Colours every palette shares: appliance bodies, metal, glass. */
export const neutral = {
  white: '#ffffff',
  paper: '#f5f7fa',
  silver: '#dfe4ea',
  steel: '#b4bdc9',
  iron: '#7c8796',
  ink: '#2b3340',
  skin: ['#f2c7a5', '#d9a07a', '#a8714f', '#7a4e35'],
} as const

const parse = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const toHex = (channel: number): string =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0')

/** `a` blended towards `b` by `t` (0..1); inputs are `#rrggbb`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a)
  const [br, bg, bb] = parse(b)
  return `#${toHex(ar + (br - ar) * t)}${toHex(ag + (bg - ag) * t)}${toHex(ab + (bb - ab) * t)}`
}

/** A tint of `color`, `t` of the way to white. */
export const lighten = (color: string, t: number): string => mix(color, '#ffffff', t)

/** A shade of `color`, `t` of the way to black. */
export const darken = (color: string, t: number): string => mix(color, '#000000', t)
