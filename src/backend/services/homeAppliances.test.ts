import { describe, expect, it } from 'vitest'

import { ProductCategory } from '@/domain/enums'

import { BackendFault } from '../errors'
import { getHomeAppliance } from './homeAppliances'

describe('getHomeAppliance', () => {
  it('answers each home-appliance category with its page', () => {
    const pages = [
      [ProductCategory.AirConditioning, '/dieu-hoa-khong-khi-dan-dung'],
      [ProductCategory.Refigerators, '/tu-lanh'],
      [ProductCategory.ElectricFans, '/quat-dien'],
      [ProductCategory.VentilationFans, '/thong-gio'],
      [ProductCategory.Dehumidifiers, '/may-hut-am'],
      [ProductCategory.JetTowel, '/may-say-tay'],
    ] as const
    for (const [id, path] of pages) {
      expect(getHomeAppliance('vi', id)).toMatchObject({
        id,
        detailUrl: path,
        slug: `${path.slice(1)}-ha${id}`,
      })
    }
    expect(getHomeAppliance('vi', ProductCategory.Refigerators).name).toBe('Tủ lạnh')
    expect(getHomeAppliance('en', ProductCategory.Refigerators)).toMatchObject({
      category: 'Refigerators',
      name: 'Refrigerators',
    })
  })

  it('answers 404 for other categories and unknown ids', () => {
    for (const id of [ProductCategory.HVAC, ProductCategory.FactoryAutomation, 999]) {
      expect(() => getHomeAppliance('vi', id)).toThrow(BackendFault)
      try {
        getHomeAppliance('vi', id)
      } catch (error) {
        expect((error as BackendFault).status).toBe(404)
      }
    }
  })
})
