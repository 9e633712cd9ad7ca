import { type Bilingual, t } from '../../bilingual'
import type { ColourName, ProductSeed } from '../../productTypes'
import {
  cadData,
  catalogue,
  type Feature,
  feature,
  installationManual,
  manual,
  product,
  qty,
  SINGLE_PHASE,
  spec,
  specT,
  warranty,
} from './helpers'

/** Dehumidifiers (home appliances) and high-speed hand dryers (sold for buildings). */

/* ------------------------------------------------------------------------------------------------
 * Dehumidifiers
 * ---------------------------------------------------------------------------------------------- */

const DEHUMIDIFIER_CATALOGUE = catalogue(
  'máy hút ẩm Sora Electric 2026',
  'Sora Electric dehumidifiers 2026',
)

const litresBand = (litres: number): string =>
  litres < 12 ? 'under-12' : litres <= 18 ? '12-18' : 'over-18'

type Dehumidifier = {
  key: string
  modelCode: string
  series: Bilingual<string>
  /** Extra words after “Máy hút ẩm” / “Dehumidifier”, if any. */
  nameVi?: string
  nameEn?: string
  litresPerDay: number
  tank: number
  room: [number, number]
  powerW: number
  noise: number
  weight: number
  size: [number, number, number]
  priceVnd: number
  colours: ColourName[]
  shortDescription: Bilingual<string>
  description: Bilingual<string[]>
  features: Feature[]
  related: string[]
  displayOrder: number
  featured?: boolean
}

const decimal = (value: number, locale: 'vi' | 'en') =>
  locale === 'vi' ? String(value).replace('.', ',') : String(value)

const dehumidifier = (unit: Dehumidifier): ProductSeed => {
  const [width, height, depth] = unit.size
  return product({
    key: unit.key,
    group: 'HomeAppliances',
    category: 'Dehumidifiers',
    kind: 'dehumidifier',
    modelCode: unit.modelCode,
    series: unit.series,
    name: t(
      `${unit.nameVi ?? 'Máy hút ẩm'} ${unit.litresPerDay} lít/ngày ${unit.modelCode}`,
      `${unit.nameEn ?? 'Dehumidifier'}, ${unit.litresPerDay} L/day ${unit.modelCode}`,
    ),
    shortDescription: unit.shortDescription,
    description: unit.description,
    features: unit.features,
    colours: unit.colours,
    capacity: { value: unit.litresPerDay, unit: 'L/day' },
    size: { kind: 'body', width, height, depth, unit: 'mm' },
    specs: [
      specT(
        'Công suất hút ẩm (30 °C, 80%)',
        'Extraction (30 °C, 80% RH)',
        `${unit.litresPerDay} lít/ngày`,
        `${unit.litresPerDay} L/day`,
      ),
      specT(
        'Dung tích bình chứa',
        'Water tank',
        `${decimal(unit.tank, 'vi')} lít`,
        `${decimal(unit.tank, 'en')} L`,
      ),
      spec('Diện tích phù hợp', 'Recommended room size', `${unit.room[0]}–${unit.room[1]} m²`),
      spec('Công suất tiêu thụ', 'Power input', qty(unit.powerW, 'W')),
      spec('Độ ồn', 'Noise level', qty(unit.noise, 'dB(A)')),
      spec('Môi chất lạnh', 'Refrigerant', 'R290'),
      spec('Nguồn điện', 'Power supply', SINGLE_PHASE),
      spec('Khối lượng', 'Weight', qty(unit.weight, 'kg')),
      specT('Bảo hành', 'Warranty', '2 năm tại nhà', '2 years, in your home'),
    ],
    priceVnd: unit.priceVnd,
    filters: { litres: litresBand(unit.litresPerDay) },
    related: unit.related,
    documents: [DEHUMIDIFIER_CATALOGUE, manual(unit.modelCode)],
    displayOrder: unit.displayOrder,
    featured: unit.featured ?? false,
    isActive: true,
  })
}

const MJ_E = t('Dòng MJ-E – máy hút ẩm gia đình', 'MJ-E series – home dehumidifiers')

