import { describe, expect, it } from 'vitest'

import { CategoryType } from '@/domain/enums'

import { buildBreadcrumb, type BreadcrumbLabels } from './buildBreadcrumb'

const labels: BreadcrumbLabels = {
  home: 'Home',
  businessAreas: {
    HomeAppliances: 'Home appliances',
    BuildingSolution: 'Building solutions',
    FactoryAutomation: 'Factory automation',
    InfrastructureSolution: 'Infrastructure',
  },
  categories: {
    AirConditioning: 'Air conditioners',
    Refigerators: 'Refrigerators',
    ElectricFans: 'Electric fans',
    VentilationFans: 'Ventilation fans',
    Dehumidifiers: 'Dehumidifiers',
    JetTowel: 'Hand dryers',
    HVAC: 'HVAC',
    FactoryAutomation: 'FA products',
    Elevators: 'Elevators and escalators',
  },
  news: 'News',
  events: 'Events',
  notebook: 'Notebook',
  meca: 'MECA',
  trainingCenterShowRoom: 'Training centre and show room',
  productExperiences: 'Product experiences',
  lab: 'LAB',
  showRoom: 'Show room',
  sustainability: 'Sustainability',
  projectGallery: 'Project gallery',
  gallery: 'Gallery',
  careers: 'Careers',
  productBenefits: 'Product benefits',
  trainingCenter: 'Training centre',
}

const crumbs = (input: Parameters<typeof buildBreadcrumb>[0]) =>
  buildBreadcrumb(input, labels).map(
    (crumb) => `${crumb.name}${crumb.href ? ` <${crumb.href}>` : ''}`,
  )

