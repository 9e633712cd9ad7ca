import { type Bilingual, t } from '../../bilingual'
import type {
  CapacityUnit,
  ColourName,
  ProductKind,
  ProductSeed,
  SpecRowSeed,
} from '../../productTypes'
import {
  cadData,
  catalogue,
  type Feature,
  feature,
  manual,
  product,
  type ProductDocument,
  spec,
  specT,
} from './helpers'

/** The factory-automation family each kind of product belongs to (the `type` filter). */
const FA_TYPE: Partial<Record<ProductKind, string>> = {
  plc: 'plc',
  inverterDrive: 'drive',
  servo: 'servo',
  hmi: 'hmi',
  robotArm: 'robot',
  scaraRobot: 'robot',
  cobot: 'cobot',
}

/**
 * Factory automation: PLCs, inverter drives, servo systems, HMIs and robots. Sold through
 * distributors and system integrators, so no price.
 */

const PLC_CATALOGUE = catalogue('bộ điều khiển lập trình PLC 2026', 'programmable controllers 2026')
const DRIVE_CATALOGUE = catalogue('biến tần 2026', 'inverter drives 2026')
const SERVO_CATALOGUE = catalogue('hệ thống servo J5 2026', 'J5 servo systems 2026')
const HMI_CATALOGUE = catalogue('màn hình HMI 2026', 'HMIs 2026')
const ROBOT_CATALOGUE = catalogue(
  'robot công nghiệp và robot cộng tác 2026',
  'robots and cobots 2026',
)

const WARRANTY = specT(
  'Bảo hành',
  'Warranty',
  '18 tháng kể từ ngày xuất xưởng',
  '18 months from shipment',
)
const ROBOT_WARRANTY = specT(
  'Bảo hành',
  'Warranty',
  '12 tháng kể từ ngày nghiệm thu',
  '12 months from acceptance',
)
const OPERATING_TEMPERATURE = specT(
  'Nhiệt độ vận hành',
  'Operating temperature',
  '0–55 °C',
  '0–55 °C',
)
const IEC_LANGUAGES = specT(
  'Ngôn ngữ lập trình',
  'Programming languages',
  'Ladder, ST, FBD, SFC (IEC 61131-3)',
  'Ladder, ST, FBD, SFC (IEC 61131-3)',
)

type Automation = {
  key: string
  kind: ProductKind
  modelCode: string
  series: Bilingual<string>
  name: Bilingual<string>
  catalogue: ProductDocument
  colours: ColourName[]
  capacity?: { value: number; unit: CapacityUnit }
  size: [number, number, number]
  specs: SpecRowSeed[]
  shortDescription: Bilingual<string>
  description: Bilingual<string[]>
  features: Feature[]
  related: string[]
  displayOrder: number
}

const automation = (item: Automation): ProductSeed => {
  const [width, height, depth] = item.size
  return product({
    key: item.key,
    group: 'FactoryAutomation',
    category: 'FactoryAutomation',
    kind: item.kind,
    modelCode: item.modelCode,
    series: item.series,
    name: item.name,
    shortDescription: item.shortDescription,
    description: item.description,
    features: item.features,
    colours: item.colours,
    ...(item.capacity ? { capacity: item.capacity } : {}),
    size: { kind: 'body', width, height, depth, unit: 'mm' },
    specs: item.specs,
    filters: { type: FA_TYPE[item.kind] ?? 'plc' },
    related: item.related,
    documents: [item.catalogue, manual(item.modelCode), cadData(item.modelCode)],
    displayOrder: item.displayOrder,
    featured: false,
    isActive: true,
  })
}

const R_SERIES = t('Dòng R – PLC dạng mô-đun', 'R series – modular PLCs')
const FX5_SERIES = t('Dòng FX5 – PLC nhỏ gọn', 'FX5 series – compact PLCs')
const A800 = t('Biến tần dòng A800 – hiệu năng cao', 'A800 series – high-performance drives')
const E800 = t('Biến tần dòng E800 – nhỏ gọn', 'E800 series – compact drives')
const J5 = t('Servo dòng J5', 'J5 series servo')
const GT = t('HMI dòng GT2', 'GT2 series HMIs')
const RV = t('Robot 6 trục dòng RV', 'RV series six-axis robots')

