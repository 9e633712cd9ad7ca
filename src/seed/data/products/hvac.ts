import { type Bilingual, t } from '../../bilingual'
import type { ProductKind, ProductSeed, SpecRowSeed } from '../../productTypes'
import {
  cadData,
  catalogue,
  type Feature,
  feature,
  formatNumber,
  installationManual,
  product,
  qty,
  SINGLE_PHASE,
  spec,
  span,
  specT,
  THREE_PHASE,
} from './helpers'

/**
 * CityFlow VRF systems: three outdoor systems (the parents) and the indoor units and outdoor
 * module that connect to them (the children, via `parentKey`). Building products carry no price.
 */

const VRF_CATALOGUE = catalogue('hệ thống VRF CityFlow 2026', 'CityFlow VRF systems 2026')

const CITYFLOW_Y = t('CityFlow Y – VRF bơm nhiệt', 'CityFlow Y – heat pump VRF')
const CITYFLOW_R2 = t('CityFlow R2 – VRF thu hồi nhiệt', 'CityFlow R2 – heat recovery VRF')
const CITYFLOW_S = t('CityFlow S – VRF mini', 'CityFlow S – mini VRF')
const INDOOR = t('Dàn lạnh VRF CityFlow', 'CityFlow VRF indoor units')

const WARRANTY_VRF = specT(
  'Bảo hành',
  'Warranty',
  '3 năm toàn hệ thống, 5 năm máy nén',
  '3 years on the system, 5 years on compressors',
)

type Outdoor = {
  cooling: number
  heating: number
  eer: number
  cop: number
  maxIndoor: number
  /** Total and longest pipe run, m. */
  piping: [number, number]
  noise: number
  weight: number
  threePhase: boolean
  /** Cooling and heating operating ranges, outdoor °C. */
  range: { cooling: [number, number]; heating: [number, number] }
}

const degrees = ([from, to]: [number, number], locale: 'vi' | 'en') => {
  const [low, high] = [formatNumber(from, locale).replace('-', '−'), formatNumber(to, locale)]
  return locale === 'vi' ? `${low} đến ${high} °C` : `${low} to ${high} °C`
}

const outdoorSpecs = (unit: Outdoor): SpecRowSeed[] => [
  spec(
    'Công suất lạnh / sưởi',
    'Cooling / heating capacity',
    t(
      `${formatNumber(unit.cooling, 'vi', 1)} / ${formatNumber(unit.heating, 'vi', 1)} kW`,
      `${formatNumber(unit.cooling, 'en', 1)} / ${formatNumber(unit.heating, 'en', 1)} kW`,
    ),
  ),
  spec(
    'Hiệu suất EER / COP',
    'EER / COP',
    t(
      `${formatNumber(unit.eer, 'vi', 2)} / ${formatNumber(unit.cop, 'vi', 2)}`,
      `${formatNumber(unit.eer, 'en', 2)} / ${formatNumber(unit.cop, 'en', 2)}`,
    ),
  ),
  spec('Số dàn lạnh kết nối tối đa', 'Maximum indoor units', String(unit.maxIndoor)),
  spec(
    'Tổng chiều dài ống / ống xa nhất',
    'Total piping / longest run',
    t(
      `${formatNumber(unit.piping[0], 'vi')} m / ${unit.piping[1]} m`,
      `${formatNumber(unit.piping[0], 'en')} m / ${unit.piping[1]} m`,
    ),
  ),
  specT(
    'Dải nhiệt độ vận hành',
    'Operating range (outdoor)',
    `Làm lạnh ${degrees(unit.range.cooling, 'vi')}; sưởi ${degrees(unit.range.heating, 'vi')}`,
    `Cooling ${degrees(unit.range.cooling, 'en')}; heating ${degrees(unit.range.heating, 'en')}`,
  ),
  spec('Môi chất lạnh', 'Refrigerant', 'R410A'),
  spec('Độ ồn', 'Noise level', qty(unit.noise, 'dB(A)')),
  spec('Nguồn điện', 'Power supply', unit.threePhase ? THREE_PHASE : SINGLE_PHASE),
  spec('Khối lượng', 'Weight', qty(unit.weight, 'kg')),
  WARRANTY_VRF,
]

type Indoor = {
  cooling: number
  heating: number
  /** Airflow, low to high, m³/min. */
  airflow: [number, number]
  /** External static pressure range for ducted units, Pa. */
  staticPa?: [number, number]
  noise: [number, number]
  fanW: number
  weight: number
  /** Panel size for cassettes. */
  panel?: [number, number]
  systems: Bilingual<string>
}

const indoorSpecs = (unit: Indoor): SpecRowSeed[] => [
  spec(
    'Công suất lạnh / sưởi',
    'Cooling / heating capacity',
    t(
      `${formatNumber(unit.cooling, 'vi', 1)} / ${formatNumber(unit.heating, 'vi', 1)} kW`,
      `${formatNumber(unit.cooling, 'en', 1)} / ${formatNumber(unit.heating, 'en', 1)} kW`,
    ),
  ),
  spec(
    'Lưu lượng gió',
    'Airflow',
    t(
      span(unit.airflow[0], unit.airflow[1], 'm³/phút').vi,
      span(unit.airflow[0], unit.airflow[1], 'm³/min').en,
    ),
  ),
  ...(unit.staticPa
    ? [
        spec(
          'Áp suất tĩnh ngoài',
          'External static pressure',
          span(unit.staticPa[0], unit.staticPa[1], 'Pa'),
        ),
      ]
    : []),
  spec('Độ ồn', 'Noise level', `${unit.noise[0]}–${unit.noise[1]} dB(A)`),
  spec('Công suất động cơ quạt', 'Fan motor input', qty(unit.fanW, 'W')),
  ...(unit.panel
    ? [
        spec(
          'Kích thước mặt nạ',
          'Panel size',
          t(`${unit.panel[0]} × ${unit.panel[1]} mm`, `${unit.panel[0]} × ${unit.panel[1]} mm`),
        ),
      ]
    : []),
  spec('Môi chất lạnh', 'Refrigerant', 'R410A'),
  spec('Nguồn điện', 'Power supply', SINGLE_PHASE),
  spec('Khối lượng', 'Weight', qty(unit.weight, 'kg')),
  spec('Hệ thống tương thích', 'Compatible systems', unit.systems),
  specT('Bảo hành', 'Warranty', '3 năm', '3 years'),
]

