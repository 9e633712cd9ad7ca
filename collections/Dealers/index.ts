import type { CollectionConfig, Field } from 'payload'

import { CLOCK, DAY_RANGE_KEYS, DAY_RANGES, isVietnamesePhone } from '@/domain/dealers'
import { BusinessArea, DealerKind, enumOptions } from '@/domain/enums'
import { VIETNAM_BOUNDS } from '@/domain/geo'
import { provinceOptions } from '@/domain/provinces'
import { tags } from '@/lib/cache/tags'

import { GROUP_BACKEND } from '../access/groups'
import { activeOrStaff, isEditor, isStaff } from '../access/predicates'
import { isActiveField, label } from '../fields/common'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { entityTags, invalidateOnChange } from '../hooks/invalidateOnChange'

const invalidate = invalidateOnChange(entityTags(tags.dealer, tags.dealers))

const clock = (name: 'opens' | 'closes', vi: string, en: string): Field => ({
  name,
  type: 'text',
  required: true,
  label: label(vi, en),
  admin: { placeholder: name === 'opens' ? '08:00' : '20:00', width: '25%' },
  validate: (
    value: unknown,
    { siblingData }: { siblingData: Partial<Record<string, unknown>> },
  ) => {
    if (typeof value !== 'string' || !CLOCK.test(value)) return 'HH:MM (00:00–23:59)'
    const opens = siblingData.opens
    if (name === 'closes' && typeof opens === 'string' && value <= opens)
      return 'Giờ đóng cửa phải sau giờ mở cửa / Closing must be after opening'
    return true
  },
})

const degrees = (name: 'latitude' | 'longitude', vi: string, en: string, [min, max]: number[]) =>
  ({
    name,
    type: 'number',
    required: true,
    min,
    max,
    label: label(vi, en),
    admin: {
      step: 0.000001,
      description: label(
        'Độ thập phân, ví dụ từ Google Maps',
        'Decimal degrees, e.g. from Google Maps',
      ),
    },
  }) satisfies Field

/**
 * Where to buy (`/mua-o-dau`): authorised dealers, showrooms and service centres, read through
 * `Dealer/*`. Names and addresses are localised (English writes them without diacritics); the
 * coordinates let visitors sort by distance and the address builds the directions link.
 */
export const Dealers: CollectionConfig = {
  slug: 'dealers',
  labels: {
    singular: label('Điểm bán và bảo hành', 'Dealer or service point'),
    plural: label('Đại lý và showroom', 'Dealers and showrooms'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'province', 'phone', 'isActive'],
    group: GROUP_BACKEND,
    listSearchableFields: ['name', 'street'],
  },
  access: { create: isEditor, read: activeOrStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: ['-displayOrder', 'id'],
  fields: lockForTranslators([
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 120,
      label: label('Tên', 'Name'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'Dealer',
          options: enumOptions(DealerKind),
          label: label('Loại', 'Kind'),
        },
        {
          name: 'businessAreas',
          type: 'select',
          hasMany: true,
          required: true,
          options: enumOptions(BusinessArea),
          label: label('Lĩnh vực kinh doanh', 'Business areas'),
        },
      ],
    },
    {
      type: 'collapsible',
      label: label('Địa chỉ', 'Address'),
      fields: [
        {
          name: 'street',
          type: 'text',
          localized: true,
          required: true,
          maxLength: 160,
          label: label('Số nhà, đường', 'Street address'),
          admin: { placeholder: '218 Nguyễn Trãi' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'ward',
              type: 'text',
              localized: true,
              required: true,
              maxLength: 80,
              label: label('Phường, xã', 'Ward or commune'),
              admin: { placeholder: 'Phường Thanh Xuân' },
            },
            {
              name: 'province',
              type: 'select',
              required: true,
              index: true,
              options: provinceOptions(),
              label: label('Tỉnh, thành phố', 'Province or city'),
              admin: {
                description: label(
                  'Một trong 34 tỉnh, thành phố từ 01/07/2025',
                  'One of the 34 provinces and cities since 1 July 2025',
                ),
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            degrees('latitude', 'Vĩ độ', 'Latitude', [
              VIETNAM_BOUNDS.minLatitude,
              VIETNAM_BOUNDS.maxLatitude,
            ]),
            degrees('longitude', 'Kinh độ', 'Longitude', [
              VIETNAM_BOUNDS.minLongitude,
              VIETNAM_BOUNDS.maxLongitude,
            ]),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          required: true,
          maxLength: 30,
          label: label('Điện thoại', 'Phone'),
          admin: { placeholder: '(024) 3793 5588' },
          validate: (value: unknown) =>
            (typeof value === 'string' && isVietnamesePhone(value)) ||
            'Số điện thoại Việt Nam / A Vietnamese phone number',
        },
        { name: 'email', type: 'email', label: label('Email', 'Email') },
        {
          name: 'website',
          type: 'text',
          maxLength: 200,
          label: label('Website', 'Website'),
          admin: { placeholder: 'https://' },
          validate: (value: unknown) =>
            value === null ||
            value === undefined ||
            value === '' ||
            (typeof value === 'string' && /^https:\/\/[^\s/?#]+\.[^\s]+$/.test(value)) ||
            'https://…',
        },
      ],
    },
    {
      name: 'openingHours',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      label: label('Giờ mở cửa', 'Opening hours'),
      labels: { singular: label('Khung giờ', 'Hours'), plural: label('Khung giờ', 'Hours') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'days',
              type: 'select',
              required: true,
              options: DAY_RANGE_KEYS.map((key) => ({ label: DAY_RANGES[key], value: key })),
              label: label('Ngày', 'Days'),
              admin: { width: '50%' },
            },
            clock('opens', 'Mở cửa', 'Opens'),
            clock('closes', 'Đóng cửa', 'Closes'),
          ],
        },
      ],
    },
    {
      name: 'hoursNote',
      type: 'text',
      localized: true,
      maxLength: 160,
      label: label('Ghi chú giờ mở cửa', 'Note on opening hours'),
      admin: {
        description: label('Ví dụ: nghỉ trưa, ngày lễ', 'E.g. lunch break, public holidays'),
      },
    },
    {
      name: 'displayOrder',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: label('Thứ tự hiển thị', 'Display order'),
      admin: {
        position: 'sidebar',
        description: label('Số lớn hiển thị trước.', 'Higher numbers show first.'),
      },
    },
    isActiveField,
  ]),
}