export const factoryAutomationSeeds: ProductSeed[] = [
  // PLCs
  automation({
    key: 'fa-r04cpu',
    kind: 'plc',
    modelCode: 'R04CPU',
    series: R_SERIES,
    name: t(
      'Bộ điều khiển lập trình dòng R, CPU R04CPU',
      'R series programmable controller, CPU R04CPU',
    ),
    catalogue: PLC_CATALOGUE,
    colours: ['grey'],
    size: [28, 106, 110],
    specs: [
      specT('Dung lượng chương trình', 'Program capacity', '40.000 bước', '40,000 steps'),
      specT('Số điểm I/O', 'I/O points', '4.096 điểm', '4,096 points'),
      spec('Tốc độ xử lý lệnh LD', 'LD instruction time', t('0,98 ns', '0.98 ns')),
      specT(
        'Cổng tích hợp',
        'Built-in ports',
        'Ethernet 1 Gbps, USB 2.0, khe thẻ SD',
        '1 Gbps Ethernet, USB 2.0, SD card slot',
      ),
      specT(
        'Mạng công nghiệp',
        'Industrial networks',
        'CC-Link IE TSN, CC-Link IE Field, Modbus/TCP (qua mô-đun)',
        'CC-Link IE TSN, CC-Link IE Field, Modbus/TCP (via modules)',
      ),
      IEC_LANGUAGES,
      specT(
        'Nguồn điện',
        'Power supply',
        '100–240 V AC qua mô-đun nguồn trên đế',
        '100–240 V AC via the power supply module on the base',
      ),
      OPERATING_TEMPERATURE,
      WARRANTY,
    ],
    shortDescription: t(
      'CPU PLC dạng mô-đun dòng R với 40.000 bước chương trình, tốc độ lệnh 0,98 ns và Ethernet tích hợp, cho máy móc và dây chuyền cỡ vừa.',
      'An R series modular PLC CPU with 40,000 program steps, 0.98 ns instruction speed and built-in Ethernet, for machines and mid-sized lines.',
    ),
    description: t(
      [
        'R04CPU là điểm khởi đầu của dòng PLC dạng mô-đun, phù hợp máy đóng gói, máy ép nhựa hay một cụm dây chuyền lắp ráp. Với tốc độ xử lý lệnh cơ bản 0,98 ns và chu kỳ quét ổn định, CPU đáp ứng tốt những ứng dụng cần phản hồi nhanh như đếm tốc độ cao hay đồng bộ băng tải.',
        'Cổng Ethernet tích hợp cho phép kết nối trực tiếp với HMI, hệ thống SCADA và nền tảng Sora e-Factory mà không cần thêm mô-đun truyền thông. Khi dây chuyền mở rộng, bạn có thể bổ sung mô-đun mạng CC-Link IE TSN, mô-đun chuyển động, hoặc nâng cấp lên CPU dung lượng lớn hơn mà vẫn giữ nguyên chương trình và đế cắm.',
      ],
      [
        'The R04CPU is the entry point to the modular R series, suited to packaging machines, injection moulding machines or a section of an assembly line. With a basic instruction time of 0.98 ns and a stable scan cycle, it handles applications that need a fast response, such as high-speed counting or conveyor synchronisation.',
        'Built-in Ethernet connects directly to HMIs, SCADA systems and the Sora e-Factory platform with no extra communication module. As the line grows you can add CC-Link IE TSN network modules and motion modules, or move up to a larger CPU while keeping the same program and base units.',
      ],
    ),
    features: [
      feature(
        'speed',
        'Lệnh LD 0,98 ns',
        'Chu kỳ quét ngắn và ổn định cho đếm tốc độ cao và đồng bộ chuyển động.',
        '0.98 ns LD instruction',
        'A short, stable scan cycle for high-speed counting and motion synchronisation.',
      ),
      feature(
        'network',
        'Ethernet tích hợp',
        'Kết nối HMI, SCADA và Sora e-Factory không cần mô-đun truyền thông riêng.',
        'Built-in Ethernet',
        'Connect HMIs, SCADA and Sora e-Factory without a separate communication module.',
      ),
      feature(
        'durable',
        'Mở rộng theo dây chuyền',
        'Giữ nguyên chương trình và đế cắm khi nâng cấp CPU hay thêm mô-đun.',
        'Grows with the line',
        'Keep the same program and base units when upgrading the CPU or adding modules.',
      ),
    ],
    related: ['fa-gt2712-stba', 'fa-mr-j5-40g', 'fa-fr-a840-00620'],
    displayOrder: 150,
  }),
  automation({
    key: 'fa-fx5u-32mt-es',
    kind: 'plc',
    modelCode: 'FX5U-32MT/ES',
    series: FX5_SERIES,
    name: t(
      'Bộ điều khiển lập trình nhỏ gọn 32 điểm I/O FX5U-32MT/ES',
      'Compact programmable controller, 32 I/O FX5U-32MT/ES',
    ),
    catalogue: PLC_CATALOGUE,
    colours: ['white'],
    size: [150, 90, 83],
    specs: [
      specT(
        'Số điểm I/O',
        'I/O points',
        '32 (16 ngõ vào, 16 ngõ ra transistor)',
        '32 (16 inputs, 16 transistor outputs)',
      ),
      specT('Dung lượng chương trình', 'Program capacity', '64.000 bước', '64,000 steps'),
      spec('Tốc độ xử lý lệnh LD', 'LD instruction time', '34 ns'),
      specT(
        'Analog tích hợp',
        'Built-in analog',
        '2 ngõ vào, 1 ngõ ra (0–10 V)',
        '2 inputs, 1 output (0–10 V)',
      ),
      specT('Phát xung định vị', 'Positioning outputs', '4 trục, 200 kHz', '4 axes, 200 kHz'),
      specT(
        'Cổng tích hợp',
        'Built-in ports',
        'Ethernet, RS-485, khe thẻ SD',
        'Ethernet, RS-485, SD card slot',
      ),
      IEC_LANGUAGES,
      specT('Nguồn điện', 'Power supply', '100–240 V AC', '100–240 V AC'),
      OPERATING_TEMPERATURE,
      WARRANTY,
    ],
    shortDescription: t(
      'PLC nhỏ gọn 32 điểm I/O tích hợp Ethernet, RS-485, analog và 4 trục phát xung 200 kHz – điều khiển trọn một máy mà không cần thêm mô-đun.',
      'A compact 32-point PLC with built-in Ethernet, RS-485, analog I/O and four 200 kHz pulse axes – enough to run a whole machine with no add-ons.',
    ),
    description: t(
      [
        'FX5U-32MT/ES được nhiều nhà chế tạo máy trong nước chọn cho máy chiết rót, máy dán nhãn hay máy cắt tự động, vì gần như mọi thứ cần thiết đã nằm sẵn trong một khối: 16 ngõ vào, 16 ngõ ra transistor, hai ngõ vào và một ngõ ra analog, cùng cổng Ethernet và RS-485.',
        'Bốn trục phát xung 200 kHz điều khiển trực tiếp động cơ bước hoặc servo nhận xung cho các chuyển động định vị đơn giản. Chương trình tới 64.000 bước được lưu trong bộ nhớ trong và sao lưu ra thẻ SD; phần mềm lập trình có giao diện tiếng Việt.',
      ],
      [
        'The FX5U-32MT/ES is a favourite with Vietnamese machine builders for filling, labelling and automatic cutting machines, because almost everything they need is already in one unit: 16 inputs, 16 transistor outputs, two analog inputs and one analog output, plus Ethernet and RS-485.',
        'Four 200 kHz pulse-train axes drive stepper motors or pulse-input servos directly for simple positioning. Programs of up to 64,000 steps are held in internal memory and backed up to an SD card, and the programming software has a Vietnamese-language interface.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Tất cả trong một',
        'I/O số, analog, truyền thông và định vị tích hợp sẵn trong một khối.',
        'All in one',
        'Digital and analog I/O, communications and positioning built into a single unit.',
      ),
      feature(
        'precision',
        '4 trục định vị 200 kHz',
        'Điều khiển động cơ bước và servo nhận xung mà không cần mô-đun chuyển động.',
        'Four 200 kHz positioning axes',
        'Drives steppers and pulse-input servos with no motion module.',
      ),
      feature(
        'network',
        'Ethernet và RS-485',
        'Kết nối HMI, biến tần và máy tính giám sát ngay từ đầu.',
        'Ethernet and RS-485',
        'Link HMIs, drives and monitoring PCs from day one.',
      ),
    ],
    related: ['fa-gt2505-vtbd', 'fa-fr-e840-0095', 'fa-fx5uc-64mt-d'],
    displayOrder: 145,
  }),
  automation({
    key: 'fa-fx5uc-64mt-d',
    kind: 'plc',
    modelCode: 'FX5UC-64MT/D',
    series: FX5_SERIES,
    name: t(
      'Bộ điều khiển lập trình siêu nhỏ gọn 64 điểm I/O FX5UC-64MT/D',
      'Ultra-compact programmable controller, 64 I/O FX5UC-64MT/D',
    ),
    catalogue: PLC_CATALOGUE,
    colours: ['white'],
    size: [62, 90, 87],
    specs: [
      specT(
        'Số điểm I/O',
        'I/O points',
        '64 (32 ngõ vào, 32 ngõ ra transistor)',
        '64 (32 inputs, 32 transistor outputs)',
      ),
      specT('Dung lượng chương trình', 'Program capacity', '64.000 bước', '64,000 steps'),
      specT('Đấu nối', 'Wiring', 'Cáp có đầu nối', 'Connector cables'),
      specT('Phát xung định vị', 'Positioning outputs', '4 trục, 200 kHz', '4 axes, 200 kHz'),
      specT('Cổng tích hợp', 'Built-in ports', 'Ethernet, RS-485', 'Ethernet, RS-485'),
      IEC_LANGUAGES,
      spec('Nguồn điện', 'Power supply', '24 V DC'),
      OPERATING_TEMPERATURE,
      WARRANTY,
    ],
    shortDescription: t(
      'PLC siêu nhỏ gọn 64 điểm I/O rộng chỉ 62 mm, nguồn 24 V DC, đấu nối bằng cáp rời – tối ưu cho tủ điện chật của máy chế tạo hàng loạt.',
      'An ultra-compact 64-point PLC only 62 mm wide, powered from 24 V DC and wired by connector cables – ideal for the cramped panels of series-built machines.',
    ),
    description: t(
      [
        'Với những máy được chế tạo hàng loạt, mỗi centimet trong tủ điện đều có giá trị. FX5UC-64MT/D gói 32 ngõ vào và 32 ngõ ra transistor trong thân máy rộng chỉ 62 mm, hẹp hơn khoảng một nửa so với PLC thông thường có cùng số điểm I/O.',
        'Đấu nối qua cáp có đầu nối thay cho từng sợi dây trên cầu đấu giúp giảm thời gian lắp ráp và sai sót đi dây, nhất là khi sản xuất hàng chục máy giống nhau. Nguồn 24 V DC dùng chung với cảm biến và van điện từ, đơn giản hóa thiết kế tủ điện.',
      ],
      [
        'For machines built in series, every centimetre of panel space counts. The FX5UC-64MT/D packs 32 inputs and 32 transistor outputs into a body just 62 mm wide – about half the width of a conventional PLC with the same I/O count.',
        'Wiring by connector cable instead of individual wires on terminal blocks cuts assembly time and wiring errors, especially when building dozens of identical machines. The 24 V DC supply is shared with sensors and solenoid valves, simplifying the panel design.',
      ],
    ),
    features: [
      feature(
        'compact',
        'Rộng chỉ 62 mm',
        'Tiết kiệm khoảng một nửa diện tích lắp đặt so với PLC cùng số điểm I/O.',
        'Only 62 mm wide',
        'About half the panel space of a conventional PLC with the same I/O.',
      ),
      feature(
        'speed',
        'Đấu nối nhanh',
        'Cáp có đầu nối rút ngắn thời gian lắp ráp và hạn chế lỗi đi dây.',
        'Fast wiring',
        'Connector cables shorten assembly time and reduce wiring mistakes.',
      ),
      feature(
        'energy',
        'Nguồn 24 V DC',
        'Dùng chung nguồn với cảm biến và van, không cần bộ nguồn xoay chiều riêng.',
        '24 V DC supply',
        'Shares a supply with sensors and valves, with no separate AC power unit.',
      ),
    ],
    related: ['fa-fx5u-32mt-es', 'fa-gt2505-vtbd', 'fa-mr-j5-40g'],
    displayOrder: 110,
  }),

  // Inverter drives
  automation({
    key: 'fa-fr-a820-00490',
    kind: 'inverterDrive',
    modelCode: 'FR-A820-00490',
    series: A800,
    name: t(
      'Biến tần hiệu năng cao 11 kW cấp 200 V FR-A820-00490',
      'High-performance inverter drive, 11 kW, 200 V class FR-A820-00490',
    ),
    catalogue: DRIVE_CATALOGUE,
    colours: ['grey'],
    capacity: { value: 11, unit: 'kW' },
    size: [220, 260, 190],
    specs: [
      specT('Công suất động cơ (tải thường)', 'Motor rating (normal duty)', '11 kW', '11 kW'),
      spec('Dòng định mức', 'Rated current', '49 A'),
      specT(
        'Nguồn vào',
        'Input supply',
        '3 pha 200–240 V, 50/60 Hz',
        'Three phase 200–240 V, 50/60 Hz',
      ),
      specT('Tần số ra', 'Output frequency', '0,2–590 Hz', '0.2–590 Hz'),
      specT(
        'Phương pháp điều khiển',
        'Control methods',
        'V/f, vector không cảm biến, vector có phản hồi, động cơ PM',
        'V/f, sensorless vector, closed-loop vector, PM motors',
      ),
      specT('Khả năng quá tải', 'Overload capacity', '120% trong 60 giây', '120% for 60 s'),
      specT(
        'Truyền thông',
        'Communications',
        'RS-485 (Modbus RTU); tùy chọn CC-Link IE TSN, Ethernet',
        'RS-485 (Modbus RTU); optional CC-Link IE TSN, Ethernet',
      ),
      specT('Chức năng an toàn', 'Safety function', 'STO, SIL 3 / PL e', 'STO, SIL 3 / PL e'),
      spec('Cấp bảo vệ', 'Enclosure', 'IP20'),
      WARRANTY,
    ],
    shortDescription: t(
      'Biến tần điều khiển vector 11 kW cấp điện áp 200 V, dành cho máy móc nhập khẩu từ Nhật Bản và dây chuyền dùng biến áp 200 V riêng.',
      'An 11 kW vector-control drive for the 200 V class, made for machinery imported from Japan and lines running on their own 200 V transformers.',
    ),
    description: t(
      [
        'Nhiều nhà máy vốn đầu tư Nhật Bản tại Việt Nam vẫn vận hành dây chuyền bằng nguồn 200 V qua biến áp riêng. FR-A820-00490 được thiết kế cho lưới điện đó, với điều khiển vector không cảm biến cho mô-men 200% ở tần số 0,3 Hz, phù hợp máy đùn, máy trộn và máy cuốn.',
        'Biến tần tích hợp chức năng PLC đơn giản, chức năng ngắt mô-men an toàn STO đạt SIL 3, và hỗ trợ cả động cơ nam châm vĩnh cửu (PM) lẫn động cơ cảm ứng. Bảng điều khiển LCD hiển thị tiếng Việt giúp kỹ thuật viên cài đặt và chẩn đoán lỗi nhanh hơn.',
      ],
      [
        'Many Japanese-invested factories in Vietnam still run their lines on 200 V through dedicated transformers. The FR-A820-00490 is designed for that supply, with sensorless vector control delivering 200% torque at 0.3 Hz for extruders, mixers and winders.',
        'It has a built-in simple PLC function, Safe Torque Off rated to SIL 3, and supports permanent-magnet (PM) as well as induction motors. A Vietnamese-language LCD panel helps technicians set up and diagnose faults faster.',
      ],
    ),
    features: [
      feature(
        'precision',
        'Mô-men 200% ở 0,3 Hz',
        'Điều khiển vector không cảm biến giữ lực kéo mạnh ngay ở tốc độ rất thấp.',
        '200% torque at 0.3 Hz',
        'Sensorless vector control keeps pulling hard even at very low speed.',
      ),
      feature(
        'safety',
        'STO đạt SIL 3',
        'Ngắt mô-men an toàn theo tiêu chuẩn quốc tế mà không cần contactor ngoài.',
        'SIL 3 Safe Torque Off',
        'Internationally certified safe torque off with no external contactor.',
      ),
      feature(
        'compact',
        'PLC tích hợp',
        'Xử lý logic đơn giản ngay trong biến tần, giảm bớt thiết bị trong tủ.',
        'Built-in PLC',
        'Handles simple logic inside the drive, so the panel needs less equipment.',
      ),
    ],
    related: ['fa-fr-a840-00620', 'fa-r04cpu'],
    displayOrder: 85,
  }),
  automation({
    key: 'fa-fr-a840-00620',
    kind: 'inverterDrive',
    modelCode: 'FR-A840-00620',
    series: A800,
    name: t(
      'Biến tần tải nặng 22 kW cấp 400 V FR-A840-00620',
      'Heavy-duty inverter drive, 22 kW, 400 V class FR-A840-00620',
    ),
    catalogue: DRIVE_CATALOGUE,
    colours: ['grey'],
    capacity: { value: 22, unit: 'kW' },
    size: [250, 400, 190],
    specs: [
      specT('Công suất động cơ (tải thường)', 'Motor rating (normal duty)', '22 kW', '22 kW'),
      spec('Dòng định mức', 'Rated current', '47 A'),
      specT(
        'Nguồn vào',
        'Input supply',
        '3 pha 380–500 V, 50/60 Hz',
        'Three phase 380–500 V, 50/60 Hz',
      ),
      specT('Tần số ra', 'Output frequency', '0,2–590 Hz', '0.2–590 Hz'),
      specT(
        'Khả năng quá tải (tải nặng)',
        'Overload capacity (heavy duty)',
        '150% trong 60 giây, 200% trong 3 giây',
        '150% for 60 s, 200% for 3 s',
      ),
      specT(
        'Chức năng chuyên dụng',
        'Dedicated functions',
        'Trình tự phanh cơ khí, chống lắc tải, tối ưu từ thông',
        'Mechanical-brake sequence, load sway control, flux optimisation',
      ),
      specT(
        'Lọc nhiễu',
        'Interference suppression',
        'Bộ lọc EMC và cuộn kháng DC tích hợp',
        'Built-in EMC filter and DC reactor',
      ),
      specT('Chức năng an toàn', 'Safety function', 'STO, SIL 3 / PL e', 'STO, SIL 3 / PL e'),
      spec('Cấp bảo vệ', 'Enclosure', 'IP20'),
      WARRANTY,
    ],
    shortDescription: t(
      'Biến tần 22 kW cấp 400 V cho cầu trục, tời nâng và máy nén khí: trình tự phanh an toàn, quá tải 150% trong 60 giây, nối trực tiếp lưới 380 V.',
      'A 22 kW, 400 V class drive for cranes, hoists and compressors: safe brake sequencing, 150% overload for 60 s and a direct 380 V connection.',
    ),
    description: t(
      [
        'Cầu trục và tời nâng là những tải khắc nghiệt nhất đối với biến tần: khởi động khi đang mang tải, giữ tải lơ lửng và đảo chiều liên tục. FR-A840-00620 có chức năng điều khiển trình tự phanh cơ khí chuyên dụng, giữ mô-men ở tốc độ 0 trong lúc phanh đóng mở để tải không bị tụt.',
        'Biến tần nối trực tiếp vào lưới 380–415 V của nhà máy, chịu quá tải 150% trong 60 giây ở chế độ tải nặng. Với quạt và bơm công suất lớn, chế độ tối ưu từ thông tự động giảm thêm điện năng khi tải nhẹ; bộ lọc EMC và cuộn kháng DC tích hợp giúp hạn chế sóng hài phát ngược lên lưới.',
      ],
      [
        'Cranes and hoists are the toughest loads a drive can face: starting under load, holding a load in mid-air and reversing constantly. The FR-A840-00620 has dedicated mechanical-brake sequencing that holds torque at zero speed while the brake opens and closes, so the load never slips.',
        'It connects directly to a factory’s 380–415 V supply and handles 150% overload for 60 seconds in heavy-duty mode. On large fans and pumps, automatic flux optimisation saves further energy at light load, while the built-in EMC filter and DC reactor limit the harmonics fed back into the supply.',
      ],
    ),
    features: [
      feature(
        'safety',
        'Trình tự phanh cơ khí',
        'Giữ mô-men ở tốc độ 0 khi phanh đóng mở, tải không bị tụt.',
        'Brake sequencing',
        'Holds torque at zero speed as the brake operates, so loads never slip.',
      ),
      feature(
        'durable',
        'Quá tải 150% trong 60 giây',
        'Đủ sức khởi động có tải và chịu va đập tải của cầu trục, máy nghiền.',
        '150% overload for 60 s',
        'Strong enough for loaded starts and the shock loads of cranes and crushers.',
      ),
      feature(
        'energy',
        'Tối ưu từ thông',
        'Giảm điện năng tiêu thụ của quạt và bơm lớn khi chạy non tải.',
        'Flux optimisation',
        'Cuts the consumption of large fans and pumps at light load.',
      ),
      feature(
        'shield',
        'Hạn chế sóng hài',
        'Bộ lọc EMC và cuộn kháng DC tích hợp, không cần lắp thêm bên ngoài.',
        'Low harmonics',
        'A built-in EMC filter and DC reactor, with nothing extra to fit.',
      ),
    ],
    related: ['fa-fr-a820-00490', 'fa-fr-e840-0095', 'fa-r04cpu'],
    displayOrder: 135,
  }),
  automation({
    key: 'fa-fr-e840-0095',
    kind: 'inverterDrive',
    modelCode: 'FR-E840-0095',
    series: E800,
    name: t(
      'Biến tần nhỏ gọn 3,7 kW cấp 400 V FR-E840-0095',
      'Compact inverter drive, 3.7 kW, 400 V class FR-E840-0095',
    ),
    catalogue: DRIVE_CATALOGUE,
    colours: ['white'],
    capacity: { value: 3.7, unit: 'kW' },
    size: [140, 150, 141],
    specs: [
      specT('Công suất động cơ', 'Motor rating', '3,7 kW', '3.7 kW'),
      spec('Dòng định mức', 'Rated current', '9,5 A'),
      specT(
        'Nguồn vào',
        'Input supply',
        '3 pha 380–480 V, 50/60 Hz',
        'Three phase 380–480 V, 50/60 Hz',
      ),
      specT('Tần số ra', 'Output frequency', '0,2–590 Hz', '0.2–590 Hz'),
      specT(
        'Truyền thông tích hợp',
        'Built-in communications',
        'Ethernet (Modbus/TCP, CC-Link IE Field Basic)',
        'Ethernet (Modbus/TCP, CC-Link IE Field Basic)',
      ),
      specT(
        'Chẩn đoán',
        'Diagnostics',
        'Dự báo tuổi thọ tụ điện và quạt làm mát',
        'Capacitor and cooling-fan life prediction',
      ),
      specT('Chức năng an toàn', 'Safety function', 'STO, SIL 2 / PL d', 'STO, SIL 2 / PL d'),
      spec('Cấp bảo vệ', 'Enclosure', 'IP20'),
      WARRANTY,
    ],
    shortDescription: t(
      'Biến tần nhỏ gọn 3,7 kW cho băng tải, bơm và quạt: tiết kiệm 20–50% điện năng, Ethernet tích hợp để giám sát từ xa trên Sora e-Factory.',
      'A compact 3.7 kW drive for conveyors, pumps and fans: 20–50% energy savings and built-in Ethernet for remote monitoring on Sora e-Factory.',
    ),
    description: t(
      [
        'Bơm nước, quạt hút và quạt cấp gió trong nhà máy thường chạy hết tốc độ rồi điều chỉnh lưu lượng bằng van hoặc cửa gió – một cách làm rất lãng phí điện. Khi giảm tốc độ động cơ bằng FR-E840-0095, công suất tiêu thụ giảm theo lập phương tốc độ: chạy ở 80% tốc độ chỉ tốn khoảng một nửa điện năng.',
        'Cổng Ethernet tích hợp hỗ trợ Modbus/TCP và CC-Link IE Field Basic, cho phép đọc dòng điện, công suất và cảnh báo lỗi từ xa qua nền tảng Sora e-Factory. Chức năng dự báo tuổi thọ tụ điện và quạt làm mát giúp lên kế hoạch bảo trì trước khi sự cố xảy ra.',
      ],
      [
        'Factory pumps, extract fans and supply fans often run flat out, with the flow throttled by valves or dampers – a very wasteful way to use electricity. Slow the motor down with the FR-E840-0095 instead and power falls with the cube of speed: at 80% speed it uses only about half the energy.',
        'Built-in Ethernet supports Modbus/TCP and CC-Link IE Field Basic, so current, power and fault alarms can be read remotely through the Sora e-Factory platform. Life diagnostics for the capacitors and cooling fan let you plan maintenance before anything fails.',
      ],
    ),
    features: [
      feature(
        'energy',
        'Tiết kiệm 20–50% điện',
        'Điều chỉnh tốc độ thay cho van tiết lưu, giảm mạnh điện năng của bơm và quạt.',
        '20–50% energy savings',
        'Speed control instead of throttling slashes the energy used by pumps and fans.',
      ),
      feature(
        'network',
        'Ethernet tích hợp',
        'Giám sát dòng điện, công suất và lỗi từ xa trên Sora e-Factory.',
        'Built-in Ethernet',
        'Monitor current, power and faults remotely on Sora e-Factory.',
      ),
      feature(
        'shield',
        'Dự báo tuổi thọ linh kiện',
        'Cảnh báo sớm khi tụ điện hay quạt làm mát sắp cần thay thế.',
        'Component life prediction',
        'Early warnings when capacitors or the cooling fan are due for replacement.',
      ),
    ],
    related: ['fa-fr-e820s-0080', 'fa-fr-a840-00620', 'fa-fx5u-32mt-es'],
    displayOrder: 105,
  }),
  automation({
    key: 'fa-fr-e820s-0080',
    kind: 'inverterDrive',
    modelCode: 'FR-E820S-0080',
    series: E800,
    name: t(
      'Biến tần nguồn vào 1 pha 1,5 kW FR-E820S-0080',
      'Single-phase input inverter drive, 1.5 kW FR-E820S-0080',
    ),
    catalogue: DRIVE_CATALOGUE,
    colours: ['white'],
    capacity: { value: 1.5, unit: 'kW' },
    size: [108, 128, 136],
    specs: [
      specT('Công suất động cơ', 'Motor rating', '1,5 kW', '1.5 kW'),
      spec('Dòng định mức', 'Rated current', '8 A'),
      specT(
        'Nguồn vào',
        'Input supply',
        '1 pha 200–240 V, 50/60 Hz',
        'Single phase 200–240 V, 50/60 Hz',
      ),
      specT(
        'Nguồn ra',
        'Output',
        '3 pha 200–240 V, 0,2–590 Hz',
        'Three phase 200–240 V, 0.2–590 Hz',
      ),
      specT(
        'Điều khiển',
        'Control',
        'V/f, vector không cảm biến; núm xoay chỉnh tốc độ',
        'V/f, sensorless vector; speed-setting dial',
      ),
      specT('Lắp đặt', 'Mounting', 'Thanh ray DIN hoặc bắt vít', 'DIN rail or screw mounting'),
      spec('Cấp bảo vệ', 'Enclosure', 'IP20'),
      WARRANTY,
    ],
    shortDescription: t(
      'Biến tần 1,5 kW nhận nguồn 1 pha 220 V và cấp điện 3 pha cho động cơ – giải pháp cho xưởng cơ khí, chế biến gỗ và thực phẩm không có điện 3 pha.',
      'A 1.5 kW drive that takes a single-phase 220 V supply and feeds a three-phase motor – for workshops with no three-phase supply.',
    ),
    description: t(
      [
        'Nhiều xưởng cơ khí, cơ sở chế biến gỗ hay thực phẩm quy mô nhỏ chỉ có điện 1 pha, trong khi động cơ 3 pha lại bền và hiệu quả hơn hẳn. FR-E820S-0080 nhận nguồn 1 pha 220 V và cấp điện 3 pha cho động cơ đến 1,5 kW, đồng thời khởi động mềm để tránh sụt áp lưới mỗi lần máy chạy.',
        'Thân biến tần nhỏ gọn, lắp được trên thanh ray DIN hoặc bắt vít trong hộp điện nhỏ. Núm xoay trên mặt biến tần cho phép chỉnh tốc độ trực tiếp, rất tiện cho máy khoan, máy trộn bột hay băng tải ngắn.',
      ],
      [
        'Many small engineering workshops and wood- and food-processing businesses have only a single-phase supply, even though three-phase motors are far more robust and efficient. The FR-E820S-0080 takes single-phase 220 V and feeds three-phase power to motors of up to 1.5 kW, with a soft start that avoids dragging down the supply every time the machine starts.',
        'The compact body mounts on a DIN rail or screws into a small control box. A dial on the front adjusts the speed directly – handy for drills, dough mixers and short conveyors.',
      ],
    ),
    features: [
      feature(
        'energy',
        'Vào 1 pha, ra 3 pha',
        'Dùng động cơ 3 pha bền bỉ ở nơi chỉ có điện sinh hoạt 1 pha.',
        'Single-phase in, three-phase out',
        'Run robust three-phase motors where only a single-phase supply is available.',
      ),
      feature(
        'shield',
        'Khởi động mềm',
        'Tăng tốc từ từ, không gây sụt áp ảnh hưởng thiết bị khác trong xưởng.',
        'Soft start',
        'Ramps up gently, so the supply doesn’t dip for other equipment in the workshop.',
      ),
      feature(
        'compact',
        'Gọn trong hộp điện nhỏ',
        'Lắp ray DIN, chỉnh tốc độ bằng núm xoay ngay trên mặt máy.',
        'Fits a small control box',
        'DIN-rail mounting and a speed dial right on the front.',
      ),
    ],
    related: ['fa-fr-e840-0095', 'fa-fx5u-32mt-es'],
    displayOrder: 80,
  }),

  // Servo
  automation({
    key: 'fa-mr-j5-40g',
    kind: 'servo',
    modelCode: 'MR-J5-40G',
    series: J5,
    name: t(
      'Bộ khuếch đại servo 400 W CC-Link IE TSN MR-J5-40G',
      'Servo amplifier, 400 W, CC-Link IE TSN MR-J5-40G',
    ),
    catalogue: SERVO_CATALOGUE,
    colours: ['black'],
    capacity: { value: 400, unit: 'W' },
    size: [40, 168, 196],
    specs: [
      spec('Công suất', 'Rated output', '400 W'),
      specT(
        'Nguồn vào',
        'Input supply',
        '1 pha hoặc 3 pha 200–240 V, 50/60 Hz',
        'Single or three phase 200–240 V, 50/60 Hz',
      ),
      specT('Tần số đáp ứng tốc độ', 'Speed frequency response', '3,5 kHz', '3.5 kHz'),
      spec('Mạng điều khiển', 'Control network', 'CC-Link IE TSN (1 Gbps)'),
      specT(
        'Encoder tương thích',
        'Compatible encoder',
        'Tuyệt đối 26 bit (67.108.864 xung/vòng)',
        '26-bit absolute (67,108,864 pulses/rev)',
      ),
      specT('Chức năng an toàn', 'Safety function', 'STO, SIL 3 / PL e', 'STO, SIL 3 / PL e'),
      specT('Khối lượng', 'Weight', '1,0 kg', '1.0 kg'),
      WARRANTY,
    ],
    shortDescription: t(
      'Bộ khuếch đại servo 400 W kết nối CC-Link IE TSN, đáp ứng tốc độ 3,5 kHz, tự dò thông số chỉ trong một lần chạy – cho máy đóng gói và lắp ráp tốc độ cao.',
      'A 400 W servo amplifier on CC-Link IE TSN with 3.5 kHz speed response and one-pass auto-tuning – for high-speed packaging and assembly machines.',
    ),
    description: t(
      [
        'Trên máy đóng gói dạng gối hay máy gắp đặt linh kiện, thời gian chu kỳ phụ thuộc trực tiếp vào việc servo tăng tốc, dừng và ổn định nhanh đến đâu. MR-J5-40G có tần số đáp ứng tốc độ 3,5 kHz, rút ngắn thời gian ổn định vị trí và tăng số sản phẩm mỗi phút.',
        'Chức năng tự dò quán tính và cộng hưởng cơ khí chỉ trong một lần chạy giúp đưa máy vào vận hành nhanh, kể cả với kỹ sư chưa nhiều kinh nghiệm chỉnh servo. Bộ khuếch đại còn theo dõi độ mòn của hộp số, dây đai và vít me để phát cảnh báo bảo trì dự đoán.',
      ],
      [
        'On a flow-wrapping or pick-and-place machine, cycle time depends directly on how fast the servos accelerate, stop and settle. The MR-J5-40G offers 3.5 kHz speed frequency response, shortening settling time and raising output per minute.',
        'One-pass auto-tuning of inertia and mechanical resonance gets machines running quickly, even for engineers without much servo-tuning experience. The amplifier also watches for wear in gearboxes, belts and ball screws and raises predictive-maintenance alerts.',
      ],
    ),
    features: [
      feature(
        'speed',
        'Đáp ứng 3,5 kHz',
        'Ổn định vị trí nhanh hơn, tăng số sản phẩm mỗi phút.',
        '3.5 kHz response',
        'Settles faster, so the machine turns out more products a minute.',
      ),
      feature(
        'precision',
        'Tự dò thông số',
        'Tự xác định quán tính và cộng hưởng cơ khí chỉ trong một lần chạy.',
        'One-pass auto-tuning',
        'Identifies inertia and mechanical resonance in a single run.',
      ),
      feature(
        'network',
        'CC-Link IE TSN',
        'Mạng 1 Gbps đồng bộ chuyển động và truyền dữ liệu trên cùng một đường cáp.',
        'CC-Link IE TSN',
        'A 1 Gbps network carrying synchronised motion and data on one cable.',
      ),
      feature(
        'shield',
        'Bảo trì dự đoán',
        'Cảnh báo sớm độ mòn của hộp số, dây đai và vít me.',
        'Predictive maintenance',
        'Early warning of wear in gearboxes, belts and ball screws.',
      ),
    ],
    related: ['fa-hk-kt43w', 'fa-r04cpu', 'fa-gt2712-stba'],
    displayOrder: 130,
  }),
  automation({
    key: 'fa-hk-kt43w',
    kind: 'servo',
    modelCode: 'HK-KT43W',
    series: J5,
    name: t(
      'Động cơ servo quán tính thấp 400 W HK-KT43W',
      'Low-inertia servo motor, 400 W HK-KT43W',
    ),
    catalogue: SERVO_CATALOGUE,
    colours: ['black'],
    capacity: { value: 400, unit: 'W' },
    size: [60, 60, 112],
    specs: [
      spec('Công suất định mức', 'Rated output', '400 W'),
      specT('Mô-men định mức / cực đại', 'Rated / peak torque', '1,3 / 4,5 N·m', '1.3 / 4.5 N·m'),
      specT(
        'Tốc độ định mức / tối đa',
        'Rated / maximum speed',
        '3.000 / 6.700 vòng/phút',
        '3,000 / 6,700 rpm',
      ),
      specT(
        'Encoder',
        'Encoder',
        'Tuyệt đối 26 bit, không cần pin',
        '26-bit absolute, battery-free',
      ),
      spec('Cấp bảo vệ', 'Protection rating', 'IP67'),
      specT('Mặt bích', 'Flange', '60 mm', '60 mm'),
      specT('Khối lượng', 'Weight', '1,3 kg', '1.3 kg'),
      WARRANTY,
    ],
    shortDescription: t(
      'Động cơ servo 400 W mặt bích 60 mm, encoder tuyệt đối 26 bit không cần pin, chống bụi nước IP67 – bền bỉ trong máy chế biến thực phẩm.',
      'A 400 W servo motor with a 60 mm flange, a battery-free 26-bit absolute encoder and IP67 protection – tough enough for food-processing machinery.',
    ),
    description: t(
      [
        'HK-KT43W kết hợp với bộ khuếch đại MR-J5-40G cho các trục chuyển động nhỏ: cấp phôi, dao cắt bay, băng tải định vị. Encoder tuyệt đối 26 bit cho độ phân giải hơn 67 triệu xung mỗi vòng và ghi nhớ vị trí mà không cần pin, nên máy không phải chạy về gốc sau mỗi lần mất điện.',
        'Thân động cơ đạt cấp bảo vệ IP67, chịu được nước rửa và bụi bột trong nhà máy thực phẩm, bánh kẹo. Mặt bích 60 mm tương thích với các hộp số và khớp nối phổ biến, dễ dàng thay thế cho động cơ cũ.',
      ],
      [
        'The HK-KT43W pairs with the MR-J5-40G amplifier on smaller motion axes: infeeds, flying knives and indexing conveyors. Its 26-bit absolute encoder resolves more than 67 million positions per revolution and remembers its position without a battery, so the machine needn’t return home after every power cut.',
        'The motor is sealed to IP67, standing up to washdown water and flour dust in food and confectionery plants. A 60 mm flange matches common gearboxes and couplings, making it an easy replacement for older motors.',
      ],
    ),
    features: [
      feature(
        'precision',
        'Encoder 26 bit',
        'Hơn 67 triệu xung mỗi vòng cho chuyển động mượt và định vị chính xác.',
        '26-bit encoder',
        'More than 67 million pulses per revolution for smooth motion and accurate positioning.',
      ),
      feature(
        'durable',
        'Không cần pin',
        'Ghi nhớ vị trí tuyệt đối khi mất điện, không phải thay pin định kỳ.',
        'Battery-free',
        'Keeps its absolute position through power cuts, with no batteries to replace.',
      ),
      feature(
        'shield',
        'Chống bụi nước IP67',
        'Chịu được nước rửa và bụi bột trong môi trường sản xuất thực phẩm.',
        'IP67 sealed',
        'Withstands washdown and flour dust in food production.',
      ),
    ],
    related: ['fa-mr-j5-40g', 'fa-fx5uc-64mt-d'],
    displayOrder: 100,
  }),

  // HMIs
  automation({
    key: 'fa-gt2712-stba',
    kind: 'hmi',
    modelCode: 'GT2712-STBA',
    series: GT,
    name: t('Màn hình HMI cảm ứng 12,1 inch GT2712-STBA', '12.1-inch touch-screen HMI GT2712-STBA'),
    catalogue: HMI_CATALOGUE,
    colours: ['black'],
    size: [316, 242, 52],
    specs: [
      specT(
        'Kích thước màn hình',
        'Screen size',
        '12,1 inch, SVGA 800 × 600',
        '12.1-inch, SVGA 800 × 600',
      ),
      specT('Cảm ứng', 'Touch panel', 'Điện dung đa điểm', 'Multi-touch capacitive'),
      specT('Màu hiển thị', 'Colours', '65.536 màu', '65,536 colours'),
      specT(
        'Cổng truyền thông',
        'Communication ports',
        '2 Ethernet, RS-232, RS-422/485, USB',
        '2 × Ethernet, RS-232, RS-422/485, USB',
      ),
      specT('Truy cập từ xa', 'Remote access', 'Máy chủ web, VNC', 'Web server, VNC'),
      specT('Cấp bảo vệ mặt trước', 'Front protection', 'IP67F', 'IP67F'),
      spec('Nguồn điện', 'Power supply', '100–240 V AC'),
      WARRANTY,
    ],
    shortDescription: t(
      'Màn hình HMI 12,1 inch cảm ứng đa điểm, giao diện tiếng Việt và truy cập từ xa qua trình duyệt web, cho trạm điều khiển trung tâm của dây chuyền.',
      'A 12.1-inch multi-touch HMI with Vietnamese-language screens and remote access from a web browser, for a line’s central operator station.',
    ),
    description: t(
      [
        'GT2712-STBA thường được đặt tại trạm điều khiển trung tâm, nơi trưởng ca theo dõi toàn bộ dây chuyền. Màn hình 12,1 inch độ phân giải SVGA hỗ trợ cảm ứng đa điểm: vuốt để chuyển trang, chụm hai ngón để phóng to sơ đồ dây chuyền, thao tác tự nhiên như trên điện thoại.',
        'Chức năng máy chủ web cho phép quản lý xem trạng thái máy từ máy tính bảng ngay tại văn phòng mà không cần cài phần mềm. Hai cổng Ethernet độc lập tách mạng điều khiển khỏi mạng văn phòng, tăng tính bảo mật cho hệ thống.',
      ],
      [
        'The GT2712-STBA usually sits at the central operator station, where the shift leader watches the whole line. Its 12.1-inch SVGA screen supports multi-touch – swipe to change pages, pinch to zoom into a line diagram – as naturally as on a phone.',
        'A built-in web server lets managers check machine status from a tablet in the office with no software to install. Two separate Ethernet ports keep the control network apart from the office network for better security.',
      ],
    ),
    features: [
      feature(
        'remote',
        'Cảm ứng đa điểm',
        'Vuốt, chụm và phóng to như điện thoại, người vận hành làm quen nhanh.',
        'Multi-touch',
        'Swipe, pinch and zoom as on a phone, so operators pick it up quickly.',
      ),
      feature(
        'network',
        'Truy cập qua trình duyệt',
        'Xem màn hình vận hành từ máy tính bảng hay máy tính văn phòng.',
        'Browser access',
        'View operator screens from a tablet or office PC.',
      ),
      feature(
        'shield',
        'Tách biệt mạng',
        'Hai cổng Ethernet độc lập bảo vệ mạng điều khiển khỏi mạng văn phòng.',
        'Network separation',
        'Two independent Ethernet ports shield the control network from the office network.',
      ),
    ],
    related: ['fa-r04cpu', 'fa-gt2505-vtbd', 'fa-mr-j5-40g'],
    displayOrder: 140,
  }),
  automation({
    key: 'fa-gt2505-vtbd',
    kind: 'hmi',
    modelCode: 'GT2505-VTBD',
    series: GT,
    name: t('Màn hình HMI cảm ứng 5,7 inch GT2505-VTBD', '5.7-inch touch-screen HMI GT2505-VTBD'),
    catalogue: HMI_CATALOGUE,
    colours: ['black'],
    size: [167, 135, 56],
    specs: [
      specT(
        'Kích thước màn hình',
        'Screen size',
        '5,7 inch, VGA 640 × 480',
        '5.7-inch, VGA 640 × 480',
      ),
      specT('Cảm ứng', 'Touch panel', 'Điện trở, cảm ứng đơn điểm', 'Single-touch resistive'),
      specT('Màu hiển thị', 'Colours', '65.536 màu', '65,536 colours'),
      specT(
        'Cổng truyền thông',
        'Communication ports',
        'Ethernet, RS-232, RS-422/485, USB',
        'Ethernet, RS-232, RS-422/485, USB',
      ),
      specT('Cấp bảo vệ mặt trước', 'Front protection', 'IP67F', 'IP67F'),
      spec('Nguồn điện', 'Power supply', '24 V DC'),
      WARRANTY,
    ],
    shortDescription: t(
      'Màn hình HMI 5,7 inch nhỏ gọn cho bảng điều khiển tại máy, mặt trước chống bụi nước IP67F, nguồn 24 V DC và giao diện tiếng Việt.',
      'A compact 5.7-inch HMI for machine-side control panels, with an IP67F front, a 24 V DC supply and Vietnamese-language screens.',
    ),
    description: t(
      [
        'Ngay bên cạnh máy, người vận hành cần một màn hình đủ rõ để đọc thông số và đủ bền để chịu nước, dầu và bụi. GT2505-VTBD có mặt trước đạt chuẩn IP67F, lắp trên cánh tủ điện của máy rửa chai, máy ép hay máy CNC mà không lo hư hỏng.',
        'Các mẫu màn hình tiếng Việt dựng sẵn – báo lỗi, hướng dẫn xử lý sự cố, nhật ký ca – giúp công nhân mới làm quen máy nhanh hơn. Màn hình kết nối với PLC dòng FX5 qua Ethernet hoặc RS-232/RS-485.',
      ],
      [
        'Right beside the machine, operators need a screen clear enough to read settings and tough enough to shrug off water, oil and dust. The GT2505-VTBD has an IP67F-rated front and mounts in the panel door of a bottle washer, press or CNC machine without worry.',
        'Ready-made Vietnamese screen templates – alarms, troubleshooting guides and shift logs – help new workers learn the machine faster. It connects to FX5 series PLCs over Ethernet or RS-232/RS-485.',
      ],
    ),
    features: [
      feature(
        'shield',
        'Mặt trước IP67F',
        'Chịu được nước, dầu và bụi ngay tại vị trí máy.',
        'IP67F front',
        'Stands up to water, oil and dust right at the machine.',
      ),
      feature(
        'compact',
        'Gọn trên cánh tủ',
        'Kích thước 5,7 inch vừa bảng điều khiển nhỏ của máy đơn lẻ.',
        'Fits a panel door',
        'A 5.7-inch size that suits the small control panel of a standalone machine.',
      ),
      feature(
        'network',
        'Mẫu màn hình tiếng Việt',
        'Báo lỗi và hướng dẫn xử lý sự cố dựng sẵn, kết nối nhanh với PLC FX5.',
        'Vietnamese templates',
        'Ready-made alarm and troubleshooting screens that link quickly to FX5 PLCs.',
      ),
    ],
    related: ['fa-fx5u-32mt-es', 'fa-fx5uc-64mt-d', 'fa-gt2712-stba'],
    displayOrder: 95,
  }),

  // Robots
  automation({
    key: 'fa-rv-8crl',
    kind: 'robotArm',
    modelCode: 'RV-8CRL',
    series: RV,
    name: t(
      'Robot công nghiệp 6 trục tải trọng 8 kg RV-8CRL',
      'Six-axis industrial robot, 8 kg payload RV-8CRL',
    ),
    catalogue: ROBOT_CATALOGUE,
    colours: ['white'],
    capacity: { value: 8, unit: 'kg' },
    size: [250, 1130, 300],
    specs: [
      spec('Số trục', 'Axes', '6'),
      spec('Tải trọng tối đa', 'Maximum payload', '8 kg'),
      spec('Tầm với', 'Reach', '931 mm'),
      specT('Độ lặp lại', 'Repeatability', '±0,02 mm', '±0.02 mm'),
      specT('Kiểu lắp đặt', 'Mounting', 'Sàn, trần hoặc treo tường', 'Floor, ceiling or wall'),
      specT('Cấp bảo vệ', 'Protection rating', 'IP40 (IP65 tùy chọn)', 'IP40 (IP65 optional)'),
      spec('Khối lượng robot', 'Robot weight', '41 kg'),
      specT(
        'Kết nối',
        'Connectivity',
        'Ethernet, CC-Link IE Field (tùy chọn)',
        'Ethernet, CC-Link IE Field (optional)',
      ),
      ROBOT_WARRANTY,
    ],
    shortDescription: t(
      'Robot 6 trục tải 8 kg, tầm với 931 mm, độ lặp lại ±0,02 mm cho gắp đặt, lắp ráp và cấp phôi máy CNC – chi phí hợp lý cho nhà máy mới tự động hóa.',
      'A six-axis robot with an 8 kg payload, 931 mm reach and ±0.02 mm repeatability for pick-and-place, assembly and CNC tending – an affordable first robot.',
    ),
    description: t(
      [
        'Cấp phôi và lấy sản phẩm cho máy CNC là công việc lặp đi lặp lại, dễ gây mệt mỏi và chấn thương cho công nhân. RV-8CRL đảm nhận trọn công việc đó với tải trọng 8 kg, tầm với 931 mm – đủ phục vụ hai máy đặt đối diện – và độ lặp lại ±0,02 mm.',
        'Dòng robot này có chi phí đầu tư hợp lý cho các doanh nghiệp vừa và nhỏ bắt đầu tự động hóa. Bộ điều khiển kết nối trực tiếp với PLC qua Ethernet, và kỹ sư có thể học lập trình trong khóa đào tạo ba ngày tại trung tâm đào tạo của Sora Electric ở TP. Hồ Chí Minh.',
      ],
      [
        'Loading blanks into a CNC machine and unloading finished parts is repetitive work that wears people out and causes injuries. The RV-8CRL takes over the whole job with an 8 kg payload, 931 mm of reach – enough to serve two machines facing each other – and ±0.02 mm repeatability.',
        'This range is priced for small and medium-sized manufacturers taking their first step into automation. The controller talks directly to PLCs over Ethernet, and engineers can learn to program it on a three-day course at Sora Electric’s training centre in Ho Chi Minh City.',
      ],
    ),
    features: [
      feature(
        'precision',
        'Độ lặp lại ±0,02 mm',
        'Đặt phôi chính xác vào đồ gá máy CNC trong từng chu kỳ.',
        '±0.02 mm repeatability',
        'Places blanks accurately in the CNC fixture, cycle after cycle.',
      ),
      feature(
        'safety',
        'Giảm việc nặng nhọc',
        'Thay con người làm công việc lặp lại, giảm nguy cơ chấn thương.',
        'Takes on the heavy work',
        'Takes over repetitive tasks and reduces the risk of injury.',
      ),
      feature(
        'network',
        'Kết nối PLC qua Ethernet',
        'Trao đổi tín hiệu với máy CNC và PLC mà không cần đi dây I/O phức tạp.',
        'Ethernet link to PLCs',
        'Exchanges signals with CNC machines and PLCs without complex I/O wiring.',
      ),
    ],
    related: ['fa-rv-13frl', 'fa-rv-5as', 'fa-r04cpu'],
    displayOrder: 120,
  }),
  automation({
    key: 'fa-rv-13frl',
    kind: 'robotArm',
    modelCode: 'RV-13FRL',
    series: RV,
    name: t(
      'Robot công nghiệp 6 trục tải trọng 13 kg RV-13FRL',
      'Six-axis industrial robot, 13 kg payload RV-13FRL',
    ),
    catalogue: ROBOT_CATALOGUE,
    colours: ['white'],
    capacity: { value: 13, unit: 'kg' },
    size: [300, 1600, 350],
    specs: [
      spec('Số trục', 'Axes', '6'),
      spec('Tải trọng tối đa', 'Maximum payload', '13 kg'),
      specT('Tầm với', 'Reach', '1.388 mm', '1,388 mm'),
      specT('Độ lặp lại', 'Repeatability', '±0,05 mm', '±0.05 mm'),
      specT('Kiểu lắp đặt', 'Mounting', 'Sàn hoặc trần', 'Floor or ceiling'),
      specT(
        'Tùy chọn',
        'Options',
        'Camera 2D, cảm biến lực 6 trục',
        '2D vision, six-axis force sensor',
      ),
      specT('Cấp bảo vệ', 'Protection rating', 'IP40 (IP67 tùy chọn)', 'IP40 (IP67 optional)'),
      spec('Khối lượng robot', 'Robot weight', '120 kg'),
      ROBOT_WARRANTY,
    ],
    shortDescription: t(
      'Robot 6 trục tải 13 kg, tầm với 1.388 mm, hỗ trợ camera và cảm biến lực cho xếp thùng, đóng gói và lắp ráp cần sự khéo léo.',
      'A six-axis robot with a 13 kg payload and 1,388 mm reach, supporting vision and force sensing for case packing and dexterous assembly.',
    ),
    description: t(
      [
        'Ở cuối dây chuyền, sản phẩm cần được xếp vào thùng theo nhiều kiểu khác nhau tùy đơn hàng. RV-13FRL với tầm với 1.388 mm bao quát cả băng tải lẫn thùng carton, kết hợp camera 2D để nhận diện vị trí sản phẩm nằm ngẫu nhiên trên băng tải.',
        'Khi lắp ráp các chi tiết có dung sai nhỏ như đầu nối, trục hay bạc lót, cảm biến lực tùy chọn giúp robot “cảm nhận” và điều chỉnh lực ép như bàn tay người thợ lành nghề, tránh làm hỏng chi tiết. Dữ liệu vận hành được gửi về Sora e-Factory để theo dõi hiệu suất thiết bị tổng thể (OEE).',
      ],
      [
        'At the end of a line, products have to be packed into cases in different patterns depending on the order. With 1,388 mm of reach, the RV-13FRL covers both the conveyor and the carton, and a 2D camera locates products lying at random on the belt.',
        'When fitting tight-tolerance parts such as connectors, shafts or bushings, an optional force sensor lets the robot “feel” its way and adjust the insertion force as a skilled hand would, without damaging the parts. Operating data flows to Sora e-Factory for overall equipment effectiveness (OEE) tracking.',
      ],
    ),
    features: [
      feature(
        'speed',
        'Tầm với 1.388 mm',
        'Bao quát băng tải và thùng carton trong cùng một ô làm việc.',
        '1,388 mm reach',
        'Covers the conveyor and the carton from a single work cell.',
      ),
      feature(
        'precision',
        'Camera và cảm biến lực',
        'Nhận diện sản phẩm ngẫu nhiên và lắp ráp chi tiết dung sai nhỏ.',
        'Vision and force sensing',
        'Finds randomly placed products and assembles tight-tolerance parts.',
      ),
      feature(
        'network',
        'Dữ liệu về Sora e-Factory',
        'Theo dõi OEE và thời gian dừng máy theo thời gian thực.',
        'Data to Sora e-Factory',
        'Track OEE and downtime in real time.',
      ),
    ],
    related: ['fa-rv-8crl', 'fa-rh-6crh6020', 'fa-gt2712-stba'],
    displayOrder: 90,
  }),
  automation({
    key: 'fa-rh-6crh6020',
    kind: 'scaraRobot',
    modelCode: 'RH-6CRH6020',
    series: t('Robot SCARA dòng RH', 'RH series SCARA robots'),
    name: t(
      'Robot SCARA tải trọng 6 kg tầm với 600 mm RH-6CRH6020',
      'SCARA robot, 6 kg payload, 600 mm reach RH-6CRH6020',
    ),
    catalogue: ROBOT_CATALOGUE,
    colours: ['white'],
    capacity: { value: 6, unit: 'kg' },
    size: [600, 620, 200],
    specs: [
      spec('Số trục', 'Axes', '4'),
      spec('Tải trọng tối đa', 'Maximum payload', '6 kg'),
      spec('Tầm với', 'Reach', '600 mm'),
      spec('Hành trình trục Z', 'Z stroke', '200 mm'),
      specT('Độ lặp lại (X–Y)', 'Repeatability (X–Y)', '±0,02 mm', '±0.02 mm'),
      specT('Chu kỳ tiêu chuẩn', 'Standard cycle time', '0,44 giây', '0.44 s'),
      specT('Kiểu lắp đặt', 'Mounting', 'Gắn bàn', 'Table-top'),
      spec('Khối lượng robot', 'Robot weight', '20 kg'),
      ROBOT_WARRANTY,
    ],
    shortDescription: t(
      'Robot SCARA 4 trục tải 6 kg, tầm với 600 mm, chu kỳ gắp đặt tiêu chuẩn 0,44 giây – cho dây chuyền lắp ráp điện tử và đóng gói tốc độ cao.',
      'A four-axis SCARA with a 6 kg payload, 600 mm reach and a 0.44 s standard cycle – for high-speed electronics assembly and packaging lines.',
    ),
    description: t(
      [
        'Các nhà máy điện tử tại Bắc Ninh, Bắc Giang hay Thái Nguyên cần gắp và đặt hàng nghìn linh kiện mỗi giờ với độ chính xác cao. Robot SCARA RH-6CRH6020 di chuyển cực nhanh trên mặt phẳng ngang, hoàn thành chu kỳ gắp đặt tiêu chuẩn trong 0,44 giây với độ lặp lại ±0,02 mm.',
        'Hành trình trục Z 200 mm đủ để lấy chi tiết trong khay sâu, còn ống khí và dây tín hiệu được đi sẵn bên trong cánh tay, gọn gàng khi nhiều robot làm việc sát nhau. Robot gắn trên bàn với diện tích chiếm chỗ nhỏ, rất phù hợp khi cải tạo dây chuyền hiện có.',
      ],
      [
        'Electronics plants in Bac Ninh, Bac Giang and Thai Nguyen need to pick and place thousands of components an hour with great accuracy. The RH-6CRH6020 SCARA moves extremely fast in the horizontal plane, completing a standard pick-and-place cycle in 0.44 s with ±0.02 mm repeatability.',
        'A 200 mm Z stroke reaches into deep trays, and air and signal lines run inside the arm, keeping things tidy when several robots work side by side. It mounts on a table with a small footprint, making it ideal for upgrading existing lines.',
      ],
    ),
    features: [
      feature(
        'speed',
        'Chu kỳ 0,44 giây',
        'Gắp đặt hàng nghìn linh kiện mỗi giờ trên dây chuyền điện tử.',
        '0.44 s cycle',
        'Picks and places thousands of components an hour on electronics lines.',
      ),
      feature(
        'precision',
        'Độ lặp lại ±0,02 mm',
        'Đặt linh kiện chính xác vào bo mạch và khay định vị.',
        '±0.02 mm repeatability',
        'Places components accurately on boards and in locating trays.',
      ),
      feature(
        'compact',
        'Đi dây bên trong cánh tay',
        'Ống khí và dây tín hiệu gọn gàng, bố trí nhiều robot sát nhau.',
        'Internal cabling',
        'Air and signal lines run inside the arm, so robots can work close together.',
      ),
    ],
    related: ['fa-rv-8crl', 'fa-rv-5as', 'fa-fx5u-32mt-es'],
    displayOrder: 115,
  }),
  automation({
    key: 'fa-rv-5as',
    kind: 'cobot',
    modelCode: 'RV-5AS',
    series: t('Robot cộng tác dòng AS', 'AS series collaborative robots'),
    name: t(
      'Robot cộng tác 6 trục tải trọng 5 kg RV-5AS',
      'Six-axis collaborative robot, 5 kg payload RV-5AS',
    ),
    catalogue: ROBOT_CATALOGUE,
    colours: ['white'],
    capacity: { value: 5, unit: 'kg' },
    size: [200, 1060, 200],
    specs: [
      spec('Số trục', 'Axes', '6'),
      spec('Tải trọng tối đa', 'Maximum payload', '5 kg'),
      spec('Tầm với', 'Reach', '910 mm'),
      specT('Độ lặp lại', 'Repeatability', '±0,03 mm', '±0.03 mm'),
      specT(
        'Tốc độ tối đa',
        'Maximum speed',
        '1.000 mm/s (chế độ cộng tác)',
        '1,000 mm/s (collaborative mode)',
      ),
      specT(
        'An toàn',
        'Safety',
        'Cảm biến mô-men ở từng khớp, ISO 10218-1, ISO/TS 15066',
        'Torque sensors in every joint, ISO 10218-1, ISO/TS 15066',
      ),
      specT(
        'Lập trình',
        'Programming',
        'Dẫn tay và kéo – thả trên máy tính bảng',
        'Hand guiding and drag and drop on a tablet',
      ),
      spec('Khối lượng robot', 'Robot weight', '27 kg'),
      ROBOT_WARRANTY,
    ],
    shortDescription: t(
      'Robot cộng tác tải 5 kg, tầm với 910 mm, làm việc ngay cạnh công nhân mà không cần hàng rào, lập trình kéo – thả trên máy tính bảng.',
      'A collaborative robot with a 5 kg payload and 910 mm reach that works beside people without fencing and is programmed by drag and drop on a tablet.',
    ),
    description: t(
      [
        'RV-5AS được thiết kế để làm việc ngay cạnh con người: cảm biến mô-men ở từng khớp phát hiện va chạm và dừng robot tức thì, các cạnh bo tròn không tạo điểm kẹp. Nhờ vậy doanh nghiệp có thể đưa robot vào dây chuyền hiện có mà không cần hàng rào an toàn, tiết kiệm mặt bằng và chi phí.',
        'Người vận hành dạy robot bằng cách cầm tay dẫn cánh tay đến các điểm mong muốn, rồi sắp xếp các bước trên máy tính bảng bằng thao tác kéo – thả. Ở khu vực không có người, robot có thể chuyển sang chế độ công nghiệp để chạy nhanh như một robot thông thường.',
      ],
      [
        'The RV-5AS is designed to work right next to people: torque sensors in every joint detect contact and stop the robot instantly, and rounded edges leave no pinch points. That means manufacturers can put it into an existing line without safety fencing, saving floor space and money.',
        'Operators teach it by guiding the arm by hand to the positions they want, then arranging the steps on a tablet by drag and drop. Where there are no people around, it can switch to industrial mode and run as fast as a conventional robot.',
      ],
    ),
    features: [
      feature(
        'safety',
        'Không cần hàng rào',
        'Dừng ngay khi va chạm, làm việc an toàn cạnh công nhân.',
        'No fencing needed',
        'Stops the moment it touches something, so it can work safely beside people.',
      ),
      feature(
        'precision',
        'Dạy bằng tay',
        'Dẫn cánh tay tới vị trí mong muốn, sắp xếp bước bằng kéo – thả.',
        'Teach by hand',
        'Guide the arm to each position and arrange the steps by drag and drop.',
      ),
      feature(
        'speed',
        'Chế độ công nghiệp',
        'Chạy nhanh như robot thông thường khi khu vực làm việc không có người.',
        'Industrial mode',
        'Runs at full industrial speed when nobody is in the work area.',
      ),
    ],
    related: ['fa-rv-8crl', 'fa-rh-6crh6020', 'fa-gt2712-stba'],
    displayOrder: 125,
  }),
]
