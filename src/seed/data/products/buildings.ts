import { t } from '../../bilingual'
import type { ProductSeed } from '../../productTypes'
import { cadData, catalogue, feature, manual, product, spec, specT, THREE_PHASE } from './helpers'

/**
 * Elevators, escalators and moving walks. The spec has no category for them, so they use our
 * own `Elevators` category in the building-solutions group. Quoted per project: no price.
 */

const LIFT_CATALOGUE = catalogue('thang máy Ascenda 2026', 'Ascenda elevators 2026')
const ESCALATOR_CATALOGUE = catalogue(
  'thang cuốn và băng chuyền tự động 2026',
  'escalators and moving walks 2026',
)

const WARRANTY = specT(
  'Bảo hành',
  'Warranty',
  '24 tháng kể từ ngày bàn giao, kèm 12 tháng bảo trì miễn phí',
  '24 months from handover, with 12 months of free maintenance',
)

export const elevatorSeeds: ProductSeed[] = [
  product({
    key: 'lift-as-p1150',
    group: 'BuildingSolution',
    category: 'Elevators',
    kind: 'elevator',
    modelCode: 'AS-P1150',
    series: t('Ascenda – thang máy tải khách', 'Ascenda – passenger elevators'),
    name: t(
      'Thang máy tải khách có phòng máy Ascenda AS-P1150',
      'Ascenda passenger elevator with machine room AS-P1150',
    ),
    shortDescription: t(
      'Thang máy tải khách 17 người có phòng máy, tốc độ đến 4 m/s, truyền động tái sinh năng lượng – cho văn phòng, khách sạn và bệnh viện cao tầng.',
      'A 17-person passenger elevator with a machine room, speeds up to 4 m/s and a regenerative drive – for high-rise offices, hotels and hospitals.',
    ),
    description: t(
      [
        'Ascenda AS-P1150 là dòng thang máy tải khách chủ lực của Sora Electric cho các tòa nhà từ 15 đến 50 tầng. Máy kéo không hộp số dùng động cơ nam châm vĩnh cửu, kết hợp biến tần điều khiển vector, giúp cabin tăng tốc và dừng tầng êm ái với độ chính xác ±3 mm.',
        'Khi cabin chở nặng đi xuống hoặc chở nhẹ đi lên, động cơ hoạt động như một máy phát điện. Bộ truyền động tái sinh đưa phần năng lượng này trở lại lưới điện của tòa nhà thay vì đốt thành nhiệt trên điện trở, giảm 20–35% điện năng so với truyền động thông thường.',
        'Hệ thống điều phối theo điểm đến cho phép hành khách chọn tầng ngay tại sảnh; bộ điều khiển nhóm sẽ gom những người đi cùng hướng vào một cabin, rút ngắn thời gian chờ trong giờ cao điểm buổi sáng.',
      ],
      [
        'The Ascenda AS-P1150 is Sora Electric’s mainstream passenger elevator for buildings of 15 to 50 storeys. A gearless permanent-magnet traction machine with a vector-controlled drive gives smooth acceleration and stops, levelling to within ±3 mm.',
        'When a heavily loaded car travels down, or a lightly loaded one goes up, the motor acts as a generator. The regenerative drive feeds that energy back into the building’s supply instead of burning it off as heat in a resistor, cutting electricity use by 20–35% compared with a conventional drive.',
        'Destination dispatch lets passengers choose their floor in the lobby; the group controller then puts people heading the same way into the same car, shortening waits in the morning rush.',
      ],
    ),
    features: [
      feature(
        'energy',
        'Tái sinh năng lượng',
        'Hoàn trả điện năng cho lưới điện tòa nhà, giảm 20–35% điện tiêu thụ.',
        'Regenerative drive',
        'Returns energy to the building’s supply, cutting consumption by 20–35%.',
      ),
      feature(
        'precision',
        'Dừng tầng ±3 mm',
        'Sàn cabin luôn bằng mặt sàn tầng, an toàn cho xe lăn và xe đẩy.',
        'Levelling to ±3 mm',
        'The car floor always lines up with the landing – safe for wheelchairs and trolleys.',
      ),
      feature(
        'network',
        'Điều phối theo điểm đến',
        'Chọn tầng tại sảnh, hệ thống phân bổ cabin tối ưu cho cả nhóm thang.',
        'Destination dispatch',
        'Choose your floor in the lobby and the system allocates the best car across the group.',
      ),
      feature(
        'safety',
        'Tiêu chuẩn EN 81-20/50',
        'Thiết kế và kiểm định theo tiêu chuẩn an toàn châu Âu và TCVN 6395.',
        'EN 81-20/50 compliant',
        'Designed and tested to European safety standards and Vietnam’s TCVN 6395.',
      ),
    ],
    colours: ['steel'],
    capacity: { value: 17, unit: 'persons' },
    size: { kind: 'body', width: 1800, height: 2400, depth: 1500, unit: 'mm' },
    specs: [
      specT('Tải trọng', 'Rated load', '1.150 kg (17 người)', '1,150 kg (17 persons)'),
      specT('Tốc độ', 'Speed', '1,0–4,0 m/s', '1.0–4.0 m/s'),
      specT(
        'Hành trình tối đa',
        'Maximum travel',
        '200 m, tới 64 điểm dừng',
        '200 m, up to 64 stops',
      ),
      specT(
        'Kích thước cabin (R × S × C)',
        'Car size (W × D × H)',
        '1.800 × 1.500 × 2.400 mm',
        '1,800 × 1,500 × 2,400 mm',
      ),
      specT('Cửa', 'Doors', 'Mở trung tâm, rộng 1.100 mm', 'Centre-opening, 1,100 mm clear width'),
      specT(
        'Máy kéo',
        'Traction machine',
        'Không hộp số, động cơ nam châm vĩnh cửu, truyền động tái sinh',
        'Gearless permanent-magnet motor with regenerative drive',
      ),
      spec('Nguồn điện', 'Power supply', THREE_PHASE),
      spec('Tiêu chuẩn', 'Standards', 'TCVN 6395:2008, EN 81-20/50'),
      WARRANTY,
    ],
    filters: {},
    related: ['lift-as-m630', 'esc-sl-e1000', 'hvac-puhy-sp400ynw'],
    documents: [LIFT_CATALOGUE, manual('AS-P1150'), cadData('AS-P1150')],
    displayOrder: 40,
    featured: false,
    isActive: true,
  }),
  product({
    key: 'lift-as-m630',
    group: 'BuildingSolution',
    category: 'Elevators',
    kind: 'elevator',
    modelCode: 'AS-M630',
    series: t('Ascenda MRL – thang máy không phòng máy', 'Ascenda MRL – machine-room-less'),
    name: t(
      'Thang máy không phòng máy Ascenda MRL AS-M630',
      'Ascenda MRL machine-room-less elevator AS-M630',
    ),
    shortDescription: t(
      'Thang máy không phòng máy 8 người, máy kéo đặt gọn trong giếng thang, giải phóng diện tích mái cho chung cư, khách sạn và văn phòng đến 20 tầng.',
      'An eight-person machine-room-less elevator with the machine in the shaft, freeing roof space in apartments, hotels and offices of up to 20 floors.',
    ),
    description: t(
      [
        'Với thang máy không phòng máy Ascenda MRL, máy kéo nhỏ gọn và tủ điều khiển được đặt ngay trong giếng thang và khung cửa tầng trên cùng. Chủ đầu tư không cần xây phòng máy trên mái, tiết kiệm diện tích cho sân thượng, bể nước hay dàn nóng điều hòa, đồng thời giảm chiều cao tổng thể của công trình.',
        'AS-M630 chở 8 người (630 kg) với tốc độ 1,0–1,75 m/s, hành trình tới 60 m – phù hợp chung cư, khách sạn và tòa văn phòng quy mô vừa. Khi mất điện lưới, hệ thống cứu hộ tự động đưa cabin về tầng gần nhất và mở cửa để hành khách không bị kẹt lại.',
      ],
      [
        'In the Ascenda MRL machine-room-less elevator, the compact traction machine and controller sit in the shaft and the top-floor door frame. Developers don’t need a machine room on the roof, freeing space for a roof terrace, water tanks or air-conditioning condensers and lowering the building’s overall height.',
        'The AS-M630 carries eight people (630 kg) at 1.0–1.75 m/s over a travel of up to 60 m – right for apartment blocks, hotels and mid-sized offices. If the mains fails, automatic rescue operation brings the car to the nearest floor and opens the doors, so nobody is left trapped.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Không cần phòng máy',
        'Tiết kiệm diện tích mái và chi phí xây dựng phòng máy.',
        'No machine room',
        'Saves roof space and the cost of building a machine room.',
      ),
      feature(
        'safety',
        'Cứu hộ tự động',
        'Đưa cabin về tầng gần nhất và mở cửa khi mất điện lưới.',
        'Automatic rescue',
        'Brings the car to the nearest floor and opens the doors in a power cut.',
      ),
      feature(
        'eco',
        'Chế độ chờ tiết kiệm',
        'Tự tắt đèn và quạt cabin khi không có lệnh gọi, bật lại ngay khi có người.',
        'Energy-saving standby',
        'Switches off the car light and fan when idle and back on as soon as someone calls.',
      ),
    ],
    colours: ['steel'],
    capacity: { value: 630, unit: 'kg' },
    size: { kind: 'body', width: 1100, height: 2300, depth: 1400, unit: 'mm' },
    specs: [
      specT('Tải trọng', 'Rated load', '630 kg (8 người)', '630 kg (8 persons)'),
      specT('Tốc độ', 'Speed', '1,0–1,75 m/s', '1.0–1.75 m/s'),
      specT(
        'Hành trình tối đa',
        'Maximum travel',
        '60 m, tới 20 điểm dừng',
        '60 m, up to 20 stops',
      ),
      specT(
        'Kích thước cabin (R × S × C)',
        'Car size (W × D × H)',
        '1.100 × 1.400 × 2.300 mm',
        '1,100 × 1,400 × 2,300 mm',
      ),
      specT('Cửa', 'Doors', 'Mở trung tâm, rộng 800 mm', 'Centre-opening, 800 mm clear width'),
      specT(
        'Máy kéo',
        'Traction machine',
        'Không hộp số, đặt trong giếng thang',
        'Gearless, mounted in the shaft',
      ),
      spec('Nguồn điện', 'Power supply', THREE_PHASE),
      spec('Tiêu chuẩn', 'Standards', 'TCVN 6395:2008, EN 81-20/50'),
      WARRANTY,
    ],
    filters: {},
    related: ['lift-as-p1150', 'esc-sl-e1000'],
    documents: [LIFT_CATALOGUE, manual('AS-M630'), cadData('AS-M630')],
    displayOrder: 35,
    featured: false,
    isActive: true,
  }),
  product({
    key: 'esc-sl-e1000',
    group: 'BuildingSolution',
    category: 'Elevators',
    kind: 'escalator',
    modelCode: 'SL-E1000',
    series: t('StepLine – thang cuốn', 'StepLine – escalators'),
    name: t(
      'Thang cuốn StepLine bậc rộng 1.000 mm SL-E1000',
      'StepLine escalator, 1,000 mm step width SL-E1000',
    ),
    shortDescription: t(
      'Thang cuốn bậc rộng 1.000 mm, vận chuyển tới 9.000 người mỗi giờ, tự chạy chậm khi vắng khách – cho trung tâm thương mại, nhà ga và sân bay.',
      'An escalator with 1,000 mm steps carrying up to 9,000 people an hour, slowing automatically when nobody rides – for malls, stations and airports.',
    ),
    description: t(
      [
        'Bậc thang rộng 1.000 mm đủ cho hai người đứng cạnh nhau hoặc một người kèm vali, giúp StepLine SL-E1000 vận chuyển tới 9.000 người mỗi giờ ở tốc độ 0,5 m/s. Thang có góc nghiêng 30° hoặc 35°, chiều cao nâng tới 8 m, phù hợp trung tâm thương mại, nhà ga đường sắt đô thị và nhà ga sân bay.',
        'Cảm biến ở hai đầu thang nhận biết khi không có hành khách, chuyển thang sang tốc độ chậm rồi chế độ chờ, và tăng tốc êm ái ngay khi có người bước tới. Tại một trung tâm thương mại vận hành 46 thang cuốn của Sora Electric, chế độ này đã giúp giảm khoảng 25% điện năng của thang cuốn.',
        'Đèn chiếu sáng khe bậc, chổi chắn mép bậc và tay vịn chạy đồng tốc với bậc thang giúp hành khách, nhất là trẻ em và người lớn tuổi, lên xuống an toàn.',
      ],
      [
        'Steps 1,000 mm wide take two people side by side, or one person with a suitcase, letting the StepLine SL-E1000 carry up to 9,000 people an hour at 0.5 m/s. It comes with a 30° or 35° incline and rises of up to 8 m, for shopping centres, metro stations and airport terminals.',
        'Sensors at each end detect when nobody is riding and switch the escalator to slow speed and then standby, accelerating smoothly as soon as someone approaches. At one shopping centre running 46 Sora Electric escalators, this has cut escalator energy use by around 25%.',
        'Step-gap lighting, skirt deflector brushes and handrails synchronised with the steps help passengers – especially children and older people – get on and off safely.',
      ],
    ),
    features: [
      feature(
        'eco',
        'Tự chạy chậm khi vắng',
        'Giảm khoảng 25% điện năng nhờ chế độ chạy chậm và chờ tự động.',
        'Slows when idle',
        'Automatic slow-speed and standby modes cut energy use by around 25%.',
      ),
      feature(
        'speed',
        '9.000 người mỗi giờ',
        'Bậc rộng 1.000 mm cho lưu lượng lớn vào giờ cao điểm.',
        '9,000 people an hour',
        '1,000 mm steps keep crowds moving at peak times.',
      ),
      feature(
        'safety',
        'An toàn cho mọi hành khách',
        'Đèn khe bậc, chổi chắn mép và tay vịn đồng tốc với bậc thang.',
        'Safe for every passenger',
        'Step-gap lights, skirt brushes and handrails that move in step with the treads.',
      ),
    ],
    colours: ['silver'],
    specs: [
      specT('Chiều rộng bậc', 'Step width', '1.000 mm', '1,000 mm'),
      specT('Góc nghiêng', 'Incline', '30° hoặc 35°', '30° or 35°'),
      specT('Chiều cao nâng', 'Rise', 'Tới 8 m', 'Up to 8 m'),
      specT('Tốc độ', 'Speed', '0,5 m/s (0,2 m/s khi vắng khách)', '0.5 m/s (0.2 m/s when idle)'),
      specT('Lưu lượng lý thuyết', 'Theoretical capacity', '9.000 người/giờ', '9,000 persons/hour'),
      spec('Nguồn điện', 'Power supply', THREE_PHASE),
      spec('Tiêu chuẩn', 'Standards', 'TCVN 6397:2010, EN 115-1'),
      WARRANTY,
    ],
    filters: {},
    related: ['mw-gw-p1000', 'lift-as-p1150'],
    documents: [ESCALATOR_CATALOGUE, cadData('SL-E1000')],
    displayOrder: 30,
    featured: false,
    isActive: true,
  }),
  product({
    key: 'mw-gw-p1000',
    group: 'BuildingSolution',
    category: 'Elevators',
    kind: 'escalator',
    modelCode: 'GW-P1000',
    series: t('GlideWalk – băng chuyền tự động', 'GlideWalk – moving walks'),
    name: t(
      'Băng chuyền tự động GlideWalk rộng 1.000 mm GW-P1000',
      'GlideWalk moving walk, 1,000 mm pallet width GW-P1000',
    ),
    shortDescription: t(
      'Băng chuyền tự động rộng 1.000 mm, độ dốc đến 12°, cho phép xe đẩy hàng siêu thị và xe đẩy hành lý di chuyển an toàn giữa các tầng.',
      'A 1,000 mm moving walk with inclines of up to 12° that lets supermarket trolleys and luggage carts move safely between floors.',
    ),
    description: t(
      [
        'Ở siêu thị nhiều tầng, khách hàng cần di chuyển cùng xe đẩy đầy hàng – điều mà thang cuốn không cho phép. GlideWalk GW-P1000 có mặt băng dạng tấm phẳng rộng 1.000 mm, độ dốc 10–12°, kết hợp với xe đẩy có bánh hãm chuyên dụng để xe đứng yên trên băng suốt hành trình.',
        'Phiên bản nằm ngang (0–6°) được dùng tại nhà ga sân bay để rút ngắn những quãng đi bộ dài tới 100 m giữa các cửa ra tàu bay. Giống thang cuốn StepLine, băng chuyền tự giảm tốc và chuyển sang chế độ chờ khi vắng người, tiết kiệm điện trong giờ thấp điểm.',
      ],
      [
        'In a multi-storey supermarket, shoppers need to move between floors with a full trolley – something an escalator can’t handle. The GlideWalk GW-P1000 has a flat 1,000 mm pallet surface and a 10–12° incline, and works with special trolleys whose wheels lock onto the pallets so they stay put for the whole ride.',
        'The horizontal version (0–6°) is used in airport terminals to shorten walks of up to 100 m between gates. Like the StepLine escalator, it slows down and goes into standby when nobody is on it, saving energy in quiet hours.',
      ],
    ),
    features: [
      feature(
        'safety',
        'An toàn với xe đẩy',
        'Mặt băng phẳng có rãnh khóa bánh xe đẩy chuyên dụng.',
        'Safe with trolleys',
        'A flat, grooved surface that locks the wheels of special trolleys.',
      ),
      feature(
        'eco',
        'Chế độ chờ',
        'Tự giảm tốc khi vắng người, khởi động êm khi có khách bước lên.',
        'Standby mode',
        'Slows down when nobody is on it and starts smoothly when someone steps on.',
      ),
      feature(
        'durable',
        'Tấm băng nhôm đúc',
        'Chịu tải trọng lớn và lưu lượng cao liên tục ở siêu thị, sân bay.',
        'Cast aluminium pallets',
        'Built for heavy loads and constant traffic in supermarkets and airports.',
      ),
    ],
    colours: ['silver'],
    specs: [
      specT('Chiều rộng mặt băng', 'Pallet width', '1.000 mm', '1,000 mm'),
      specT('Độ dốc', 'Incline', '0–6° (nằm ngang) hoặc 10–12°', '0–6° (horizontal) or 10–12°'),
      specT('Chiều dài', 'Length', 'Tới 100 m', 'Up to 100 m'),
      specT('Tốc độ', 'Speed', '0,5 m/s', '0.5 m/s'),
      specT('Lưu lượng lý thuyết', 'Theoretical capacity', '7.300 người/giờ', '7,300 persons/hour'),
      spec('Nguồn điện', 'Power supply', THREE_PHASE),
      spec('Tiêu chuẩn', 'Standards', 'TCVN 6397:2010, EN 115-1'),
      WARRANTY,
    ],
    filters: {},
    related: ['esc-sl-e1000', 'lift-as-m630'],
    documents: [ESCALATOR_CATALOGUE, cadData('GW-P1000')],
    displayOrder: 25,
    featured: false,
    isActive: true,
  }),
]
