import type { GlobalConfig } from 'payload'

import { DEFAULT_COEFFICIENTS } from '@/lib/catalogue/advisor'
import { tags } from '@/lib/cache/tags'

import { GROUP_CATALOGUE } from '../access/groups'
import { anyone, isEditor } from '../access/predicates'
import { invalidateGlobalOnChange, sharedTags } from '../hooks/invalidateOnChange'

const number = (name: string, vi: string, en: string, min: number, max: number, value: number) => ({
  name,
  type: 'number' as const,
  required: true,
  min,
  max,
  defaultValue: value,
  label: { vi, en },
})

/** The coefficients of the air-conditioner capacity advisor on the AC category page. */
export const CapacityAdvisor: GlobalConfig = {
  slug: 'capacity-advisor',
  label: { vi: 'Tư vấn công suất điều hòa', en: 'AC capacity advisor' },
  admin: { group: GROUP_CATALOGUE },
  access: { read: anyone, update: isEditor },
  hooks: {
    afterChange: [invalidateGlobalOnChange(sharedTags(tags.capacityAdvisor))],
  },
  fields: [
    {
      type: 'row',
      fields: [
        number(
          'btuPerSquareMetre',
          'BTU/h cho mỗi m²',
          'BTU/h per m²',
          100,
          2000,
          DEFAULT_COEFFICIENTS.btuPerSquareMetre,
        ),
        number(
          'referenceCeilingHeight',
          'Chiều cao trần chuẩn (m)',
          'Reference ceiling height (m)',
          2,
          6,
          DEFAULT_COEFFICIENTS.referenceCeilingHeight,
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        number(
          'peopleIncluded',
          'Số người đã tính sẵn',
          'People included',
          0,
          20,
          DEFAULT_COEFFICIENTS.peopleIncluded,
        ),
        number(
          'btuPerExtraPerson',
          'BTU/h cho mỗi người thêm',
          'BTU/h per extra person',
          0,
          2000,
          DEFAULT_COEFFICIENTS.btuPerExtraPerson,
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        number(
          'sunLow',
          'Hệ số nắng ít',
          'Factor, little sun',
          0.5,
          2,
          DEFAULT_COEFFICIENTS.sunFactors.low,
        ),
        number(
          'sunNormal',
          'Hệ số nắng vừa',
          'Factor, some sun',
          0.5,
          2,
          DEFAULT_COEFFICIENTS.sunFactors.normal,
        ),
        number(
          'sunHigh',
          'Hệ số nắng nhiều',
          'Factor, strong sun',
          0.5,
          2,
          DEFAULT_COEFFICIENTS.sunFactors.high,
        ),
      ],
    },
    {
      name: 'bands',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      defaultValue: DEFAULT_COEFFICIENTS.bands,
      label: { vi: 'Các mức công suất', en: 'Capacity bands' },
      admin: {
        description: {
          vi: 'Giá trị BTU phải khớp giá trị của bộ lọc "capacity" để nút Áp dụng lọc được danh sách.',
          en: 'BTU values must match the "capacity" filter values, so Apply can filter the list.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            number('btu', 'BTU/h', 'BTU/h', 1000, 200000, 9000),
            number('hp', 'HP', 'HP', 0.5, 50, 1),
          ],
        },
      ],
    },
  ],
}