export const dehumidifierSeeds: ProductSeed[] = [
  dehumidifier({
    key: 'dehum-mj-e10sv',
    modelCode: 'MJ-E10SV',
    series: MJ_E,
    litresPerDay: 10,
    tank: 2,
    room: [8, 15],
    powerW: 180,
    noise: 36,
    weight: 10.5,
    size: [280, 500, 200],
    priceVnd: 4990000,
    colours: ['white'],
    shortDescription: t(
      'Máy hút ẩm 10 lít/ngày nhỏ gọn, êm 36 dB(A) cho phòng ngủ, phòng thay đồ hay phòng đặt đàn piano đến 15 m².',
      'A compact 10 L/day dehumidifier, quiet at 36 dB(A), for bedrooms, walk-in wardrobes and piano rooms of up to 15 m².',
    ),
    description: t(
      [
        'Đàn piano, tủ quần áo gỗ, sách vở hay máy ảnh là những thứ “sợ” ẩm nhất trong nhà. MJ-E10SV giữ độ ẩm của căn phòng đến 15 m² ở mức bạn chọn, từ 40 đến 70%, và tự tạm dừng khi đã đạt, nên không làm không khí khô quá mức.',
        'Máy chỉ cao 50 cm và êm 36 dB(A), đủ nhỏ để đặt ở góc phòng ngủ hay phòng thay đồ mà không vướng víu. Khi bình chứa 2 lít đầy, máy tự ngắt và báo đèn; nếu muốn chạy liên tục, chỉ cần nối ống thoát nước đi kèm.',
      ],
      [
        'Pianos, wooden wardrobes, books and cameras are the things in a home that suffer most from damp. The MJ-E10SV holds a room of up to 15 m² at the humidity you choose, from 40 to 70%, and pauses once it gets there, so the air never becomes uncomfortably dry.',
        'Just 50 cm tall and running at 36 dB(A), it is small enough for the corner of a bedroom or dressing room without getting in the way. When the 2-litre tank is full it stops and lights a warning; to run it continuously, simply attach the supplied drain hose.',
      ],
    ),
    features: [
      feature(
        'humidity',
        'Giữ độ ẩm theo ý muốn',
        'Chọn mức 40–70%, máy tự tạm dừng khi đạt và chạy lại khi độ ẩm tăng.',
        'Humidity on your terms',
        'Choose 40–70%; the unit pauses once it gets there and restarts when humidity rises.',
      ),
      feature(
        'quiet',
        'Êm 36 dB(A)',
        'Đủ êm để chạy trong phòng ngủ suốt đêm.',
        'Quiet at 36 dB(A)',
        'Quiet enough to run in a bedroom all night.',
      ),
      feature(
        'compact',
        'Cao chỉ 50 cm',
        'Đặt vừa góc phòng, cạnh tủ quần áo hay đàn piano.',
        'Only 50 cm tall',
        'Fits in a corner, beside a wardrobe or a piano.',
      ),
    ],
    related: ['dehum-mj-e12sv', 'ac-msy-jw25vf', 'vent-v-15csv'],
    displayOrder: 40,
  }),
  dehumidifier({
    key: 'dehum-mj-e12sv',
    modelCode: 'MJ-E12SV',
    series: MJ_E,
    litresPerDay: 12,
    tank: 2.5,
    room: [15, 25],
    powerW: 210,
    noise: 37,
    weight: 12,
    size: [300, 520, 210],
    priceVnd: 6490000,
    colours: ['white', 'grey'],
    shortDescription: t(
      'Máy hút ẩm 12 lít/ngày cho phòng ngủ chính và phòng của bé 15–25 m²: màn hình hiển thị độ ẩm, bộ tạo ion và khóa trẻ em.',
      'A 12 L/day dehumidifier for main bedrooms and nurseries of 15–25 m², with a humidity display, an ioniser and a child lock.',
    ),
    description: t(
      [
        'Mạt bụi nhà và nấm mốc – hai tác nhân phổ biến gây viêm mũi dị ứng và hen suyễn ở trẻ nhỏ – phát triển mạnh khi độ ẩm vượt 70%. MJ-E12SV đưa phòng ngủ của bé về vùng 45–60% lành mạnh và hiển thị độ ẩm thực tế trên màn hình, để cha mẹ biết chính xác không khí trong phòng đang thế nào.',
        'Bộ tạo ion giúp khử mùi ẩm mốc trên chăn gối, rèm cửa. Khóa trẻ em vô hiệu hóa các nút bấm chỉ bằng một thao tác, còn bánh xe giúp chuyển máy giữa các phòng thật dễ dàng.',
      ],
      [
        'House dust mites and mould – two of the commonest triggers of allergic rhinitis and asthma in children – thrive when humidity rises above 70%. The MJ-E12SV brings a child’s bedroom back to the healthy 45–60% range and shows the actual humidity on its display, so parents know exactly what the air in the room is like.',
        'An ioniser helps clear musty smells from bedding and curtains. A child lock disables the buttons with a single press, and castors make it easy to move the unit from room to room.',
      ],
    ),
    features: [
      feature(
        'hygiene',
        'Hạn chế mạt bụi, nấm mốc',
        'Giữ độ ẩm 45–60%, mức khiến mạt bụi và nấm mốc khó phát triển.',
        'Keeps mites and mould at bay',
        'Holds humidity at 45–60%, where dust mites and mould struggle to grow.',
      ),
      feature(
        'fresh',
        'Ion khử mùi',
        'Làm dịu mùi ẩm mốc trên chăn gối, rèm cửa và thảm.',
        'Odour-neutralising ioniser',
        'Freshens musty bedding, curtains and rugs.',
      ),
      feature(
        'safety',
        'Khóa trẻ em',
        'Khóa toàn bộ nút bấm để bé không thay đổi cài đặt.',
        'Child lock',
        'Locks every button so little ones can’t change the settings.',
      ),
    ],
    related: ['dehum-mj-e10sv', 'dehum-mj-e16sv', 'ac-msz-ht25vf'],
    displayOrder: 50,
  }),
  dehumidifier({
    key: 'dehum-mj-e16sv',
    modelCode: 'MJ-E16SV',
    series: MJ_E,
    litresPerDay: 16,
    tank: 3.5,
    room: [25, 35],
    powerW: 290,
    noise: 40,
    weight: 14.5,
    size: [340, 560, 240],
    priceVnd: 7990000,
    colours: ['white'],
    shortDescription: t(
      'Máy hút ẩm 16 lít/ngày có chế độ sấy quần áo: đồ phơi trong nhà mùa nồm vẫn khô sau khoảng 4–6 giờ, không còn mùi ẩm.',
      'A 16 L/day dehumidifier with a laundry mode that dries clothes hung indoors in about four to six hours in the damp season, minus the musty smell.',
    ),
    description: t(
      [
        'Mùa nồm ở miền Bắc hay mùa mưa ở miền Nam, quần áo phơi trong nhà có khi hai, ba ngày vẫn chưa khô và ám mùi khó chịu. Chế độ sấy quần áo của MJ-E16SV cho máy chạy hết công suất, cánh gió mở rộng thổi thẳng vào giá phơi, giúp một mẻ giặt khô sau khoảng 4–6 giờ.',
        'Ngoài mùa nồm, máy phù hợp phòng khách căn hộ hay phòng giặt phơi 25–35 m². Bình chứa 3,5 lít có tay cầm và nắp chống tràn; hoặc bạn có thể nối ống để thoát nước liên tục mà không cần đổ bình.',
      ],
      [
        'In the northern damp season and the southern rains, laundry hung indoors can take two or three days to dry and still smell stale. The MJ-E16SV’s laundry mode runs the unit at full power with the louvre opened wide and aimed at the drying rack, so a load dries in about four to six hours.',
        'The rest of the year it suits an apartment living room or a laundry room of 25–35 m². The 3.5-litre tank has a carry handle and a spill-proof lid, or you can attach a hose and drain it continuously without emptying anything.',
      ],
    ),
    features: [
      feature(
        'humidity',
        'Chế độ sấy quần áo',
        'Cánh gió rộng hướng thẳng vào giá phơi, quần áo khô sau khoảng 4–6 giờ.',
        'Laundry mode',
        'A wide louvre aimed straight at the rack dries a load in about four to six hours.',
      ),
      feature(
        'fresh',
        'Không còn mùi ẩm',
        'Quần áo khô nhanh nên không kịp ám mùi hôi như khi phơi nhiều ngày.',
        'No more musty smell',
        'Clothes dry before they can pick up the stale smell of days on the rack.',
      ),
      feature(
        'timer',
        'Hẹn giờ 1–24 giờ',
        'Cài máy tự tắt khi mẻ giặt đã khô hoặc trước giờ cả nhà thức dậy.',
        '1–24 hour timer',
        'Set it to switch off once the laundry is dry, or before the family wakes up.',
      ),
    ],
    related: ['dehum-mj-e12sv', 'dehum-mj-pv18sv', 'dehum-mj-e20sv'],
    displayOrder: 60,
    featured: true,
  }),
  dehumidifier({
    key: 'dehum-mj-pv18sv',
    modelCode: 'MJ-PV18SV',
    series: t(
      'Dòng MJ-PV – hút ẩm kết hợp lọc không khí',
      'MJ-PV series – dehumidifier and air purifier',
    ),
    nameVi: 'Máy hút ẩm kết hợp lọc không khí',
    nameEn: 'Dehumidifier and air purifier',
    litresPerDay: 18,
    tank: 4,
    room: [30, 45],
    powerW: 320,
    noise: 39,
    weight: 16,
    size: [360, 600, 260],
    priceVnd: 10990000,
    colours: ['white', 'silver'],
    shortDescription: t(
      'Máy hút ẩm kết hợp lọc không khí 18 lít/ngày: màng lọc HEPA, cảm biến bụi PM2.5, dùng quanh năm – hút ẩm mùa nồm, lọc khí mùa khô.',
      'An 18 L/day dehumidifier and air purifier in one: HEPA filter and PM2.5 sensor, useful all year – drying in the damp season, purifying in the dry.',
    ),
    description: t(
      [
        'Máy hút ẩm thông thường chỉ được dùng vài tháng mỗi năm. MJ-PV18SV có thêm màng lọc HEPA và cảm biến bụi PM2.5, nên khi mùa nồm qua đi, máy chuyển sang chế độ lọc không khí, giữ lại bụi mịn, phấn hoa và lông thú cưng cho căn phòng 30–45 m².',
        'Ở chế độ tự động, máy đồng thời theo dõi độ ẩm và nồng độ bụi, tự quyết định chạy hút ẩm, lọc khí hay cả hai. Đèn báo thay màng lọc cho bạn biết đúng thời điểm cần thay, thường sau khoảng 12 tháng sử dụng.',
      ],
      [
        'An ordinary dehumidifier earns its keep for only a few months a year. The MJ-PV18SV adds a HEPA filter and a PM2.5 sensor, so once the damp season is over it switches to air purification, capturing fine dust, pollen and pet hair in rooms of 30–45 m².',
        'In auto mode it watches both humidity and dust levels and decides for itself whether to dehumidify, purify or do both. A filter indicator tells you exactly when the filter needs replacing, usually after about 12 months.',
      ],
    ),
    features: [
      feature(
        'airPurify',
        'Màng lọc HEPA',
        'Giữ lại bụi mịn, phấn hoa và lông thú cưng, kể cả khi không cần hút ẩm.',
        'HEPA filter',
        'Captures fine dust, pollen and pet hair, even when no dehumidifying is needed.',
      ),
      feature(
        'precision',
        'Cảm biến PM2.5',
        'Theo dõi nồng độ bụi mịn theo thời gian thực và tự điều chỉnh tốc độ quạt.',
        'PM2.5 sensor',
        'Monitors fine dust in real time and adjusts the fan speed automatically.',
      ),
      feature(
        'humidity',
        'Hút ẩm 18 lít/ngày',
        'Đủ mạnh cho phòng khách và không gian sinh hoạt chung đến 45 m².',
        '18 L/day extraction',
        'Powerful enough for living rooms and shared spaces of up to 45 m².',
      ),
      feature(
        'eco',
        'Dùng quanh năm',
        'Một thiết bị thay cho cả máy hút ẩm và máy lọc không khí, tiết kiệm chỗ đặt.',
        'Useful all year',
        'One appliance instead of a dehumidifier and an air purifier, saving space.',
      ),
    ],
    related: ['dehum-mj-e16sv', 'dehum-mj-e20sv', 'ac-msy-gr25vf'],
    displayOrder: 55,
    featured: true,
  }),
  dehumidifier({
    key: 'dehum-mj-e20sv',
    modelCode: 'MJ-E20SV',
    series: MJ_E,
    litresPerDay: 20,
    tank: 4.5,
    room: [35, 50],
    powerW: 380,
    noise: 42,
    weight: 17,
    size: [370, 620, 270],
    priceVnd: 9490000,
    colours: ['grey'],
    shortDescription: t(
      'Máy hút ẩm 20 lít/ngày cho tầng trệt nhà phố, phòng khách liền bếp hay văn phòng nhỏ 35–50 m², bình chứa 4,5 lít và ống thoát nước liên tục.',
      'A 20 L/day dehumidifier for townhouse ground floors, open-plan living areas and small offices of 35–50 m², with a 4.5-litre tank and continuous drainage.',
    ),
    description: t(
      [
        'Tầng trệt nhà phố thường ẩm nhất nhà: sát mặt đất, cửa mở ra đường và là nơi chịu nồm đầu tiên. MJ-E20SV hút 20 lít nước mỗi ngày, đủ cho không gian 35–50 m², giúp nền gạch không còn đọng nước và tường bớt loang ố.',
        'Vào cao điểm nồm ẩm, bình chứa 4,5 lít có thể đầy chỉ sau vài giờ. Vì vậy máy có sẵn cổng nối ống thoát nước để chạy liên tục ngày đêm, và tự khởi động lại đúng chế độ cũ sau khi mất điện.',
      ],
      [
        'The ground floor of a townhouse is usually the dampest part of the home: close to the ground, opening onto the street and first to suffer when the damp sets in. The MJ-E20SV extracts 20 litres a day, enough for 35–50 m², so tiled floors stop sweating and walls stop staining.',
        'At the height of the damp season, the 4.5-litre tank can fill in a few hours. That is why there is a drain outlet for running continuously day and night, and the unit restarts in its previous mode after a power cut.',
      ],
    ),
    features: [
      feature(
        'humidity',
        'Sàn nhà khô ráo',
        'Hút 20 lít mỗi ngày, chấm dứt cảnh nền gạch đọng nước những ngày nồm.',
        'Dry floors',
        'Extracts 20 litres a day, putting an end to sweating tiles on damp days.',
      ),
      feature(
        'durable',
        'Thoát nước liên tục',
        'Nối ống thoát để máy chạy ngày đêm mà không phải đổ bình.',
        'Continuous drainage',
        'Attach a hose and it runs day and night with no tank to empty.',
      ),
      feature(
        'shield',
        'Tự khởi động lại',
        'Ghi nhớ chế độ và mức độ ẩm đã cài, tự chạy lại sau khi mất điện.',
        'Auto-restart',
        'Remembers its mode and humidity setting and starts again after a power cut.',
      ),
    ],
    related: ['dehum-mj-e16sv', 'dehum-mj-h25sv', 'ac-msz-ht50vf'],
    displayOrder: 45,
  }),
  dehumidifier({
    key: 'dehum-mj-h25sv',
    modelCode: 'MJ-H25SV',
    series: t('Dòng MJ-H – hút ẩm công suất lớn', 'MJ-H series – heavy-duty dehumidifiers'),
    nameVi: 'Máy hút ẩm công suất lớn',
    nameEn: 'Heavy-duty dehumidifier',
    litresPerDay: 25,
    tank: 6,
    room: [50, 70],
    powerW: 480,
    noise: 45,
    weight: 21,
    size: [400, 680, 300],
    priceVnd: 14990000,
    colours: ['white'],
    shortDescription: t(
      'Máy hút ẩm công suất lớn 25 lít/ngày cho tầng hầm, kho hồ sơ và cửa hàng 50–70 m², bơm thoát nước tích hợp đẩy nước lên cao 4 m.',
      'A heavy-duty 25 L/day dehumidifier for basements, archives and shops of 50–70 m², with a built-in pump that lifts water up to 4 m.',
    ),
    description: t(
      [
        'Tầng hầm, kho lưu trữ hồ sơ hay cửa hàng thời trang cần kiểm soát độ ẩm quanh năm chứ không chỉ trong mùa nồm. MJ-H25SV được thiết kế để vận hành liên tục 24/7: khung thân chắc chắn, ẩm kế giữ độ ẩm ổn định ở mức cài đặt, và hoạt động được khi nhiệt độ phòng chỉ 5 °C.',
        'Bơm thoát nước tích hợp đẩy nước lên cao tới 4 m, nên có thể đặt máy ở tầng hầm và đưa nước tới điểm thoát nằm cao hơn. Chức năng xả băng tự động giữ hiệu suất ổn định khi trời lạnh, còn bình chứa 6 lít là phương án dự phòng ở nơi không có đường thoát nước.',
      ],
      [
        'Basements, archive rooms and clothing shops need humidity control all year, not just in the damp season. The MJ-H25SV is built for continuous 24/7 operation: a sturdy frame, a hygrostat that holds humidity steady at the set point, and the ability to work in rooms as cool as 5 °C.',
        'A built-in pump lifts condensate up to 4 m, so the unit can stand in a basement and send water to a drain at a higher level. Automatic defrosting keeps extraction steady in cool conditions, and the 6-litre tank is there as a back-up wherever there is no drain.',
      ],
    ),
    features: [
      feature(
        'durable',
        'Vận hành 24/7',
        'Khung thân và máy nén được thiết kế để chạy liên tục quanh năm.',
        'Built for 24/7 use',
        'The frame and compressor are designed to run continuously all year.',
      ),
      feature(
        'humidity',
        'Bơm thoát nước 4 m',
        'Đẩy nước ngưng tụ lên điểm thoát cao hơn, lý tưởng cho tầng hầm.',
        'Pump lifts water 4 m',
        'Sends condensate up to a higher drain – ideal for basements.',
      ),
      feature(
        'precision',
        'Ẩm kế chính xác',
        'Giữ độ ẩm ổn định cho hồ sơ giấy, hàng may mặc và tranh ảnh.',
        'Accurate hygrostat',
        'Holds humidity steady for paper archives, garments and artwork.',
      ),
    ],
    related: ['dehum-mj-e20sv', 'dehum-mj-pv18sv'],
    displayOrder: 35,
  }),
]

