import { t } from '../bilingual'
import type { ProductFilterSeed } from '../productTypes'

const stars = (
  category: ProductFilterSeed['category'],
  displayOrder: number,
): ProductFilterSeed => ({
  key: 'stars',
  category,
  name: t('Nhãn năng lượng', 'Energy label'),
  display: 'checkboxes',
  options: [5, 4, 3].map((count) => ({
    value: String(count),
    label: t(`${count} sao`, `${count} stars`),
  })),
  displayOrder,
})

/** The filters of each home-appliance category, editable in the admin afterwards. */
export const productFilterSeeds: ProductFilterSeed[] = [
  {
    key: 'type',
    category: 'AirConditioning',
    name: t('Loại máy', 'Type'),
    display: 'tiles',
    options: [
      { value: 'one-way', label: t('Một chiều', 'Cooling only') },
      { value: 'two-way', label: t('Hai chiều', 'Heat pump') },
    ],
    displayOrder: 40,
  },
  {
    key: 'capacity',
    category: 'AirConditioning',
    name: t('Công suất', 'Capacity'),
    display: 'checkboxes',
    options: [
      { value: '9000', label: t('9.000 BTU (1 HP)', '9,000 BTU (1 HP)') },
      { value: '12000', label: t('12.000 BTU (1,5 HP)', '12,000 BTU (1.5 HP)') },
      { value: '18000', label: t('18.000 BTU (2 HP)', '18,000 BTU (2 HP)') },
      { value: '24000', label: t('24.000 BTU (2,5 HP)', '24,000 BTU (2.5 HP)') },
    ],
    displayOrder: 30,
  },
  {
    key: 'inverter',
    category: 'AirConditioning',
    name: t('Công nghệ Inverter', 'Inverter'),
    display: 'tiles',
    options: [
      { value: 'yes', label: t('Inverter', 'Inverter') },
      { value: 'no', label: t('Không Inverter', 'Non-inverter') },
    ],
    displayOrder: 20,
  },
  stars('AirConditioning', 10),
  {
    key: 'doors',
    category: 'Refigerators',
    name: t('Số cửa', 'Doors'),
    display: 'tiles',
    options: [
      { value: '2', label: t('2 cửa', '2 doors') },
      { value: '3', label: t('3 cửa', '3 doors') },
      { value: '4', label: t('4 cửa', '4 doors') },
      { value: '5', label: t('5–6 cửa', '5–6 doors') },
      { value: 'side-by-side', label: t('Side by side', 'Side by side') },
    ],
    displayOrder: 30,
  },
  {
    key: 'capacity',
    category: 'Refigerators',
    name: t('Dung tích', 'Capacity'),
    display: 'checkboxes',
    options: [
      { value: 'under-300', label: t('Dưới 300 lít', 'Under 300 L') },
      { value: '300-450', label: t('300–450 lít', '300–450 L') },
      { value: '450-600', label: t('450–600 lít', '450–600 L') },
      { value: 'over-600', label: t('Trên 600 lít', 'Over 600 L') },
    ],
    displayOrder: 20,
  },
  stars('Refigerators', 10),
  {
    key: 'type',
    category: 'ElectricFans',
    name: t('Loại quạt', 'Fan type'),
    display: 'tiles',
    options: [
      { value: 'stand', label: t('Quạt đứng', 'Stand fan') },
      { value: 'table', label: t('Quạt bàn', 'Table fan') },
      { value: 'wall', label: t('Quạt treo tường', 'Wall fan') },
      { value: 'ceiling', label: t('Quạt trần', 'Ceiling fan') },
    ],
    displayOrder: 20,
  },
  {
    key: 'remote',
    category: 'ElectricFans',
    name: t('Điều khiển', 'Control'),
    display: 'checkboxes',
    options: [
      { value: 'remote', label: t('Có điều khiển từ xa', 'Remote control') },
      { value: 'manual', label: t('Nút bấm cơ', 'Push buttons') },
    ],
    displayOrder: 10,
  },
  {
    key: 'mounting',
    category: 'VentilationFans',
    name: t('Kiểu lắp đặt', 'Mounting'),
    display: 'tiles',
    options: [
      { value: 'wall', label: t('Gắn tường', 'Wall') },
      { value: 'ceiling', label: t('Âm trần', 'Ceiling') },
      { value: 'window', label: t('Gắn kính', 'Window') },
      { value: 'duct', label: t('Nối ống gió', 'In-line duct') },
    ],
    displayOrder: 20,
  },
  {
    key: 'litres',
    category: 'Dehumidifiers',
    name: t('Công suất hút ẩm', 'Extraction'),
    display: 'checkboxes',
    options: [
      { value: 'under-12', label: t('Dưới 12 lít/ngày', 'Under 12 L/day') },
      { value: '12-18', label: t('12–18 lít/ngày', '12–18 L/day') },
      { value: 'over-18', label: t('Trên 18 lít/ngày', 'Over 18 L/day') },
    ],
    displayOrder: 20,
  },
  {
    key: 'type',
    category: 'JetTowel',
    name: t('Loại máy sấy tay', 'Hand dryer type'),
    display: 'tiles',
    options: [
      { value: 'hands-in', label: t('Đưa tay vào', 'Hands-in') },
      { value: 'hands-under', label: t('Đưa tay dưới', 'Hands-under') },
    ],
    displayOrder: 20,
  },
  {
    key: 'type',
    category: 'FactoryAutomation',
    name: t('Dòng sản phẩm', 'Product family'),
    display: 'tiles',
    options: [
      { value: 'plc', label: t('Bộ điều khiển PLC', 'PLC controllers') },
      { value: 'drive', label: t('Biến tần', 'Inverter drives') },
      { value: 'servo', label: t('Servo', 'Servo systems') },
      { value: 'hmi', label: t('Màn hình HMI', 'HMI panels') },
      { value: 'robot', label: t('Robot công nghiệp', 'Industrial robots') },
      { value: 'cobot', label: t('Robot cộng tác', 'Collaborative robots') },
    ],
    displayOrder: 20,
  },
]
