import { type Bilingual, t } from '../../bilingual'
import type { ColourName, ProductKind, ProductSeed, SpecRowSeed } from '../../productTypes'
import {
  catalogue,
  type Feature,
  feature,
  manual,
  product,
  type ProductDocument,
  qty,
  SINGLE_PHASE,
  spec,
  specT,
  warranty,
} from './helpers'

/**
 * Refrigerators from 186 to 640 litres: two-door, three-door, French-door, multi-door and
 * side-by-side, plus one discontinued model. Every model has an inverter compressor.
 */

type Doors = 2 | 3 | 4 | 5 | 6 | 'side-by-side'

type Range = { series: Bilingual<string>; catalogue: ProductDocument }

const range = (seriesVi: string, seriesEn: string, catalogueVi: string, catalogueEn: string) => ({
  series: t(seriesVi, seriesEn),
  catalogue: catalogue(catalogueVi, catalogueEn),
})

const FS = range(
  'Dòng FS – 2 cửa ngăn đá trên',
  'FS series – two-door, top freezer',
  'tủ lạnh 2 cửa dòng FS 2026',
  'FS series two-door refrigerator 2026',
)
const FV = range(
  'Dòng FV – 2 cửa ngăn đông dưới',
  'FV series – two-door, bottom freezer',
  'tủ lạnh ngăn đông dưới dòng FV 2026',
  'FV series bottom-freezer refrigerator 2026',
)
const CX = range(
  'Dòng CX – 3 cửa ngăn chuyển đổi',
  'CX series – three-door with convertible drawer',
  'tủ lạnh 3 cửa dòng CX 2026',
  'CX series three-door refrigerator 2026',
)
const LX = range(
  'Dòng LX – 4 cửa French Door',
  'LX series – four-door French door',
  'tủ lạnh French Door dòng LX 2026',
  'LX series French-door refrigerator 2026',
)
const WX = range(
  'Dòng WX – nhiều cửa',
  'WX series – multi-door',
  'tủ lạnh nhiều cửa dòng WX 2026',
  'WX series multi-door refrigerator 2026',
)
const WZ = range(
  'Dòng WZ – nhiều cửa cao cấp',
  'WZ series – premium multi-door',
  'tủ lạnh cao cấp dòng WZ 2026',
  'WZ series premium refrigerator 2026',
)
const SB = range(
  'Dòng SB – Side by Side',
  'SB series – side-by-side',
  'tủ lạnh Side by Side dòng SB 2026',
  'SB series side-by-side refrigerator 2026',
)

const DOOR_WORDS: Record<Exclude<Doors, 'side-by-side'>, [string, string]> = {
  2: ['2 cửa', 'Two-door'],
  3: ['3 cửa', 'Three-door'],
  4: ['4 cửa', 'Four-door'],
  5: ['5 cửa', 'Five-door'],
  6: ['6 cửa', 'Six-door'],
}

const kindOf = (doors: Doors): ProductKind =>
  doors === 2
    ? 'refrigerator2door'
    : doors === 'side-by-side'
      ? 'refrigeratorSideBySide'
      : 'refrigerator4door'

/** The `doors` filter groups five- and six-door models under `5`. */
const doorsFilter = (doors: Doors): string =>
  doors === 'side-by-side' ? doors : String(Math.min(doors, 5))

const capacityBand = (litres: number): string =>
  litres < 300 ? 'under-300' : litres < 450 ? '300-450' : litres <= 600 ? '450-600' : 'over-600'

type Compartment = { vi: string; en: string; litres: number }

