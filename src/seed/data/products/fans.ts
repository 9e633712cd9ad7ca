import { type Bilingual, t } from '../../bilingual'
import type { ColourName, ProductSeed, SpecRowSeed } from '../../productTypes'
import {
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

/** Electric fans (stand, table, wall, ceiling) and ventilation fans. */

/* ------------------------------------------------------------------------------------------------
 * Electric fans
 * ---------------------------------------------------------------------------------------------- */

type FanKind = 'standFan' | 'tableFan' | 'wallFan' | 'ceilingFan'

const FAN_TYPE: Record<FanKind, string> = {
  standFan: 'stand',
  tableFan: 'table',
  wallFan: 'wall',
  ceilingFan: 'ceiling',
}

const FAN_SERIES: Record<FanKind, Bilingual<string>> = {
  standFan: t('Dòng LV – quạt đứng', 'LV series – stand fans'),
  tableFan: t('Dòng D – quạt bàn', 'D series – table fans'),
  wallFan: t('Dòng W – quạt treo tường', 'W series – wall fans'),
  ceilingFan: t('Dòng C – quạt trần', 'C series – ceiling fans'),
}

const FAN_CATALOGUE = catalogue('quạt điện Sora Electric 2026', 'Sora Electric electric fans 2026')

type ElectricFan = {
  key: string
  kind: FanKind
  modelCode: string
  series?: Bilingual<string>
  name: Bilingual<string>
  remote: boolean
  /** Blade sweep: centimetres for desk, stand and wall fans, millimetres for ceiling fans. */
  blade: { value: number; unit: 'cm' | 'mm' }
  blades: number
  powerW: number
  speeds: number
  /** Air delivery in m³/min. */
  airflow: number
  noise: [number, number]
  /** Off-timer range in hours, where there is one. */
  timer?: [number, number]
  weight: number
  size: [number, number, number]
  stars?: 3 | 4 | 5
  priceVnd: number
  colours: ColourName[]
  shortDescription: Bilingual<string>
  description: Bilingual<string[]>
  features: Feature[]
  related: string[]
  displayOrder: number
  featured?: boolean
}

const electricFan = (fan: ElectricFan): ProductSeed => {
  const [width, height, depth] = fan.size
  const timerRows: SpecRowSeed[] = fan.timer
    ? [
        specT(
          'Hẹn giờ tắt',
          'Off-timer',
          `${String(fan.timer[0]).replace('.', ',')}–${fan.timer[1]} giờ`,
          `${fan.timer[0]}–${fan.timer[1]} hours`,
        ),
      ]
    : []
  return product({
    key: fan.key,
    group: 'HomeAppliances',
    category: 'ElectricFans',
    kind: fan.kind,
    modelCode: fan.modelCode,
    series: fan.series ?? FAN_SERIES[fan.kind],
    name: fan.name,
    shortDescription: fan.shortDescription,
    description: fan.description,
    features: fan.features,
    colours: fan.colours,
    capacity: { value: fan.powerW, unit: 'W' },
    size: { kind: 'body', width, height, depth, unit: 'mm' },
    specs: [
      spec('Đường kính cánh', 'Blade diameter', qty(fan.blade.value, fan.blade.unit)),
      spec('Số cánh', 'Number of blades', String(fan.blades)),
      spec('Công suất', 'Power input', qty(fan.powerW, 'W')),
      spec('Số tốc độ gió', 'Speed settings', String(fan.speeds)),
      specT('Lưu lượng gió', 'Air delivery', `${fan.airflow} m³/phút`, `${fan.airflow} m³/min`),
      spec('Độ ồn', 'Noise level', `${fan.noise[0]}–${fan.noise[1]} dB(A)`),
      ...timerRows,
      spec('Nguồn điện', 'Power supply', SINGLE_PHASE),
      spec('Khối lượng', 'Weight', qty(fan.weight, 'kg')),
      warranty(1),
    ],
    ...(fan.stars ? { energy: { stars: fan.stars } } : {}),
    priceVnd: fan.priceVnd,
    filters: { type: FAN_TYPE[fan.kind], remote: fan.remote ? 'remote' : 'manual' },
    related: fan.related,
    documents:
      fan.kind === 'ceilingFan'
        ? [FAN_CATALOGUE, manual(fan.modelCode), installationManual(fan.modelCode)]
        : [FAN_CATALOGUE, manual(fan.modelCode)],
    displayOrder: fan.displayOrder,
    featured: fan.featured ?? false,
    isActive: true,
  })
}

export const electricFanSeeds: ProductSeed[] = [
  electricFan({
    key: 'fan-lv16-rx',
    kind: 'standFan',
    modelCode: 'LV16-RX',
    name: t('Quạt đứng điều khiển từ xa LV16-RX', 'Stand fan with remote control LV16-RX'),
    remote: true,
    blade: { value: 40, unit: 'cm' },
    blades: 5,
    powerW: 48,
    speeds: 3,
    airflow: 62,
    noise: [32, 54],
    timer: [0.5, 8],
    weight: 6.2,
    size: [430, 1300, 400],
    priceVnd: 1490000,
    colours: ['white', 'grey'],
    shortDescription: t(
      'Quạt đứng 5 cánh 40 cm có điều khiển từ xa, chế độ gió tự nhiên và hẹn giờ tắt 8 giờ – người bạn đồng hành của điều hòa trong phòng khách.',
      'A five-blade 40 cm stand fan with remote control, natural-breeze mode and an eight-hour off-timer – the perfect partner for your air conditioner.',
    ),
    description: t(
      [
        'Bật quạt cùng điều hòa, bạn có thể đặt 27–28 °C thay vì 24–25 °C mà vẫn thấy mát như nhau, vì luồng gió giúp mồ hôi bay hơi nhanh hơn. LV16-RX được thiết kế cho vai trò đó: năm cánh quạt 40 cm tạo luồng gió mềm, xoay 90° sang hai bên và đảo lên xuống để hơi mát lan khắp phòng khách.',
        'Chế độ gió tự nhiên thay đổi tốc độ ngẫu nhiên như những cơn gió ngoài trời, dễ chịu hơn luồng gió đều đều. Ngồi trên sofa hay nằm trên giường, bạn vẫn đổi được tốc độ, bật đảo gió và hẹn giờ tắt từ 30 phút đến 8 giờ bằng điều khiển từ xa.',
      ],
      [
        'Run a fan alongside the air conditioner and you can set it to 27–28 °C instead of 24–25 °C and feel just as cool, because moving air helps sweat evaporate. The LV16-RX is designed for exactly that job: five 40 cm blades create a soft breeze that oscillates 90° side to side and swings up and down to carry the cool through the living room.',
        'Natural-breeze mode varies the speed at random, like gusts outdoors, which feels more pleasant than a constant blast. From the sofa or the bed, the remote lets you change the speed, start the swing and set an off-timer from 30 minutes to eight hours.',
      ],
    ),
    features: [
      feature(
        'fresh',
        'Gió tự nhiên',
        'Tốc độ thay đổi nhịp nhàng như gió trời, không gây khô mắt hay mỏi người khi ngồi lâu.',
        'Natural breeze',
        'The speed rises and falls like an outdoor breeze, so long sessions don’t leave you dry-eyed or stiff.',
      ),
      feature(
        'remote',
        'Điều khiển từ xa',
        'Đổi tốc độ, bật đảo gió hai chiều và hẹn giờ mà không cần rời chỗ ngồi.',
        'Remote control',
        'Change the speed, start the two-way swing and set the timer without getting up.',
      ),
      feature(
        'eco',
        'Giảm tải cho điều hòa',
        'Kết hợp với điều hòa để đặt nhiệt độ cao hơn 3 °C, tiết kiệm 10–20% điện năng làm mát.',
        'Eases the load on your AC',
        'Used with the air conditioner, it lets you set 3 °C higher and save 10–20% on cooling.',
      ),
    ],
    related: ['fan-lv16-dc', 'fan-lv16-ga', 'ac-msy-jw35vf'],
    displayOrder: 95,
    featured: true,
  }),
  electricFan({
    key: 'fan-lv16-ga',
    kind: 'standFan',
    modelCode: 'LV16-GA',
    name: t('Quạt đứng nút bấm LV16-GA', 'Stand fan with push buttons LV16-GA'),
    remote: false,
    blade: { value: 40, unit: 'cm' },
    blades: 5,
    powerW: 50,
    speeds: 3,
    airflow: 60,
    noise: [35, 55],
    weight: 5.8,
    size: [430, 1300, 400],
    priceVnd: 1090000,
    colours: ['grey', 'pink'],
    shortDescription: t(
      'Quạt đứng nút bấm 40 cm bền bỉ, dễ dùng cho cả ông bà và trẻ nhỏ; động cơ dây đồng có cầu chì nhiệt tự ngắt khi quá nóng.',
      'A durable 40 cm stand fan with push buttons that grandparents and children can use, and a copper-wound motor with a thermal cut-out.',
    ),
    description: t(
      [
        'Không phải ai cũng thích điều khiển từ xa. LV16-GA dùng bốn nút bấm cơ cỡ lớn in rõ số tốc độ, ông bà hay các bé đều bật tắt dễ dàng mà không cần đeo kính hay đi tìm remote. Núm kéo trên đầu quạt bật, tắt chế độ xoay.',
        'Động cơ quấn dây đồng nguyên chất chạy mát và bền, có cầu chì nhiệt tự ngắt khi quá nóng – yên tâm cho những đêm quạt chạy liên tục đến sáng. Chiều cao điều chỉnh từ 1,0 đến 1,3 m, lồng quạt nan dày và khít để trẻ không thò được ngón tay vào.',
      ],
      [
        'Not everyone likes a remote. The LV16-GA has four large mechanical buttons with clearly printed speed numbers, so grandparents and children can switch it on and off without glasses or hunting for the remote. A knob on top of the motor housing starts and stops the oscillation.',
        'The pure copper-wound motor runs cool and lasts, with a thermal fuse that cuts out if it overheats – reassuring on nights when the fan runs until morning. The height adjusts from 1.0 to 1.3 m, and the guard has thick, closely spaced wires so small fingers can’t get through.',
      ],
    ),
    features: [
      feature(
        'safety',
        'Cầu chì nhiệt',
        'Tự ngắt điện khi động cơ quá nóng, an toàn khi quạt chạy suốt đêm.',
        'Thermal fuse',
        'Cuts the power if the motor overheats, for peace of mind when the fan runs all night.',
      ),
      feature(
        'durable',
        'Động cơ dây đồng',
        'Dây đồng nguyên chất giúp động cơ chạy mát, bền bỉ qua nhiều mùa hè.',
        'Copper-wound motor',
        'Pure copper windings keep the motor cool and reliable through many summers.',
      ),
      feature(
        'shield',
        'Lồng quạt an toàn',
        'Nan lồng dày, khoảng cách nhỏ, ngăn ngón tay trẻ em chạm vào cánh quạt.',
        'Child-safe guard',
        'Thick, closely spaced wires keep children’s fingers away from the blades.',
      ),
    ],
    related: ['fan-lv16-rx', 'fan-d12-ga'],
    displayOrder: 70,
  }),
  electricFan({
    key: 'fan-lv16-dc',
    kind: 'standFan',
    modelCode: 'LV16-DC',
    series: t('Dòng LV DC – động cơ một chiều', 'LV DC series – DC motor'),
    name: t('Quạt đứng động cơ DC LV16-DC', 'DC motor stand fan LV16-DC'),
    remote: true,
    blade: { value: 40, unit: 'cm' },
    blades: 7,
    powerW: 25,
    speeds: 12,
    airflow: 58,
    noise: [22, 48],
    timer: [1, 12],
    weight: 6.8,
    size: [430, 1300, 400],
    stars: 5,
    priceVnd: 3490000,
    colours: ['white', 'black'],
    shortDescription: t(
      'Quạt đứng động cơ DC 7 cánh với 12 tốc độ gió, chỉ 3 W ở mức nhẹ nhất và êm 22 dB(A); điều khiển bằng remote hoặc ứng dụng Sora Electric.',
      'A seven-blade DC stand fan with 12 speeds, drawing just 3 W on its gentlest setting at 22 dB(A); control it by remote or the Sora Electric app.',
    ),
    description: t(
      [
        'Động cơ DC không chổi than được điều khiển điện tử, nên LV16-DC có tới 12 mức gió thay vì ba mức cố định như quạt thông thường, đồng thời tiết kiệm đến 60% điện năng. Ở mức nhẹ nhất, quạt chỉ tiêu thụ khoảng 3 W và êm 22 dB(A) – chạy suốt đêm cũng chưa tới 0,1 kWh.',
        'Bảy cánh quạt mỏng được cân bằng động tạo luồng gió mịn, không giật từng đợt. Động cơ được sản xuất tại nhà máy Sora Electric ở Khu Công nghệ cao TP. Hồ Chí Minh, và quạt kết nối được với ứng dụng Sora Electric để hẹn giờ, điều chỉnh từ xa.',
      ],
      [
        'A brushless DC motor is controlled electronically, so the LV16-DC offers 12 speed settings rather than the usual three, and uses up to 60% less electricity. On its gentlest setting it draws about 3 W at 22 dB(A) – a whole night’s running uses less than 0.1 kWh.',
        'Seven thin, dynamically balanced blades produce a smooth breeze with no buffeting. The motor is made at the Sora Electric factory in Saigon Hi-Tech Park, and the fan connects to the Sora Electric app for scheduling and remote adjustment.',
      ],
    ),
    features: [
      feature(
        'energy',
        'Tiết kiệm đến 60% điện',
        'Động cơ DC chỉ 3–25 W, nhãn năng lượng 5 sao.',
        'Up to 60% less electricity',
        'The DC motor draws just 3–25 W, with a 5-star energy label.',
      ),
      feature(
        'speed',
        '12 tốc độ gió',
        'Chọn chính xác mức gió từ làn gió ru ngủ đến luồng gió mạnh sau khi tập thể dục.',
        '12 speed settings',
        'Pick exactly the breeze you want, from a gentle sleep setting to a strong blast after a workout.',
      ),
      feature(
        'quiet',
        'Êm 22 dB(A)',
        'Gần như không nghe thấy tiếng quạt ở các mức gió thấp.',
        'Quiet at 22 dB(A)',
        'Almost inaudible at the lower speeds.',
      ),
      feature(
        'wifi',
        'Ứng dụng Sora Electric',
        'Bật quạt, hẹn giờ và đổi tốc độ từ điện thoại.',
        'Sora Electric app',
        'Switch on, set timers and change the speed from your phone.',
      ),
    ],
    related: ['fan-lv16-rx', 'fan-c48-rd', 'ac-msy-gr25vf'],
    displayOrder: 100,
    featured: true,
  }),
  electricFan({
    key: 'fan-d12-ga',
    kind: 'tableFan',
    modelCode: 'D12-GA',
    name: t('Quạt bàn 30 cm D12-GA', 'Table fan, 30 cm, D12-GA'),
    remote: false,
    blade: { value: 30, unit: 'cm' },
    blades: 5,
    powerW: 38,
    speeds: 3,
    airflow: 36,
    noise: [33, 50],
    weight: 2.4,
    size: [350, 500, 260],
    priceVnd: 690000,
    colours: ['white', 'pink'],
    shortDescription: t(
      'Quạt bàn 30 cm gọn nhẹ cho bàn học, bàn làm việc hay quầy bán hàng: ba tốc độ gió, xoay 80° và chỉnh được góc nghiêng.',
      'A light 30 cm table fan for a study desk, workstation or shop counter: three speeds, 80° oscillation and an adjustable tilt.',
    ),
    description: t(
      [
        'D12-GA nặng chưa đến 2,5 kg, dễ xách từ bàn học của con sang bàn làm việc của bố mẹ, hay đặt trên quầy thu ngân của cửa hàng nhỏ. Đầu quạt nghiêng được lên xuống và xoay 80° sang hai bên để luồng gió đi đúng nơi cần.',
        'Đế rộng có đệm cao su chống trượt giữ quạt đứng vững trên mặt kính hay gỗ bóng. Lồng quạt tháo ra bằng khóa gài, nên việc vệ sinh cánh quạt hằng tháng chỉ mất vài phút.',
      ],
      [
        'Weighing under 2.5 kg, the D12-GA moves easily from a child’s study desk to a parent’s workstation, or sits on the counter of a small shop. The head tilts up and down and oscillates 80° side to side, so the air goes exactly where it is needed.',
        'A wide base with non-slip rubber feet keeps it steady on glass or polished wood. The guard comes off with simple clips, so the monthly blade clean takes only a few minutes.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Nhỏ gọn, nhẹ',
        'Dưới 2,5 kg, đặt vừa góc bàn học hay quầy hàng chật.',
        'Small and light',
        'Under 2.5 kg and small enough for a crowded desk or shop counter.',
      ),
      feature(
        'hygiene',
        'Dễ vệ sinh',
        'Lồng quạt tháo lắp bằng khóa gài, lau cánh không cần tua vít.',
        'Easy to clean',
        'The guard unclips, so you can wipe the blades without a screwdriver.',
      ),
      feature(
        'shield',
        'Đế chống trượt',
        'Đệm cao su giữ quạt đứng vững, không trượt khi đảo gió.',
        'Non-slip base',
        'Rubber feet keep the fan firmly in place while it oscillates.',
      ),
    ],
    related: ['fan-d12-rt', 'fan-lv16-ga'],
    displayOrder: 55,
  }),
  electricFan({
    key: 'fan-d12-rt',
    kind: 'tableFan',
    modelCode: 'D12-RT',
    name: t('Quạt bàn có điều khiển D12-RT', 'Table fan with remote control D12-RT'),
    remote: true,
    blade: { value: 30, unit: 'cm' },
    blades: 5,
    powerW: 40,
    speeds: 3,
    airflow: 37,
    noise: [30, 49],
    timer: [0.5, 7.5],
    weight: 2.7,
    size: [350, 520, 270],
    priceVnd: 1190000,
    colours: ['white', 'brown'],
    shortDescription: t(
      'Quạt bàn 30 cm có điều khiển từ xa và hẹn giờ 7,5 giờ, màn hình tự giảm sáng ban đêm – lý tưởng đặt cạnh đầu giường.',
      'A 30 cm table fan with remote control and a 7.5-hour timer, whose display dims at night – ideal on a bedside table.',
    ),
    description: t(
      [
        'Đặt trên tủ đầu giường, D12-RT cho bạn điều chỉnh mọi thứ mà không phải ngồi dậy: đổi tốc độ, bật xoay, chọn gió ngủ hay hẹn giờ tắt từ 30 phút đến 7,5 giờ. Màn hình LED tự giảm độ sáng sau 10 giây để không chói mắt khi đã tắt đèn.',
        'Chế độ gió ngủ giảm dần tốc độ theo thời gian, phù hợp với thân nhiệt hạ xuống khi bạn ngủ sâu. Điều khiển từ xa có chỗ gài ngay trên thân quạt nên không bị thất lạc.',
      ],
      [
        'On a bedside table, the D12-RT lets you adjust everything without sitting up: change the speed, start the oscillation, choose sleep breeze or set an off-timer from 30 minutes to 7.5 hours. The LED display dims after ten seconds so it won’t glare once the lights are off.',
        'Sleep-breeze mode gradually slows the fan as the night goes on, in step with your body temperature falling as you sleep more deeply. The remote clips onto the fan body so it never goes missing.',
      ],
    ),
    features: [
      feature(
        'remote',
        'Điều khiển từ giường',
        'Mọi chức năng đều có trên remote, kèm chỗ gài ngay trên thân quạt.',
        'Control from bed',
        'Every function is on the remote, which clips onto the fan body.',
      ),
      feature(
        'quiet',
        'Gió ngủ',
        'Tốc độ giảm dần trong đêm, màn hình tự giảm sáng sau 10 giây.',
        'Sleep breeze',
        'The speed eases off through the night, and the display dims after ten seconds.',
      ),
      feature(
        'timer',
        'Hẹn giờ đến 7,5 giờ',
        'Hẹn tắt theo từng nấc 30 phút, không lo quạt chạy đến sáng.',
        'Timer up to 7.5 hours',
        'Set the off-timer in 30-minute steps, so the fan doesn’t run until morning.',
      ),
    ],
    related: ['fan-d12-ga', 'fan-w16-rv', 'fan-lv16-rx'],
    displayOrder: 80,
  }),
  electricFan({
    key: 'fan-w16-ga',
    kind: 'wallFan',
    modelCode: 'W16-GA',
    name: t('Quạt treo tường dây giật W16-GA', 'Wall fan with pull cords W16-GA'),
    remote: false,
    blade: { value: 40, unit: 'cm' },
    blades: 3,
    powerW: 50,
    speeds: 3,
    airflow: 63,
    noise: [36, 56],
    weight: 3.9,
    size: [460, 540, 320],
    priceVnd: 990000,
    colours: ['white', 'grey'],
    shortDescription: t(
      'Quạt treo tường 40 cm điều khiển bằng dây giật, giải phóng mặt sàn cho nhà phố hẹp, quán ăn và lớp học; lắp đặt đơn giản trên tường gạch.',
      'A 40 cm wall fan operated by pull cords that frees up floor space in narrow townhouses, eateries and classrooms; simple to fit on a brick wall.',
    ),
    description: t(
      [
        'Ở quán ăn, lớp học hay gian bếp nhà phố, quạt đứng dễ vướng chân và chiếm chỗ. W16-GA được treo lên tường, hai sợi dây giật dùng để chỉnh tốc độ và bật tắt đảo gió, ai cũng với tới được ngay cả khi quạt treo ở độ cao 2 m.',
        'Giá treo bằng thép sơn tĩnh điện chịu lực tốt, chỉ cần bốn vít nở là cố định chắc chắn. Đầu quạt chúc xuống được tới 30°, đưa gió tới bàn ăn hay bàn học ngay bên dưới.',
      ],
      [
        'In eateries, classrooms and townhouse kitchens, a stand fan gets in the way and takes up space. The W16-GA hangs on the wall, with two pull cords to set the speed and switch oscillation on and off – easy for anyone to reach even with the fan mounted 2 m up.',
        'The powder-coated steel bracket is strong and needs just four wall plugs and screws to fix firmly. The head tilts down by up to 30°, directing air onto the dining table or desk below.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Không chiếm mặt sàn',
        'Treo cao trên tường, phù hợp lối đi hẹp và không gian đông người.',
        'Off the floor',
        'Mounted high on the wall – ideal for narrow spaces and busy rooms.',
      ),
      feature(
        'speed',
        'Dây giật dễ dùng',
        'Một dây chỉnh ba tốc độ, một dây bật tắt đảo gió, không cần remote.',
        'Simple pull cords',
        'One cord for the three speeds and one for oscillation – no remote needed.',
      ),
      feature(
        'durable',
        'Giá treo thép',
        'Thép sơn tĩnh điện chống gỉ, giữ quạt chắc chắn khi đảo gió ở tốc độ cao.',
        'Steel bracket',
        'Rust-resistant powder-coated steel holds the fan steady at full speed.',
      ),
    ],
    related: ['fan-w16-rv', 'fan-c56-gw'],
    displayOrder: 65,
  }),
  electricFan({
    key: 'fan-w16-rv',
    kind: 'wallFan',
    modelCode: 'W16-RV',
    name: t('Quạt treo tường điều khiển từ xa W16-RV', 'Wall fan with remote control W16-RV'),
    remote: true,
    blade: { value: 40, unit: 'cm' },
    blades: 5,
    powerW: 47,
    speeds: 3,
    airflow: 61,
    noise: [31, 52],
    timer: [0.5, 8],
    weight: 4.2,
    size: [460, 560, 330],
    stars: 4,
    priceVnd: 1390000,
    colours: ['white', 'black'],
    shortDescription: t(
      'Quạt treo tường 40 cm có điều khiển từ xa, hẹn giờ 8 giờ và nhãn năng lượng 4 sao – giải pháp gọn gàng cho phòng ngủ nhỏ.',
      'A 40 cm wall fan with remote control, an eight-hour timer and a 4-star energy label – a tidy solution for small bedrooms.',
    ),
    description: t(
      [
        'Phòng ngủ nhỏ ở chung cư hay nhà trọ thường không còn chỗ cho quạt đứng. W16-RV được lắp cao trên tường, thổi gió bao quát cả chiếc giường và được điều khiển hoàn toàn bằng remote: bật tắt, ba tốc độ, ba chế độ gió, đảo gió và hẹn giờ tắt đến 8 giờ.',
        'Với công suất 47 W và nhãn năng lượng 4 sao, đây là một trong những mẫu quạt treo tường tiết kiệm điện nhất của Sora Electric. Hai màu trắng và đen dễ phối với tường sáng hay tối.',
      ],
      [
        'Small bedrooms in apartments and rented rooms rarely have space for a stand fan. The W16-RV mounts high on the wall, covers the whole bed with its breeze and is run entirely from the remote: on and off, three speeds, three breeze modes, oscillation and an off-timer of up to eight hours.',
        'Rated at 47 W with a 4-star energy label, it is one of the most economical wall fans in the Sora Electric range. White and black finishes suit light or dark walls.',
      ],
    ),
    features: [
      feature(
        'remote',
        'Điều khiển hoàn toàn bằng remote',
        'Không cần với tay lên tường, mọi thao tác đều thực hiện từ giường.',
        'Fully remote-controlled',
        'No reaching up the wall – everything is done from the bed.',
      ),
      feature(
        'timer',
        'Hẹn giờ 8 giờ',
        'Chọn giờ tắt từ 30 phút đến 8 giờ để quạt không chạy suốt đến sáng.',
        'Eight-hour timer',
        'Choose an off-time between 30 minutes and eight hours so the fan doesn’t run all night.',
      ),
      feature(
        'energy',
        'Nhãn năng lượng 4 sao',
        'Công suất 47 W, tiết kiệm hơn các mẫu quạt treo tường cùng kích thước.',
        '4-star energy label',
        'At 47 W, it uses less than other wall fans of the same size.',
      ),
    ],
    related: ['fan-w16-ga', 'fan-d12-rt', 'fan-c48-rd'],
    displayOrder: 85,
  }),
  electricFan({
    key: 'fan-c56-gw',
    kind: 'ceilingFan',
    modelCode: 'C56-GW',
    name: t('Quạt trần 3 cánh 1.400 mm C56-GW', 'Ceiling fan, 3 blades, 1,400 mm C56-GW'),
    remote: false,
    blade: { value: 1400, unit: 'mm' },
    blades: 3,
    powerW: 75,
    speeds: 5,
    airflow: 220,
    noise: [38, 58],
    weight: 5.6,
    size: [1400, 420, 1400],
    priceVnd: 1990000,
    colours: ['white', 'brown'],
    shortDescription: t(
      'Quạt trần 3 cánh sải 1,4 m với hộp số gắn tường 5 tốc độ, làm mát đều phòng khách 20–25 m² có trần cao mà không chiếm chỗ.',
      'A three-blade ceiling fan with a 1.4 m span and a five-speed wall regulator, cooling 20–25 m² rooms with high ceilings without taking up space.',
    ),
    description: t(
      [
        'Trong nhà phố và nhà ống có trần cao, quạt trần là cách làm mát tự nhiên và tiết kiệm nhất. C56-GW có ba cánh thép sơn tĩnh điện sải 1,4 m, đẩy luồng gió rộng xuống khắp phòng khách 20–25 m², điều chỉnh bằng hộp số gắn tường năm tốc độ quen thuộc.',
        'Bộ treo có thêm dây cáp an toàn phụ, từng bộ cánh được cân bằng riêng để quạt không rung lắc ở tốc độ cao. Theo khuyến cáo, cánh quạt cần cách sàn tối thiểu 2,3 m và được treo trên móc chịu lực.',
      ],
      [
        'In townhouses and tube houses with high ceilings, a ceiling fan is the most natural and economical way to keep cool. The C56-GW has three powder-coated steel blades spanning 1.4 m that push a wide column of air across a 20–25 m² living room, controlled by a familiar five-speed wall regulator.',
        'The mounting includes a secondary safety cable, and every set of blades is balanced individually so the fan doesn’t wobble at high speed. The blades should be at least 2.3 m above the floor, and the fan must hang from a load-rated hook.',
      ],
    ),
    features: [
      feature(
        'fresh',
        'Sải cánh 1,4 m',
        'Luồng gió rộng phủ đều phòng khách, phù hợp nhà có trần cao trên 3 m.',
        '1.4 m sweep',
        'A broad column of air covers the whole living room – ideal for ceilings over 3 m.',
      ),
      feature(
        'safety',
        'Dây cáp an toàn',
        'Dây cáp phụ giữ quạt ngay cả khi móc treo chính gặp sự cố.',
        'Safety cable',
        'A secondary cable holds the fan even if the main hook fails.',
      ),
      feature(
        'durable',
        'Cánh thép cân bằng',
        'Cánh thép sơn tĩnh điện được cân bằng từng bộ, không rung lắc khi chạy nhanh.',
        'Balanced steel blades',
        'Powder-coated steel blades, balanced set by set, so there is no wobble at speed.',
      ),
    ],
    related: ['fan-c60-rl', 'fan-c48-rd', 'fan-w16-ga'],
    displayOrder: 60,
  }),
  electricFan({
    key: 'fan-c60-rl',
    kind: 'ceilingFan',
    modelCode: 'C60-RL',
    name: t(
      'Quạt trần đèn LED 5 cánh 1.500 mm C60-RL',
      'Ceiling fan with LED light, 5 blades, 1,500 mm C60-RL',
    ),
    remote: true,
    blade: { value: 1500, unit: 'mm' },
    blades: 5,
    powerW: 38,
    speeds: 6,
    airflow: 240,
    noise: [26, 50],
    timer: [1, 8],
    weight: 7.4,
    size: [1500, 430, 1500],
    stars: 5,
    priceVnd: 4990000,
    colours: ['brown', 'black'],
    shortDescription: t(
      'Quạt trần 5 cánh vân gỗ sải 1,5 m tích hợp đèn LED ba màu ánh sáng, động cơ DC 6 tốc độ và chế độ quay ngược dùng cho mùa đông.',
      'A five-blade wood-grain ceiling fan with a 1.5 m span, a built-in three-tone LED light, a six-speed DC motor and reverse mode for winter.',
    ),
    description: t(
      [
        'C60-RL vừa là quạt trần vừa là đèn chiếu sáng, phù hợp phòng khách hay phòng ăn muốn giữ trần nhà gọn gàng. Đèn LED 20 W chuyển được giữa ánh sáng trắng, trung tính và vàng ấm; năm cánh vân gỗ màu nâu hoặc đen sải rộng 1,5 m hợp với nội thất gỗ.',
        'Động cơ DC chỉ tiêu thụ 38 W ở tốc độ cao nhất và đạt nhãn năng lượng 5 sao. Vào mùa đông, chế độ quay ngược nhẹ nhàng đẩy lớp không khí ấm tích tụ dưới trần xuống dưới, giúp căn phòng đang sưởi ấm đều hơn.',
      ],
      [
        'The C60-RL is a ceiling fan and a light in one, ideal for a living or dining room where you want a tidy ceiling. Its 20 W LED light switches between cool white, neutral and warm white, and five brown or black wood-grain blades spanning 1.5 m suit timber interiors.',
        'The DC motor draws only 38 W at top speed and carries a 5-star energy label. In winter, reverse mode gently pushes the warm air that collects under the ceiling back down, so a heated room feels evenly warm.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Quạt và đèn trong một',
        'Đèn LED 20 W với ba màu ánh sáng, thay cho đèn trần riêng.',
        'Fan and light in one',
        'A 20 W LED light with three colour tones replaces a separate ceiling light.',
      ),
      feature(
        'energy',
        'Động cơ DC 5 sao',
        'Chỉ 38 W ở tốc độ cao nhất, êm từ 26 dB(A).',
        '5-star DC motor',
        'Only 38 W at top speed and from 26 dB(A).',
      ),
      feature(
        'eco',
        'Quay ngược mùa đông',
        'Đẩy hơi ấm từ trần xuống, hỗ trợ điều hòa 2 chiều sưởi ấm hiệu quả hơn.',
        'Winter reverse mode',
        'Pushes warm air down from the ceiling, helping a heat pump warm the room more efficiently.',
      ),
      feature(
        'remote',
        'Một remote cho quạt và đèn',
        'Chỉnh tốc độ, màu ánh sáng và hẹn giờ tắt từ cùng một điều khiển.',
        'One remote for fan and light',
        'Set the speed, light colour and off-timer from the same remote.',
      ),
    ],
    related: ['fan-c48-rd', 'fan-c56-gw', 'ac-msz-ht50vf'],
    displayOrder: 90,
    featured: true,
  }),
  electricFan({
    key: 'fan-c48-rd',
    kind: 'ceilingFan',
    modelCode: 'C48-RD',
    name: t('Quạt trần DC 4 cánh 1.200 mm C48-RD', 'DC ceiling fan, 4 blades, 1,200 mm C48-RD'),
    remote: true,
    blade: { value: 1200, unit: 'mm' },
    blades: 4,
    powerW: 30,
    speeds: 6,
    airflow: 180,
    noise: [24, 46],
    timer: [1, 8],
    weight: 5.2,
    size: [1200, 280, 1200],
    priceVnd: 3990000,
    colours: ['white', 'grey'],
    shortDescription: t(
      'Quạt trần DC 4 cánh sải 1,2 m ốp sát trần cho phòng ngủ căn hộ trần thấp; êm, 6 tốc độ, hẹn giờ tắt bằng điều khiển từ xa.',
      'A four-blade DC ceiling fan with a 1.2 m span and a flush-mount body for low-ceilinged apartment bedrooms – quiet, six speeds, remote off-timer.',
    ),
    description: t(
      [
        'Trần căn hộ chung cư thường chỉ cao 2,7–2,9 m, không đủ cho quạt trần có cần treo dài. C48-RD có thân ốp sát trần, tổng chiều cao chỉ 280 mm, nên cánh quạt vẫn cách sàn trên 2,3 m theo khuyến cáo an toàn.',
        'Động cơ DC gần như không phát ra tiếng động ở tốc độ thấp, rất hợp với phòng ngủ. Điều khiển từ xa có sáu tốc độ và hẹn giờ tắt 1, 2, 4 hoặc 8 giờ; quạt ghi nhớ cài đặt sau khi mất điện.',
      ],
      [
        'Apartment ceilings are often only 2.7–2.9 m high – too low for a ceiling fan on a long downrod. The C48-RD mounts flush, with an overall height of just 280 mm, so the blades still sit more than 2.3 m above the floor as safety guidelines require.',
        'The DC motor is practically silent at low speed, making it ideal for bedrooms. The remote offers six speeds and an off-timer of one, two, four or eight hours, and the fan remembers its settings after a power cut.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Ốp sát trần',
        'Cao 280 mm, lắp được cho trần thấp từ 2,7 m mà vẫn đảm bảo khoảng cách an toàn.',
        'Flush mount',
        'Just 280 mm tall, so it suits ceilings from 2.7 m while keeping a safe clearance.',
      ),
      feature(
        'quiet',
        'Êm cho phòng ngủ',
        'Động cơ DC chỉ 24 dB(A) ở tốc độ thấp nhất.',
        'Quiet for bedrooms',
        'The DC motor runs at just 24 dB(A) on its lowest setting.',
      ),
      feature(
        'timer',
        'Hẹn giờ và ghi nhớ',
        'Hẹn tắt 1–8 giờ, tự khôi phục tốc độ đã chọn khi có điện trở lại.',
        'Timer and memory',
        'An off-timer of one to eight hours, and it resumes your chosen speed when power returns.',
      ),
    ],
    related: ['fan-c60-rl', 'fan-lv16-dc', 'fan-w16-rv'],
    displayOrder: 75,
  }),
]

/* ------------------------------------------------------------------------------------------------
 * Ventilation fans
 * ---------------------------------------------------------------------------------------------- */

type Mounting = 'wall' | 'ceiling' | 'window' | 'duct'

type VentilationFan = {
  key: string
  kind: 'ventilationWall' | 'ventilationCeiling'
  mounting: Mounting
  modelCode: string
  series: Bilingual<string>
  name: Bilingual<string>
  airflow: number
  powerW: number
  noise: number
  /** Cut-out, glass or duct size: the row that tells an installer what the fan needs. */
  opening: { labelVi: string; labelEn: string; value: Bilingual<string> }
  staticPa?: number
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

const EX_SERIES = t('Dòng EX – gắn tường và gắn kính', 'EX series – wall and window fans')
const V_SERIES = t('Dòng V – âm trần', 'V series – ceiling fans')
const VENT_CATALOGUE = catalogue(
  'quạt thông gió Sora Electric 2026',
  'Sora Electric ventilation fans 2026',
)

/** A square cut-out for a wall or ceiling fan. */
const cutOut = (size: number) => ({
  labelVi: 'Kích thước lỗ khoét',
  labelEn: 'Cut-out size',
  value: t(`${size} × ${size} mm`, `${size} × ${size} mm`),
})

const ventilationFan = (fan: VentilationFan): ProductSeed => {
  const [width, height, depth] = fan.size
  return product({
    key: fan.key,
    group: 'HomeAppliances',
    category: 'VentilationFans',
    kind: fan.kind,
    modelCode: fan.modelCode,
    series: fan.series,
    name: fan.name,
    shortDescription: fan.shortDescription,
    description: fan.description,
    features: fan.features,
    colours: fan.colours,
    capacity: { value: fan.airflow, unit: 'm³/h' },
    size: { kind: 'body', width, height, depth, unit: 'mm' },
    specs: [
      spec('Lưu lượng gió', 'Airflow', qty(fan.airflow, 'm³/h')),
      spec('Công suất', 'Power input', qty(fan.powerW, 'W')),
      spec('Độ ồn', 'Noise level', qty(fan.noise, 'dB(A)')),
      spec(fan.opening.labelVi, fan.opening.labelEn, fan.opening.value),
      ...(fan.staticPa
        ? [spec('Áp suất tĩnh tối đa', 'Maximum static pressure', qty(fan.staticPa, 'Pa'))]
        : []),
      spec('Nguồn điện', 'Power supply', SINGLE_PHASE),
      spec('Khối lượng', 'Weight', qty(fan.weight, 'kg')),
      warranty(2),
    ],
    priceVnd: fan.priceVnd,
    filters: { mounting: fan.mounting },
    related: fan.related,
    documents: [VENT_CATALOGUE, installationManual(fan.modelCode)],
    displayOrder: fan.displayOrder,
    featured: fan.featured ?? false,
    isActive: true,
  })
}

export const ventilationFanSeeds: ProductSeed[] = [
  ventilationFan({
    key: 'vent-ex-15skv',
    kind: 'ventilationWall',
    mounting: 'wall',
    modelCode: 'EX-15SKV',
    series: EX_SERIES,
    name: t('Quạt hút gắn tường 15 cm EX-15SKV', 'Wall-mounted extract fan, 15 cm EX-15SKV'),
    airflow: 300,
    powerW: 20,
    noise: 39,
    opening: cutOut(175),
    weight: 1.3,
    size: [215, 215, 120],
    priceVnd: 390000,
    colours: ['white'],
    shortDescription: t(
      'Quạt hút gắn tường 15 cm nhỏ gọn cho nhà vệ sinh, kho chứa đồ và phòng giặt; cửa chớp tự đóng ngăn gió ngược, côn trùng và nước mưa.',
      'A compact 15 cm wall extract fan for toilets, storerooms and laundry rooms, with self-closing shutters that keep out draughts, insects and rain.',
    ),
    description: t(
      [
        'Với nhà vệ sinh nhỏ hay kho chứa đồ có một bức tường tiếp giáp bên ngoài, EX-15SKV là cách đơn giản nhất để thoát mùi và hơi ẩm. Quạt chỉ cần lỗ khoét 175 × 175 mm, và lưu lượng 300 m³/h đủ đổi không khí cho căn phòng 4–6 m² nhiều lần mỗi giờ.',
        'Cửa chớp phía ngoài tự mở khi quạt chạy và tự đóng khi quạt tắt, ngăn gió lùa, côn trùng và nước mưa tạt vào. Quạt bật tắt bằng dây giật và chỉ tiêu thụ 20 W.',
      ],
      [
        'For a small toilet or storeroom with an outside wall, the EX-15SKV is the simplest way to clear smells and moisture. It needs only a 175 × 175 mm opening, and 300 m³/h is enough to change the air in a 4–6 m² room many times an hour.',
        'The external shutters open when the fan runs and close when it stops, keeping out draughts, insects and driving rain. A pull cord switches it on and off, and it draws just 20 W.',
      ],
    ),
    features: [
      feature(
        'shield',
        'Cửa chớp tự đóng',
        'Ngăn gió ngược, côn trùng và nước mưa khi quạt không hoạt động.',
        'Self-closing shutters',
        'Keep out back-draughts, insects and rain whenever the fan is off.',
      ),
      feature(
        'compact',
        'Lỗ khoét nhỏ',
        'Chỉ cần ô tường 175 × 175 mm, dễ lắp cho phòng nhỏ và nhà đang sửa chữa.',
        'Small opening',
        'Needs only a 175 × 175 mm hole – easy to fit in small rooms and during renovations.',
      ),
      feature(
        'energy',
        'Chỉ 20 W',
        'Chạy nhiều giờ mỗi ngày mà tiền điện gần như không đáng kể.',
        'Just 20 W',
        'Runs for hours a day at almost negligible cost.',
      ),
    ],
    related: ['vent-ex-20skv', 'vent-v-15csv'],
    displayOrder: 45,
  }),
  ventilationFan({
    key: 'vent-ex-20skv',
    kind: 'ventilationWall',
    mounting: 'wall',
    modelCode: 'EX-20SKV',
    series: EX_SERIES,
    name: t('Quạt hút gắn tường 20 cm EX-20SKV', 'Wall-mounted extract fan, 20 cm EX-20SKV'),
    airflow: 610,
    powerW: 28,
    noise: 43,
    opening: cutOut(225),
    weight: 1.9,
    size: [265, 265, 130],
    priceVnd: 590000,
    colours: ['white'],
    shortDescription: t(
      'Quạt hút gắn tường 20 cm lưu lượng 610 m³/h cho phòng tắm lớn, phòng giặt phơi hay bếp nhỏ; động cơ bạc đạn kín bền trên 30.000 giờ.',
      'A 20 cm wall extract fan moving 610 m³/h for large bathrooms, laundry rooms and small kitchens, with a sealed ball-bearing motor built for 30,000+ hours.',
    ),
    description: t(
      [
        'Phòng tắm có bồn, phòng giặt kiêm phơi đồ hay gian bếp nhỏ tạo ra nhiều hơi nước trong thời gian ngắn. EX-20SKV hút 610 m³/h, đưa hơi ẩm ra ngoài trước khi kịp đọng trên trần và tường, hạn chế ố mốc và bong tróc sơn.',
        'Động cơ dùng bạc đạn kín có bảo vệ quá nhiệt, được thiết kế cho hơn 30.000 giờ vận hành trong môi trường ẩm. Cánh quạt bằng nhựa ABS chống tia UV, không giòn gãy dưới nắng.',
      ],
      [
        'A bathroom with a tub, a laundry-cum-drying room or a small kitchen produces a lot of steam in a short time. The EX-20SKV extracts 610 m³/h, getting the moisture out before it condenses on the ceiling and walls, so there is less staining, mould and flaking paint.',
        'Its sealed ball-bearing motor has thermal protection and is designed for more than 30,000 hours in damp conditions. The UV-stabilised ABS blades won’t turn brittle in the sun.',
      ],
    ),
    features: [
      feature(
        'humidity',
        'Thoát ẩm nhanh',
        '610 m³/h đưa hơi nước ra ngoài trước khi đọng lại trên tường và trần.',
        'Clears steam fast',
        '610 m³/h gets moisture out before it settles on walls and ceilings.',
      ),
      feature(
        'durable',
        'Bền trên 30.000 giờ',
        'Bạc đạn kín chống ẩm, phù hợp vận hành hằng ngày trong phòng tắm.',
        'Built for 30,000+ hours',
        'Sealed, moisture-proof bearings made for daily use in bathrooms.',
      ),
      feature(
        'safety',
        'Bảo vệ quá nhiệt',
        'Động cơ tự ngắt khi nhiệt độ vượt ngưỡng an toàn.',
        'Thermal protection',
        'The motor cuts out if it gets too hot.',
      ),
    ],
    related: ['vent-ex-15skv', 'vent-ex-25shv', 'vent-ex-20gkv'],
    displayOrder: 75,
  }),
  ventilationFan({
    key: 'vent-ex-25shv',
    kind: 'ventilationWall',
    mounting: 'wall',
    modelCode: 'EX-25SHV',
    series: EX_SERIES,
    name: t('Quạt hút bếp gắn tường 25 cm EX-25SHV', 'Kitchen wall extract fan, 25 cm EX-25SHV'),
    airflow: 1020,
    powerW: 40,
    noise: 46,
    opening: cutOut(290),
    weight: 2.8,
    size: [330, 330, 150],
    priceVnd: 990000,
    colours: ['white'],
    shortDescription: t(
      'Quạt hút bếp 25 cm lưu lượng 1.020 m³/h, lưới lọc dầu mỡ tháo rửa được, phù hợp bếp gia đình nấu nhiều và bếp quán ăn nhỏ.',
      'A powerful 25 cm kitchen extract fan moving 1,020 m³/h, with a washable grease filter for busy home kitchens and small restaurant kitchens.',
    ),
    description: t(
      [
        'Món xào, món chiên trong bữa cơm Việt tạo ra nhiều khói dầu, dễ bám lên tường, trần và đồ đạc. EX-25SHV hút 1.020 m³/h, đủ thông gió cho gian bếp đến 15 m² hay bếp của quán ăn nhỏ, và đạt hiệu quả cao nhất khi lắp gần khu vực nấu nướng.',
        'Lưới lọc bằng nhôm giữ lại phần lớn hạt dầu trước khi vào động cơ, tháo ra rửa được bằng nước nóng và nước rửa chén. Thân và cánh quạt được phủ lớp chống bám dầu nên lau chùi dễ dàng hơn.',
      ],
      [
        'The stir-fries and fried dishes of Vietnamese cooking produce a lot of greasy smoke that settles on walls, ceilings and furniture. The EX-25SHV extracts 1,020 m³/h – enough for kitchens of up to 15 m² or a small restaurant kitchen – and works best mounted close to the hob.',
        'An aluminium filter catches most of the grease before it reaches the motor and comes out to wash in hot water with washing-up liquid. The housing and blades have a grease-resistant coating that makes them easier to wipe down.',
      ],
    ),
    features: [
      feature(
        'airPurify',
        'Hút khói dầu mạnh',
        'Lưu lượng 1.020 m³/h cho bếp nấu nhiều món xào, chiên mỗi ngày.',
        'Powerful smoke extraction',
        '1,020 m³/h for kitchens that fry and stir-fry every day.',
      ),
      feature(
        'hygiene',
        'Lưới lọc dầu tháo rửa',
        'Lưới nhôm giữ dầu mỡ, bảo vệ động cơ và dễ vệ sinh hằng tuần.',
        'Washable grease filter',
        'An aluminium mesh traps grease, protects the motor and is easy to clean every week.',
      ),
      feature(
        'durable',
        'Lớp phủ chống bám dầu',
        'Thân và cánh quạt giữ sạch lâu hơn, không cần hóa chất tẩy mạnh.',
        'Grease-resistant coating',
        'The housing and blades stay clean for longer without harsh chemicals.',
      ),
    ],
    related: ['vent-ex-20skv', 'vent-vd-18zfv', 'ac-msy-jw60vf'],
    displayOrder: 60,
  }),
  ventilationFan({
    key: 'vent-ex-20gkv',
    kind: 'ventilationWall',
    mounting: 'window',
    modelCode: 'EX-20GKV',
    series: EX_SERIES,
    name: t('Quạt hút gắn kính 20 cm EX-20GKV', 'Window-mounted extract fan, 20 cm EX-20GKV'),
    airflow: 560,
    powerW: 27,
    noise: 42,
    opening: {
      labelVi: 'Lỗ khoét trên kính',
      labelEn: 'Glass cut-out',
      value: t('Ø 230 mm, kính dày 3–8 mm', 'Ø 230 mm, glass 3–8 mm thick'),
    },
    weight: 1.8,
    size: [280, 280, 110],
    priceVnd: 790000,
    colours: ['white'],
    shortDescription: t(
      'Quạt hút gắn kính 20 cm lắp trực tiếp trên ô kính dày 3–8 mm, không cần đục tường – giải pháp nhanh cho nhà phố và căn hộ đã hoàn thiện.',
      'A 20 cm window extract fan that fits straight into a 3–8 mm pane with no need to break through a wall – a quick fix for finished homes.',
    ),
    description: t(
      [
        'Khi căn hộ hay nhà phố đã hoàn thiện, đục tường để lắp quạt hút là việc tốn kém và bụi bặm. EX-20GKV được lắp vào lỗ khoét tròn Ø 230 mm trên ô kính cửa sổ dày 3–8 mm, thường chỉ mất khoảng một giờ với thợ cắt kính.',
        'Khung quạt có gioăng cao su ôm kín mép kính, chống rung và chống nước mưa thấm vào. Cửa chớp bên trong tự đóng khi tắt quạt, giữ hơi mát của điều hòa không bị thất thoát ra ngoài.',
      ],
      [
        'Once an apartment or townhouse is finished, breaking through a wall to fit an extract fan is costly and messy. The EX-20GKV fits a round Ø 230 mm hole in a 3–8 mm window pane – usually about an hour’s work for a glazier.',
        'A rubber gasket grips the edge of the glass to stop vibration and keep rain out. An internal shutter closes when the fan is off, so the air conditioning’s cool air doesn’t escape.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Không cần đục tường',
        'Lắp trên ô kính sẵn có, phù hợp nhà đã hoàn thiện hay nhà thuê.',
        'No wall to break through',
        'Fits an existing pane – ideal for finished or rented homes.',
      ),
      feature(
        'quiet',
        'Gioăng chống rung',
        'Gioăng cao su ôm mép kính, giảm tiếng rung và chống thấm nước mưa.',
        'Anti-vibration gasket',
        'A rubber gasket grips the glass, damping vibration and keeping out rain.',
      ),
      feature(
        'eco',
        'Giữ hơi mát',
        'Cửa chớp trong tự đóng, hạn chế thất thoát hơi lạnh của điều hòa.',
        'Keeps the cool in',
        'An internal shutter closes automatically so conditioned air isn’t lost.',
      ),
    ],
    related: ['vent-ex-20skv', 'vent-ex-15skv'],
    displayOrder: 55,
  }),
  ventilationFan({
    key: 'vent-v-15csv',
    kind: 'ventilationCeiling',
    mounting: 'ceiling',
    modelCode: 'V-15CSV',
    series: V_SERIES,
    name: t('Quạt hút âm trần phòng tắm V-15CSV', 'Ceiling extract fan for bathrooms V-15CSV'),
    airflow: 150,
    powerW: 18,
    noise: 29,
    opening: cutOut(240),
    staticPa: 90,
    weight: 2.1,
    size: [270, 240, 270],
    priceVnd: 890000,
    colours: ['white'],
    shortDescription: t(
      'Quạt hút âm trần 150 m³/h cho phòng tắm căn hộ, van một chiều ngăn mùi từ hộp kỹ thuật chung quay ngược vào phòng, êm 29 dB(A).',
      'A 150 m³/h ceiling extract fan for apartment bathrooms, with a backdraught damper that stops smells from the shared riser flowing back; 29 dB(A).',
    ),
    description: t(
      [
        'Phòng tắm 2 × 2,5 m với trần cao 2,7 m cần khoảng 135 m³/h để đổi không khí 10 lần mỗi giờ. V-15CSV cho lưu lượng 150 m³/h, dư ra một phần để bù tổn thất qua ống gió và miệng gió, nằm gọn trong trần thạch cao với chỉ một tấm mặt nạ mỏng lộ ra.',
        'Ở chung cư cao tầng, các phòng tắm thường thải khí vào một hộp kỹ thuật chung. Van một chiều tích hợp ngăn khí và mùi từ hộp kỹ thuật quay ngược vào phòng khi quạt tắt – một chi tiết nhỏ nhưng tạo khác biệt lớn.',
      ],
      [
        'A 2 × 2.5 m bathroom with a 2.7 m ceiling needs about 135 m³/h to change its air ten times an hour. The V-15CSV delivers 150 m³/h, leaving a margin for losses in the duct and grille, and sits neatly in a plasterboard ceiling with only a slim grille on show.',
        'In high-rise apartments, bathrooms usually exhaust into a shared riser. The built-in backdraught damper stops air and smells from the riser flowing back into the room when the fan is off – a small detail that makes a big difference.',
      ],
    ),
    features: [
      feature(
        'shield',
        'Van một chiều',
        'Ngăn mùi và khí từ trục thông gió chung quay ngược vào phòng tắm.',
        'Backdraught damper',
        'Stops air and smells from the shared riser flowing back into the bathroom.',
      ),
      feature(
        'quiet',
        'Êm 29 dB(A)',
        'Không làm phiền phòng ngủ liền kề khi bật vào ban đêm.',
        'Quiet at 29 dB(A)',
        'Won’t disturb the bedroom next door when used at night.',
      ),
      feature(
        'compact',
        'Âm trần gọn gàng',
        'Thân quạt giấu trong trần thạch cao, chỉ lộ mặt nạ mỏng dễ tháo lau.',
        'Neatly concealed',
        'The body hides in the plasterboard ceiling, leaving only a slim grille that unclips for cleaning.',
      ),
    ],
    related: ['vent-v-24cdv', 'vent-ex-15skv', 'dehum-mj-e10sv'],
    displayOrder: 65,
  }),
  ventilationFan({
    key: 'vent-v-24cdv',
    kind: 'ventilationCeiling',
    mounting: 'ceiling',
    modelCode: 'V-24CDV',
    series: V_SERIES,
    name: t(
      'Quạt hút âm trần DC cảm biến độ ẩm V-24CDV',
      'DC ceiling extract fan with humidity sensor V-24CDV',
    ),
    airflow: 240,
    powerW: 12,
    noise: 24,
    opening: cutOut(260),
    staticPa: 120,
    weight: 2.6,
    size: [290, 250, 290],
    priceVnd: 1690000,
    colours: ['white'],
    shortDescription: t(
      'Quạt hút âm trần động cơ DC chỉ 24 dB(A), tự bật khi độ ẩm vượt 70% và tắt khi phòng đã khô; công suất tối đa chỉ 12 W.',
      'A DC ceiling extract fan at just 24 dB(A) that switches on when humidity passes 70% and off once the room is dry, drawing no more than 12 W.',
    ),
    description: t(
      [
        'V-24CDV không cần ai nhớ bật hay tắt. Cảm biến độ ẩm tự khởi động quạt khi độ ẩm trong phòng vượt 70% – sau khi tắm hay vào những ngày nồm – và tắt khi phòng đã khô ráo. Chế độ chạy nền ở tốc độ thấp giữ cho không khí luôn được làm mới.',
        'Động cơ DC tiêu thụ tối đa 12 W và chỉ ồn 24 dB(A), đủ êm để lắp trong phòng tắm liền phòng ngủ master hay phòng làm việc tại nhà. Lưu lượng 240 m³/h phù hợp phòng tắm lớn và phòng thay đồ.',
      ],
      [
        'Nobody has to remember to switch the V-24CDV on or off. Its humidity sensor starts the fan when humidity passes 70% – after a shower or on damp days – and stops it once the room is dry. A continuous low-speed background mode keeps the air constantly refreshed.',
        'The DC motor draws no more than 12 W and runs at just 24 dB(A), quiet enough for an en-suite off the master bedroom or a home office. At 240 m³/h it suits large bathrooms and dressing rooms.',
      ],
    ),
    features: [
      feature(
        'humidity',
        'Cảm biến độ ẩm',
        'Tự bật khi độ ẩm trên 70%, tự tắt khi phòng đã khô.',
        'Humidity sensor',
        'Switches on above 70% humidity and off again once the room is dry.',
      ),
      feature(
        'quiet',
        'Chỉ 24 dB(A)',
        'Mẫu quạt âm trần êm nhất của Sora Electric.',
        'Just 24 dB(A)',
        'The quietest ceiling fan in the Sora Electric range.',
      ),
      feature(
        'energy',
        'Động cơ DC 12 W',
        'Chạy nền cả ngày mà điện năng tiêu thụ rất thấp.',
        '12 W DC motor',
        'Runs in the background all day on very little electricity.',
      ),
    ],
    related: ['vent-v-15csv', 'vent-vl-100zsv', 'dehum-mj-e12sv'],
    displayOrder: 80,
    featured: true,
  }),
  ventilationFan({
    key: 'vent-vd-18zfv',
    kind: 'ventilationCeiling',
    mounting: 'duct',
    modelCode: 'VD-18ZFV',
    series: t('Dòng VD – nối ống gió', 'VD series – in-line duct fans'),
    name: t('Quạt hút nối ống gió áp suất cao VD-18ZFV', 'High-pressure in-line duct fan VD-18ZFV'),
    airflow: 360,
    powerW: 45,
    noise: 33,
    opening: {
      labelVi: 'Đường kính ống gió',
      labelEn: 'Duct diameter',
      value: t('Ø 150 mm', 'Ø 150 mm'),
    },
    staticPa: 280,
    weight: 5.4,
    size: [420, 230, 380],
    priceVnd: 2290000,
    colours: ['white'],
    shortDescription: t(
      'Quạt nối ống gió áp suất cao 360 m³/h giấu trong trần, hút cùng lúc từ nhiều phòng qua ống mềm – cho văn phòng, nhà hàng và căn hộ.',
      'A high-pressure 360 m³/h in-line fan hidden in the ceiling that extracts from several rooms at once through flexible ducts – for offices, restaurants and flats.',
    ),
    description: t(
      [
        'Nhiều phòng vệ sinh trong văn phòng, nhà hàng hay căn hộ nằm sâu bên trong, không có bức tường nào tiếp giáp bên ngoài. VD-18ZFV được giấu trong trần, nối với ống gió Ø 150 mm và các miệng hút ở từng phòng, rồi đưa không khí ra mặt dựng hay trục thông gió của tòa nhà.',
        'Áp suất tĩnh tối đa 280 Pa cho phép đi ống dài hơn 10 m với nhiều khúc cua mà vẫn giữ đủ lưu lượng. Thân quạt dạng hộp cách âm có đầu nối xoay được, giúp việc lắp đặt trong khoang trần chật dễ dàng hơn.',
      ],
      [
        'Many toilets in offices, restaurants and apartments sit deep inside the building, without a single outside wall. The VD-18ZFV hides in the ceiling, connects to Ø 150 mm ducting and grilles in each room, and discharges to the façade or the building’s ventilation shaft.',
        'A maximum static pressure of 280 Pa lets you run more than 10 m of duct with several bends and still keep the airflow. The acoustically insulated box housing has rotatable spigots to make installation easier in a cramped ceiling void.',
      ],
    ),
    features: [
      feature(
        'fresh',
        'Hút từ nhiều phòng',
        'Một quạt phục vụ nhiều miệng hút, không cần tường ngoài cho từng phòng.',
        'Extracts from several rooms',
        'One fan serves several grilles, so no room needs its own outside wall.',
      ),
      feature(
        'speed',
        'Áp suất 280 Pa',
        'Giữ lưu lượng ổn định qua đường ống dài và nhiều khúc cua.',
        '280 Pa static pressure',
        'Keeps the airflow up through long duct runs with several bends.',
      ),
      feature(
        'quiet',
        'Vỏ hộp cách âm',
        'Tiếng động cơ được giữ lại trong trần, chỉ 33 dB(A) ở miệng gió.',
        'Insulated box housing',
        'Motor noise stays in the ceiling void – just 33 dB(A) at the grille.',
      ),
    ],
    related: ['vent-vl-100zsv', 'vent-ex-25shv', 'hvac-pefy-sp36vms'],
    displayOrder: 50,
  }),
  ventilationFan({
    key: 'vent-vl-100zsv',
    kind: 'ventilationCeiling',
    mounting: 'duct',
    modelCode: 'VL-100ZSV',
    series: t(
      'FreshLoop – thông gió thu hồi năng lượng',
      'FreshLoop – energy recovery ventilation',
    ),
    name: t(
      'Thiết bị thông gió thu hồi năng lượng FreshLoop VL-100ZSV',
      'FreshLoop energy recovery ventilator VL-100ZSV',
    ),
    airflow: 100,
    powerW: 32,
    noise: 28,
    opening: {
      labelVi: 'Đường kính ống gió',
      labelEn: 'Duct diameter',
      value: t('Ø 100 mm', 'Ø 100 mm'),
    },
    staticPa: 110,
    weight: 14.5,
    size: [720, 250, 600],
    priceVnd: 3490000,
    colours: ['white'],
    shortDescription: t(
      'Thông gió thu hồi năng lượng: cấp khí tươi liên tục, thu hồi đến 75% năng lượng từ khí thải, giữ phòng kín cửa trong lành mà không tăng tải cho điều hòa.',
      'An energy recovery ventilator supplying fresh air around the clock and recovering up to 75% of the energy in the exhaust – fresh air without extra cooling load.',
    ),
    description: t(
      [
        'Phòng ngủ và phòng làm việc đóng kín để chạy điều hòa thường tích tụ CO₂ sau vài giờ, gây cảm giác nặng đầu, buồn ngủ. FreshLoop VL-100ZSV cấp 100 m³/h khí tươi đã lọc bụi vào phòng, đồng thời đưa khí cũ ra ngoài.',
        'Hai luồng khí đi qua lõi trao đổi nhiệt và ẩm mà không hòa trộn vào nhau, nên khí tươi được làm mát và giảm ẩm sơ bộ bằng chính khí thải, thu hồi đến 75% năng lượng. Thiết bị lắp trong trần, nối ống gió Ø 100 mm, phù hợp căn hộ, phòng họp nhỏ và phòng học.',
      ],
      [
        'Bedrooms and offices kept shut for the air conditioning build up CO₂ within a few hours, leaving people heavy-headed and drowsy. The FreshLoop VL-100ZSV supplies 100 m³/h of filtered fresh air while extracting the stale air.',
        'The two airstreams pass through a heat-and-moisture exchange core without mixing, so the incoming air is pre-cooled and partly dehumidified by the outgoing air, recovering up to 75% of its energy. It installs in the ceiling with Ø 100 mm ducts and suits apartments, small meeting rooms and classrooms.',
      ],
    ),
    features: [
      feature(
        'fresh',
        'Khí tươi liên tục',
        'Giữ nồng độ CO₂ trong phòng kín ở mức dễ chịu suốt ngày đêm.',
        'Constant fresh air',
        'Keeps CO₂ in a closed room at a comfortable level day and night.',
      ),
      feature(
        'energy',
        'Thu hồi 75% năng lượng',
        'Lõi trao đổi nhiệt và ẩm giảm tải làm lạnh do khí tươi gây ra.',
        'Recovers 75% of the energy',
        'A heat-and-moisture exchange core cuts the cooling load that fresh air would otherwise add.',
      ),
      feature(
        'airPurify',
        'Lọc bụi khí tươi',
        'Bộ lọc giữ lại bụi mịn từ ngoài trời trước khi khí vào phòng.',
        'Filtered supply air',
        'A filter stops outdoor fine dust before the air enters the room.',
      ),
    ],
    related: ['vent-v-24cdv', 'vent-vd-18zfv', 'ac-msy-gr35vf'],
    displayOrder: 70,
    featured: true,
  }),
]
