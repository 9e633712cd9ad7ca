import { careerApply, careerBySlug, careerDetail, careerList } from '@/contract/career'
import { getEnv } from '@/env'

import { implement } from '../endpoint'
import { isDescending, window } from '../paging'
import { clientIp, limitRate } from '../rateLimit'
import { getCareer, getCareerBySlug, listCareers } from '../services/careers'
import { applyForCareer, APPLICATION_UNAVAILABLE } from '../services/jobApplications'

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

/** 10 applications per address and hour. */
export const careerApplyEndpoint = implement(
  careerApply,
  async (input, { payload, culture, request, principal }) => {
    await limitRate(
      payload,
      culture,
      `apply:${clientIp(request.headers, principal)}`,
      getEnv().LEAD_FORMS_PER_HOUR,
      3600,
      APPLICATION_UNAVAILABLE,
    )
    return applyForCareer(payload, input, culture)
  },
)