type HvacItem = {
  key: string
  kind: ProductKind
  parentKey?: string
  modelCode: string
  series: Bilingual<string>
  name: Bilingual<string>
  capacity: { value: number; unit: 'kW' | 'HP' }
  size: { kind: 'indoor' | 'outdoor'; dims: [number, number, number] }
  specs: SpecRowSeed[]
  shortDescription: Bilingual<string>
  description: Bilingual<string[]>
  features: Feature[]
  related: string[]
  displayOrder: number
}

const hvac = (item: HvacItem): ProductSeed => {
  const [width, height, depth] = item.size.dims
  return product({
    key: item.key,
    group: 'BuildingSolution',
    category: 'HVAC',
    ...(item.parentKey ? { parentKey: item.parentKey } : {}),
    kind: item.kind,
    modelCode: item.modelCode,
    series: item.series,
    name: item.name,
    shortDescription: item.shortDescription,
    description: item.description,
    features: item.features,
    colours: ['white'],
    capacity: item.capacity,
    size: { kind: item.size.kind, width, height, depth, unit: 'mm' },
    specs: item.specs,
    filters: {},
    related: item.related,
    documents: [VRF_CATALOGUE, installationManual(item.modelCode), cadData(item.modelCode)],
    displayOrder: item.displayOrder,
    featured: false,
    isActive: true,
  })
}

const ALL_SYSTEMS = t('CityFlow Y, R2 và S', 'CityFlow Y, R2 and S')