describe('buildBreadcrumb', () => {
  it('is Home and the item for a page that is not an entity', () => {
    expect(crumbs({ url: '/gioi-thieu', name: 'About' })).toEqual(['Home </>', 'About'])
  })

  it('ends with the current item, without a link', () => {
    const result = buildBreadcrumb({ url: '/privacy-t5', name: 'Privacy' }, labels)
    expect(result.at(-1)).toEqual({ name: 'Privacy', href: null })
    expect(result[0]).toEqual({ name: 'Home', href: '/' })
  })

  describe('topic', () => {
    it('is Home, the item', () =>
      expect(crumbs({ url: '/privacy-policy-t5', name: 'Privacy' })).toEqual([
        'Home </>',
        'Privacy',
      ]))
    it('adds its business area', () =>
      expect(
        crumbs({ url: '/mission-t1', name: 'Mission', businessArea: 'BuildingSolution' }),
      ).toEqual(['Home </>', 'Building solutions </giai-phap-toa-nha>', 'Mission']))
  })

  describe('post', () => {
    it.each([
      ['News', 'News </tin-tuc-su-kien?t=news>'],
      ['Event', 'Events </tin-tuc-su-kien?t=event>'],
      ['Meca', 'MECA </meca-page>'],
      ['Training', 'Training centre and show room </training-center-show-room>'],
      ['ProductBenefit', 'Product experiences </product-benefits>'],
      ['Lab', 'LAB </lab-page>'],
      ['ShowRoom', 'Show room </show-room>'],
      ['Sustainable', 'Sustainability </phat-trien-ben-vung>'],
      ['HowToChoose', 'Notebook </so-tay?t=howToChoose>'],
      ['HowToUse', 'Notebook </so-tay?t=howToUse>'],
      ['Maintenance', 'Notebook </so-tay?t=maintenance>'],
      ['Video', 'Notebook </so-tay?t=video>'],
      ['FAQ', 'Notebook </so-tay?t=faq>'],
    ] as const)('picks the %s crumb by category type', (type, expected) => {
      expect(crumbs({ url: '/a-post-p3', name: 'Post', categoryType: CategoryType[type] })).toEqual(
        ['Home </>', expected, 'Post'],
      )
    })

    it('puts the business area before the category crumb', () => {
      expect(
        crumbs({
          url: '/a-post-p3',
          name: 'Post',
          businessArea: 'FactoryAutomation',
          categoryType: CategoryType.Meca,
        }),
      ).toEqual([
        'Home </>',
        'Factory automation </tu-dong-hoa-cong-nghiep>',
        'MECA </meca-page>',
        'Post',
      ])
    })

    it('adds no category crumb for types without a page (or none at all)', () => {
      expect(
        crumbs({ url: '/a-post-p3', name: 'Post', categoryType: CategoryType.Winners }),
      ).toEqual(['Home </>', 'Post'])
      expect(crumbs({ url: '/a-post-p3', name: 'Post' })).toEqual(['Home </>', 'Post'])
      expect(crumbs({ url: '/a-post-p3', name: 'Post', categoryType: 999 })).toEqual([
        'Home </>',
        'Post',
      ])
    })
  })

  describe('home appliances', () => {
    it.each([
      ['AirConditioning', 'Air conditioners </dieu-hoa-khong-khi-dan-dung>'],
      ['Refigerators', 'Refrigerators </tu-lanh>'],
      ['ElectricFans', 'Electric fans </quat-dien>'],
      ['VentilationFans', 'Ventilation fans </thong-gio>'],
      ['Dehumidifiers', 'Dehumidifiers </may-hut-am>'],
    ] as const)('goes through home appliances and %s', (categoryId, expected) => {
      expect(crumbs({ url: '/x-ha9', name: 'Item', categoryId })).toEqual([
        'Home </>',
        'Home appliances </thiet-bi-gia-dung>',
        expected,
        'Item',
      ])
    })
  })

  describe('product', () => {
    it('goes through the category business area and the category', () => {
      expect(crumbs({ url: '/msz-prd42', name: 'MSZ', categoryId: 'AirConditioning' })).toEqual([
        'Home </>',
        'Home appliances </thiet-bi-gia-dung>',
        'Air conditioners </dieu-hoa-khong-khi-dan-dung>',
        'MSZ',
      ])
    })

    it('adds an HVAC parent (name and link) before the item', () => {
      expect(
        crumbs({
          url: '/outdoor-unit-prd51',
          name: 'Outdoor unit',
          categoryId: 'HVAC',
          parent: { name: 'VRF City Multi', url: '/vrf-prd50' },
        }),
      ).toEqual([
        'Home </>',
        'Building solutions </giai-phap-toa-nha>',
        'HVAC </hvac>',
        'VRF City Multi </vrf-prd50>',
        'Outdoor unit',
      ])
    })

    it('does not repeat the item as its own parent', () => {
      expect(
        crumbs({
          url: '/vrf-prd50',
          name: 'VRF',
          categoryId: 'HVAC',
          parent: { name: 'VRF', url: '/vrf-prd50' },
        }),
      ).toEqual(['Home </>', 'Building solutions </giai-phap-toa-nha>', 'HVAC </hvac>', 'VRF'])
    })

    it('puts factory-automation products under factory automation', () => {
      expect(crumbs({ url: '/plc-prd70', name: 'PLC', categoryId: 'FactoryAutomation' })).toEqual([
        'Home </>',
        'Factory automation </tu-dong-hoa-cong-nghiep>',
        'FA products </fa-page>',
        'PLC',
      ])
    })
  })

  describe('project', () => {
    it('puts a factory-automation LAB project under Factory Automation, then LAB', () => {
      expect(
        crumbs({
          url: '/cell-prj4',
          name: 'Cell',
          businessArea: 'FactoryAutomation',
          projectCategory: 'Lab_Project',
        }),
      ).toEqual([
        'Home </>',
        'Factory automation </tu-dong-hoa-cong-nghiep>',
        'LAB </lab-page>',
        'Cell',
      ])
    })

    it('puts a show-room project under the training centre show room', () => {
      expect(
        crumbs({
          url: '/demo-prj5',
          name: 'Demo',
          businessArea: 'FactoryAutomation',
          projectCategory: 'ShowRoomProject',
        }),
      ).toEqual([
        'Home </>',
        'Factory automation </tu-dong-hoa-cong-nghiep>',
        'Training centre and show room </training-center-show-room>',
        'Demo',
      ])
    })

    it('otherwise goes through the project gallery of the business area', () => {
      expect(
        crumbs({ url: '/tower-prj6', name: 'Tower', businessArea: 'BuildingSolution' }),
      ).toEqual([
        'Home </>',
        'Building solutions </giai-phap-toa-nha>',
        'Project gallery </ho-so-du-an?t=buildingSolution>',
        'Tower',
      ])
      expect(crumbs({ url: '/tower-prj6', name: 'Tower' })).toEqual([
        'Home </>',
        'Project gallery </ho-so-du-an>',
        'Tower',
      ])
    })

    it('sends a case study (category type 30) to the case studies of its area', () => {
      expect(
        crumbs({
          url: '/tower-prj6',
          name: 'Tower',
          businessArea: 'BuildingSolution',
          categoryType: 30,
        }),
      ).toEqual([
        'Home </>',
        'Building solutions </giai-phap-toa-nha>',
        'Project gallery </ho-so-du-an?t=buildingSolution&c=caseStudy>',
        'Tower',
      ])
      expect(crumbs({ url: '/tower-prj6', name: 'Tower', categoryType: 30 })).toEqual([
        'Home </>',
        'Project gallery </ho-so-du-an?c=caseStudy>',
        'Tower',
      ])
    })

    it('keeps a factory-automation project without a category in the project gallery', () => {
      expect(
        crumbs({ url: '/line-prj8', name: 'Line', businessArea: 'FactoryAutomation' }),
      ).toEqual([
        'Home </>',
        'Factory automation </tu-dong-hoa-cong-nghiep>',
        'Project gallery </ho-so-du-an?t=factoryAutomation>',
        'Line',
      ])
    })

    it('leaves the category out of projects of other areas', () => {
      expect(
        crumbs({
          url: '/tower-prj6',
          name: 'Tower',
          businessArea: 'BuildingSolution',
          projectCategory: 'Lab_Project',
        }),
      ).toEqual([
        'Home </>',
        'Building solutions </giai-phap-toa-nha>',
        'Project gallery </ho-so-du-an?t=buildingSolution>',
        'Tower',
      ])
    })
  })

  it('puts the gallery of a LAB or show-room project under Factory Automation, then that page', () => {
    expect(
      crumbs({
        url: '/cell-bg4',
        name: 'Cell',
        businessArea: 'FactoryAutomation',
        projectCategory: 'Lab_Project',
      }),
    ).toEqual([
      'Home </>',
      'Factory automation </tu-dong-hoa-cong-nghiep>',
      'LAB </lab-page>',
      'Cell',
    ])
    expect(
      crumbs({
        url: '/demo-bg5',
        name: 'Demo',
        businessArea: 'FactoryAutomation',
        projectCategory: 'ShowRoomProject',
      }),
    ).toEqual([
      'Home </>',
      'Factory automation </tu-dong-hoa-cong-nghiep>',
      'Training centre and show room </training-center-show-room>',
      'Demo',
    ])
  })

  it('puts a gallery under the gallery view of the project gallery', () => {
    expect(
      crumbs({ url: '/plant-bg2', name: 'Plant', businessArea: 'InfrastructureSolution' }),
    ).toEqual([
      'Home </>',
      'Infrastructure </infrastructure-solution>',
      'Gallery </ho-so-du-an?t=infrastructureSolution&c=gallery>',
      'Plant',
    ])
  })

  it('puts a career under careers', () => {
    expect(crumbs({ url: '/engineer-c7', name: 'Engineer' })).toEqual([
      'Home </>',
      'Careers </tuyen-dung>',
      'Engineer',
    ])
  })

  it('puts a product benefit under home appliances and product benefits', () => {
    expect(crumbs({ url: '/fresh-prdb3', name: 'Fresh' })).toEqual([
      'Home </>',
      'Home appliances </thiet-bi-gia-dung>',
      'Product benefits </product-benefits>',
      'Fresh',
    ])
  })

  it('puts a training course under factory automation and the training centre', () => {
    expect(crumbs({ url: '/plc-basic-trainc1', name: 'PLC basic' })).toEqual([
      'Home </>',
      'Factory automation </tu-dong-hoa-cong-nghiep>',
      'Training centre </training-center>',
      'PLC basic',
    ])
  })

  describe('post category', () => {
    it('is Home and the category when it has no type crumb', () => {
      expect(crumbs({ url: '/news-pc2', name: 'News' })).toEqual(['Home </>', 'News'])
    })

    it('goes through its business area and its type, as a post does', () => {
      expect(
        crumbs({
          url: '/seminars-pc7',
          name: 'Seminars',
          businessArea: 'BuildingSolution',
          categoryType: CategoryType.Event,
        }),
      ).toEqual([
        'Home </>',
        'Building solutions </giai-phap-toa-nha>',
        'Events </tin-tuc-su-kien?t=event>',
        'Seminars',
      ])
      expect(
        crumbs({ url: '/choose-pc9', name: 'Choosing', categoryType: CategoryType.HowToChoose }),
      ).toEqual(['Home </>', 'Notebook </so-tay?t=howToChoose>', 'Choosing'])
    })
  })

  it('takes the kind from the input when the path has no type code (a static post)', () => {
    expect(
      crumbs({
        url: '/ref-history',
        name: 'History',
        kind: 'post',
        categoryType: CategoryType.StaticPost,
        businessArea: 'HomeAppliances',
        categoryId: 'Refigerators',
      }),
    ).toEqual([
      'Home </>',
      'Home appliances </thiet-bi-gia-dung>',
      'Refrigerators </tu-lanh>',
      'History',
    ])
  })

  it('puts a CMS page within a business area under that area, and other pages right under Home', () => {
    expect(
      crumbs({ url: '/lab-page', name: 'LAB', kind: 'page', businessArea: 'FactoryAutomation' }),
    ).toEqual(['Home </>', 'Factory automation </tu-dong-hoa-cong-nghiep>', 'LAB'])
    expect(crumbs({ url: '/guidline', name: 'Guideline', kind: 'page' })).toEqual([
      'Home </>',
      'Guideline',
    ])
  })
})