/* ------------------------------------------------------------------------------------------------
 * Hand dryers
 * ---------------------------------------------------------------------------------------------- */

const HAND_DRYER_CATALOGUE = catalogue(
  'máy sấy tay tốc độ cao Sora Electric 2026',
  'Sora Electric high-speed hand dryers 2026',
)

const HANDS_IN = t('Dòng SB – đưa tay vào', 'SB series – hands-in')
const HANDS_UNDER = t('Dòng MC – đưa tay dưới', 'MC series – hands-under')

type HandDryer = {
  key: string
  modelCode: string
  type: 'hands-in' | 'hands-under'
  series: Bilingual<string>
  name: Bilingual<string>
  dryingSeconds: number
  airSpeed: number
  motorW: number
  heaterW?: number
  noise: number
  hepa: boolean
  /** Drip tray in litres; hands-under models drain into the basin. */
  tray?: number
  weight: number
  size: [number, number, number]
  priceVnd: number
  colours: ColourName[]
  shortDescription: Bilingual<string>
  description: Bilingual<string[]>
  features: Feature[]
  related: string[]
  displayOrder: number
  featured?: boolean
}

const handDryer = (dryer: HandDryer): ProductSeed => {
  const [width, height, depth] = dryer.size
  return product({
    key: dryer.key,
    group: 'BuildingSolution',
    category: 'JetTowel',
    kind: 'handDryer',
    modelCode: dryer.modelCode,
    series: dryer.series,
    name: dryer.name,
    shortDescription: dryer.shortDescription,
    description: dryer.description,
    features: dryer.features,
    colours: dryer.colours,
    size: { kind: 'body', width, height, depth, unit: 'mm' },
    specs: [
      specT(
        'Thời gian sấy khô',
        'Drying time',
        `khoảng ${dryer.dryingSeconds} giây`,
        `about ${dryer.dryingSeconds} seconds`,
      ),
      spec('Tốc độ luồng khí', 'Air speed', qty(dryer.airSpeed, 'm/s')),
      dryer.heaterW
        ? spec(
            'Công suất động cơ / bộ sưởi',
            'Power input, motor / heater',
            t(`${dryer.motorW} W / ${dryer.heaterW} W`, `${dryer.motorW} W / ${dryer.heaterW} W`),
          )
        : specT(
            'Công suất động cơ',
            'Power input, motor',
            `${dryer.motorW} W (không có bộ sưởi)`,
            `${dryer.motorW} W (no heater)`,
          ),
      spec('Độ ồn', 'Noise level', qty(dryer.noise, 'dB(A)')),
      dryer.hepa
        ? specT(
            'Bộ lọc khí',
            'Air filter',
            'HEPA, thay sau 12 tháng',
            'HEPA, replace every 12 months',
          )
        : specT('Bộ lọc khí', 'Air filter', 'Lưới lọc sơ cấp rửa được', 'Washable pre-filter'),
      dryer.tray
        ? specT(
            'Khay chứa nước',
            'Drip tray',
            `${String(dryer.tray).replace('.', ',')} lít`,
            `${dryer.tray} L`,
          )
        : specT(
            'Khay chứa nước',
            'Drip tray',
            'Không cần – nước rơi xuống lavabo',
            'None needed – water drips into the basin',
          ),
      spec('Nguồn điện', 'Power supply', SINGLE_PHASE),
      spec('Khối lượng', 'Weight', qty(dryer.weight, 'kg')),
      warranty(2),
    ],
    filters: { type: dryer.type },
    related: dryer.related,
    documents: [
      HAND_DRYER_CATALOGUE,
      installationManual(dryer.modelCode),
      cadData(dryer.modelCode),
    ],
    displayOrder: dryer.displayOrder,
    featured: dryer.featured ?? false,
    isActive: true,
    priceVnd: dryer.priceVnd,
  })
}