type Refrigerator = {
  key: string
  range: Range
  modelCode: string
  doors: Doors
  /** Fresh-food and freezer volumes, plus any further compartments; they add up to the total. */
  fresh: number
  freezer: number
  extra?: Compartment[]
  kWhPerYear: number
  noise: number
  weight: number
  size: [number, number, number]
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

const refrigerator = (fridge: Refrigerator): ProductSeed => {
  const litres =
    fridge.fresh +
    fridge.freezer +
    (fridge.extra ?? []).reduce((sum, compartment) => sum + compartment.litres, 0)
  const [doorsVi, doorsEn] =
    fridge.doors === 'side-by-side' ? ['Side by Side', 'Side-by-side'] : DOOR_WORDS[fridge.doors]
  const [width, height, depth] = fridge.size
  const extra = fridge.extra ?? []
  const extraRows: SpecRowSeed[] = extra.length
    ? [
        specT(
          'Ngăn chuyên dụng',
          'Special compartments',
          extra.map((compartment) => `${compartment.vi} ${compartment.litres} lít`).join(', '),
          extra
            .map((compartment) => `${compartment.en.toLowerCase()} ${compartment.litres} L`)
            .join(', ')
            .replace(/^./, (first) => first.toUpperCase()),
        ),
      ]
    : []
  return product({
    key: fridge.key,
    group: 'HomeAppliances',
    category: 'Refigerators',
    kind: kindOf(fridge.doors),
    modelCode: fridge.modelCode,
    series: fridge.range.series,
    name: t(
      `Tủ lạnh Inverter ${doorsVi} ${litres} lít ${fridge.modelCode}`,
      `${doorsEn} inverter refrigerator, ${litres} L ${fridge.modelCode}`,
    ),
    shortDescription: fridge.shortDescription,
    description: fridge.description,
    features: fridge.features,
    colours: fridge.colours,
    capacity: { value: litres, unit: 'L' },
    size: { kind: 'body', width, height, depth, unit: 'mm' },
    specs: [
      specT('Dung tích tổng', 'Total capacity', `${litres} lít`, `${litres} L`),
      specT('Ngăn lạnh', 'Fresh-food compartment', `${fridge.fresh} lít`, `${fridge.fresh} L`),
      ...extraRows,
      specT('Ngăn đông', 'Freezer', `${fridge.freezer} lít`, `${fridge.freezer} L`),
      specT(
        'Điện năng tiêu thụ',
        'Energy consumption',
        `${fridge.kWhPerYear} kWh/năm`,
        `${fridge.kWhPerYear} kWh/year`,
      ),
      spec('Độ ồn', 'Noise level', qty(fridge.noise, 'dB(A)')),
      spec('Môi chất lạnh', 'Refrigerant', 'R600a'),
      spec('Nguồn điện', 'Power supply', SINGLE_PHASE),
      spec('Khối lượng', 'Weight', qty(fridge.weight, 'kg')),
      warranty(2, 10, 'máy nén', 'the compressor'),
    ],
    energy: { stars: fridge.stars },
    priceVnd: fridge.priceVnd,
    filters: {
      doors: doorsFilter(fridge.doors),
      capacity: capacityBand(litres),
      stars: String(fridge.stars),
    },
    related: fridge.related,
    documents: [fridge.range.catalogue, manual(fridge.modelCode)],
    displayOrder: fridge.displayOrder,
    featured: fridge.featured ?? false,
    isActive: fridge.isActive ?? true,
  })
}

const CONVERTIBLE: Pick<Compartment, 'vi' | 'en'> = {
  vi: 'Ngăn chuyển đổi đa năng',
  en: 'Convertible drawer',
}
const CRISPER: Pick<Compartment, 'vi' | 'en'> = { vi: 'Ngăn rau củ', en: 'Vegetable drawer' }
const ICE: Pick<Compartment, 'vi' | 'en'> = { vi: 'Ngăn làm đá', en: 'Ice compartment' }

export const refrigeratorSeeds: ProductSeed[] = [
  // FS series – two doors, freezer on top
  refrigerator({
    key: 'fridge-mr-fs19en',
    range: FS,
    modelCode: 'MR-FS19EN',
    doors: 2,
    fresh: 133,
    freezer: 53,
    kWhPerYear: 228,
    noise: 36,
    weight: 39,
    size: [540, 1360, 595],
    stars: 4,
    priceVnd: 6990000,
    colours: ['silver'],
    shortDescription: t(
      'Tủ lạnh 2 cửa 186 lít nhỏ gọn cho căn hộ studio, sinh viên và vợ chồng trẻ; rộng chỉ 54 cm, vừa góc bếp nhỏ hay phòng trọ.',
      'A compact 186-litre two-door fridge for studio flats, students and young couples – just 54 cm wide, it fits a tiny kitchen or a rented room.',
    ),
    description: t(
      [
        'MR-FS19EN là chiếc tủ lạnh nhỏ nhất trong dải sản phẩm của Sora Electric, rộng 54 cm và cao 136 cm, đặt vừa góc bếp căn hộ studio hay cạnh bàn học trong phòng trọ. Ngăn lạnh 133 lít đủ chứa thực phẩm cho hai người trong khoảng năm ngày, còn ngăn đá 53 lít dành cho thịt cá, đá viên và kem.',
        'Máy nén Inverter giữ mức tiêu thụ khoảng 228 kWh mỗi năm, tức chưa tới 0,7 kWh mỗi ngày. Tay nắm âm và chân tủ có bánh xe phía sau giúp việc di chuyển khi chuyển nhà, chuyển phòng nhẹ nhàng hơn.',
      ],
      [
        'The MR-FS19EN is the smallest refrigerator in the Sora Electric range: 54 cm wide and 136 cm tall, it fits the corner of a studio kitchen or sits beside the desk in a rented room. The 133-litre fresh-food section holds about five days’ food for two, while the 53-litre freezer takes meat, fish, ice cubes and ice cream.',
        'Its inverter compressor keeps consumption to about 228 kWh a year – under 0.7 kWh a day. Recessed handles and rear castors make it easy to move when you change flats or rooms.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Rộng chỉ 54 cm',
        'Vừa những góc bếp và phòng trọ nhỏ mà tủ lạnh thông thường không đặt được.',
        'Only 54 cm wide',
        'Fits small kitchens and rented rooms where a standard refrigerator won’t go.',
      ),
      feature(
        'inverter',
        'Tiết kiệm điện',
        'Máy nén Inverter tiêu thụ khoảng 228 kWh mỗi năm, nhẹ gánh cho hóa đơn tiền điện hằng tháng.',
        'Low running costs',
        'The inverter compressor uses about 228 kWh a year, keeping monthly bills light.',
      ),
      feature(
        'durable',
        'Dễ di chuyển',
        'Bánh xe phía sau và tay nắm âm giúp một người cũng có thể xoay, kéo tủ khi dọn dẹp.',
        'Easy to move',
        'Rear castors and recessed handles mean one person can pull the fridge out for cleaning.',
      ),
    ],
    related: ['fridge-mr-fs25en', 'fridge-mr-fv28en'],
    displayOrder: 105,
  }),
  refrigerator({
    key: 'fridge-mr-fs25en',
    range: FS,
    modelCode: 'MR-FS25EN',
    doors: 2,
    fresh: 178,
    freezer: 65,
    kWhPerYear: 252,
    noise: 36,
    weight: 47,
    size: [600, 1530, 630],
    stars: 5,
    priceVnd: 8490000,
    colours: ['silver', 'brown'],
    shortDescription: t(
      'Tủ lạnh 2 cửa 243 lít cho gia đình 2–3 người, ngăn đá 65 lít rộng rãi để trữ thịt cá và bộ lọc khử mùi than hoạt tính.',
      'A 243-litre two-door fridge for households of two or three, with a roomy 65-litre freezer for meat and fish and an activated-carbon deodoriser.',
    ),
    description: t(
      [
        'Nhiều gia đình trẻ có thói quen đi siêu thị cuối tuần và trữ sẵn thịt, cá, hải sản cho cả tuần. MR-FS25EN có ngăn đá 65 lít – lớn hơn đa số tủ lạnh cùng dung tích – với hai kệ chia tầng để thực phẩm đông lạnh không đè lên nhau.',
        'Bộ lọc than hoạt tính ở ngăn lạnh hấp thụ mùi mắm, mùi sầu riêng và mùi hành tỏi, giữ cho bánh trái và sữa không bị ám mùi. Tủ đạt nhãn năng lượng 5 sao, có hai màu bạc và nâu dễ phối với tủ bếp gỗ.',
      ],
      [
        'Many young families shop at the supermarket at the weekend and lay in meat, fish and seafood for the whole week. The MR-FS25EN has a 65-litre freezer – bigger than most refrigerators of this size – with two shelves so frozen food isn’t piled on top of itself.',
        'An activated-carbon filter in the fresh-food section soaks up the smells of fish sauce, durian, onion and garlic, so cakes and milk don’t pick them up. It carries the 5-star energy label and comes in silver or a brown that goes well with wooden kitchen cabinets.',
      ],
    ),
    features: [
      feature(
        'freeze',
        'Ngăn đá 65 lít',
        'Hai tầng kệ giúp sắp xếp thực phẩm đông lạnh cho cả tuần gọn gàng, dễ lấy.',
        '65-litre freezer',
        'Two shelves keep a week’s worth of frozen food tidy and easy to reach.',
      ),
      feature(
        'fresh',
        'Khử mùi than hoạt tính',
        'Hấp thụ mùi mạnh từ thực phẩm, không để các món ăn ám mùi lẫn nhau.',
        'Activated-carbon deodoriser',
        'Absorbs strong food smells so that dishes don’t taste of one another.',
      ),
      feature(
        'energy',
        'Nhãn năng lượng 5 sao',
        'Chỉ khoảng 252 kWh mỗi năm cho 243 lít dung tích.',
        '5-star energy label',
        'Just 252 kWh a year for 243 litres of storage.',
      ),
    ],
    related: ['fridge-mr-fs19en', 'fridge-mr-fv28en', 'fridge-mr-fv33en'],
    displayOrder: 110,
  }),

  // FV series – two doors, freezer at the bottom
  refrigerator({
    key: 'fridge-mr-fv28en',
    range: FV,
    modelCode: 'MR-FV28EN',
    doors: 2,
    fresh: 196,
    freezer: 85,
    kWhPerYear: 268,
    noise: 35,
    weight: 56,
    size: [600, 1650, 650],
    stars: 5,
    priceVnd: 9990000,
    colours: ['steel', 'grey'],
    shortDescription: t(
      'Tủ lạnh ngăn đông dưới 281 lít: thực phẩm dùng hằng ngày nằm ngang tầm mắt, ít phải cúi người – thuận tiện cho người lớn tuổi.',
      'A 281-litre bottom-freezer fridge that puts everyday food at eye level, so there is less bending down – easier for older family members.',
    ),
    description: t(
      [
        'Trong một ngày, ngăn lạnh được mở nhiều gấp năm đến sáu lần ngăn đông. Vì vậy MR-FV28EN đặt ngăn lạnh 196 lít ở phía trên, ngang tầm mắt, còn ngăn đông 85 lít dạng ngăn kéo ở phía dưới. Ông bà hay người đau lưng sẽ không còn phải cúi gập người mỗi lần lấy rau, trứng hay sữa.',
        'Ngăn rau củ có thanh trượt điều chỉnh độ ẩm: đóng lại để giữ ẩm cho rau lá, mở ra để trái cây không bị úng. Tủ có hai màu thép không gỉ và xám, bề mặt hạn chế bám vân tay.',
      ],
      [
        'The fresh-food section gets opened five or six times as often as the freezer. So the MR-FV28EN puts its 196-litre fresh-food compartment on top at eye level, with an 85-litre freezer drawer below. Grandparents, or anyone with a bad back, no longer have to bend double for vegetables, eggs or milk.',
        'The crisper has a humidity slider: close it to keep leafy greens moist, open it so fruit doesn’t go soggy. It comes in stainless steel or grey, with a finish that resists fingerprints.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Ngăn lạnh ngang tầm mắt',
        'Thực phẩm dùng hằng ngày ở phía trên, ngăn đông dạng kéo ở phía dưới, ít phải cúi người.',
        'Fresh food at eye level',
        'Everyday food on top and a pull-out freezer below, so there is much less bending.',
      ),
      feature(
        'humidity',
        'Ngăn rau điều chỉnh độ ẩm',
        'Thanh trượt giúp rau lá giữ tươi lâu hơn và trái cây không bị úng.',
        'Humidity-controlled crisper',
        'A slider keeps leafy greens fresh for longer and stops fruit from going soggy.',
      ),
      feature(
        'hygiene',
        'Chống bám vân tay',
        'Bề mặt cửa được xử lý để hạn chế dấu tay, lau sạch chỉ bằng khăn ẩm.',
        'Fingerprint-resistant',
        'The door finish resists fingermarks and wipes clean with a damp cloth.',
      ),
    ],
    related: ['fridge-mr-fv33en', 'fridge-mr-fs25en'],
    displayOrder: 115,
  }),
  refrigerator({
    key: 'fridge-mr-fv33en',
    range: FV,
    modelCode: 'MR-FV33EN',
    doors: 2,
    fresh: 230,
    freezer: 100,
    kWhPerYear: 289,
    noise: 35,
    weight: 62,
    size: [600, 1750, 680],
    stars: 5,
    priceVnd: 11990000,
    colours: ['steel', 'black'],
    shortDescription: t(
      'Tủ lạnh ngăn đông dưới 330 lít được nhiều gia đình 3–4 người lựa chọn: luồng khí lạnh đa chiều giúp mọi kệ đều lạnh đều, êm chỉ 35 dB(A).',
      'A 330-litre bottom-freezer fridge popular with families of three or four: multi-flow cooling reaches every shelf evenly, at just 35 dB(A).',
    ),
    description: t(
      [
        'MR-FV33EN là mẫu tủ 2 cửa được chọn nhiều nhất cho gia đình 3–4 người. Các cửa gió phân bố ở nhiều độ cao đưa khí lạnh tới từng kệ, nên hộp thức ăn đặt sát cửa cũng lạnh như đặt ở trong cùng, và nhiệt độ phục hồi nhanh sau mỗi lần mở cửa.',
        'Kệ kính cường lực chịu được nồi canh lớn, đèn LED chiếu sáng cả ngăn mà không tỏa nhiệt. Nếu cửa bị mở quá một phút, chuông báo sẽ nhắc bạn đóng lại – hữu ích khi nhà có trẻ nhỏ. Độ ồn chỉ 35 dB(A), đủ êm cho căn hộ có bếp mở liền phòng khách.',
      ],
      [
        'The MR-FV33EN is our most popular two-door model for families of three or four. Vents at several heights send cold air to every shelf, so a box by the door stays as cold as one at the back, and the temperature recovers quickly each time the door is opened.',
        'Toughened glass shelves take a full pot of soup, and LED lighting illuminates the whole compartment without giving off heat. If the door is left open for more than a minute, an alarm reminds you to close it – handy with small children about. At just 35 dB(A), it is quiet enough for flats where the kitchen opens onto the living room.',
      ],
    ),
    features: [
      feature(
        'fresh',
        'Làm lạnh đa chiều',
        'Khí lạnh thổi ra từ nhiều cửa gió, giữ nhiệt độ đồng đều từ kệ trên cùng đến khay cửa.',
        'Multi-flow cooling',
        'Cold air from several vents keeps the temperature even from the top shelf to the door racks.',
      ),
      feature(
        'timer',
        'Chuông báo cửa mở',
        'Nhắc nhở khi cửa tủ chưa đóng kín sau một phút, tránh thất thoát hơi lạnh.',
        'Door-open alarm',
        'Sounds if the door has not been closed properly after a minute, so cold air isn’t wasted.',
      ),
      feature(
        'quiet',
        'Chỉ 35 dB(A)',
        'Máy nén Inverter chạy chậm và êm vào ban đêm, phù hợp căn hộ bếp mở.',
        'Just 35 dB(A)',
        'The inverter compressor runs slowly and quietly at night, ideal for open-plan flats.',
      ),
      feature(
        'durable',
        'Kệ kính cường lực',
        'Chịu được nồi lớn và hộp đựng nặng, dễ lau sạch khi đổ tràn.',
        'Toughened glass shelves',
        'Strong enough for large pots and heavy containers, and easy to wipe clean after spills.',
      ),
    ],
    related: ['fridge-mr-fv28en', 'fridge-mr-fv36en', 'fridge-mr-cx34en'],
    displayOrder: 160,
    featured: true,
  }),
  refrigerator({
    key: 'fridge-mr-fv36en',
    range: FV,
    modelCode: 'MR-FV36EN',
    doors: 2,
    fresh: 248,
    freezer: 110,
    kWhPerYear: 300,
    noise: 36,
    weight: 66,
    size: [600, 1800, 680],
    stars: 5,
    priceVnd: 13490000,
    colours: ['steel', 'brown'],
    shortDescription: t(
      'Tủ lạnh 2 cửa 358 lít cho gia đình đi chợ mỗi tuần một lần: ngăn rau lớn, khay cửa đựng chai 2 lít và chế độ đi vắng tiết kiệm điện.',
      'A 358-litre two-door fridge for families who shop once a week: a big crisper, door racks for 2-litre bottles and a power-saving holiday mode.',
    ),
    description: t(
      [
        'Với những gia đình bận rộn chỉ đi chợ một lần mỗi tuần, MR-FV36EN là chiếc tủ 2 cửa lớn nhất của Sora Electric. Ngăn rau củ 32 lít đủ chứa rau, củ, quả cho bảy ngày, còn khay cửa được thiết kế sâu để đựng chai nước, chai sữa loại 2 lít.',
        'Khi cả nhà về quê dịp Tết hay đi du lịch dài ngày, chế độ đi vắng nâng nhiệt độ ngăn lạnh lên 15 °C để tiết kiệm điện, trong khi ngăn đông vẫn giữ −18 °C cho thực phẩm đã trữ.',
      ],
      [
        'For busy families who shop only once a week, the MR-FV36EN is the largest two-door refrigerator Sora Electric makes. Its 32-litre crisper holds a week’s fruit and vegetables, and the deep door racks take 2-litre bottles of water and milk.',
        'When the family goes back to the home town for Tet or on a long holiday, holiday mode raises the fresh-food section to 15 °C to save energy while the freezer stays at −18 °C for everything you have stored.',
      ],
    ),
    features: [
      feature(
        'fresh',
        'Ngăn rau 32 lít',
        'Đủ chỗ cho rau củ quả của cả tuần, có tấm lót giữ ẩm dưới đáy.',
        '32-litre crisper',
        'Room for a week’s fruit and vegetables, with a moisture-retaining mat at the bottom.',
      ),
      feature(
        'eco',
        'Chế độ đi vắng',
        'Giảm tiêu thụ điện khi nhà vắng người nhiều ngày mà ngăn đông vẫn giữ −18 °C.',
        'Holiday mode',
        'Cuts consumption while the house is empty for days, with the freezer still held at −18 °C.',
      ),
      feature(
        'compact',
        'Khay cửa đựng chai 2 lít',
        'Khay cửa sâu giữ chắc chai lớn, không đổ khi đóng mở cửa mạnh tay.',
        'Racks for 2-litre bottles',
        'Deep door racks hold large bottles securely, even when the door is slammed.',
      ),
    ],
    related: ['fridge-mr-fv33en', 'fridge-mr-cx34en', 'fridge-mr-cx45en'],
    displayOrder: 125,
  }),

  // CX series – three doors
  refrigerator({
    key: 'fridge-mr-cx34en',
    range: CX,
    modelCode: 'MR-CX34EN',
    doors: 3,
    fresh: 196,
    freezer: 81,
    extra: [{ ...CONVERTIBLE, litres: 58 }],
    kWhPerYear: 296,
    noise: 35,
    weight: 68,
    size: [600, 1820, 670],
    stars: 5,
    priceVnd: 15990000,
    colours: ['brown', 'rose'],
    shortDescription: t(
      'Tủ lạnh 3 cửa 335 lít với ngăn kéo chuyển đổi giữa làm mát, đông mềm và cấp đông – linh hoạt theo thực đơn từng tuần.',
      'A 335-litre three-door fridge whose middle drawer switches between chill, soft-freeze and freezer, adapting to each week’s menu.',
    ),
    description: t(
      [
        'Điểm đặc biệt của MR-CX34EN là ngăn kéo giữa 58 lít có thể chuyển đổi chế độ chỉ bằng một nút chạm. Tuần này cần trữ nhiều bia và nước ngọt cho buổi liên hoan, hãy để ở chế độ làm mát; tuần sau mua nhiều thịt, chuyển sang đông mềm −7 °C để thịt đủ cứng mà vẫn thái được ngay, không cần rã đông.',
        'Thân tủ chỉ rộng 60 cm, bằng một chiếc tủ 2 cửa thông thường, nên dễ thay thế tủ cũ mà không phải sửa lại tủ bếp. Hai màu nâu và hồng pastel mang lại điểm nhấn ấm áp cho căn bếp.',
      ],
      [
        'What sets the MR-CX34EN apart is its 58-litre middle drawer, which changes mode at the touch of a button. Stocking up on beer and soft drinks for a party this week? Set it to chill. Bought lots of meat next week? Switch to soft-freeze at −7 °C, which keeps meat firm but still ready to slice without thawing.',
        'The cabinet is only 60 cm wide – the same as a standard two-door model – so it can replace an old fridge without any changes to the kitchen units. Brown and pastel rose finishes bring a warm accent to the kitchen.',
      ],
    ),
    features: [
      feature(
        'freeze',
        'Ngăn chuyển đổi ba chế độ',
        'Làm mát, đông mềm −7 °C hoặc cấp đông, đổi chế độ chỉ bằng một nút chạm.',
        'Three-mode convertible drawer',
        'Chill, soft-freeze at −7 °C or freeze, changed with a single touch.',
      ),
      feature(
        'compact',
        'Rộng 60 cm',
        'Kích thước bằng tủ 2 cửa phổ thông, thay tủ cũ không cần sửa tủ bếp.',
        '60 cm wide',
        'The same footprint as a standard two-door fridge, so it swaps in without altering the kitchen.',
      ),
      feature(
        'energy',
        'Nhãn năng lượng 5 sao',
        'Khoảng 296 kWh mỗi năm dù có thêm một ngăn nhiệt độ riêng.',
        '5-star energy label',
        'About 296 kWh a year, despite the extra temperature zone.',
      ),
    ],
    related: ['fridge-mr-cx45en', 'fridge-mr-fv33en', 'fridge-mr-wx50en'],
    displayOrder: 130,
  }),
  refrigerator({
    key: 'fridge-mr-cx45en',
    range: CX,
    modelCode: 'MR-CX45EN',
    doors: 3,
    fresh: 262,
    freezer: 108,
    extra: [{ ...CONVERTIBLE, litres: 78 }],
    kWhPerYear: 338,
    noise: 35,
    weight: 80,
    size: [650, 1820, 699],
    stars: 5,
    priceVnd: 19990000,
    colours: ['rubyred', 'pink', 'white'],
    shortDescription: t(
      'Tủ lạnh 3 cửa 448 lít mặt kính đỏ ruby, hồng hoặc trắng; ngăn rau giữ ẩm giúp rau lá tươi đến 7 ngày, tiêu thụ dưới 1 kWh mỗi ngày.',
      'A 448-litre three-door fridge with glass doors in ruby red, pink or white; its humidity-controlled crisper keeps greens fresh for up to 7 days.',
    ),
    description: t(
      [
        'MR-CX45EN được thiết kế cho căn bếp hiện đại, nơi tủ lạnh cũng là một món đồ trang trí. Cửa kính cường lực có ba màu đỏ ruby, hồng và trắng, bề mặt phẳng dễ lau sạch dầu mỡ và vết tay.',
        'Bên trong, ngăn rau củ có màng điều tiết độ ẩm giữ rau muống, cải, xà lách tươi đến bảy ngày. Ngăn chuyển đổi 78 lít đủ rộng cho một con gà nguyên con hay khay hải sản lớn, còn tổng mức tiêu thụ chỉ khoảng 338 kWh mỗi năm – dưới 1 kWh mỗi ngày.',
      ],
      [
        'The MR-CX45EN is designed for modern kitchens where the refrigerator is part of the décor. Its toughened glass doors come in ruby red, pink or white, with a flat surface that wipes clean of grease and fingerprints.',
        'Inside, the crisper has a moisture-regulating membrane that keeps morning glory, mustard greens and lettuce fresh for up to seven days. The 78-litre convertible drawer is big enough for a whole chicken or a large tray of seafood, and total consumption is only about 338 kWh a year – under 1 kWh a day.',
      ],
    ),
    features: [
      feature(
        'humidity',
        'Rau lá tươi đến 7 ngày',
        'Màng điều tiết giữ độ ẩm ngăn rau ở mức lý tưởng cho rau ăn lá của bữa cơm Việt.',
        'Greens fresh for 7 days',
        'A regulating membrane holds the crisper at the ideal humidity for the leafy greens of Vietnamese home cooking.',
      ),
      feature(
        'freeze',
        'Ngăn chuyển đổi 78 lít',
        'Đủ rộng cho gà nguyên con, khay cá hay hải sản mua về từ chợ sáng.',
        '78-litre convertible drawer',
        'Large enough for a whole chicken or a tray of fish and seafood from the morning market.',
      ),
      feature(
        'hygiene',
        'Cửa kính dễ lau',
        'Mặt kính cường lực phẳng, không bám dầu mỡ, giữ màu bền theo thời gian.',
        'Easy-clean glass doors',
        'Flat toughened glass that shrugs off grease and keeps its colour for years.',
      ),
    ],
    related: ['fridge-mr-cx34en', 'fridge-mr-lx49en', 'fridge-mr-wx50en'],
    displayOrder: 155,
  }),

  // LX series – French door
  refrigerator({
    key: 'fridge-mr-lx49en',
    range: LX,
    modelCode: 'MR-LX49EN',
    doors: 4,
    fresh: 330,
    freezer: 160,
    kWhPerYear: 352,
    noise: 35,
    weight: 95,
    size: [750, 1800, 720],
    stars: 5,
    priceVnd: 24990000,
    colours: ['steel', 'black'],
    shortDescription: t(
      'Tủ lạnh French Door 490 lít cho gia đình 4–6 người: hai cánh trên mở gọn trong lối đi hẹp, kệ rộng đặt vừa khay tiệc và bánh kem.',
      'A 490-litre French-door fridge for families of four to six: twin upper doors open easily in a narrow aisle, and wide shelves take party platters and cakes.',
    ),
    description: t(
      [
        'Mỗi cánh cửa trên của MR-LX49EN chỉ rộng 37,5 cm, bằng một nửa cửa ngăn lạnh của tủ 2 cửa cùng bề ngang, nên mở được trọn vẹn ngay cả trong lối đi bếp hẹp của nhà phố. Khi mở cả hai cánh, bạn có một ngăn lạnh liền khối rộng gần 70 cm, đủ đặt khay đồ nguội, mâm ngũ quả hay bánh sinh nhật mà không phải xếp nghiêng.',
        'Phía dưới là hai ngăn đông dạng kéo với tổng dung tích 160 lít: một ngăn cho thịt cá, một ngăn cho đá viên, kem và đồ ăn đông lạnh của trẻ nhỏ. Chân tủ điều chỉnh được độ cao giúp cửa tự đóng kín nhẹ nhàng.',
      ],
      [
        'Each of the MR-LX49EN’s upper doors is only 37.5 cm wide – half the width of the door on a two-door fridge of the same size – so they open fully even in the narrow kitchen aisle of a townhouse. Open both and you have a single fresh-food compartment almost 70 cm wide, big enough for a cold-cut platter, a Tet fruit tray or a birthday cake without tilting it.',
        'Below are two pull-out freezer drawers totalling 160 litres: one for meat and fish, the other for ice, ice cream and children’s frozen snacks. Adjustable feet help the doors close gently and seal properly.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Cửa mở gọn',
        'Hai cánh nhỏ cần ít khoảng trống để mở hơn một cánh lớn, phù hợp bếp nhà phố.',
        'Doors for tight spaces',
        'Two narrow doors need far less room to swing open than one wide one – ideal for townhouse kitchens.',
      ),
      feature(
        'fresh',
        'Ngăn lạnh rộng gần 70 cm',
        'Kệ liền một khối đặt vừa khay tiệc, mâm ngũ quả và bánh kem lớn.',
        'A fresh-food section almost 70 cm wide',
        'Full-width shelves take party platters, fruit trays and large cakes.',
      ),
      feature(
        'freeze',
        'Hai ngăn đông dạng kéo',
        'Tách riêng thịt cá với kem, đá viên; kéo ra là thấy hết, không phải lục tìm.',
        'Two freezer drawers',
        'Keep meat and fish apart from ice cream and ice cubes, and see everything at a glance.',
      ),
    ],
    related: ['fridge-mr-lx56en', 'fridge-mr-cx45en', 'fridge-mr-wx56en'],
    displayOrder: 165,
    featured: true,
  }),
  refrigerator({
    key: 'fridge-mr-lx56en',
    range: LX,
    modelCode: 'MR-LX56EN',
    doors: 4,
    fresh: 370,
    freezer: 186,
    kWhPerYear: 372,
    noise: 35,
    weight: 108,
    size: [833, 1820, 745],
    stars: 5,
    priceVnd: 29990000,
    colours: ['onyxblack', 'grey'],
    shortDescription: t(
      'Tủ lạnh French Door 556 lít mặt kính đen onyx, khay làm đá xoay tự động không cần đường nước, dành cho gia đình thích tiếp khách.',
      'A 556-litre French-door fridge in onyx black glass, with an automatic twist ice maker that needs no water line – for families who love to entertain.',
    ),
    description: t(
      [
        'Với những gia đình thường xuyên tụ họp, đá viên và đồ uống mát luôn là thứ hết đầu tiên. MR-LX56EN có khay làm đá tự động: bạn chỉ cần châm nước vào bình chứa, tủ sẽ tự làm và thả đá vào hộp, mỗi ngày tới 1,2 kg mà không cần lắp đường nước.',
        'Thân tủ rộng 83 cm với mặt kính đen onyx tạo điểm nhấn sang trọng cho bếp mở. Ngăn đông 186 lít chia thành hai ngăn kéo sâu, đủ trữ thực phẩm cho những bữa tiệc cuối tuần.',
      ],
      [
        'For families who entertain often, ice and cold drinks are always the first things to run out. The MR-LX56EN has an automatic ice maker: simply fill the reservoir and it makes ice and drops it into the bin – up to 1.2 kg a day, with no water line to install.',
        'The 83 cm-wide cabinet in onyx black glass makes a striking centrepiece for an open kitchen. The 186-litre freezer is split into two deep drawers with room for everything a weekend party needs.',
      ],
    ),
    features: [
      feature(
        'freeze',
        'Làm đá tự động',
        'Tới 1,2 kg đá mỗi ngày từ bình chứa nạp tay, không cần đấu nối đường nước.',
        'Automatic ice maker',
        'Up to 1.2 kg of ice a day from a hand-filled reservoir – no plumbing required.',
      ),
      feature(
        'compact',
        'Mặt kính đen onyx',
        'Kính cường lực màu đen sâu, tông xám nhẹ ở tay nắm, hợp với nội thất hiện đại.',
        'Onyx black glass',
        'Deep black toughened glass with subtle grey handles to suit a contemporary interior.',
      ),
      feature(
        'fresh',
        'Ngăn lạnh 370 lít',
        'Kệ điều chỉnh độ cao linh hoạt cho chai rượu, hộp bánh và nồi lớn.',
        '370-litre fresh-food section',
        'Height-adjustable shelves for wine bottles, cake boxes and large pots.',
      ),
    ],
    related: ['fridge-mr-lx49en', 'fridge-mr-sb64en', 'fridge-mr-wz62en'],
    displayOrder: 145,
  }),

  // WX and WZ series – five and six doors
  refrigerator({
    key: 'fridge-mr-wx50en',
    range: WX,
    modelCode: 'MR-WX50EN',
    doors: 5,
    fresh: 280,
    freezer: 93,
    extra: [
      { ...CRISPER, litres: 85 },
      { ...CONVERTIBLE, litres: 45 },
    ],
    kWhPerYear: 358,
    noise: 34,
    weight: 98,
    size: [650, 1820, 699],
    stars: 5,
    priceVnd: 33990000,
    colours: ['rose', 'white'],
    shortDescription: t(
      'Tủ lạnh 5 cửa 503 lít chỉ rộng 65 cm: năm ngăn nhiệt độ riêng cho gia đình nấu cơm mỗi ngày, vừa chỗ đặt của một tủ 2 cửa cũ.',
      'A 503-litre five-door fridge just 65 cm wide: five separate temperature zones for families who cook every day, in the space of an old two-door.',
    ),
    description: t(
      [
        'Nhiều gia đình muốn nâng cấp lên tủ nhiều cửa nhưng góc bếp chỉ rộng hơn 60 cm. MR-WX50EN giải quyết bài toán đó: thân tủ rộng 65 cm nhưng có tới năm ngăn riêng biệt – ngăn lạnh, ngăn rau, ngăn chuyển đổi và hai ngăn đông – với tổng dung tích 503 lít.',
        'Ngăn rau 85 lít được đặt ở giữa thân tủ, đúng tầm tay, vì đây là ngăn người nội trợ Việt mở nhiều nhất khi nấu cơm. Mỗi ngăn có luồng khí riêng nên mùi cá không lan sang trái cây, còn hơi lạnh không thất thoát khi chỉ mở một cửa.',
      ],
      [
        'Many families would like a multi-door refrigerator but only have a little over 60 cm of space in the kitchen. The MR-WX50EN solves that: at 65 cm wide it still has five separate compartments – fresh food, vegetables, a convertible drawer and two freezers – totalling 503 litres.',
        'The 85-litre vegetable drawer sits in the middle of the cabinet, right at hand height, because it is the compartment Vietnamese cooks open most often. Each compartment has its own airflow, so fish smells don’t reach the fruit and opening one door doesn’t let the cold out of the others.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Năm ngăn trong 65 cm',
        'Vừa vị trí của tủ 2 cửa cũ mà vẫn có năm vùng bảo quản riêng.',
        'Five zones in 65 cm',
        'Fits where an old two-door stood, yet offers five separate storage zones.',
      ),
      feature(
        'fresh',
        'Ngăn rau ở giữa',
        'Ngăn được dùng nhiều nhất đặt đúng tầm tay, không phải cúi hay kiễng chân.',
        'Vegetables in the middle',
        'The most-used drawer is at hand height – no bending or stretching.',
      ),
      feature(
        'hygiene',
        'Không lẫn mùi',
        'Luồng khí riêng cho từng ngăn giữ hương vị nguyên bản của từng loại thực phẩm.',
        'No mixing of smells',
        'Separate airflow for each compartment keeps every food tasting as it should.',
      ),
    ],
    related: ['fridge-mr-wx56en', 'fridge-mr-cx45en', 'fridge-mr-lx49en'],
    displayOrder: 140,
  }),
  refrigerator({
    key: 'fridge-mr-wx56en',
    range: WX,
    modelCode: 'MR-WX56EN',
    doors: 6,
    fresh: 300,
    freezer: 100,
    extra: [
      { ...CRISPER, litres: 95 },
      { ...CONVERTIBLE, litres: 50 },
      { ...ICE, litres: 20 },
    ],
    kWhPerYear: 381,
    noise: 34,
    weight: 112,
    size: [685, 1821, 738],
    stars: 5,
    priceVnd: 42990000,
    colours: ['onyxblack', 'white'],
    shortDescription: t(
      'Tủ lạnh 6 cửa 565 lít với chế độ cấp đông nhanh giữ trọn độ tươi của cá, tôm mua từ chợ sáng; ngăn làm đá riêng không lẫn mùi.',
      'A 565-litre six-door fridge with a quick-freeze mode that locks in the freshness of fish and prawns from the morning market, plus a separate ice compartment.',
    ),
    description: t(
      [
        'Hải sản tươi chỉ ngon khi được cấp đông đủ nhanh để tinh thể đá không làm vỡ thớ thịt. Chế độ cấp đông nhanh của MR-WX56EN cho máy nén chạy ở công suất tối đa trong hai giờ, đưa tôm, cá, mực xuống dưới −18 °C nhanh gấp đôi so với chế độ thường.',
        'Sáu cửa tạo thành sáu vùng bảo quản, trong đó ngăn làm đá 20 lít được tách riêng để đá viên không bị ám mùi thực phẩm. Ngăn rau 95 lít và ngăn chuyển đổi 50 lít giúp gia đình đông người trữ đủ thực phẩm cho cả tuần.',
      ],
      [
        'Fresh seafood only stays good if it is frozen fast enough that ice crystals don’t break up the flesh. The MR-WX56EN’s quick-freeze mode runs the compressor at full power for two hours, taking prawns, fish and squid below −18 °C twice as fast as the normal setting.',
        'Six doors make six storage zones, including a separate 20-litre ice compartment so ice cubes never taste of food. A 95-litre vegetable drawer and a 50-litre convertible drawer give a big household room for a whole week’s shopping.',
      ],
    ),
    features: [
      feature(
        'freeze',
        'Cấp đông nhanh',
        'Hạ nhiệt độ thực phẩm nhanh gấp đôi, giữ thớ thịt và hương vị của hải sản tươi.',
        'Quick freeze',
        'Freezes food twice as fast, preserving the texture and flavour of fresh seafood.',
      ),
      feature(
        'hygiene',
        'Ngăn làm đá riêng',
        'Đá viên sạch, không ám mùi thức ăn, sẵn sàng cho đồ uống của cả nhà.',
        'Separate ice compartment',
        'Clean ice that never picks up food smells, ready for the family’s drinks.',
      ),
      feature(
        'fresh',
        'Sáu vùng bảo quản',
        'Mỗi loại thực phẩm có nhiệt độ và độ ẩm riêng, tươi lâu hơn và ít hao hụt.',
        'Six storage zones',
        'Each kind of food gets its own temperature and humidity, so it keeps longer with less waste.',
      ),
      feature(
        'quiet',
        'Êm 34 dB(A)',
        'Vận hành êm ái ngay cả khi đang cấp đông, không làm phiền phòng khách liền kề.',
        'Quiet at 34 dB(A)',
        'Runs quietly even while quick-freezing, without disturbing the living room next door.',
      ),
    ],
    related: ['fridge-mr-wx50en', 'fridge-mr-wz62en', 'fridge-mr-lx49en'],
    displayOrder: 150,
  }),
  refrigerator({
    key: 'fridge-mr-wz62en',
    range: WZ,
    modelCode: 'MR-WZ62EN',
    doors: 6,
    fresh: 322,
    freezer: 110,
    extra: [
      { ...CRISPER, litres: 110 },
      { ...CONVERTIBLE, litres: 55 },
      { ...ICE, litres: 21 },
    ],
    kWhPerYear: 398,
    noise: 33,
    weight: 125,
    size: [800, 1821, 738],
    stars: 5,
    priceVnd: 69990000,
    colours: ['rubyred', 'onyxblack'],
    shortDescription: t(
      'Tủ lạnh cao cấp nhất của Sora Electric: 6 cửa, 618 lít, bảo quản siêu lạnh −3 °C không đóng băng, bảng điều khiển cảm ứng và kết nối ứng dụng.',
      'Sora Electric’s finest refrigerator: six doors, 618 litres, −3 °C supercooling without freezing, a touch control panel and app connectivity.',
    ),
    description: t(
      [
        'MR-WZ62EN được chế tạo cho những người nấu ăn khó tính. Chế độ siêu lạnh giữ thịt, cá ở khoảng −3 °C mà không đóng băng: thực phẩm tươi như vừa mua trong năm đến bảy ngày, lấy ra là chế biến được ngay, không mất nước vì rã đông.',
        'Bảng điều khiển cảm ứng ẩn dưới mặt kính đỏ ruby hoặc đen onyx chỉ sáng lên khi chạm vào. Qua ứng dụng Sora Electric, bạn có thể đổi chế độ ngăn chuyển đổi trên đường đi chợ về, nhận thông báo khi cửa chưa đóng và theo dõi điện năng tiêu thụ.',
        'Tủ được giao và lắp đặt bởi đội kỹ thuật chuyên trách, kèm buổi hướng dẫn sử dụng tại nhà và gói vệ sinh định kỳ miễn phí trong năm đầu tiên.',
      ],
      [
        'The MR-WZ62EN is built for demanding cooks. Its supercooling mode holds meat and fish at around −3 °C without freezing them, so they stay market-fresh for five to seven days and can go straight into the pan, with no moisture lost to thawing.',
        'A touch panel hidden beneath the ruby red or onyx black glass lights up only when you touch it. With the Sora Electric app you can switch the convertible drawer’s mode on your way home from the market, get an alert if a door has been left open and track energy use.',
        'It is delivered and installed by a dedicated technical team, with an in-home walkthrough and a free periodic cleaning service for the first year.',
      ],
    ),
    features: [
      feature(
        'freeze',
        'Siêu lạnh −3 °C',
        'Giữ thịt cá tươi đến bảy ngày mà không đóng băng, chế biến ngay không cần rã đông.',
        '−3 °C supercooling',
        'Keeps meat and fish fresh for up to seven days without freezing, ready to cook with no thawing.',
      ),
      feature(
        'wifi',
        'Kết nối ứng dụng',
        'Đổi chế độ ngăn, nhận cảnh báo cửa mở và xem điện năng từ điện thoại.',
        'App connected',
        'Change compartment modes, get door alerts and check energy use from your phone.',
      ),
      feature(
        'compact',
        'Bảng cảm ứng ẩn',
        'Mặt kính liền mạch, các phím cảm ứng chỉ hiện ra khi cần dùng.',
        'Hidden touch panel',
        'A seamless glass front where the touch controls appear only when needed.',
      ),
      feature(
        'shield',
        'Dịch vụ tận nhà',
        'Lắp đặt chuyên trách, hướng dẫn sử dụng và vệ sinh định kỳ miễn phí năm đầu.',
        'White-glove service',
        'Dedicated installation, an in-home walkthrough and free periodic cleaning for the first year.',
      ),
    ],
    related: ['fridge-mr-wx56en', 'fridge-mr-lx56en', 'fridge-mr-sb64en'],
    displayOrder: 170,
    featured: true,
  }),

  // SB series – side by side
  refrigerator({
    key: 'fridge-mr-sb62en',
    range: SB,
    modelCode: 'MR-SB62EN',
    doors: 'side-by-side',
    fresh: 394,
    freezer: 228,
    kWhPerYear: 452,
    noise: 37,
    weight: 110,
    size: [912, 1790, 720],
    stars: 4,
    priceVnd: 27990000,
    colours: ['steel', 'black'],
    shortDescription: t(
      'Tủ lạnh Side by Side 622 lít với ngăn đông 228 lít chạy dọc thân tủ, lựa chọn kinh tế cho gia đình đông người hay quán ăn gia đình.',
      'A 622-litre side-by-side fridge with a full-height 228-litre freezer – an economical choice for large households and family-run eateries.',
    ),
    description: t(
      [
        'Nếu gia đình bạn thường trữ nhiều đồ đông lạnh – thịt heo mua theo ký, cá đông block, há cảo, chả giò làm sẵn – thì ngăn đông cao trọn thân tủ 228 lít của MR-SB62EN sẽ rất đáng giá. Các kệ và khay cửa được bố trí theo chiều cao, nhìn là thấy, không phải lục tìm dưới đáy ngăn kéo.',
        'Đây cũng là mẫu tủ lạnh có chi phí trên mỗi lít dung tích thấp nhất trong nhóm tủ lớn của Sora Electric, được nhiều quán ăn gia đình và bếp ăn nhỏ lựa chọn.',
      ],
      [
        'If your family keeps lots of frozen food – pork bought by the kilo, block-frozen fish, ready-made dumplings and spring rolls – the MR-SB62EN’s full-height, 228-litre freezer is worth its weight. Shelves and door racks run the full height, so everything is in view instead of buried at the bottom of a drawer.',
        'It also has the lowest cost per litre of any of Sora Electric’s large refrigerators, which makes it a favourite with family-run eateries and small kitchens.',
      ],
    ),
    features: [
      feature(
        'freeze',
        'Ngăn đông 228 lít',
        'Ngăn đông cao trọn thân tủ, năm kệ và bốn khay cửa giúp sắp xếp dễ dàng.',
        '228-litre freezer',
        'A full-height freezer with five shelves and four door racks that make organising easy.',
      ),
      feature(
        'energy',
        'Chi phí mỗi lít thấp',
        'Dung tích lớn với mức giá hợp lý, phù hợp gia đình đông người và bếp kinh doanh nhỏ.',
        'Low cost per litre',
        'Big capacity at a sensible price for large households and small food businesses.',
      ),
      feature(
        'inverter',
        'Máy nén Inverter',
        'Tự tăng tốc khi cửa được mở liên tục giờ cao điểm, giảm tốc khi tủ ổn định.',
        'Inverter compressor',
        'Speeds up when the doors are opened constantly at busy times and slows down once the fridge settles.',
      ),
    ],
    related: ['fridge-mr-sb64en', 'fridge-mr-lx56en'],
    displayOrder: 120,
  }),
  refrigerator({
    key: 'fridge-mr-sb64en',
    range: SB,
    modelCode: 'MR-SB64EN',
    doors: 'side-by-side',
    fresh: 405,
    freezer: 235,
    kWhPerYear: 436,
    noise: 36,
    weight: 118,
    size: [912, 1790, 765],
    stars: 5,
    priceVnd: 34990000,
    colours: ['black', 'grey'],
    shortDescription: t(
      'Tủ lạnh Side by Side 640 lít có vòi lấy nước lạnh ngoài cửa: ít mở tủ hơn, tiết kiệm điện hơn; khóa trẻ em và nhãn năng lượng 5 sao.',
      'A 640-litre side-by-side fridge with a chilled-water dispenser in the door, so it’s opened less and uses less power; child lock and 5-star label.',
    ),
    description: t(
      [
        'Mỗi lần mở cửa chỉ để lấy nước uống, tủ lạnh lại mất đi một lượng hơi lạnh. MR-SB64EN có vòi lấy nước lạnh ngay trên cửa, lấy nước từ bình chứa 4 lít bên trong, nên không cần đấu nối đường nước. Với gia đình có trẻ nhỏ và người lớn tuổi, nước mát luôn sẵn sàng chỉ bằng một lần ấn.',
        'Khóa trẻ em vô hiệu hóa vòi và bảng điều khiển để bé không tự ý nghịch. Đây là model lớn nhất trong dải tủ lạnh của Sora Electric, với ngăn lạnh 405 lít và ngăn đông 235 lít.',
      ],
      [
        'Every time the door is opened just for a glass of water, the fridge loses cold air. The MR-SB64EN has a chilled-water dispenser in the door, fed from a 4-litre tank inside, so there is no plumbing to install. For families with small children and older relatives, cold water is always a single press away.',
        'A child lock disables the dispenser and control panel so little hands can’t play with them. This is the largest model in the Sora Electric refrigerator range, with 405 litres of fresh-food space and a 235-litre freezer.',
      ],
    ),
    features: [
      feature(
        'fresh',
        'Vòi lấy nước ngoài cửa',
        'Nước lạnh từ bình chứa 4 lít, không cần lắp đường nước, ít phải mở tủ hơn.',
        'Water dispenser in the door',
        'Chilled water from a 4-litre tank with no plumbing, so the door is opened less.',
      ),
      feature(
        'safety',
        'Khóa trẻ em',
        'Khóa vòi nước và bảng điều khiển chỉ với một thao tác giữ nút ba giây.',
        'Child lock',
        'Locks the dispenser and control panel with a single three-second press.',
      ),
      feature(
        'energy',
        'Nhãn năng lượng 5 sao',
        '640 lít dung tích với mức tiêu thụ khoảng 436 kWh mỗi năm.',
        '5-star energy label',
        '640 litres of storage for about 436 kWh a year.',
      ),
    ],
    related: ['fridge-mr-sb62en', 'fridge-mr-lx56en', 'fridge-mr-wz62en'],
    displayOrder: 135,
  }),

  // Discontinued
  refrigerator({
    key: 'fridge-mr-fv31em',
    range: FV,
    modelCode: 'MR-FV31EM',
    doors: 2,
    fresh: 220,
    freezer: 95,
    kWhPerYear: 340,
    noise: 38,
    weight: 63,
    size: [600, 1720, 680],
    stars: 4,
    priceVnd: 10990000,
    colours: ['silver'],
    shortDescription: t(
      'Tủ lạnh ngăn đông dưới 315 lít đã ngừng sản xuất, được thay thế bởi MR-FV33EN; linh kiện và bảo hành máy nén 10 năm vẫn được duy trì.',
      'A 315-litre bottom-freezer fridge, now discontinued and replaced by the MR-FV33EN; parts and the 10-year compressor warranty remain in place.',
    ),
    description: t(
      [
        'MR-FV31EM là thế hệ tủ lạnh ngăn đông dưới ra mắt năm 2020, từng có mặt trong nhiều căn hộ chung cư nhờ thiết kế gọn và ngăn lạnh rộng. Model đã ngừng sản xuất và được thay thế bởi MR-FV33EN, dung tích lớn hơn 15 lít và tiết kiệm điện hơn khoảng 15%.',
        'Chủ sở hữu vẫn được hưởng đầy đủ bảo hành máy nén 10 năm. Linh kiện thay thế như gioăng cửa, khay kệ và bo mạch được cung cấp ít nhất bảy năm kể từ khi ngừng sản xuất.',
      ],
      [
        'The MR-FV31EM was the bottom-freezer generation launched in 2020 and found its way into many apartments thanks to its compact design and roomy fresh-food section. It has been discontinued and replaced by the MR-FV33EN, which holds 15 litres more and uses about 15% less electricity.',
        'Owners keep the full 10-year compressor warranty. Spare parts such as door seals, shelves and control boards are supplied for at least seven years after production ended.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Ngăn đông dưới',
        'Ngăn lạnh ngang tầm mắt, ngăn đông dạng kéo phía dưới.',
        'Bottom freezer',
        'Fresh food at eye level with a pull-out freezer below.',
      ),
      feature(
        'inverter',
        'Máy nén Inverter',
        'Vận hành êm, nhiệt độ ổn định.',
        'Inverter compressor',
        'Quiet running and a steady temperature.',
      ),
      feature(
        'shield',
        'Bảo hành máy nén 10 năm',
        'Vẫn được áp dụng đầy đủ cho các sản phẩm đã bán.',
        '10-year compressor warranty',
        'Still honoured in full for every unit sold.',
      ),
    ],
    related: ['fridge-mr-fv33en', 'fridge-mr-fv28en'],
    displayOrder: 90,
    isActive: false,
  }),
]
