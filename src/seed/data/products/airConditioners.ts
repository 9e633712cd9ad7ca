import { type Bilingual, t } from '../../bilingual'
import type { ColourName, ProductSeed } from '../../productTypes'
import {
  catalogue,
  dims,
  type Feature,
  feature,
  formatNumber,
  installationManual,
  manual,
  product,
  type ProductDocument,
  qty,
  SINGLE_PHASE,
  spec,
  span,
  warranty,
} from './helpers'

/**
 * Wall-mounted split air conditioners: four current ranges plus one discontinued model.
 * Names, capacities, filters and the common specification rows are built from the numbers
 * below; descriptions and features are written per model.
 */

type Btu = 9000 | 12000 | 18000 | 24000

type Range = {
  series: Bilingual<string>
  /** Start of the product name, before the capacity and model code. */
  nameVi: string
  nameEn: string
  type: 'one-way' | 'two-way'
  inverter: boolean
  catalogue: ProductDocument
}

/** Room sizes per capacity, as in the buying guide on the air conditioning page. */
const ROOM_SIZE: Record<Btu, [number, number]> = {
  9000: [12, 15],
  12000: [15, 20],
  18000: [20, 30],
  24000: [30, 40],
}

const JW: Range = {
  series: t('Dòng JW – Inverter tiêu chuẩn', 'JW series – standard inverter'),
  nameVi: 'Điều hòa Inverter 1 chiều',
  nameEn: 'Inverter air conditioner, cooling only',
  type: 'one-way',
  inverter: true,
  catalogue: catalogue(
    'điều hòa treo tường dòng JW 2026',
    'JW series wall-mounted air conditioner 2026',
  ),
}

const GR: Range = {
  series: t('Dòng GR – Inverter cao cấp lọc khí', 'GR series – premium air-purifying inverter'),
  nameVi: 'Điều hòa Inverter 1 chiều cao cấp',
  nameEn: 'Premium inverter air conditioner, cooling only',
  type: 'one-way',
  inverter: true,
  catalogue: catalogue('điều hòa cao cấp dòng GR 2026', 'GR series premium air conditioner 2026'),
}

const AX: Range = {
  series: t('Dòng Aurora AX – thiết kế cao cấp', 'Aurora AX series – designer range'),
  nameVi: 'Điều hòa Inverter 2 chiều cao cấp',
  nameEn: 'Premium inverter heat pump air conditioner',
  type: 'two-way',
  inverter: true,
  catalogue: catalogue('điều hòa Aurora AX 2026', 'Aurora AX air conditioner 2026'),
}

const HT: Range = {
  series: t('Dòng HT – Inverter 2 chiều', 'HT series – inverter heat pump'),
  nameVi: 'Điều hòa Inverter 2 chiều',
  nameEn: 'Inverter heat pump air conditioner',
  type: 'two-way',
  inverter: true,
  catalogue: catalogue('điều hòa 2 chiều dòng HT 2026', 'HT series heat pump air conditioner 2026'),
}

const KS: Range = {
  series: t('Dòng KS – tiêu chuẩn không Inverter', 'KS series – fixed-speed standard'),
  nameVi: 'Điều hòa 1 chiều',
  nameEn: 'Air conditioner, cooling only',
  type: 'one-way',
  inverter: false,
  catalogue: catalogue('điều hòa dòng KS 2026', 'KS series air conditioner 2026'),
}

const JP: Range = {
  series: t('Dòng JP – Inverter tiêu chuẩn (thế hệ 2021)', 'JP series – standard inverter (2021)'),
  nameVi: 'Điều hòa Inverter 1 chiều',
  nameEn: 'Inverter air conditioner, cooling only',
  type: 'one-way',
  inverter: true,
  catalogue: catalogue('điều hòa dòng JP 2021', 'JP series air conditioner 2021'),
}

type AirConditioner = {
  key: string
  range: Range
  modelCode: string
  btu: Btu
  /** Rated cooling capacity in kW, with the inverter's modulation range where there is one. */
  cooling: number
  coolingRange?: [number, number]
  heating?: number
  powerW: number
  /** Indoor unit, lowest to highest fan speed, and outdoor unit, in dB(A). */
  noise: [number, number]
  outdoorNoise: number
  /** Indoor and outdoor unit, kg. */
  weight: [number, number]
  indoor: [number, number, number]
  outdoor: [number, number, number]
  cspf: number
  stars: 3 | 4 | 5
  priceVnd: number
  colours: ColourName[]
  shortDescription: Bilingual<string>
  description: Bilingual<string[]>
  features: Feature[]
  related: string[]
  displayOrder: number
  featured?: boolean
  isActive?: boolean
}

const airConditioner = (ac: AirConditioner): ProductSeed => {
  const [roomFrom, roomTo] = ROOM_SIZE[ac.btu]
  const cooling = qty(ac.cooling, 'kW', 2)
  const modulation = ac.coolingRange && span(ac.coolingRange[0], ac.coolingRange[1], 'kW', 2)
  const [width, height, depth] = ac.indoor
  return product({
    key: ac.key,
    group: 'HomeAppliances',
    category: 'AirConditioning',
    kind: 'wallSplitAc',
    modelCode: ac.modelCode,
    series: ac.range.series,
    name: t(
      `${ac.range.nameVi} ${formatNumber(ac.btu, 'vi')} BTU ${ac.modelCode}`,
      `${ac.range.nameEn}, ${formatNumber(ac.btu, 'en')} BTU ${ac.modelCode}`,
    ),
    shortDescription: ac.shortDescription,
    description: ac.description,
    features: ac.features,
    colours: ac.colours,
    capacity: { value: ac.btu, unit: 'BTU/h' },
    size: { kind: 'indoor', width, height, depth, unit: 'mm' },
    specs: [
      spec(
        'Công suất làm lạnh',
        'Cooling capacity',
        modulation
          ? t(`${cooling.vi} (${modulation.vi})`, `${cooling.en} (${modulation.en})`)
          : cooling,
      ),
      ...(ac.heating ? [spec('Công suất sưởi', 'Heating capacity', qty(ac.heating, 'kW', 2))] : []),
      spec('Điện năng tiêu thụ (làm lạnh)', 'Power input (cooling)', qty(ac.powerW, 'W')),
      spec(
        'Độ ồn dàn lạnh / dàn nóng',
        'Noise, indoor / outdoor unit',
        `${ac.noise[0]}–${ac.noise[1]} / ${ac.outdoorNoise} dB(A)`,
      ),
      spec('Môi chất lạnh', 'Refrigerant', 'R32'),
      spec('Nguồn điện', 'Power supply', SINGLE_PHASE),
      spec('Kích thước dàn nóng (R × C × S)', 'Outdoor unit (W × H × D)', dims(...ac.outdoor)),
      spec(
        'Khối lượng dàn lạnh / dàn nóng',
        'Weight, indoor / outdoor unit',
        `${ac.weight[0]} / ${ac.weight[1]} kg`,
      ),
      spec('Diện tích phòng phù hợp', 'Recommended room size', `${roomFrom}–${roomTo} m²`),
      warranty(2, 5, 'máy nén', 'the compressor'),
    ],
    energy: { stars: ac.stars, cspf: ac.cspf },
    priceVnd: ac.priceVnd,
    filters: {
      type: ac.range.type,
      capacity: String(ac.btu),
      inverter: ac.range.inverter ? 'yes' : 'no',
      stars: String(ac.stars),
    },
    related: ac.related,
    documents: [ac.range.catalogue, manual(ac.modelCode), installationManual(ac.modelCode)],
    displayOrder: ac.displayOrder,
    featured: ac.featured ?? false,
    isActive: ac.isActive ?? true,
  })
}

const INDOOR_SMALL: [number, number, number] = [799, 290, 232]
const INDOOR_LARGE: [number, number, number] = [1100, 325, 238]
const OUTDOOR_SMALL: [number, number, number] = [699, 538, 249]
const OUTDOOR_MEDIUM: [number, number, number] = [800, 550, 285]
const OUTDOOR_LARGE: [number, number, number] = [840, 880, 330]

