import { careerBySlug, careerDetail, careerList } from '@/contract/career'

import { implement } from '../endpoint'
import { isDescending, window } from '../paging'
import { getCareer, getCareerBySlug, listCareers } from '../services/careers'

export const careerListEndpoint = implement(careerList, (input, { payload, culture }) =>
  listCareers(payload, culture, {
    province: input.province,
    businessArea: input.businessArea,
    level: input.level,
    keyword: input.keyword || undefined,
    descending: isDescending(input.sortDirection ?? 'descending'),
    ...window(input, careerList.paging),
  }),
)

export const careerDetailEndpoint = implement(careerDetail, (input, { payload, culture }) =>
  getCareer(payload, culture, input.id),
)

export const careerBySlugEndpoint = implement(careerBySlug, (input, { payload, culture }) =>
  getCareerBySlug(payload, culture, input.slug),
)