export const handDryerSeeds: ProductSeed[] = [
  handDryer({
    key: 'dryer-jt-sb116jh',
    modelCode: 'JT-SB116JH',
    type: 'hands-in',
    series: HANDS_IN,
    name: t(
      'Máy sấy tay tốc độ cao đưa tay vào JT-SB116JH',
      'High-speed hands-in hand dryer JT-SB116JH',
    ),
    dryingSeconds: 9,
    airSpeed: 95,
    motorW: 620,
    heaterW: 460,
    noise: 59,
    hepa: true,
    tray: 0.8,
    weight: 17,
    size: [300, 660, 220],
    priceVnd: 14990000,
    colours: ['white'],
    shortDescription: t(
      'Máy sấy tay đưa tay vào cho văn phòng: khô tay trong khoảng 9 giây, lọc HEPA, thay thế khăn giấy và hoàn vốn sau khoảng một năm.',
      'A high-speed hands-in dryer for offices: dry hands in about 9 seconds, HEPA-filtered air, no more paper towels and payback in about a year.',
    ),
    description: t(
      [
        'Khu vệ sinh của một văn phòng 200 nhân viên dùng khoảng 1.000 tờ khăn giấy mỗi ngày, chưa kể công thu gom rác và bổ sung giấy. JT-SB116JH thay thế toàn bộ lượng giấy đó với tiền điện chỉ vài nghìn đồng mỗi ngày, thường thu hồi chi phí đầu tư trong khoảng một năm.',
        'Người dùng đưa tay vào khe sấy rồi rút ra chậm rãi; hai luồng khí tốc độ 95 m/s gạt nước khỏi cả hai mặt bàn tay trong khoảng 9 giây. Không khí được lọc HEPA trước khi thổi ra, nước gạt xuống được gom vào khay chứa 0,8 lít để sàn luôn khô.',
      ],
      [
        'An office washroom serving 200 staff gets through around 1,000 paper towels a day, not counting the cost of collecting waste and restocking dispensers. The JT-SB116JH replaces all of that for a few thousand dong of electricity a day, usually paying for itself in about a year.',
        'Users put their hands into the slot and draw them out slowly; two 95 m/s air streams clear water from both sides of the hands in about 9 seconds. The air is HEPA-filtered before it reaches the hands, and the water is collected in a 0.8-litre tray so the floor stays dry.',
      ],
    ),
    features: [
      feature(
        'speed',
        'Khô tay trong 9 giây',
        'Hai luồng khí 95 m/s gạt nước cùng lúc ở cả hai mặt bàn tay.',
        'Dry in 9 seconds',
        'Two 95 m/s air streams clear both sides of the hands at once.',
      ),
      feature(
        'eco',
        'Thay thế khăn giấy',
        'Cắt giảm chi phí giấy và rác thải, hoàn vốn sau khoảng một năm.',
        'Replaces paper towels',
        'Cuts paper costs and waste, paying for itself in about a year.',
      ),
      feature(
        'airPurify',
        'Lọc HEPA',
        'Không khí đầu vào được lọc sạch trước khi thổi lên tay người dùng.',
        'HEPA filtration',
        'Incoming air is filtered before it reaches the user’s hands.',
      ),
      feature(
        'hygiene',
        'Sàn luôn khô',
        'Khay chứa 0,8 lít gom nước, không để nước nhỏ xuống sàn gây trơn trượt.',
        'Dry floors',
        'A 0.8-litre tray collects the water, so none drips onto a slippery floor.',
      ),
    ],
    related: ['dryer-jt-sb216jsh', 'dryer-jt-sc316ksh', 'dryer-jt-mc206gs'],
    displayOrder: 50,
    featured: true,
  }),
  handDryer({
    key: 'dryer-jt-sb216jsh',
    modelCode: 'JT-SB216JSH',
    type: 'hands-in',
    series: HANDS_IN,
    name: t(
      'Máy sấy tay đưa tay vào cho khu vực đông người JT-SB216JSH',
      'High-traffic hands-in hand dryer JT-SB216JSH',
    ),
    dryingSeconds: 8,
    airSpeed: 100,
    motorW: 680,
    heaterW: 500,
    noise: 60,
    hepa: true,
    tray: 1.2,
    weight: 19,
    size: [300, 690, 230],
    priceVnd: 18990000,
    colours: ['white', 'grey'],
    shortDescription: t(
      'Máy sấy tay cho trung tâm thương mại, nhà ga và sân bay: vỏ chịu va đập, khay chứa nước 1,2 lít, bền bỉ với hàng nghìn lượt dùng mỗi ngày.',
      'A hands-in dryer for shopping centres, stations and airports: an impact-resistant body, a 1.2-litre drip tray and thousands of uses a day.',
    ),
    description: t(
      [
        'Vào giờ cao điểm ở trung tâm thương mại hay nhà ga, một máy sấy tay có thể phục vụ vài trăm lượt người mỗi giờ. JT-SB216JSH được thiết kế cho cường độ đó: vỏ nhựa ABS gia cường chịu va đập, động cơ không chổi than tuổi thọ cao và khay chứa nước 1,2 lít, lớn nhất trong dải sản phẩm.',
        'Đèn báo trên mặt máy cho nhân viên vệ sinh biết khi khay sắp đầy hoặc bộ lọc cần thay, giúp lên lịch bảo trì chủ động thay vì chờ máy báo lỗi. Khe sấy và khay chứa được phủ lớp kháng khuẩn để hạn chế vi khuẩn phát triển.',
      ],
      [
        'At peak times in a shopping centre or station, a single hand dryer can serve several hundred people an hour. The JT-SB216JSH is built for that: a reinforced, impact-resistant ABS casing, a long-life brushless motor and a 1.2-litre drip tray – the largest in our range.',
        'Indicator lights on the front tell cleaning staff when the tray is nearly full or the filter needs replacing, so maintenance can be planned instead of waiting for a fault. The drying slot and tray have an antibacterial coating that slows the growth of bacteria.',
      ],
    ),
    features: [
      feature(
        'durable',
        'Chịu va đập',
        'Vỏ ABS gia cường và động cơ không chổi than cho khu vực hàng nghìn lượt dùng mỗi ngày.',
        'Impact-resistant',
        'A reinforced ABS casing and brushless motor for washrooms with thousands of users a day.',
      ),
      feature(
        'precision',
        'Đèn báo bảo trì',
        'Báo khay đầy và thời điểm thay bộ lọc để lên lịch vệ sinh hợp lý.',
        'Service indicators',
        'Signal a full tray and filter changes so cleaning can be scheduled sensibly.',
      ),
      feature(
        'hygiene',
        'Lớp phủ kháng khuẩn',
        'Phủ trên khe sấy và khay chứa, hạn chế vi khuẩn ở nơi công cộng.',
        'Antibacterial coating',
        'On the drying slot and tray, to curb bacteria in public washrooms.',
      ),
    ],
    related: ['dryer-jt-sb116jh', 'dryer-jt-sc316ksh'],
    displayOrder: 45,
  }),
  handDryer({
    key: 'dryer-jt-sc316ksh',
    modelCode: 'JT-SC316KSH',
    type: 'hands-in',
    series: t('Dòng SC – cao cấp', 'SC series – premium'),
    name: t(
      'Máy sấy tay cao cấp đưa tay vào JT-SC316KSH',
      'Premium hands-in hand dryer JT-SC316KSH',
    ),
    dryingSeconds: 10,
    airSpeed: 90,
    motorW: 600,
    heaterW: 400,
    noise: 52,
    hepa: true,
    tray: 0.7,
    weight: 16,
    size: [300, 650, 210],
    priceVnd: 24990000,
    colours: ['silver', 'black'],
    shortDescription: t(
      'Máy sấy tay cao cấp mặt kim loại bạc hoặc đen cho khách sạn và văn phòng hạng A: chế độ êm 52 dB(A), lọc HEPA, sưởi ấm nhẹ ngày lạnh.',
      'A premium hand dryer with a silver or black metal front for hotels and Grade A offices: a 52 dB(A) quiet mode, HEPA filtration and warmth on cold days.',
    ),
    description: t(
      [
        'Ở sảnh khách sạn, nhà hàng cao cấp hay văn phòng hạng A, khu vệ sinh cũng là một phần trải nghiệm của khách. JT-SC316KSH có mặt trước bằng kim loại phủ màu bạc hoặc đen, đường nét tối giản, hài hòa với đá và gỗ ốp tường.',
        'Chế độ êm giảm độ ồn xuống 52 dB(A), phù hợp khu vệ sinh gần phòng họp, phòng hội nghị hay hành lang phòng nghỉ. Vào những ngày lạnh, bộ sưởi nhẹ tự bật để luồng gió ấm hơn, còn bộ lọc HEPA đảm bảo không khí thổi lên tay luôn sạch.',
      ],
      [
        'In a hotel lobby, a fine-dining restaurant or a Grade A office, the washroom is part of the guest experience. The JT-SC316KSH has a metal front in silver or black with clean, minimal lines that sit well against stone and timber wall finishes.',
        'Quiet mode brings the noise down to 52 dB(A), ideal for washrooms near meeting rooms, conference halls or guest-room corridors. On cold days a gentle heater comes on to warm the airflow, and the HEPA filter ensures the air on your hands is always clean.',
      ],
    ),
    features: [
      feature(
        'quiet',
        'Chế độ êm 52 dB(A)',
        'Không làm phiền phòng họp hay phòng nghỉ ngay bên cạnh.',
        '52 dB(A) quiet mode',
        'Won’t disturb the meeting room or guest room next door.',
      ),
      feature(
        'durable',
        'Mặt kim loại cao cấp',
        'Bạc hoặc đen, bền màu và dễ lau, hợp với nội thất sang trọng.',
        'Premium metal front',
        'Silver or black, colourfast and easy to wipe, to suit an upmarket interior.',
      ),
      feature(
        'energy',
        'Sưởi nhẹ ngày lạnh',
        'Bộ sưởi 400 W chỉ bật khi trời lạnh, phần lớn thời gian máy sấy bằng gió thường.',
        'Warmth on cold days',
        'The 400 W heater only comes on when it is cold; the rest of the time the dryer uses unheated air.',
      ),
      feature(
        'airPurify',
        'Lọc HEPA',
        'Giữ lại bụi và vi khuẩn trong không khí đầu vào.',
        'HEPA filtration',
        'Captures dust and bacteria from the incoming air.',
      ),
    ],
    related: ['dryer-jt-sb116jh', 'dryer-jt-mc106hs'],
    displayOrder: 40,
    featured: true,
  }),
  handDryer({
    key: 'dryer-jt-mc206gs',
    modelCode: 'JT-MC206GS',
    type: 'hands-under',
    series: HANDS_UNDER,
    name: t(
      'Máy sấy tay nhỏ gọn đưa tay dưới JT-MC206GS',
      'Compact hands-under hand dryer JT-MC206GS',
    ),
    dryingSeconds: 12,
    airSpeed: 80,
    motorW: 650,
    noise: 55,
    hepa: false,
    weight: 5.5,
    size: [270, 400, 170],
    priceVnd: 9990000,
    colours: ['white', 'black'],
    shortDescription: t(
      'Máy sấy tay đưa tay dưới nhỏ gọn cho phòng vệ sinh biệt thự, homestay và quán cà phê; lắp phía trên lavabo, nước rơi thẳng xuống bồn rửa.',
      'A compact hands-under dryer for villa guest bathrooms, homestays and cafés; mounted above the basin so water drips straight into the sink.',
    ),
    description: t(
      [
        'Không phải khu vệ sinh nào cũng đủ chỗ cho một chiếc máy sấy tay cỡ lớn. JT-MC206GS chỉ sâu 17 cm và lắp gọn phía trên lavabo: người dùng chỉ cần đưa tay xuống dưới miệng gió, nước gạt khỏi tay rơi thẳng xuống bồn rửa thay vì xuống sàn.',
        'Máy tiêu thụ 650 W và không dùng bộ sưởi, phù hợp với hệ thống điện của nhà ở và quán nhỏ. Hai màu trắng và đen dễ phối với phong cách nội thất của homestay hay quán cà phê.',
      ],
      [
        'Not every washroom has room for a full-size hand dryer. The JT-MC206GS is just 17 cm deep and mounts neatly above the basin: users simply hold their hands under the outlet, and the water blown off drips into the sink rather than onto the floor.',
        'It draws 650 W and has no heater, so it suits the electrical installation of a home or small café. White and black versions fit the style of a homestay or coffee shop.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Sâu chỉ 17 cm',
        'Lắp phía trên lavabo, không chiếm thêm diện tích tường hay sàn.',
        'Only 17 cm deep',
        'Mounts above the basin without taking up extra wall or floor space.',
      ),
      feature(
        'energy',
        'Công suất 650 W',
        'Không có bộ sưởi, tiêu thụ điện thấp, phù hợp nhà ở và quán nhỏ.',
        '650 W power input',
        'No heater and low consumption – a good fit for homes and small cafés.',
      ),
      feature(
        'hygiene',
        'Cảm biến không chạm',
        'Tự chạy khi đưa tay vào và dừng khi rút tay ra.',
        'Touch-free sensor',
        'Starts when hands are held underneath and stops when they are withdrawn.',
      ),
    ],
    related: ['dryer-jt-mc106hs', 'dryer-jt-sb116jh'],
    displayOrder: 30,
  }),
  handDryer({
    key: 'dryer-jt-mc106hs',
    modelCode: 'JT-MC106HS',
    type: 'hands-under',
    series: HANDS_UNDER,
    name: t(
      'Máy sấy tay đưa tay dưới cho cơ sở y tế JT-MC106HS',
      'Hands-under hand dryer for healthcare JT-MC106HS',
    ),
    dryingSeconds: 11,
    airSpeed: 85,
    motorW: 700,
    heaterW: 600,
    noise: 56,
    hepa: true,
    weight: 6.2,
    size: [290, 420, 180],
    priceVnd: 12490000,
    colours: ['silver'],
    shortDescription: t(
      'Máy sấy tay đưa tay dưới cho phòng khám và bệnh viện: cảm biến không chạm, lọc HEPA, thân máy liền khối dễ lau khử khuẩn.',
      'A hands-under dryer for clinics and hospitals: a touch-free sensor, HEPA filtration and a seamless body that is easy to wipe down and disinfect.',
    ),
    description: t(
      [
        'Trong phòng khám, khu chờ hay căng tin bệnh viện, mỗi lần chạm tay là một nguy cơ lây nhiễm. JT-MC106HS hoạt động hoàn toàn bằng cảm biến: máy chạy ngay khi đưa tay vào và dừng khi rút tay ra, người dùng không phải chạm vào bất kỳ bề mặt nào.',
        'Thân máy liền khối, ít khe hở, chịu được dung dịch khử khuẩn gốc cồn dùng hằng ngày. Bộ lọc HEPA giữ lại 99,97% bụi và vi khuẩn kích thước từ 0,3 µm trong không khí đầu vào, còn bộ sưởi nhẹ giúp người bệnh không bị lạnh tay vào mùa đông.',
      ],
      [
        'In clinics, waiting areas and hospital canteens, every touch is a chance to pass on germs. The JT-MC106HS works entirely by sensor: it starts the instant hands go under it and stops when they are withdrawn, so users never touch a surface.',
        'The seamless body has very few joints and stands up to daily cleaning with alcohol-based disinfectants. The HEPA filter captures 99.97% of dust and bacteria of 0.3 µm and larger from the incoming air, and a gentle heater stops patients’ hands getting cold in winter.',
      ],
    ),
    features: [
      feature(
        'hygiene',
        'Hoàn toàn không chạm',
        'Cảm biến hồng ngoại điều khiển mọi thao tác, giảm nguy cơ lây nhiễm chéo.',
        'Completely touch-free',
        'An infrared sensor handles everything, reducing the risk of cross-infection.',
      ),
      feature(
        'airPurify',
        'HEPA 99,97%',
        'Giữ lại bụi và vi khuẩn từ 0,3 µm trước khi không khí thổi lên tay.',
        'HEPA, 99.97%',
        'Captures dust and bacteria from 0.3 µm before the air reaches the hands.',
      ),
      feature(
        'shield',
        'Dễ khử khuẩn',
        'Thân liền khối chịu được dung dịch gốc cồn, lau sạch trong vài giây.',
        'Easy to disinfect',
        'A seamless body that tolerates alcohol-based cleaners and wipes down in seconds.',
      ),
    ],
    related: ['dryer-jt-mc206gs', 'dryer-jt-sc316ksh'],
    displayOrder: 35,
  }),
]