export const hvacSeeds: ProductSeed[] = [
  // Parent systems
  hvac({
    key: 'hvac-puhy-sp400ynw',
    kind: 'vrfOutdoor',
    modelCode: 'PUHY-SP400YNW',
    series: CITYFLOW_Y,
    name: t(
      'Dàn nóng VRF bơm nhiệt CityFlow Y 14 HP PUHY-SP400YNW',
      'CityFlow Y heat pump VRF outdoor unit, 14 HP PUHY-SP400YNW',
    ),
    capacity: { value: 14, unit: 'HP' },
    size: { kind: 'outdoor', dims: [1240, 1858, 740] },
    specs: outdoorSpecs({
      cooling: 45,
      heating: 50,
      eer: 3.85,
      cop: 4.12,
      maxIndoor: 36,
      piping: [1000, 165],
      noise: 60,
      weight: 255,
      threePhase: true,
      range: { cooling: [-5, 52], heating: [-20, 15.5] },
    }),
    shortDescription: t(
      'Hệ VRF bơm nhiệt CityFlow Y: mỗi dàn nóng 14 HP phục vụ tới 36 dàn lạnh, ghép mô-đun đến 64 dàn lạnh cho văn phòng và khách sạn.',
      'CityFlow Y heat pump VRF: each 14 HP outdoor unit serves up to 36 indoor units, and combined modules up to 64, for offices and hotels.',
    ),
    description: t(
      [
        'CityFlow Y là dòng VRF bơm nhiệt chủ lực của Sora Electric cho tòa nhà văn phòng, khách sạn và chung cư cao cấp. Một dàn nóng 14 HP có thể kết nối tới 36 dàn lạnh với nhiều kiểu dáng khác nhau; khi ghép thêm các mô-đun như PUHY-SP250YNW, hệ thống mở rộng tới 64 dàn lạnh trên cùng một mạch môi chất.',
        'Máy nén Inverter và quạt dàn nóng biến tần điều chỉnh công suất theo tải thực tế từng giờ, nên hiệu suất ở tải một phần – chế độ tòa nhà vận hành phần lớn thời gian – cao hơn hẳn so với chiller nhỏ hay điều hòa cục bộ. Tổng chiều dài đường ống tới 1.000 m và chênh lệch độ cao 90 m cho phép đặt dàn nóng trên mái của tòa nhà nhiều tầng.',
        'Kỹ sư ứng dụng của Sora Electric hỗ trợ tính tải lạnh, chọn cấu hình và bố trí đường ống ngay từ giai đoạn thiết kế; thư viện BIM và phần mềm chọn máy được cung cấp miễn phí cho đơn vị tư vấn.',
      ],
      [
        'CityFlow Y is Sora Electric’s mainstream heat pump VRF range for office buildings, hotels and premium apartments. A single 14 HP outdoor unit can serve up to 36 indoor units of different styles, and with additional modules such as the PUHY-SP250YNW the system grows to 64 indoor units on one refrigerant circuit.',
        'The inverter compressor and variable-speed outdoor fan match output to the actual load hour by hour, so part-load efficiency – where a building spends most of its time – is far higher than with small chillers or individual split units. Up to 1,000 m of total piping and 90 m of height difference let the outdoor units sit on the roof of a multi-storey building.',
        'Sora Electric application engineers help with cooling loads, system configuration and pipe layout from the design stage, and BIM objects and selection software are free for design consultants.',
      ],
    ),
    features: [
      feature(
        'inverter',
        'Hiệu suất cao ở tải một phần',
        'Máy nén và quạt biến tần bám sát tải thực tế, giảm điện năng trong phần lớn thời gian vận hành.',
        'Efficient at part load',
        'Variable-speed compressor and fans follow the real load, saving energy for most of the operating hours.',
      ),
      feature(
        'network',
        'Tới 64 dàn lạnh',
        'Ghép mô-đun để một hệ thống phục vụ cả một khối văn phòng hoặc nhiều tầng khách sạn.',
        'Up to 64 indoor units',
        'Combine modules so one system serves a whole office block or several hotel floors.',
      ),
      feature(
        'durable',
        'Đường ống đến 1.000 m',
        'Chênh lệch độ cao 90 m, linh hoạt đặt dàn nóng trên mái hay tầng kỹ thuật.',
        'Up to 1,000 m of piping',
        'With 90 m of height difference, outdoor units can go on the roof or a plant floor.',
      ),
    ],
    related: ['hvac-puhy-sp250ynw', 'hvac-plfy-sp50vem', 'hvac-pefy-sp71vma', 'hvac-pury-sp500ynw'],
    displayOrder: 100,
  }),
  hvac({
    key: 'hvac-pury-sp500ynw',
    kind: 'vrfOutdoor',
    modelCode: 'PURY-SP500YNW',
    series: CITYFLOW_R2,
    name: t(
      'Dàn nóng VRF thu hồi nhiệt CityFlow R2 18 HP PURY-SP500YNW',
      'CityFlow R2 heat recovery VRF outdoor unit, 18 HP PURY-SP500YNW',
    ),
    capacity: { value: 18, unit: 'HP' },
    size: { kind: 'outdoor', dims: [1750, 1858, 740] },
    specs: outdoorSpecs({
      cooling: 56,
      heating: 63,
      eer: 3.71,
      cop: 4.02,
      maxIndoor: 45,
      piping: [1000, 165],
      noise: 62,
      weight: 330,
      threePhase: true,
      range: { cooling: [-5, 46], heating: [-20, 15.5] },
    }),
    shortDescription: t(
      'VRF thu hồi nhiệt CityFlow R2 18 HP: làm lạnh và sưởi đồng thời ở các khu vực khác nhau, tận dụng nhiệt thải giữa các phòng cho khách sạn và bệnh viện.',
      'CityFlow R2 18 HP heat recovery VRF: simultaneous cooling and heating in different zones, moving waste heat between rooms in hotels and hospitals.',
    ),
    description: t(
      [
        'Trong một khách sạn, phòng hướng Tây cần làm lạnh vào buổi chiều, trong khi phòng hướng Bắc hay phòng có khách lớn tuổi lại muốn sưởi ấm. CityFlow R2 cho phép từng dàn lạnh chọn làm lạnh hoặc sưởi độc lập trên cùng một hệ thống, nhờ bộ điều phối môi chất BC đặt giữa dàn nóng và các dàn lạnh.',
        'Khi vừa có phòng làm lạnh vừa có phòng sưởi, nhiệt lấy ra từ phòng này được chuyển sang phòng kia thay vì xả ra ngoài trời, giúp tiết kiệm đáng kể điện năng trong những tháng giao mùa. Giữa dàn nóng và bộ điều phối chỉ cần hai ống môi chất, giảm chi phí vật tư và thời gian thi công.',
      ],
      [
        'In a hotel, west-facing rooms need cooling in the afternoon while north-facing rooms, or rooms with older guests, want heating. CityFlow R2 lets every indoor unit choose cooling or heating independently on the same system, thanks to a BC refrigerant controller between the outdoor unit and the indoor units.',
        'When some rooms are cooling and others heating, heat taken out of one room is moved to another instead of being dumped outdoors, saving a great deal of energy in the shoulder seasons. Only two refrigerant pipes run between the outdoor unit and the controller, cutting material costs and installation time.',
      ],
    ),
    features: [
      feature(
        'eco',
        'Thu hồi nhiệt',
        'Nhiệt thải từ phòng đang làm lạnh được dùng để sưởi cho phòng khác.',
        'Heat recovery',
        'Heat rejected by rooms being cooled is used to warm other rooms.',
      ),
      feature(
        'precision',
        'Độc lập từng phòng',
        'Mỗi dàn lạnh chọn làm lạnh hoặc sưởi theo nhu cầu riêng, cùng lúc.',
        'Room-by-room choice',
        'Each indoor unit cools or heats as it needs to, at the same time as the others.',
      ),
      feature(
        'compact',
        'Hệ hai ống',
        'Chỉ hai ống môi chất tới bộ điều phối, đơn giản hóa thiết kế và thi công.',
        'Two-pipe system',
        'Just two refrigerant pipes to the BC controller, simplifying design and installation.',
      ),
    ],
    related: ['hvac-pkfy-sp32vlm', 'hvac-pefy-sp140vmhs', 'hvac-puhy-sp400ynw'],
    displayOrder: 95,
  }),
  hvac({
    key: 'hvac-pumy-sp140vkm',
    kind: 'vrfOutdoor',
    modelCode: 'PUMY-SP140VKM',
    series: CITYFLOW_S,
    name: t(
      'Dàn nóng VRF mini CityFlow S 6 HP PUMY-SP140VKM',
      'CityFlow S mini VRF outdoor unit, 6 HP PUMY-SP140VKM',
    ),
    capacity: { value: 6, unit: 'HP' },
    size: { kind: 'outdoor', dims: [1050, 1338, 330] },
    specs: outdoorSpecs({
      cooling: 15.5,
      heating: 18,
      eer: 3.6,
      cop: 4.1,
      maxIndoor: 12,
      piping: [300, 150],
      noise: 51,
      weight: 123,
      threePhase: false,
      range: { cooling: [-5, 46], heating: [-20, 15] },
    }),
    shortDescription: t(
      'VRF mini CityFlow S 6 HP dùng điện 1 pha, một dàn nóng gọn cho tới 12 dàn lạnh – phù hợp cửa hàng, văn phòng nhỏ, biệt thự và nhà phố.',
      'CityFlow S, a 6 HP single-phase mini VRF: one compact outdoor unit for up to 12 indoor units – ideal for shops, small offices, villas and townhouses.',
    ),
    description: t(
      [
        'Cửa hàng, phòng khám hay nhà phố nhiều tầng thường không có nguồn điện 3 pha và cũng không đủ chỗ cho hàng loạt dàn nóng treo dọc mặt tiền. CityFlow S chạy bằng điện 1 pha; một dàn nóng cao 1,34 m thay cho tới 12 dàn nóng của điều hòa cục bộ, giữ mặt tiền công trình gọn gàng.',
        'Dàn nóng dùng một quạt lớn thổi ngang, dễ đặt trên ban công, sân thượng hay khoảng lùi hẹp. Hệ thống tương thích với dàn lạnh cassette 600 × 600, giấu trần siêu mỏng và treo tường của Sora Electric, để mỗi phòng chọn được kiểu dàn lạnh hợp với nội thất.',
      ],
      [
        'Shops, clinics and multi-storey townhouses often have no three-phase supply and no room for rows of outdoor units on the façade. CityFlow S runs on single-phase power, and one 1.34 m-tall outdoor unit replaces up to 12 split-system condensers, keeping the building’s frontage tidy.',
        'The outdoor unit has a single large side-discharge fan, making it easy to place on a balcony, roof terrace or narrow setback. It works with Sora Electric’s 600 × 600 cassettes, slim ducted units and wall-mounted units, so each room can have the indoor unit that suits its interior.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Một dàn nóng thay 12 dàn',
        'Mặt tiền gọn gàng, giải phóng ban công và sân thượng.',
        'One unit instead of twelve',
        'A tidy façade, with balconies and roof terraces freed up.',
      ),
      feature(
        'energy',
        'Điện 1 pha',
        'Không cần nâng cấp nguồn 3 pha cho nhà phố và cửa hàng.',
        'Single-phase supply',
        'No three-phase upgrade needed for townhouses and shops.',
      ),
      feature(
        'network',
        'Tới 12 dàn lạnh',
        'Kết hợp nhiều kiểu dàn lạnh trên cùng một hệ thống.',
        'Up to 12 indoor units',
        'Mix different indoor unit styles on one system.',
      ),
    ],
    related: ['hvac-plfy-sp25vfm', 'hvac-pefy-sp36vms', 'hvac-puhy-sp400ynw'],
    displayOrder: 90,
  }),

  // Children: indoor units and an outdoor module
  hvac({
    key: 'hvac-plfy-sp50vem',
    kind: 'ceilingCassette',
    parentKey: 'hvac-puhy-sp400ynw',
    modelCode: 'PLFY-SP50VEM',
    series: INDOOR,
    name: t(
      'Dàn lạnh cassette âm trần 4 hướng thổi 5,6 kW PLFY-SP50VEM',
      'Four-way ceiling cassette indoor unit, 5.6 kW PLFY-SP50VEM',
    ),
    capacity: { value: 5.6, unit: 'kW' },
    size: { kind: 'indoor', dims: [840, 258, 840] },
    specs: indoorSpecs({
      cooling: 5.6,
      heating: 6.3,
      airflow: [14, 21],
      noise: [27, 36],
      fanW: 40,
      weight: 24,
      panel: [950, 950],
      systems: ALL_SYSTEMS,
    }),
    shortDescription: t(
      'Dàn lạnh cassette 4 hướng thổi 5,6 kW cho văn phòng mở: bốn cánh đảo gió điều khiển độc lập, cảm biến hồng ngoại đo nhiệt độ sàn và vị trí người.',
      'A 5.6 kW four-way cassette for open-plan offices: four independently controlled louvres and an infrared sensor that reads floor temperature and occupancy.',
    ),
    description: t(
      [
        'Trong văn phòng mở, người ngồi ngay dưới miệng gió thường thấy quá lạnh trong khi các góc phòng lại nóng. Bốn cánh đảo gió của PLFY-SP50VEM được điều khiển độc lập, có thể chỉnh riêng từng hướng để tránh thổi thẳng vào chỗ ngồi cạnh cửa sổ hay bàn làm việc.',
        'Cảm biến hồng ngoại trên mặt nạ đo nhiệt độ sàn và nhận biết khu vực có người, tự giảm công suất ở vùng trống. Bơm nước ngưng tích hợp đẩy nước lên cao 850 mm, giúp bố trí đường ống thoát nước trong trần linh hoạt hơn.',
      ],
      [
        'In an open-plan office, people sitting right under an outlet often feel too cold while the corners stay warm. The PLFY-SP50VEM’s four louvres are controlled independently, so each direction can be set on its own to avoid blowing straight at a window seat or a desk.',
        'An infrared sensor in the panel reads the floor temperature and detects which areas are occupied, throttling back over empty zones. A built-in condensate pump lifts water 850 mm, making it easier to route drain pipes in the ceiling.',
      ],
    ),
    features: [
      feature(
        'precision',
        'Bốn cánh đảo độc lập',
        'Chỉnh hướng gió riêng cho từng phía, tránh gió lạnh thổi thẳng vào người.',
        'Four independent louvres',
        'Set each side’s airflow separately to keep cold draughts off people.',
      ),
      feature(
        'eco',
        'Cảm biến hồng ngoại',
        'Giảm công suất ở khu vực không có người, giữ nhiệt độ sàn dễ chịu.',
        'Infrared sensor',
        'Throttles back over unoccupied areas and keeps the floor temperature comfortable.',
      ),
      feature(
        'humidity',
        'Bơm nước ngưng 850 mm',
        'Đưa nước ngưng lên cao để thoát theo đường ống chung trong trần.',
        '850 mm condensate lift',
        'Raises condensate so it can drain into shared pipework in the ceiling.',
      ),
    ],
    related: ['hvac-puhy-sp400ynw', 'hvac-pefy-sp71vma', 'hvac-plfy-sp25vfm'],
    displayOrder: 80,
  }),
  hvac({
    key: 'hvac-plfy-sp25vfm',
    kind: 'ceilingCassette',
    parentKey: 'hvac-pumy-sp140vkm',
    modelCode: 'PLFY-SP25VFM',
    series: INDOOR,
    name: t(
      'Dàn lạnh cassette âm trần 600 × 600 2,8 kW PLFY-SP25VFM',
      'Compact 600 × 600 ceiling cassette, 2.8 kW PLFY-SP25VFM',
    ),
    capacity: { value: 2.8, unit: 'kW' },
    size: { kind: 'indoor', dims: [570, 245, 570] },
    specs: indoorSpecs({
      cooling: 2.8,
      heating: 3.2,
      airflow: [6.5, 9],
      noise: [25, 32],
      fanW: 20,
      weight: 15,
      panel: [625, 625],
      systems: ALL_SYSTEMS,
    }),
    shortDescription: t(
      'Dàn lạnh cassette 2,8 kW vừa khít một ô trần thả 600 × 600 tiêu chuẩn, lắp đặt không cần cắt khung trần – cho cửa hàng và phòng khám.',
      'A 2.8 kW cassette that fits a standard 600 × 600 suspended-ceiling tile exactly, with no cutting of the grid – for shops and clinics.',
    ),
    description: t(
      [
        'Cửa hàng, phòng khám và văn phòng nhỏ thường dùng trần thả khung nhôm với ô 600 × 600 mm. PLFY-SP25VFM được thiết kế vừa khít một ô trần, không cần cắt hay gia cố khung, nên việc lắp đặt – hoặc di dời khi bố trí lại mặt bằng – nhanh và sạch sẽ.',
        'Với công suất 2,8 kW và độ ồn chỉ 25 dB(A) ở tốc độ thấp, dàn lạnh phù hợp phòng tư vấn, phòng khám bệnh hay khu quầy thu ngân 15–25 m². Mặt nạ phẳng màu trắng hòa vào trần, lưới lọc tháo ra từ phía dưới mà không cần tháo mặt nạ.',
      ],
      [
        'Shops, clinics and small offices often have suspended ceilings with 600 × 600 mm tiles. The PLFY-SP25VFM is designed to fit exactly into one tile with no cutting or reinforcing of the grid, so installation – or relocation when the layout changes – is quick and clean.',
        'With 2.8 kW of capacity and just 25 dB(A) at low speed, it suits consulting rooms, examination rooms and checkout areas of 15–25 m². The flat white panel blends into the ceiling, and the filter comes out from below without removing the panel.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Vừa một ô trần',
        'Kích thước mặt nạ 625 × 625 mm thay thế trực tiếp một tấm trần thả.',
        'Fits one ceiling tile',
        'The 625 × 625 mm panel drops straight into the place of a ceiling tile.',
      ),
      feature(
        'quiet',
        'Êm 25 dB(A)',
        'Phù hợp phòng khám, phòng tư vấn cần không gian yên tĩnh.',
        'Quiet at 25 dB(A)',
        'Suits clinics and consulting rooms that need a calm atmosphere.',
      ),
      feature(
        'hygiene',
        'Lưới lọc tháo nhanh',
        'Vệ sinh lưới lọc từ phía dưới mà không cần tháo mặt nạ.',
        'Quick-release filter',
        'Clean the filter from below without taking off the panel.',
      ),
    ],
    related: ['hvac-pumy-sp140vkm', 'hvac-plfy-sp50vem', 'hvac-pefy-sp36vms'],
    displayOrder: 70,
  }),
  hvac({
    key: 'hvac-pefy-sp71vma',
    kind: 'ductedIndoor',
    parentKey: 'hvac-puhy-sp400ynw',
    modelCode: 'PEFY-SP71VMA',
    series: INDOOR,
    name: t(
      'Dàn lạnh giấu trần nối ống gió áp suất trung bình 8,0 kW PEFY-SP71VMA',
      'Medium static ducted indoor unit, 8.0 kW PEFY-SP71VMA',
    ),
    capacity: { value: 8, unit: 'kW' },
    size: { kind: 'indoor', dims: [1100, 250, 732] },
    specs: indoorSpecs({
      cooling: 8,
      heating: 9,
      airflow: [17, 23],
      staticPa: [35, 150],
      noise: [26, 34],
      fanW: 120,
      weight: 34,
      systems: ALL_SYSTEMS,
    }),
    shortDescription: t(
      'Dàn lạnh giấu trần nối ống gió 8,0 kW, áp suất tĩnh 35–150 Pa chỉnh được, phân phối gió qua nhiều miệng thổi cho phòng họp và sảnh khách sạn.',
      'An 8.0 kW ducted indoor unit with adjustable 35–150 Pa external static pressure, feeding several diffusers in meeting rooms and hotel lobbies.',
    ),
    description: t(
      [
        'Khi kiến trúc sư muốn trần nhà chỉ còn những khe gió mảnh, dàn lạnh giấu trần là lựa chọn phù hợp nhất. PEFY-SP71VMA nằm hoàn toàn trong trần, đưa gió lạnh qua hệ thống ống tới nhiều miệng thổi dạng khe hoặc khuếch tán, phân bổ đều cho phòng họp 40–60 m² hay sảnh khách sạn.',
        'Áp suất tĩnh ngoài điều chỉnh được từ 35 đến 150 Pa ngay trên bộ điều khiển, giúp nhà thầu cân chỉnh lưu lượng theo chiều dài ống thực tế mà không phải thay puli hay động cơ. Động cơ quạt DC tiêu thụ ít điện hơn động cơ AC truyền thống.',
      ],
      [
        'When the architect wants nothing on the ceiling but slim slot diffusers, a ducted unit is the natural choice. The PEFY-SP71VMA sits entirely within the ceiling and sends cool air through ductwork to several slot or square diffusers, spreading it evenly across a 40–60 m² meeting room or hotel lobby.',
        'External static pressure is adjustable from 35 to 150 Pa on the controller, so contractors can balance the airflow to the actual duct run without changing pulleys or motors. A DC fan motor uses less energy than a conventional AC motor.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Giấu trần hoàn toàn',
        'Chỉ lộ ra các miệng gió, giữ trọn ý đồ thiết kế nội thất.',
        'Fully concealed',
        'Only the diffusers show, leaving the interior design intact.',
      ),
      feature(
        'precision',
        'Áp suất tĩnh 35–150 Pa',
        'Cân chỉnh lưu lượng ngay trên bộ điều khiển theo đường ống thực tế.',
        '35–150 Pa static pressure',
        'Balance the airflow to the real duct run straight from the controller.',
      ),
      feature(
        'energy',
        'Động cơ quạt DC',
        'Giảm điện năng quạt, vận hành êm ở mọi tốc độ.',
        'DC fan motor',
        'Uses less fan energy and runs quietly at every speed.',
      ),
    ],
    related: ['hvac-puhy-sp400ynw', 'hvac-plfy-sp50vem', 'hvac-pefy-sp140vmhs'],
    displayOrder: 75,
  }),
  hvac({
    key: 'hvac-pefy-sp36vms',
    kind: 'ductedIndoor',
    parentKey: 'hvac-pumy-sp140vkm',
    modelCode: 'PEFY-SP36VMS',
    series: INDOOR,
    name: t(
      'Dàn lạnh giấu trần siêu mỏng 4,0 kW PEFY-SP36VMS',
      'Slim ducted indoor unit, 4.0 kW PEFY-SP36VMS',
    ),
    capacity: { value: 4, unit: 'kW' },
    size: { kind: 'indoor', dims: [790, 200, 700] },
    specs: indoorSpecs({
      cooling: 4,
      heating: 4.5,
      airflow: [8, 11.5],
      staticPa: [5, 50],
      noise: [23, 30],
      fanW: 45,
      weight: 20,
      systems: ALL_SYSTEMS,
    }),
    shortDescription: t(
      'Dàn lạnh giấu trần siêu mỏng 4,0 kW cao chỉ 200 mm, lắp vừa khoảng trần thấp của phòng khách sạn, căn hộ và phòng ngủ biệt thự.',
      'A 4.0 kW slim ducted unit just 200 mm high that fits the shallow ceiling voids of hotel rooms, apartments and villa bedrooms.',
    ),
    description: t(
      [
        'Khoảng trần của phòng khách sạn và căn hộ thường chỉ còn 250–300 mm sau khi đã đi ống nước và dây điện. PEFY-SP36VMS cao chỉ 200 mm, thường được lắp trong phần trần hạ phía trên lối vào phòng và thổi gió qua miệng gió dạng khe về phía giường.',
        'Độ ồn chỉ 23 dB(A) ở tốc độ thấp, đáp ứng yêu cầu khắt khe về tiếng ồn của phòng ngủ khách sạn. Bơm nước ngưng tùy chọn và cửa lấy gió hồi từ phía sau hoặc phía dưới giúp linh hoạt khi bố trí trong trần chật.',
      ],
      [
        'Ceiling voids in hotel rooms and apartments are often down to 250–300 mm once plumbing and wiring are in. The PEFY-SP36VMS is only 200 mm high and usually goes in the dropped ceiling over the room entrance, blowing through a slot diffuser towards the bed.',
        'At just 23 dB(A) on low speed it meets the strict noise requirements of hotel bedrooms. An optional condensate pump and a choice of rear or bottom return air make it easy to fit into tight ceiling spaces.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Cao chỉ 200 mm',
        'Lắp được trong khoảng trần thấp mà dàn lạnh thông thường không vừa.',
        'Only 200 mm high',
        'Fits ceiling voids too shallow for ordinary ducted units.',
      ),
      feature(
        'quiet',
        'Êm 23 dB(A)',
        'Đáp ứng tiêu chuẩn tiếng ồn của phòng ngủ khách sạn cao cấp.',
        'Quiet at 23 dB(A)',
        'Meets the noise standards of upscale hotel bedrooms.',
      ),
      feature(
        'fresh',
        'Gió hồi linh hoạt',
        'Chọn lấy gió hồi từ phía sau hoặc phía dưới tùy mặt bằng trần.',
        'Flexible return air',
        'Take return air from the rear or from below, to suit the ceiling layout.',
      ),
    ],
    related: ['hvac-pumy-sp140vkm', 'hvac-plfy-sp25vfm', 'vent-vd-18zfv'],
    displayOrder: 65,
  }),
  hvac({
    key: 'hvac-pkfy-sp32vlm',
    kind: 'wallIndoorHvac',
    parentKey: 'hvac-pury-sp500ynw',
    modelCode: 'PKFY-SP32VLM',
    series: INDOOR,
    name: t(
      'Dàn lạnh treo tường VRF 3,6 kW PKFY-SP32VLM',
      'VRF wall-mounted indoor unit, 3.6 kW PKFY-SP32VLM',
    ),
    capacity: { value: 3.6, unit: 'kW' },
    size: { kind: 'indoor', dims: [898, 295, 249] },
    specs: indoorSpecs({
      cooling: 3.6,
      heating: 4,
      airflow: [5.8, 9],
      noise: [27, 36],
      fanW: 25,
      weight: 13,
      systems: ALL_SYSTEMS,
    }),
    shortDescription: t(
      'Dàn lạnh treo tường VRF 3,6 kW cho phòng làm việc riêng, phòng trực và phòng khách sạn cải tạo – không cần trần giả, lắp đặt nhanh.',
      'A 3.6 kW wall-mounted VRF indoor unit for private offices, duty rooms and refurbished hotel rooms – no false ceiling needed and quick to install.',
    ),
    description: t(
      [
        'Không phải phòng nào trong tòa nhà cũng có trần giả để giấu dàn lạnh, nhất là ở công trình cải tạo hay nhà để lộ trần bê tông. PKFY-SP32VLM lắp trực tiếp lên tường như một máy điều hòa gia dụng, nhưng kết nối vào hệ thống VRF trung tâm, dùng chung dàn nóng và bộ điều khiển của tòa nhà.',
        'Khi kết nối với CityFlow R2, mỗi phòng có thể chọn làm lạnh hoặc sưởi độc lập – phù hợp phòng trực đêm hay phòng khách sạn đón khách từ nhiều vùng khí hậu khác nhau. Van tiết lưu điện tử tích hợp giúp dàn lạnh vận hành êm và giữ nhiệt độ phòng chính xác.',
      ],
      [
        'Not every room in a building has a false ceiling to hide an indoor unit, especially in refurbishments or buildings with exposed concrete soffits. The PKFY-SP32VLM mounts straight onto the wall like a home air conditioner, yet connects to the central VRF system, sharing its outdoor unit and building controls.',
        'On a CityFlow R2 system each room can choose cooling or heating independently – ideal for night-duty rooms or hotel rooms whose guests come from very different climates. An integrated electronic expansion valve keeps operation quiet and the room temperature precise.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Không cần trần giả',
        'Lắp trên tường, lý tưởng cho công trình cải tạo và trần bê tông trang trí.',
        'No false ceiling needed',
        'Wall-mounted – ideal for refurbishments and exposed concrete ceilings.',
      ),
      feature(
        'precision',
        'Van tiết lưu điện tử',
        'Điều chỉnh lưu lượng môi chất chính xác, nhiệt độ phòng ổn định.',
        'Electronic expansion valve',
        'Meters refrigerant precisely for a steady room temperature.',
      ),
      feature(
        'network',
        'Chung hệ thống trung tâm',
        'Giám sát và lập lịch cùng các dàn lạnh khác qua bộ điều khiển trung tâm và BMS.',
        'Part of the central system',
        'Monitored and scheduled with every other indoor unit through the central controller and BMS.',
      ),
    ],
    related: ['hvac-pury-sp500ynw', 'hvac-pefy-sp140vmhs'],
    displayOrder: 60,
  }),
  hvac({
    key: 'hvac-pefy-sp140vmhs',
    kind: 'ductedIndoor',
    parentKey: 'hvac-pury-sp500ynw',
    modelCode: 'PEFY-SP140VMHS',
    series: INDOOR,
    name: t(
      'Dàn lạnh giấu trần áp suất cao 16,0 kW PEFY-SP140VMHS',
      'High static ducted indoor unit, 16.0 kW PEFY-SP140VMHS',
    ),
    capacity: { value: 16, unit: 'kW' },
    size: { kind: 'indoor', dims: [1400, 380, 634] },
    specs: indoorSpecs({
      cooling: 16,
      heating: 18,
      airflow: [34, 50],
      staticPa: [50, 250],
      noise: [34, 42],
      fanW: 420,
      weight: 70,
      systems: ALL_SYSTEMS,
    }),
    shortDescription: t(
      'Dàn lạnh giấu trần áp suất cao 16,0 kW, áp suất tĩnh đến 250 Pa cho sảnh, phòng hội nghị và nhà hàng, có thể hòa trộn gió tươi.',
      'A 16.0 kW high static ducted unit with up to 250 Pa of external static pressure for lobbies, conference halls and restaurants, with fresh-air mixing.',
    ),
    description: t(
      [
        'Sảnh tòa nhà, phòng hội nghị hay nhà hàng có diện tích lớn, trần cao và đường ống gió dài, cần một dàn lạnh đủ khỏe để đưa gió tới những miệng thổi xa nhất. PEFY-SP140VMHS có áp suất tĩnh ngoài đến 250 Pa và lưu lượng tới 50 m³/phút, phục vụ không gian 100–150 m² chỉ với một dàn lạnh.',
        'Dàn lạnh có thể hòa trộn một phần gió tươi từ hệ thống thông gió thu hồi năng lượng, giữ nồng độ CO₂ thấp trong những sự kiện đông người. Bộ lọc tiêu chuẩn có thể nâng cấp lên cấp lọc cao hơn theo yêu cầu của các chứng chỉ công trình xanh.',
      ],
      [
        'Lobbies, conference halls and restaurants have large floor areas, high ceilings and long duct runs, and need an indoor unit strong enough to reach the furthest diffusers. The PEFY-SP140VMHS offers up to 250 Pa of external static pressure and up to 50 m³/min of airflow, serving 100–150 m² with a single unit.',
        'It can blend in a share of fresh air from an energy recovery ventilation system, keeping CO₂ down during crowded events. The standard filters can be upgraded to a higher grade to meet green-building certification requirements.',
      ],
    ),
    features: [
      feature(
        'speed',
        'Áp suất tĩnh 250 Pa',
        'Đưa gió tới miệng thổi xa nhất của sảnh và phòng hội nghị lớn.',
        '250 Pa static pressure',
        'Reaches the furthest diffusers in large lobbies and conference halls.',
      ),
      feature(
        'fresh',
        'Hòa trộn gió tươi',
        'Kết hợp với thông gió thu hồi năng lượng để giữ CO₂ thấp khi đông người.',
        'Fresh-air mixing',
        'Works with energy recovery ventilation to keep CO₂ low in a crowd.',
      ),
      feature(
        'airPurify',
        'Nâng cấp bộ lọc',
        'Tùy chọn bộ lọc cấp cao cho công trình theo chuẩn LEED hoặc LOTUS.',
        'Filter upgrades',
        'Optional high-grade filters for LEED or LOTUS projects.',
      ),
    ],
    related: ['hvac-pury-sp500ynw', 'hvac-pefy-sp71vma', 'vent-vl-100zsv'],
    displayOrder: 55,
  }),
  hvac({
    key: 'hvac-puhy-sp250ynw',
    kind: 'vrfOutdoor',
    parentKey: 'hvac-puhy-sp400ynw',
    modelCode: 'PUHY-SP250YNW',
    series: CITYFLOW_Y,
    name: t(
      'Mô-đun dàn nóng VRF CityFlow Y 10 HP PUHY-SP250YNW',
      'CityFlow Y VRF outdoor module, 10 HP PUHY-SP250YNW',
    ),
    capacity: { value: 10, unit: 'HP' },
    size: { kind: 'outdoor', dims: [920, 1858, 740] },
    specs: outdoorSpecs({
      cooling: 28,
      heating: 31.5,
      eer: 4.06,
      cop: 4.35,
      maxIndoor: 25,
      piping: [1000, 165],
      noise: 57,
      weight: 200,
      threePhase: true,
      range: { cooling: [-5, 52], heating: [-20, 15.5] },
    }),
    shortDescription: t(
      'Mô-đun dàn nóng CityFlow Y 10 HP ghép cùng dàn nóng chính để mở rộng công suất theo từng giai đoạn và dự phòng luân phiên khi bảo trì.',
      'A 10 HP CityFlow Y outdoor module that combines with the main unit to add capacity in stages, with rotating back-up during maintenance.',
    ),
    description: t(
      [
        'Nhiều tòa nhà được đưa vào sử dụng theo từng giai đoạn: vài tầng văn phòng cho thuê trước, các tầng còn lại lấp đầy sau. PUHY-SP250YNW là mô-đun 10 HP ghép cùng dàn nóng CityFlow Y 14 HP để nâng hệ thống lên 24 HP, và có thể lắp thêm khi tải tăng mà không phải thay đường ống chính, với điều kiện đường ống đã được thiết kế cho công suất cuối cùng.',
        'Khi hệ thống có nhiều mô-đun, bộ điều khiển luân phiên thứ tự khởi động để thời gian chạy của các máy nén đồng đều, kéo dài tuổi thọ thiết bị. Trong lúc bảo trì một mô-đun, các mô-đun còn lại vẫn duy trì làm lạnh cho tòa nhà.',
      ],
      [
        'Many buildings come into use in phases: a few floors of let offices first, with the rest filling up later. The PUHY-SP250YNW is a 10 HP module that combines with a 14 HP CityFlow Y outdoor unit to take the system to 24 HP, and it can be added as the load grows without replacing the main pipework, provided that pipework is sized for the final capacity.',
        'Where a system has several modules, the controller rotates the start-up order so every compressor clocks up similar running hours, extending equipment life. While one module is being serviced, the others keep the building cool.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Mở rộng theo giai đoạn',
        'Đầu tư công suất theo tiến độ lấp đầy của tòa nhà.',
        'Grow in stages',
        'Invest in capacity as the building fills up.',
      ),
      feature(
        'durable',
        'Luân phiên máy nén',
        'Thời gian chạy được chia đều giữa các mô-đun, tăng tuổi thọ hệ thống.',
        'Compressor rotation',
        'Running hours are shared evenly between modules, extending system life.',
      ),
      feature(
        'shield',
        'Dự phòng khi bảo trì',
        'Các mô-đun còn lại tiếp tục làm lạnh khi một mô-đun ngừng để bảo dưỡng.',
        'Back-up during servicing',
        'The other modules keep cooling while one is stopped for maintenance.',
      ),
    ],
    related: ['hvac-puhy-sp400ynw', 'hvac-pury-sp500ynw'],
    displayOrder: 85,
  }),
]