export const airConditionerSeeds: ProductSeed[] = [
  // JW series – standard inverter, cooling only
  airConditioner({
    key: 'ac-msy-jw25vf',
    range: JW,
    modelCode: 'MSY-JW25VF',
    btu: 9000,
    cooling: 2.5,
    coolingRange: [0.9, 3.0],
    powerW: 640,
    noise: [22, 42],
    outdoorNoise: 46,
    weight: [9, 23],
    indoor: INDOOR_SMALL,
    outdoor: OUTDOOR_SMALL,
    cspf: 5.92,
    stars: 5,
    priceVnd: 10490000,
    colours: ['white'],
    shortDescription: t(
      'Điều hòa Inverter 9.000 BTU cho phòng ngủ 12–15 m²: làm mát êm từ 22 dB(A), giữ nhiệt độ ổn định suốt đêm và tiết kiệm điện.',
      'A 9,000 BTU inverter for bedrooms of 12–15 m²: quiet cooling from 22 dB(A), a steady temperature all night and low running costs.',
    ),
    description: t(
      [
        'MSY-JW25VF là model nhỏ nhất của dòng JW, dành cho phòng ngủ và phòng làm việc 12–15 m². Máy nén Inverter thay đổi tốc độ liên tục theo nhiệt độ trong phòng: chạy mạnh khi vừa bật để làm mát nhanh, sau đó hạ xuống mức thấp để giữ nhiệt độ thay vì đóng ngắt liên tục như máy thông thường.',
        'Ở chế độ ngủ, nhiệt độ cài đặt tự động tăng 1 °C sau giờ đầu tiên và thêm 1 °C sau giờ thứ hai, để bạn không bị lạnh về sáng và hóa đơn tiền điện cũng nhẹ hơn. Dàn lạnh chỉ cao 290 mm, dễ bố trí phía trên cửa ra vào hoặc đầu giường mà không chiếm nhiều diện tích tường.',
      ],
      [
        'The MSY-JW25VF is the smallest model in the JW series, sized for bedrooms and home offices of 12–15 m². Its inverter compressor changes speed continuously with the room temperature: it works hard at start-up to cool the room quickly, then slows right down to hold the temperature instead of cycling on and off like a fixed-speed unit.',
        'In sleep mode the set temperature rises by 1 °C after the first hour and another 1 °C after the second, so you don’t wake up cold and the electricity bill stays lighter. At just 290 mm tall, the indoor unit fits easily above a door or a bed head without taking over the wall.',
      ],
    ),
    features: [
      feature(
        'inverter',
        'Máy nén Inverter',
        'Tiêu thụ ít hơn khoảng 40% điện năng so với máy không Inverter cùng công suất khi chạy nhiều giờ liền.',
        'Inverter compressor',
        'Uses around 40% less electricity than a fixed-speed unit of the same capacity over long running hours.',
      ),
      feature(
        'quiet',
        'Êm ái cho giấc ngủ',
        'Độ ồn dàn lạnh chỉ từ 22 dB(A) ở tốc độ quạt thấp nhất, không làm phiền người đang ngủ.',
        'Quiet enough for sleep',
        'The indoor unit runs from just 22 dB(A) at its lowest fan speed, so it won’t disturb anyone sleeping.',
      ),
      feature(
        'timer',
        'Hẹn giờ 24 giờ',
        'Cài giờ bật trước khi về nhà và giờ tắt sau khi đã ngủ say, với bước chỉnh 10 phút.',
        '24-hour timer',
        'Set it to switch on before you get home and off once you are sound asleep, in ten-minute steps.',
      ),
    ],
    related: ['ac-msy-jw35vf', 'ac-msy-gr25vf', 'ac-ms-ks25vf', 'dehum-mj-e10sv'],
    displayOrder: 150,
  }),
  airConditioner({
    key: 'ac-msy-jw35vf',
    range: JW,
    modelCode: 'MSY-JW35VF',
    btu: 12000,
    cooling: 3.5,
    coolingRange: [0.9, 3.8],
    powerW: 990,
    noise: [23, 43],
    outdoorNoise: 48,
    weight: [9, 26],
    indoor: INDOOR_SMALL,
    outdoor: OUTDOOR_SMALL,
    cspf: 5.84,
    stars: 5,
    priceVnd: 12990000,
    colours: ['white'],
    shortDescription: t(
      'Model bán chạy nhất dòng JW: 12.000 BTU cho phòng 15–20 m², chế độ Turbo hạ nhiệt nhanh trong ngày nắng gắt, nhãn năng lượng 5 sao.',
      'The JW series best-seller: 12,000 BTU for rooms of 15–20 m², Turbo mode to bring the heat down fast on scorching days, and a 5-star label.',
    ),
    description: t(
      [
        'Với công suất 12.000 BTU, MSY-JW35VF phù hợp phòng ngủ chính hoặc phòng khách căn hộ nhỏ 15–20 m² – cỡ phòng phổ biến nhất trong các gia đình thành thị. Khi bạn vừa về nhà giữa trưa nắng, chế độ Turbo cho máy nén và quạt chạy ở tốc độ tối đa trong 15 phút để căn phòng dịu mát thật nhanh.',
        'Sau đó máy tự chuyển về chế độ Inverter tiết kiệm điện. Với khoảng 8 giờ sử dụng mỗi đêm trong mùa nóng, một máy Inverter 12.000 BTU có thể tiết kiệm khoảng 100 kWh mỗi tháng so với máy không Inverter cùng công suất.',
        'Lá tản nhiệt dàn nóng được phủ lớp chống ăn mòn, giúp máy bền bỉ trước mưa axit ở đô thị và hơi muối ở các tỉnh ven biển.',
      ],
      [
        'At 12,000 BTU, the MSY-JW35VF suits a main bedroom or a small apartment living room of 15–20 m² – the most common room size in city homes. When you walk in from the midday sun, Turbo mode runs the compressor and fan at full speed for 15 minutes to cool the room down fast.',
        'It then drops back into economical inverter operation. Running about eight hours a night through the hot season, a 12,000 BTU inverter unit can save around 100 kWh a month compared with a fixed-speed model of the same capacity.',
        'The outdoor unit’s fins carry an anti-corrosion coating, so it stands up to acid rain in the cities and salty air along the coast.',
      ],
    ),
    features: [
      feature(
        'fastCool',
        'Turbo làm lạnh nhanh',
        'Một nút bấm cho máy chạy hết công suất trong 15 phút, rồi tự trở về nhiệt độ bạn đã cài.',
        'Turbo rapid cooling',
        'One button runs the unit flat out for 15 minutes, then returns it to your chosen temperature.',
      ),
      feature(
        'energy',
        'Nhãn năng lượng 5 sao',
        'CSPF 5,84 theo TCVN 7830:2021, thuộc nhóm hiệu suất cao nhất trên nhãn năng lượng.',
        '5-star energy label',
        'A CSPF of 5.84 under TCVN 7830:2021, in the top efficiency band on the energy label.',
      ),
      feature(
        'hygiene',
        'Lưới lọc dễ vệ sinh',
        'Lưới lọc kháng khuẩn tháo ra trong vài giây; rửa bằng nước sạch hai tuần một lần là đủ.',
        'Easy-clean filter',
        'The antibacterial filter slides out in seconds; a rinse under the tap every two weeks is all it needs.',
      ),
      feature(
        'durable',
        'Dàn nóng chống ăn mòn',
        'Lớp phủ bảo vệ lá tản nhiệt giúp dàn nóng giữ hiệu suất lâu dài, kể cả ở khu vực gần biển.',
        'Corrosion-resistant outdoor unit',
        'Coated fins help the outdoor unit keep its efficiency for years, even close to the sea.',
      ),
    ],
    related: ['ac-msy-jw25vf', 'ac-msy-jw50vf', 'ac-msy-gr35vf', 'fan-lv16-rx'],
    displayOrder: 165,
    featured: true,
  }),
  airConditioner({
    key: 'ac-msy-jw50vf',
    range: JW,
    modelCode: 'MSY-JW50VF',
    btu: 18000,
    cooling: 5.0,
    coolingRange: [1.4, 5.6],
    powerW: 1460,
    noise: [29, 46],
    outdoorNoise: 51,
    weight: [13, 35],
    indoor: INDOOR_LARGE,
    outdoor: OUTDOOR_MEDIUM,
    cspf: 5.41,
    stars: 5,
    priceVnd: 19490000,
    colours: ['white'],
    shortDescription: t(
      'Điều hòa Inverter 18.000 BTU cho phòng khách 20–30 m², cánh đảo gió bản rộng đưa luồng gió xa tới 12 m, hơi lạnh lan đều mọi góc.',
      'An 18,000 BTU inverter for living rooms of 20–30 m², with a wide louvre that throws air up to 12 m and spreads the cool into every corner.',
    ),
    description: t(
      [
        'Phòng khách thường có trần cao, cửa kính lớn và nhiều người sinh hoạt cùng lúc, nên cần luồng gió đủ mạnh để hơi lạnh không dồn về một phía. MSY-JW50VF có cánh đảo gió bản rộng, đảo cả lên xuống lẫn trái phải, đưa luồng gió đi xa tới 12 m.',
        'Khi cả nhà quây quần sau bữa tối, chế độ Eco kết hợp đảo gió tự động với nhiệt độ cài đặt cao hơn 2 °C: vẫn mát dễ chịu mà giảm khoảng 20% điện năng. Máy nén Inverter dạng xoay kép vận hành ổn định ngay cả khi điện áp lưới sụt giảm vào giờ cao điểm.',
      ],
      [
        'Living rooms tend to have high ceilings, big windows and several people in them at once, so they need an airflow strong enough that the cool doesn’t pool on one side. The MSY-JW50VF has a wide louvre that swings up and down as well as left and right, carrying air as far as 12 m.',
        'When the family gathers after dinner, Eco mode pairs automatic swing with a set point 2 °C higher – still comfortable, but using about 20% less electricity. The twin-rotary inverter compressor runs steadily even when the mains voltage sags at peak times.',
      ],
    ),
    features: [
      feature(
        'fastCool',
        'Luồng gió xa 12 m',
        'Cánh đảo gió bản rộng và quạt lồng sóc đường kính lớn đưa hơi lạnh tới tận cuối phòng khách dài.',
        'Air thrown up to 12 m',
        'A wide louvre and a large cross-flow fan carry cool air to the far end of a long living room.',
      ),
      feature(
        'eco',
        'Chế độ Eco',
        'Nâng nhiệt độ cài đặt 2 °C và giữ gió luôn chuyển động, giảm khoảng 20% điện năng mà vẫn dễ chịu.',
        'Eco mode',
        'Raises the set point by 2 °C and keeps the air moving, cutting consumption by about 20% without losing comfort.',
      ),
      feature(
        'durable',
        'Bền bỉ khi điện yếu',
        'Máy vẫn khởi động và vận hành ở điện áp từ 170 V, phù hợp khu dân cư có lưới điện chập chờn.',
        'Copes with a weak supply',
        'Starts and runs from as little as 170 V, ideal for neighbourhoods where the supply dips at peak times.',
      ),
    ],
    related: ['ac-msy-jw35vf', 'ac-msy-jw60vf', 'ac-msy-gr50vf'],
    displayOrder: 130,
  }),
  airConditioner({
    key: 'ac-msy-jw60vf',
    range: JW,
    modelCode: 'MSY-JW60VF',
    btu: 24000,
    cooling: 6.0,
    coolingRange: [1.6, 6.6],
    powerW: 1870,
    noise: [31, 48],
    outdoorNoise: 53,
    weight: [14, 39],
    indoor: INDOOR_LARGE,
    outdoor: OUTDOOR_LARGE,
    cspf: 5.21,
    stars: 5,
    priceVnd: 25990000,
    colours: ['white'],
    shortDescription: t(
      'Công suất lớn nhất dòng JW: 24.000 BTU cho không gian 30–40 m² như phòng khách liền bếp hay văn phòng nhỏ, vẫn đạt nhãn 5 sao.',
      'The most powerful JW model: 24,000 BTU for 30–40 m² spaces such as open-plan living and dining areas or small offices, still 5-star rated.',
    ),
    description: t(
      [
        'Không gian mở nối phòng khách với bếp, hay văn phòng nhỏ cho sáu đến tám người, là nơi máy 24.000 BTU phát huy thế mạnh. MSY-JW60VF đủ sức bù lượng nhiệt từ bếp nấu, máy tính và nắng chiều qua cửa kính, đồng thời giữ CSPF 5,21 để tiền điện hằng tháng không tăng vọt.',
        'Sau khi tắt máy, chức năng tự làm sạch cho quạt chạy thêm một lúc để làm khô dàn trao đổi nhiệt, hạn chế nấm mốc và mùi hôi – điều đặc biệt quan trọng ở không gian có nấu nướng. Nhân công lắp đặt được miễn phí tại các thành phố lớn, trong phạm vi 30 km từ trung tâm bảo hành ủy quyền.',
      ],
      [
        'An open-plan living room and kitchen, or a small office for six to eight people, is where a 24,000 BTU unit comes into its own. The MSY-JW60VF has the muscle to offset heat from cooking, computers and afternoon sun through the glass, while its CSPF of 5.21 keeps the monthly bill in check.',
        'After you switch off, the self-clean function keeps the fan running for a while to dry the heat exchanger, discouraging mould and stale smells – especially important wherever there is cooking. Installation labour is free in major cities within 30 km of an authorised service centre.',
      ],
    ),
    features: [
      feature(
        'fastCool',
        'Đủ mạnh cho không gian mở',
        'Công suất làm lạnh 6,0 kW, có thể tăng lên 6,6 kW khi cần bù nhiệt từ bếp và nắng chiều.',
        'Power for open-plan spaces',
        'Rated at 6.0 kW of cooling and able to boost to 6.6 kW to cope with cooking and the afternoon sun.',
      ),
      feature(
        'hygiene',
        'Tự làm sạch dàn lạnh',
        'Quạt tiếp tục chạy sau khi tắt để làm khô dàn trao đổi nhiệt, ngăn nấm mốc và mùi ẩm.',
        'Self-cleaning indoor unit',
        'The fan keeps running after switch-off to dry the coil, preventing mould and musty smells.',
      ),
      feature(
        'remote',
        'Điều khiển có đèn nền',
        'Màn hình điều khiển hiển thị rõ nhiệt độ, chế độ và giờ hẹn, dễ đọc cả khi tắt đèn.',
        'Backlit remote control',
        'The remote clearly shows the temperature, mode and timer settings, and is easy to read with the lights off.',
      ),
    ],
    related: ['ac-msy-jw50vf', 'ac-ms-ks60vf', 'vent-ex-25shv'],
    displayOrder: 120,
  }),

  // GR series – premium, air-purifying, cooling only
  airConditioner({
    key: 'ac-msy-gr25vf',
    range: GR,
    modelCode: 'MSY-GR25VF',
    btu: 9000,
    cooling: 2.5,
    coolingRange: [0.8, 3.3],
    powerW: 560,
    noise: [19, 41],
    outdoorNoise: 45,
    weight: [10, 25],
    indoor: [838, 280, 228],
    outdoor: OUTDOOR_SMALL,
    cspf: 6.65,
    stars: 5,
    priceVnd: 13990000,
    colours: ['white', 'silver'],
    shortDescription: t(
      'Điều hòa cao cấp 9.000 BTU cho phòng của bé hay người bị dị ứng: lọc bụi mịn PM2.5, ion khử mùi, độ ồn chỉ từ 19 dB(A).',
      'A premium 9,000 BTU unit for children’s rooms or anyone with allergies: PM2.5 filtration, an odour-neutralising ioniser and just 19 dB(A).',
    ),
    description: t(
      [
        'MSY-GR25VF dành cho những căn phòng cần không khí sạch hơn mức thông thường, như phòng của bé hay phòng ngủ của người bị viêm mũi dị ứng. Không khí đi qua bộ lọc tĩnh điện giữ lại bụi mịn PM2.5, sau đó bộ tạo ion trung hòa mùi và một phần vi khuẩn trước khi được thổi trở lại phòng.',
        'Ở tốc độ quạt thấp nhất, dàn lạnh chỉ ồn 19 dB(A), nhỏ hơn cả tiếng thì thầm. Qua ứng dụng Sora Electric, cha mẹ có thể xem nhiệt độ phòng của con và điều chỉnh từ phòng bên cạnh mà không cần mở cửa làm bé thức giấc.',
      ],
      [
        'The MSY-GR25VF is for rooms that need cleaner air than usual, such as a nursery or the bedroom of someone with allergic rhinitis. Air passes through an electrostatic filter that traps fine PM2.5 dust, then an ioniser neutralises odours and some bacteria before the air is blown back into the room.',
        'At the lowest fan speed the indoor unit makes just 19 dB(A) – quieter than a whisper. With the Sora Electric app, parents can check the temperature in their child’s room and adjust it from next door without opening the door and waking the baby.',
      ],
    ),
    features: [
      feature(
        'airPurify',
        'Lọc bụi mịn PM2.5',
        'Bộ lọc tĩnh điện giữ lại các hạt bụi siêu mịn có trong khói xe và khói bếp, có thể rửa và tái sử dụng.',
        'PM2.5 filtration',
        'An electrostatic filter traps the ultra-fine particles in traffic fumes and cooking smoke, and can be washed and reused.',
      ),
      feature(
        'fresh',
        'Ion khử mùi',
        'Bộ tạo ion trung hòa mùi ẩm mốc, mùi thức ăn và một phần vi khuẩn trong không khí tuần hoàn.',
        'Odour-neutralising ioniser',
        'Neutralises musty and food smells, along with some of the bacteria in the recirculated air.',
      ),
      feature(
        'quiet',
        'Chỉ từ 19 dB(A)',
        'Độ ồn thấp nhất trong dải 9.000 BTU của Sora Electric, phù hợp phòng của trẻ sơ sinh.',
        'From just 19 dB(A)',
        'The quietest 9,000 BTU unit in the Sora Electric range, ideal for a newborn’s room.',
      ),
      feature(
        'wifi',
        'Điều khiển qua ứng dụng',
        'Bật tắt, đổi chế độ và xem nhiệt độ phòng ngay trên điện thoại với ứng dụng Sora Electric.',
        'App control',
        'Switch on and off, change modes and check the room temperature from your phone with the Sora Electric app.',
      ),
    ],
    related: ['ac-msy-gr35vf', 'ac-msy-jw25vf', 'dehum-mj-pv18sv'],
    displayOrder: 160,
  }),
  airConditioner({
    key: 'ac-msy-gr35vf',
    range: GR,
    modelCode: 'MSY-GR35VF',
    btu: 12000,
    cooling: 3.5,
    coolingRange: [0.8, 4.0],
    powerW: 890,
    noise: [20, 43],
    outdoorNoise: 47,
    weight: [10, 27],
    indoor: [838, 280, 228],
    outdoor: OUTDOOR_SMALL,
    cspf: 6.41,
    stars: 5,
    priceVnd: 16990000,
    colours: ['white', 'silver'],
    shortDescription: t(
      'Điều hòa cao cấp 12.000 BTU có cảm biến chuyển động: điều hướng gió tránh người, tự giảm công suất khi phòng vắng, lọc bụi mịn PM2.5.',
      'A premium 12,000 BTU unit with a motion sensor that steers air away from people, throttles back when the room is empty and filters PM2.5.',
    ),
    description: t(
      [
        'Cảm biến chuyển động trên MSY-GR35VF liên tục quét căn phòng để biết có người hay không và đang ở vị trí nào. Bạn có thể chọn để luồng gió tránh thổi thẳng vào người, hoặc hướng thẳng tới chỗ bạn vừa đi nắng về; khi phòng vắng quá 10 phút, máy tự giảm công suất và tắt hẳn sau 1 giờ.',
        'Với CSPF 6,41, đây là một trong những model 12.000 BTU tiết kiệm điện nhất của Sora Electric. Bộ lọc tĩnh điện PM2.5 và bộ tạo ion giữ cho phòng ngủ chính hay phòng khách căn hộ luôn trong lành, kể cả những ngày chỉ số bụi mịn ngoài trời ở mức cao.',
      ],
      [
        'The motion sensor on the MSY-GR35VF scans the room continuously to tell whether anyone is there, and where. You can have the airflow avoid blowing straight at people, or aim it right at you when you come in from the sun; if the room has been empty for ten minutes the unit throttles back, and after an hour it switches itself off.',
        'With a CSPF of 6.41, this is one of the most efficient 12,000 BTU models Sora Electric makes. The electrostatic PM2.5 filter and ioniser keep a main bedroom or apartment living room fresh, even on days when outdoor fine-dust levels are high.',
      ],
    ),
    features: [
      feature(
        'precision',
        'Cảm biến chuyển động',
        'Nhận biết vị trí người trong phòng để điều hướng gió tránh người hoặc hướng vào người, tùy bạn chọn.',
        'Motion sensor',
        'Knows where people are in the room and steers the airflow away from them or towards them – your choice.',
      ),
      feature(
        'eco',
        'Tiết kiệm khi phòng vắng',
        'Tự giảm công suất sau 10 phút không có người và tắt sau 1 giờ, không lo quên tắt máy khi ra ngoài.',
        'Saves energy in empty rooms',
        'Throttles back after ten minutes with nobody there and switches off after an hour, so forgetting it costs little.',
      ),
      feature(
        'airPurify',
        'Lọc PM2.5 và ion khử mùi',
        'Hai lớp xử lý không khí hoạt động cả khi máy chỉ chạy quạt, không cần làm lạnh.',
        'PM2.5 filter and ioniser',
        'Both stages of air treatment also work in fan-only mode, without cooling.',
      ),
      feature(
        'wifi',
        'Làm mát trước khi về',
        'Bật máy qua ứng dụng Sora Electric trên đường về để căn phòng đã mát sẵn khi bạn bước vào.',
        'Cool before you arrive',
        'Switch on from the Sora Electric app on your way home and walk into a room that is already cool.',
      ),
    ],
    related: ['ac-msy-gr25vf', 'ac-msy-gr50vf', 'ac-msz-ax35vf'],
    displayOrder: 170,
    featured: true,
  }),
  airConditioner({
    key: 'ac-msy-gr50vf',
    range: GR,
    modelCode: 'MSY-GR50VF',
    btu: 18000,
    cooling: 5.0,
    coolingRange: [1.2, 5.9],
    powerW: 1320,
    noise: [26, 45],
    outdoorNoise: 49,
    weight: [14, 37],
    indoor: INDOOR_LARGE,
    outdoor: OUTDOOR_MEDIUM,
    cspf: 6.02,
    stars: 5,
    priceVnd: 23990000,
    colours: ['white'],
    shortDescription: t(
      'Dòng GR cho phòng khách 20–30 m²: 18.000 BTU, đèn báo chất lượng không khí, lịch hẹn giờ theo tuần qua ứng dụng và CSPF 6,02.',
      'The GR series for 20–30 m² living rooms: 18,000 BTU, an air-quality indicator, weekly schedules in the app and a CSPF of 6.02.',
    ),
    description: t(
      [
        'Phòng khách là nơi cả gia đình ở lâu nhất, cũng là nơi bụi đường, khói bếp và lông thú cưng tích tụ nhiều nhất. MSY-GR50VF có cảm biến bụi và đèn báo chất lượng không khí trên mặt máy, chuyển từ xanh sang cam rồi đỏ khi nồng độ bụi mịn tăng, đồng thời tự tăng tốc độ quạt để lọc nhanh hơn.',
        'Trong ứng dụng Sora Electric, bạn có thể lập lịch theo tuần: bật sớm trước giờ cả nhà đi học, đi làm về, tắt vào giờ nghỉ trưa khi mọi người đã về phòng riêng. Báo cáo điện năng theo ngày và theo tháng cho thấy rõ thói quen sử dụng nào tốn điện nhất.',
      ],
      [
        'The living room is where the family spends the most time, and where street dust, cooking smoke and pet hair build up the most. The MSY-GR50VF has a dust sensor and an air-quality light on the front panel that turns from green to amber to red as fine dust rises, while the fan steps up to clean the air faster.',
        'In the Sora Electric app you can set a weekly schedule: on before the family gets home from school and work, off at siesta time when everyone has gone to their own rooms. Daily and monthly energy reports show exactly which habits use the most electricity.',
      ],
    ),
    features: [
      feature(
        'airPurify',
        'Cảm biến bụi mịn',
        'Đèn báo ba màu cho biết chất lượng không khí theo thời gian thực; quạt tự tăng tốc khi bụi nhiều.',
        'Fine-dust sensor',
        'A three-colour light shows air quality in real time, and the fan speeds up automatically when dust levels rise.',
      ),
      feature(
        'timer',
        'Lịch hẹn giờ theo tuần',
        'Đặt giờ bật, tắt và nhiệt độ riêng cho từng ngày trong tuần, khớp với nếp sinh hoạt của gia đình.',
        'Weekly schedule',
        'Set on and off times and temperatures for each day of the week to match the family’s routine.',
      ),
      feature(
        'energy',
        'Báo cáo điện năng',
        'Xem lượng điện tiêu thụ theo ngày, theo tháng ngay trong ứng dụng để điều chỉnh thói quen sử dụng.',
        'Energy reports',
        'See daily and monthly consumption in the app and adjust how you use the unit.',
      ),
    ],
    related: ['ac-msy-gr35vf', 'ac-msy-jw50vf', 'fan-c60-rl'],
    displayOrder: 140,
  }),

  // Aurora AX – designer heat pump
  airConditioner({
    key: 'ac-msz-ax25vf',
    range: AX,
    modelCode: 'MSZ-AX25VF',
    btu: 9000,
    cooling: 2.5,
    coolingRange: [0.6, 3.5],
    heating: 3.2,
    powerW: 520,
    noise: [18, 42],
    outdoorNoise: 44,
    weight: [12, 28],
    indoor: [870, 295, 230],
    outdoor: OUTDOOR_MEDIUM,
    cspf: 6.8,
    stars: 5,
    priceVnd: 27990000,
    colours: ['white', 'onyxblack', 'rubyred'],
    shortDescription: t(
      'Điều hòa 2 chiều 9.000 BTU mặt phẳng tinh tế, ba màu trắng, đen onyx và đỏ ruby; mát êm mùa hè, sưởi ấm dịu nhẹ cho phòng ngủ mùa đông.',
      'A 9,000 BTU heat pump with a sleek flat front in white, onyx black or ruby red: quiet cooling in summer, gentle bedroom warmth in winter.',
    ),
    description: t(
      [
        'Dòng Aurora AX được thiết kế để trở thành một phần của nội thất chứ không chỉ là thiết bị gắn trên tường. Mặt trước phẳng hoàn toàn, các cạnh vát mỏng cùng ba lựa chọn trắng tinh, đen onyx và đỏ ruby giúp MSZ-AX25VF hài hòa với phòng ngủ phong cách tối giản lẫn cổ điển.',
        'Bơm nhiệt Inverter cho công suất sưởi 3,2 kW, chỉ tốn khoảng một phần ba điện năng so với máy sưởi điện trở và không làm khô da như quạt sưởi. Với CSPF 6,8, đây cũng là model làm lạnh hiệu quả nhất trong toàn bộ dải điều hòa treo tường của Sora Electric.',
      ],
      [
        'The Aurora AX range is designed to be part of the interior, not just something fixed to the wall. A completely flat front, slim bevelled edges and a choice of pure white, onyx black or ruby red let the MSZ-AX25VF sit comfortably in a minimalist or a classic bedroom.',
        'Its inverter heat pump delivers 3.2 kW of heating for about a third of the electricity a resistance heater would use, without drying your skin like a fan heater. With a CSPF of 6.8, it is also the most efficient cooler in Sora Electric’s entire wall-mounted range.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Thiết kế phẳng, ba màu sắc',
        'Mặt máy liền khối không đường ráp nối, dễ lau chùi và nổi bật trên tường màu sáng hay tối.',
        'Flat design in three colours',
        'A seamless one-piece front panel that is easy to wipe clean and stands out on light or dark walls.',
      ),
      feature(
        'energy',
        'CSPF 6,8',
        'Hiệu suất làm lạnh theo mùa cao nhất trong các dòng điều hòa treo tường của Sora Electric.',
        'CSPF of 6.8',
        'The highest seasonal cooling efficiency of any Sora Electric wall-mounted air conditioner.',
      ),
      feature(
        'eco',
        'Sưởi ấm bằng bơm nhiệt',
        'Tốn khoảng một phần ba điện năng so với máy sưởi điện trở, không đốt oxy trong phòng.',
        'Heat pump heating',
        'Uses about a third of the electricity of a resistance heater and burns no oxygen in the room.',
      ),
      feature(
        'quiet',
        'Êm từ 18 dB(A)',
        'Tiếng quạt gần như không nghe thấy khi ngủ, cả lúc làm lạnh lẫn lúc sưởi.',
        'From 18 dB(A)',
        'The fan is almost inaudible at night, whether cooling or heating.',
      ),
    ],
    related: ['ac-msz-ax35vf', 'ac-msz-ht25vf', 'ac-msy-gr25vf'],
    displayOrder: 155,
  }),
  airConditioner({
    key: 'ac-msz-ax35vf',
    range: AX,
    modelCode: 'MSZ-AX35VF',
    btu: 12000,
    cooling: 3.5,
    coolingRange: [0.6, 4.1],
    heating: 4.0,
    powerW: 850,
    noise: [19, 44],
    outdoorNoise: 46,
    weight: [12, 31],
    indoor: [870, 295, 230],
    outdoor: OUTDOOR_MEDIUM,
    cspf: 6.55,
    stars: 5,
    priceVnd: 32990000,
    colours: ['white', 'onyxblack', 'rubyred'],
    shortDescription: t(
      'Model cao cấp nhất của Sora Electric: 12.000 BTU hai chiều, hai cánh đảo gió độc lập, CSPF 6,55 và ba màu sắc để phối cùng nội thất.',
      'Sora Electric’s flagship: a 12,000 BTU heat pump with twin independent louvres, a CSPF of 6.55 and three colours to match your interior.',
    ),
    description: t(
      [
        'MSZ-AX35VF có hai cánh đảo gió điều khiển độc lập, nên có thể chia luồng gió cho hai người ở hai phía căn phòng: một người thích gió mát thổi nhẹ, người kia muốn tránh gió hoàn toàn. Vào mùa đông, cánh gió tự hướng xuống sàn để hơi ấm lan từ dưới lên thay vì đọng lại trên trần.',
        'Máy sưởi ổn định khi nhiệt độ ngoài trời xuống tới −10 °C, sẵn sàng cho những đợt rét đậm ở Hà Nội và vùng núi phía Bắc. Cảm biến chuyển động, lọc bụi mịn PM2.5 và điều khiển qua ứng dụng Sora Electric đều được trang bị sẵn.',
        'Ba màu trắng tinh, đen onyx và đỏ ruby được phủ sơn nhiều lớp có độ bóng như đồ nội thất cao cấp, giữ màu bền dưới ánh nắng chiếu qua cửa sổ.',
      ],
      [
        'The MSZ-AX35VF has two independently controlled louvres, so it can split the airflow between two people on opposite sides of the room: one who likes a gentle cool breeze and one who would rather feel no draught at all. In winter the louvres point down towards the floor, so warmth rises from below instead of gathering under the ceiling.',
        'It keeps heating reliably down to −10 °C outdoors, ready for the hardest cold spells in Hanoi and the northern mountains. A motion sensor, PM2.5 filtration and control through the Sora Electric app all come as standard.',
        'The pure white, onyx black and ruby red finishes are built up in several coats to a furniture-grade gloss that keeps its colour in the sunlight from a window.',
      ],
    ),
    features: [
      feature(
        'precision',
        'Hai cánh đảo gió độc lập',
        'Mỗi cánh gió có góc và hướng riêng, chia luồng gió hợp ý cho hai người trong cùng một phòng.',
        'Twin independent louvres',
        'Each louvre has its own angle and direction, splitting the airflow to suit two people in the same room.',
      ),
      feature(
        'inverter',
        'Sưởi ấm đến −10 °C',
        'Bơm nhiệt Inverter giữ công suất sưởi ổn định trong những đợt rét đậm, rét hại.',
        'Heats down to −10 °C',
        'The inverter heat pump keeps heating output steady through the harshest cold snaps.',
      ),
      feature(
        'airPurify',
        'Lọc PM2.5 và cảm biến chuyển động',
        'Không khí được lọc bụi mịn, khử mùi và luồng gió tự điều hướng theo vị trí của người trong phòng.',
        'PM2.5 filter and motion sensor',
        'Fine dust and odours are removed, and the airflow follows where people are in the room.',
      ),
      feature(
        'wifi',
        'Ứng dụng Sora Electric',
        'Điều khiển, lập lịch và nhận thông báo vệ sinh lưới lọc ngay trên điện thoại.',
        'Sora Electric app',
        'Control, schedule and get filter-cleaning reminders on your phone.',
      ),
    ],
    related: ['ac-msz-ax25vf', 'ac-msy-gr35vf', 'ac-msz-ht35vf'],
    displayOrder: 175,
    featured: true,
  }),

  // HT series – inverter heat pump
  airConditioner({
    key: 'ac-msz-ht25vf',
    range: HT,
    modelCode: 'MSZ-HT25VF',
    btu: 9000,
    cooling: 2.5,
    coolingRange: [0.9, 3.0],
    heating: 3.15,
    powerW: 680,
    noise: [22, 42],
    outdoorNoise: 46,
    weight: [9, 24],
    indoor: INDOOR_SMALL,
    outdoor: OUTDOOR_SMALL,
    cspf: 5.52,
    stars: 5,
    priceVnd: 14490000,
    colours: ['white'],
    shortDescription: t(
      'Điều hòa Inverter 2 chiều 9.000 BTU cho phòng ngủ miền Bắc: mát mùa hè, ấm mùa đông, chế độ làm khô hỗ trợ những ngày nồm ẩm.',
      'A 9,000 BTU inverter heat pump for bedrooms in the north: cool in summer, warm in winter, with a Dry mode for damp “nồm” spells.',
    ),
    description: t(
      [
        'Ở Hà Nội và các tỉnh phía Bắc, chiếc điều hòa phải làm việc quanh năm: làm mát trong những tháng hè oi bức, sưởi ấm khi gió mùa đông bắc tràn về. MSZ-HT25VF đáp ứng cả hai với một dàn lạnh duy nhất, thay cho cả điều hòa lẫn máy sưởi dầu trong phòng ngủ.',
        'Vào mùa nồm, chế độ làm khô cho máy nén chạy nhẹ để ngưng tụ hơi nước mà không làm phòng lạnh đi nhiều, giúp tường và sàn bớt đọng nước. Khi sưởi, quạt dàn lạnh chỉ chạy khi dàn đã đủ ấm, nên không có luồng gió lạnh thổi vào người lúc máy vừa khởi động.',
      ],
      [
        'In Hanoi and the northern provinces an air conditioner works all year round: cooling through the sticky summer months and heating when the north-east monsoon blows in. The MSZ-HT25VF does both from a single indoor unit, replacing the separate air conditioner and oil heater in the bedroom.',
        'In the damp season, Dry mode runs the compressor gently to condense moisture out of the air without chilling the room, so walls and floors stay drier. When heating, the indoor fan waits until the coil is warm before it starts, so there is no blast of cold air at switch-on.',
      ],
    ),
    features: [
      feature(
        'eco',
        'Một máy cho cả năm',
        'Làm lạnh và sưởi ấm bằng bơm nhiệt, thay cho máy sưởi dầu tốn điện trong phòng ngủ.',
        'One unit, all year',
        'Cools and heats with a heat pump, replacing a power-hungry oil heater in the bedroom.',
      ),
      feature(
        'humidity',
        'Chế độ làm khô',
        'Giảm độ ẩm trong phòng những ngày nồm mà không làm nhiệt độ hạ xuống quá thấp.',
        'Dry mode',
        'Brings down humidity on damp days without letting the temperature drop too far.',
      ),
      feature(
        'quiet',
        'Khởi động sưởi êm dịu',
        'Quạt chỉ quay khi dàn lạnh đã ấm, tránh luồng gió lạnh đột ngột vào sáng sớm.',
        'Gentle heating start',
        'The fan only starts once the coil is warm, so there is no sudden cold draught on early mornings.',
      ),
    ],
    related: ['ac-msz-ht35vf', 'ac-msz-ax25vf', 'dehum-mj-e12sv'],
    displayOrder: 145,
  }),
  airConditioner({
    key: 'ac-msz-ht35vf',
    range: HT,
    modelCode: 'MSZ-HT35VF',
    btu: 12000,
    cooling: 3.5,
    coolingRange: [0.9, 3.7],
    heating: 4.0,
    powerW: 1040,
    noise: [23, 43],
    outdoorNoise: 48,
    weight: [9, 27],
    indoor: INDOOR_SMALL,
    outdoor: OUTDOOR_SMALL,
    cspf: 5.36,
    stars: 5,
    priceVnd: 16990000,
    colours: ['white'],
    shortDescription: t(
      'Điều hòa 2 chiều 12.000 BTU giữ hơi ấm dịu nhẹ cho phòng có người cao tuổi và trẻ nhỏ: không đốt oxy, không làm khô da như máy sưởi cũ.',
      'A 12,000 BTU heat pump that keeps rooms gently warm for elderly relatives and small children – no burning of oxygen, no dry skin.',
    ),
    description: t(
      [
        'Máy sưởi dầu, đèn sưởi hay bếp than đều có nhược điểm: làm khô không khí, tiêu hao oxy hoặc tiềm ẩn nguy cơ bỏng. MSZ-HT35VF sưởi ấm bằng bơm nhiệt, lấy nhiệt từ không khí ngoài trời đưa vào phòng, nên an toàn cho phòng ngủ của ông bà và trẻ nhỏ, với nhiệt độ dao động rất ít suốt đêm.',
        'Chế độ giữ ấm 10 °C duy trì nhiệt độ tối thiểu khi nhà vắng người, tránh ẩm mốc cho nhà nghỉ dưỡng ở Sa Pa, Đà Lạt hay Mộc Châu trong những tuần không có ai ở. Vào mùa hè, máy làm lạnh với công suất 3,5 kW cho phòng 15–20 m².',
      ],
      [
        'Oil-filled radiators, heat lamps and charcoal burners all have drawbacks: they dry the air, use up oxygen or risk burns. The MSZ-HT35VF heats with a heat pump, moving warmth from the outdoor air into the room, so it is safe in the bedrooms of grandparents and small children and holds the temperature with very little swing through the night.',
        'A 10 °C frost-protection mode keeps a minimum temperature when nobody is home, preventing damp and mould in holiday houses in Sa Pa, Da Lat or Moc Chau during the weeks they stand empty. In summer it cools rooms of 15–20 m² with 3.5 kW of capacity.',
      ],
    ),
    features: [
      feature(
        'safety',
        'An toàn cho cả nhà',
        'Không có bề mặt nóng, không đốt nhiên liệu, phù hợp phòng ngủ của người cao tuổi và trẻ nhỏ.',
        'Safe for the whole family',
        'No hot surfaces and no burning of fuel – ideal for the bedrooms of older people and young children.',
      ),
      feature(
        'shield',
        'Chế độ giữ ấm 10 °C',
        'Giữ nhà nghỉ dưỡng khô ráo, không ẩm mốc trong những tuần vắng chủ.',
        '10 °C frost protection',
        'Keeps a holiday home dry and free of mould during the weeks it stands empty.',
      ),
      feature(
        'inverter',
        'Nhiệt độ ổn định',
        'Máy nén Inverter điều chỉnh công suất nhỏ giọt, không gây cảm giác nóng lạnh thất thường.',
        'Steady temperature',
        'The inverter compressor trims its output in small steps, so the room never swings between too warm and too cool.',
      ),
    ],
    related: ['ac-msz-ht25vf', 'ac-msz-ht50vf', 'ac-msz-ax35vf'],
    displayOrder: 135,
  }),
  airConditioner({
    key: 'ac-msz-ht50vf',
    range: HT,
    modelCode: 'MSZ-HT50VF',
    btu: 18000,
    cooling: 5.0,
    coolingRange: [1.4, 5.4],
    heating: 5.8,
    powerW: 1520,
    noise: [29, 46],
    outdoorNoise: 51,
    weight: [14, 37],
    indoor: INDOOR_LARGE,
    outdoor: OUTDOOR_MEDIUM,
    cspf: 5.14,
    stars: 5,
    priceVnd: 24490000,
    colours: ['white', 'silver'],
    shortDescription: t(
      'Điều hòa 2 chiều 18.000 BTU cho phòng khách 20–30 m² ở miền Bắc: sưởi nhanh vào sáng mùa đông, xả băng thông minh để hơi ấm không gián đoạn.',
      'An 18,000 BTU heat pump for 20–30 m² living rooms in the north: rapid warm-up on winter mornings and smart defrosting so the warmth keeps flowing.',
    ),
    description: t(
      [
        'Sáng mùa đông, phòng khách thường là nơi lạnh nhất trong nhà vì cửa ra vào mở liên tục. MSZ-HT50VF có chế độ sưởi nhanh, đưa căn phòng 25 m² từ 12 °C lên 20 °C trong khoảng 20 phút để cả nhà ăn sáng trong không gian ấm áp.',
        'Khi trời vừa lạnh vừa ẩm, dàn nóng dễ bị đóng băng. Thay vì xả băng theo chu kỳ cố định, máy chỉ xả băng khi cảm biến phát hiện cần thiết, rút ngắn những quãng ngừng sưởi. Dàn nóng sâu chỉ 285 mm, vừa với ban công hẹp của nhiều căn hộ chung cư.',
      ],
      [
        'On winter mornings the living room is often the coldest room in the house, because the front door keeps opening. The MSZ-HT50VF has a rapid heating mode that takes a 25 m² room from 12 °C to 20 °C in about 20 minutes, so the family can have breakfast in the warm.',
        'In cold, damp weather the outdoor coil can ice up. Rather than defrosting on a fixed cycle, the unit defrosts only when its sensors say it needs to, keeping pauses in heating to a minimum. The outdoor unit is only 285 mm deep and fits on the narrow balconies of many apartments.',
      ],
    ),
    features: [
      feature(
        'speed',
        'Sưởi nhanh',
        'Chế độ sưởi công suất cao làm ấm phòng khách chỉ trong khoảng 20 phút vào buổi sáng.',
        'Rapid heating',
        'A high-output heating mode warms the living room in about 20 minutes in the morning.',
      ),
      feature(
        'precision',
        'Xả băng thông minh',
        'Cảm biến quyết định thời điểm xả băng, giảm số lần ngừng sưởi trong những ngày lạnh ẩm.',
        'Smart defrost',
        'Sensors decide when to defrost, so heating pauses less often on cold, damp days.',
      ),
      feature(
        'compact',
        'Dàn nóng gọn',
        'Dàn nóng sâu 285 mm, dễ bố trí trên ban công hoặc giá đỡ ở hành lang kỹ thuật chật hẹp.',
        'Slim outdoor unit',
        'At 285 mm deep, the outdoor unit fits on a balcony or a bracket in a cramped service void.',
      ),
      feature(
        'energy',
        'Nhãn năng lượng 5 sao',
        'CSPF 5,14 giúp chi phí làm mát mùa hè của phòng khách lớn vẫn ở mức hợp lý.',
        '5-star energy label',
        'A CSPF of 5.14 keeps the cost of cooling a large living room through the summer reasonable.',
      ),
    ],
    related: ['ac-msz-ht35vf', 'ac-msy-jw50vf', 'dehum-mj-e20sv'],
    displayOrder: 125,
  }),

  // KS series – fixed speed, cooling only
  airConditioner({
    key: 'ac-ms-ks25vf',
    range: KS,
    modelCode: 'MS-KS25VF',
    btu: 9000,
    cooling: 2.64,
    powerW: 790,
    noise: [34, 40],
    outdoorNoise: 50,
    weight: [8, 22],
    indoor: [770, 285, 225],
    outdoor: [660, 500, 240],
    cspf: 4.12,
    stars: 3,
    priceVnd: 7990000,
    colours: ['white'],
    shortDescription: t(
      'Điều hòa 1 chiều 9.000 BTU giá hợp lý cho phòng trọ, phòng cho thuê hay phòng khách ít dùng; vận hành đơn giản, dễ bảo dưỡng.',
      'An affordable 9,000 BTU cooling-only unit for rental rooms, guest rooms and spaces used a few hours a day – simple to run and easy to service.',
    ),
    description: t(
      [
        'Không phải căn phòng nào cũng bật điều hòa cả đêm. Với phòng cho thuê, phòng dành cho người thân ghé chơi hay phòng làm việc chỉ dùng vài giờ mỗi ngày, MS-KS25VF giúp giảm chi phí đầu tư: máy nén tốc độ cố định, cấu tạo đơn giản, linh kiện phổ biến và dễ thay thế.',
        'Máy vẫn dùng môi chất lạnh R32 thân thiện hơn với môi trường, có chế độ làm lạnh nhanh và hẹn giờ tắt. Nếu phòng được sử dụng trên sáu giờ mỗi ngày, chúng tôi khuyên bạn chọn model Inverter như MSY-JW25VF: phần chênh lệch giá thường được bù lại bằng tiền điện sau khoảng hai mùa hè.',
      ],
      [
        'Not every room needs the air conditioning on all night. For a rental room, a guest room for visiting relatives or a study used a few hours a day, the MS-KS25VF keeps the upfront cost down: a fixed-speed compressor, a simple design and common parts that are easy to replace.',
        'It still uses lower-impact R32 refrigerant and has rapid cooling and an off-timer. If the room will be used for more than six hours a day, we recommend an inverter model such as the MSY-JW25VF instead – the difference in price is usually recovered in electricity savings within about two summers.',
      ],
    ),
    features: [
      feature(
        'energy',
        'Chi phí đầu tư thấp',
        'Mức giá dễ tiếp cận nhất trong dải điều hòa Sora Electric, phù hợp phòng sử dụng ít giờ mỗi ngày.',
        'Low upfront cost',
        'The most affordable air conditioner in the Sora Electric range, for rooms used only a few hours a day.',
      ),
      feature(
        'durable',
        'Dễ bảo dưỡng',
        'Cấu tạo đơn giản, linh kiện có sẵn tại mọi trung tâm bảo hành, sửa chữa nhanh chóng.',
        'Easy to service',
        'A straightforward design with parts stocked at every service centre, so repairs are quick.',
      ),
      feature(
        'timer',
        'Hẹn giờ tắt',
        'Tự tắt sau 1 đến 12 giờ, hữu ích cho phòng cho thuê khi người ở thường quên tắt máy.',
        'Off-timer',
        'Switches off after one to twelve hours – useful in rental rooms where tenants often forget.',
      ),
    ],
    related: ['ac-msy-jw25vf', 'ac-ms-ks35vf'],
    displayOrder: 115,
  }),
  airConditioner({
    key: 'ac-ms-ks35vf',
    range: KS,
    modelCode: 'MS-KS35VF',
    btu: 12000,
    cooling: 3.5,
    powerW: 1080,
    noise: [36, 42],
    outdoorNoise: 51,
    weight: [8, 27],
    indoor: [770, 285, 225],
    outdoor: [700, 540, 250],
    cspf: 4.05,
    stars: 3,
    priceVnd: 9790000,
    colours: ['white'],
    shortDescription: t(
      'Điều hòa 1 chiều 12.000 BTU bền bỉ, giá dễ tiếp cận cho cửa hàng nhỏ, quầy thuốc hay văn phòng dịch vụ chỉ mở cửa ban ngày.',
      'A rugged 12,000 BTU cooling-only unit at an accessible price for small shops, pharmacies and service offices that open only by day.',
    ),
    description: t(
      [
        'Cửa hàng nhỏ, quầy thuốc hay phòng giao dịch thường chỉ cần làm mát trong giờ mở cửa và tắt hẳn khi đóng cửa buổi tối. MS-KS35VF được chế tạo cho kiểu sử dụng đó: dàn trao đổi nhiệt ống đồng rãnh xoắn, máy nén tốc độ cố định công suất 3,5 kW và bo mạch được bảo vệ trước xung điện.',
        'Chức năng tự khởi động lại đưa máy về đúng chế độ đang chạy ngay khi có điện trở lại sau sự cố, không cần nhân viên bật lại. Dàn lạnh chỉ rộng 770 mm, dễ lắp phía trên quầy thu ngân hoặc kệ hàng.',
      ],
      [
        'Small shops, pharmacies and service counters usually need cooling during opening hours and nothing once they close for the night. The MS-KS35VF is built for exactly that: a heat exchanger with inner-grooved copper tubes, a 3.5 kW fixed-speed compressor and a control board protected against power surges.',
        'Auto-restart puts the unit back into the mode it was in as soon as the power returns after a cut, with no need for staff to switch it on again. At only 770 mm wide, the indoor unit fits easily above a till or shelving.',
      ],
    ),
    features: [
      feature(
        'shield',
        'Bảo vệ trước xung điện',
        'Bo mạch có mạch bảo vệ quá áp, giảm rủi ro hư hỏng khi lưới điện khu phố không ổn định.',
        'Surge protection',
        'A protected control board reduces the risk of damage when the local supply is unstable.',
      ),
      feature(
        'durable',
        'Ống đồng rãnh xoắn',
        'Dàn trao đổi nhiệt bằng đồng truyền nhiệt tốt, chịu được nhiều năm vận hành hằng ngày.',
        'Inner-grooved copper tubes',
        'Copper heat exchangers transfer heat well and stand up to years of daily use.',
      ),
      feature(
        'remote',
        'Tự khởi động lại',
        'Ghi nhớ chế độ và nhiệt độ, tự chạy lại sau khi mất điện mà không cần thao tác.',
        'Auto-restart',
        'Remembers the mode and temperature and starts again by itself after a power cut.',
      ),
    ],
    related: ['ac-ms-ks25vf', 'ac-ms-ks50vf', 'ac-msy-jw35vf'],
    displayOrder: 110,
  }),
  airConditioner({
    key: 'ac-ms-ks50vf',
    range: KS,
    modelCode: 'MS-KS50VF',
    btu: 18000,
    cooling: 5.2,
    powerW: 1620,
    noise: [38, 45],
    outdoorNoise: 53,
    weight: [12, 36],
    indoor: [1000, 310, 240],
    outdoor: OUTDOOR_MEDIUM,
    cspf: 3.96,
    stars: 3,
    priceVnd: 15490000,
    colours: ['white'],
    shortDescription: t(
      'Điều hòa 1 chiều 18.000 BTU cho phòng học, phòng họp hay quán ăn nhỏ 20–30 m², cho phép đi ống đồng dài đến 20 m khi lắp đặt.',
      'An 18,000 BTU cooling-only unit for classrooms, meeting rooms and small eateries of 20–30 m², allowing copper pipe runs of up to 20 m.',
    ),
    description: t(
      [
        'Phòng học thêm, phòng họp hay quán ăn nhỏ có chung một đặc điểm: đông người vào những khung giờ nhất định và cần hạ nhiệt thật nhanh. MS-KS50VF có công suất làm lạnh 5,2 kW và quạt dàn lạnh bốn tốc độ, đủ mạnh cho không gian 20–30 m² vào giờ cao điểm.',
        'Ở nhà phố nhiều tầng, dàn nóng thường phải đặt trên sân thượng hay ban công cách xa phòng. Máy cho phép chiều dài ống đồng đến 20 m và chênh lệch độ cao 10 m, giúp thợ lắp đặt dễ chọn vị trí dàn nóng thông thoáng, tránh nắng gắt.',
      ],
      [
        'Tutoring rooms, meeting rooms and small restaurants have one thing in common: they fill up at certain times of day and need to cool down fast. With 5.2 kW of cooling and a four-speed indoor fan, the MS-KS50VF has the power for 20–30 m² at the busiest hours.',
        'In multi-storey townhouses the outdoor unit often has to go on the roof terrace or a balcony some way from the room. This model allows up to 20 m of copper pipe and a 10 m difference in height, giving installers the freedom to put the outdoor unit somewhere airy and out of the harshest sun.',
      ],
    ),
    features: [
      feature(
        'fastCool',
        'Hạ nhiệt nhanh giờ đông người',
        'Quạt bốn tốc độ và công suất 5,2 kW giúp phòng họp, lớp học mát trở lại sau ít phút.',
        'Fast cool-down at busy times',
        'A four-speed fan and 5.2 kW of cooling bring a meeting room or classroom back to comfort within minutes.',
      ),
      feature(
        'compact',
        'Lắp đặt linh hoạt',
        'Ống đồng dài đến 20 m, chênh lệch độ cao 10 m giữa dàn lạnh và dàn nóng.',
        'Flexible installation',
        'Up to 20 m of copper pipe and 10 m of height between the indoor and outdoor units.',
      ),
      feature(
        'durable',
        'Bền bỉ nhiều giờ liền',
        'Máy nén và quạt dàn nóng được thử nghiệm vận hành liên tục ở nhiệt độ ngoài trời 46 °C.',
        'Built for long hours',
        'The compressor and outdoor fan are tested in continuous operation at an outdoor temperature of 46 °C.',
      ),
    ],
    related: ['ac-ms-ks35vf', 'ac-ms-ks60vf', 'ac-msy-jw50vf'],
    displayOrder: 105,
  }),
  airConditioner({
    key: 'ac-ms-ks60vf',
    range: KS,
    modelCode: 'MS-KS60VF',
    btu: 24000,
    cooling: 6.6,
    powerW: 2100,
    noise: [40, 47],
    outdoorNoise: 55,
    weight: [13, 42],
    indoor: [1000, 310, 240],
    outdoor: [840, 650, 300],
    cspf: 3.91,
    stars: 3,
    priceVnd: 19990000,
    colours: ['white'],
    shortDescription: t(
      'Điều hòa 1 chiều 24.000 BTU với chi phí đầu tư thấp nhất tính trên mỗi BTU, phù hợp showroom, xưởng may nhỏ và không gian 30–40 m².',
      'A 24,000 BTU cooling-only unit with the lowest upfront cost per BTU in our range, for showrooms, small workshops and spaces of 30–40 m².',
    ),
    description: t(
      [
        'Khi cần làm mát một không gian lớn với ngân sách giới hạn, MS-KS60VF có chi phí đầu tư thấp nhất tính trên mỗi BTU trong dải sản phẩm của Sora Electric. Máy phù hợp showroom, xưởng may nhỏ hay kho hàng có người làm việc – những nơi cần công suất lớn hơn là tính năng tiện nghi.',
        'Lưới lọc thô dạng tổ ong giữ lại xơ vải và bụi lớn, có thể tháo rửa mà không cần dụng cụ. Nếu máy chạy trên tám giờ mỗi ngày, hãy cân nhắc model Inverter MSY-JW60VF; đội ngũ tư vấn của chúng tôi sẵn sàng giúp bạn so sánh tổng chi phí sử dụng cho nhu cầu cụ thể.',
      ],
      [
        'When a big space needs cooling on a tight budget, the MS-KS60VF has the lowest upfront cost per BTU in the Sora Electric range. It suits showrooms, small garment workshops and staffed storerooms – places that need raw capacity more than comfort features.',
        'A honeycomb pre-filter catches lint and coarse dust and can be removed and washed without tools. If the unit will run for more than eight hours a day, consider the inverter MSY-JW60VF instead; our advisers will gladly help you compare the total cost of ownership for your needs.',
      ],
    ),
    features: [
      feature(
        'fastCool',
        'Công suất 6,6 kW',
        'Đủ sức làm mát showroom hay xưởng nhỏ 30–40 m² với nhiều người và thiết bị tỏa nhiệt.',
        '6.6 kW of cooling',
        'Enough to cool a 30–40 m² showroom or small workshop full of people and heat-producing equipment.',
      ),
      feature(
        'hygiene',
        'Lưới lọc thô tổ ong',
        'Giữ lại xơ vải và bụi lớn trước khi vào dàn lạnh, tháo rửa nhanh không cần dụng cụ.',
        'Honeycomb pre-filter',
        'Stops lint and coarse dust before it reaches the coil, and comes out for washing without tools.',
      ),
      feature(
        'energy',
        'Tiết kiệm chi phí ban đầu',
        'Lựa chọn hợp lý cho không gian lớn chỉ làm mát trong giờ làm việc.',
        'Lower capital outlay',
        'A sensible choice for large spaces that are cooled only during working hours.',
      ),
    ],
    related: ['ac-ms-ks50vf', 'ac-msy-jw60vf'],
    displayOrder: 100,
  }),

  // Discontinued
  airConditioner({
    key: 'ac-msy-jp25vf',
    range: JP,
    modelCode: 'MSY-JP25VF',
    btu: 9000,
    cooling: 2.5,
    coolingRange: [0.9, 2.9],
    powerW: 690,
    noise: [23, 43],
    outdoorNoise: 47,
    weight: [9, 23],
    indoor: INDOOR_SMALL,
    outdoor: OUTDOOR_SMALL,
    cspf: 5.31,
    stars: 4,
    priceVnd: 9990000,
    colours: ['white'],
    shortDescription: t(
      'Model Inverter 9.000 BTU thế hệ 2021 đã ngừng sản xuất, được thay thế bởi MSY-JW25VF; linh kiện và dịch vụ bảo hành vẫn được duy trì.',
      'A 2021-generation 9,000 BTU inverter, now discontinued and replaced by the MSY-JW25VF; spare parts and warranty service remain available.',
    ),
    description: t(
      [
        'MSY-JP25VF là model Inverter 9.000 BTU thế hệ 2021, từng được nhiều gia đình chọn cho phòng ngủ nhờ vận hành êm và nhãn năng lượng 4 sao. Model đã ngừng sản xuất từ năm 2025 và được thay thế bởi MSY-JW25VF với hiệu suất CSPF cao hơn.',
        'Sora Electric tiếp tục cung cấp linh kiện thay thế ít nhất bảy năm kể từ khi ngừng sản xuất. Hướng dẫn sử dụng và hướng dẫn lắp đặt vẫn có thể tải về bên dưới.',
      ],
      [
        'The MSY-JP25VF was our 2021-generation 9,000 BTU inverter, chosen by many families for their bedrooms thanks to its quiet running and 4-star energy label. It was discontinued in 2025 and replaced by the MSY-JW25VF, which has a higher CSPF.',
        'Sora Electric continues to supply spare parts for at least seven years after a model is discontinued. The user and installation manuals can still be downloaded below.',
      ],
    ),
    features: [
      feature(
        'inverter',
        'Máy nén Inverter',
        'Điều chỉnh tốc độ theo nhiệt độ phòng, tiết kiệm điện hơn máy tốc độ cố định.',
        'Inverter compressor',
        'Adjusts its speed to the room temperature, using less electricity than a fixed-speed unit.',
      ),
      feature(
        'quiet',
        'Vận hành êm',
        'Độ ồn dàn lạnh từ 23 dB(A), phù hợp phòng ngủ.',
        'Quiet running',
        'The indoor unit runs from 23 dB(A), quiet enough for a bedroom.',
      ),
      feature(
        'shield',
        'Linh kiện sẵn có',
        'Linh kiện thay thế được cung cấp ít nhất bảy năm sau khi model ngừng sản xuất.',
        'Parts still available',
        'Spare parts are supplied for at least seven years after the model was discontinued.',
      ),
    ],
    related: ['ac-msy-jw25vf', 'ac-msy-jw35vf'],
    displayOrder: 90,
    isActive: false,
  }),
]
