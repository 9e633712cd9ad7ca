import 'server-only'

import type { CallInput } from '@/contract/call'
import { careerApply, careerBySlug, careerDetail, careerList } from '@/contract/career'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { onBehalfOf, request } from './client'
import type { Transport } from './transport'

export type CareerListQuery = CallInput<typeof careerList>

export const fetchCareers = (locale: Locale, query: CareerListQuery, transport?: Transport) =>
  request(careerList, locale, query, { transport })

export const getCareers = cachedRead('careers', fetchCareers, (locale) => [tags.careers(locale)])

export const fetchCareer = (locale: Locale, id: number, transport?: Transport) =>
  request(careerDetail, locale, { id }, { transport })

export const getCareer = cachedRead('career', fetchCareer, (locale, id) => [
  tags.career(locale, String(id)),
  tags.careers(locale),
])

/** `…-c12`, or a bare slug in either language. */
export const fetchCareerBySlug = (locale: Locale, slug: string, transport?: Transport) =>
  request(careerBySlug, locale, { slug }, { transport })

const idInSlug = (slug: string) => {
  const digits = /-c(\d{1,10})$/.exec(slug)?.[1]
  return digits ? String(Number(digits)) : undefined
}

export const getCareerBySlug = cachedRead('careerBySlug', fetchCareerBySlug, (locale, slug) => {
  const id = idInSlug(slug)
  return [...(id ? [tags.career(locale, id)] : []), tags.careers(locale)]
})

/**
 * Sends a job application on behalf of the visitor at `clientIp` (the renderer vouches for the
 * address with its service token, so the rate limit counts visitors, not the renderer).
 */
export const sendApplication = (
  locale: Locale,
  input: CallInput<typeof careerApply>,
  clientIp: string,
  transport?: Transport,
) => request(careerApply, locale, input, onBehalfOf(clientIp, transport))
