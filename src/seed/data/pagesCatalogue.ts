import { t } from '../bilingual'
import { bold, doc, h3, italic, link, ol, p, ul } from '../lexical'
import type { BlockSeed, MediaSeed, PageSeed } from '../types'

import { imageSeedsAt } from './mediaImage'

/**
 * Product-category, project, sustainability and careers pages, with the images they use.
 * Every media key here starts with `cat-` so it cannot clash with `media.ts`.
 */

/** Page slugs are the same in both languages. */
const slug = (value: string) => t(value, value)

const HOTLINE = '1800 585 833'
const EMAIL = 'cskh@soraelectric.vn'
const CAREERS_EMAIL = 'tuyendung@soraelectric.vn'

/** Pixel sizes per use; every image below is generated at one of these. */
const sizes = {
  hero: { width: 1920, height: 800 },
  card: { width: 800, height: 600 },
  mediaText: { width: 1200, height: 900 },
} as const

const image = imageSeedsAt(sizes)

export const catalogueMediaSeeds: MediaSeed[] = [
  // Residential air conditioners
  image(
    'cat-ac-hero',
    'airConditioner',
    'sky',
    3,
    'hero',
    'Điều hòa treo tường Inverter tỏa luồng gió mát đều khắp căn phòng sáng sủa, bên ô cửa sổ nhìn ra bầu trời xanh',
    'An inverter wall-mounted air conditioner spreading cool air evenly through a bright room, beside a window onto a blue sky',
  ),
  image(
    'cat-ac-card-cooling',
    'airConditioner',
    'ocean',
    4,
    'card',
    'Điều hòa một chiều treo tường thổi gió mát xuống căn phòng tông xanh dương',
    'A cooling-only wall unit blowing cool air into a blue-toned room',
  ),
  image(
    'cat-ac-card-heat-pump',
    'airConditioner',
    'sunset',
    5,
    'card',
    'Điều hòa hai chiều treo tường trong căn phòng tông màu ấm áp',
    'A heat pump wall unit in a room decorated in warm colours',
  ),
  image(
    'cat-ac-card-premium',
    'airConditioner',
    'violet',
    6,
    'card',
    'Điều hòa cao cấp gắn tường với luồng gió sạch lan tỏa bên chậu cây xanh',
    'A premium wall-mounted air conditioner sending out clean air beside a potted plant',
  ),
  image(
    'cat-ac-mt-purification',
    'airConditioner',
    'teal',
    7,
    'mediaText',
    'Dàn lạnh điều hòa trên bức tường xanh ngọc, những dải gió mát nhẹ nhàng lan xuống phòng ngủ',
    'An indoor unit on a teal wall, with gentle ribbons of cool air drifting down into the bedroom',
  ),
  image(
    'cat-ac-mt-energy',
    'home',
    'forest',
    2,
    'mediaText',
    'Phòng khách gia đình có điều hòa phía trên ghế sofa, quạt đứng, bàn trà và chậu cây xanh',
    'A family living room with an air conditioner above the sofa, a floor fan, a coffee table and a houseplant',
  ),

  // Refrigerators
  image(
    'cat-fridge-hero',
    'refrigerator',
    'teal',
    3,
    'hero',
    'Tủ lạnh cửa Pháp với hai cánh trên và ngăn kéo dưới trong gian bếp sáng, bên cạnh chậu cây xanh',
    'A French-door refrigerator with two upper doors and a bottom drawer in a bright kitchen, next to a houseplant',
  ),
  image(
    'cat-fridge-card-two-door',
    'refrigerator',
    'graphite',
    1,
    'card',
    'Tủ lạnh hai cánh đứng màu xám than, thiết kế gọn gàng',
    'A sleek two-door refrigerator in charcoal grey',
  ),
  image(
    'cat-fridge-card-three-door',
    'refrigerator',
    'sky',
    6,
    'card',
    'Tủ lạnh ba cửa với hai cánh phía trên và một ngăn kéo phía dưới',
    'A three-door refrigerator with two upper doors and one pull-out drawer below',
  ),
  image(
    'cat-fridge-card-french-door',
    'refrigerator',
    'crimson',
    2,
    'card',
    'Tủ lạnh bốn cửa chia thành bốn khoang riêng biệt trên nền đỏ trầm',
    'A four-door refrigerator divided into four separate compartments, on a deep red background',
  ),
  image(
    'cat-fridge-card-multi-door',
    'refrigerator',
    'violet',
    5,
    'card',
    'Tủ lạnh nhiều cửa với các khoang bảo quản riêng trên nền tím',
    'A multi-door refrigerator with separate storage compartments, on a violet background',
  ),
  image(
    'cat-fridge-mt-freshness',
    'refrigerator',
    'forest',
    9,
    'mediaText',
    'Tủ lạnh cửa Pháp trên nền xanh lá, gợi cảm giác tươi mát của rau củ vừa hái',
    'A French-door refrigerator against a leafy green background that evokes freshly picked vegetables',
  ),
  image(
    'cat-fridge-mt-inverter',
    'refrigerator',
    'ocean',
    4,
    'mediaText',
    'Tủ lạnh hai cánh đứng trong căn bếp tông xanh dương yên tĩnh',
    'A two-door refrigerator in a calm, blue-toned kitchen',
  ),

  // Electric fans
  image(
    'cat-fan-hero',
    'fan',
    'sky',
    0,
    'hero',
    'Quạt đứng năm cánh thổi làn gió mát trong căn phòng sáng, bên chậu cây xanh',
    'A five-blade floor fan sending a cool breeze through a bright room, next to a potted plant',
  ),
  image(
    'cat-fan-card-desk',
    'fan',
    'sunset',
    2,
    'card',
    'Quạt bàn nhỏ gọn trên nền cam ấm',
    'A compact desk fan against a warm orange background',
  ),
  image(
    'cat-fan-card-stand',
    'fan',
    'teal',
    3,
    'card',
    'Quạt đứng ba cánh với thân cao và đế tròn vững chắc',
    'A tall three-blade floor fan on a sturdy round base',
  ),
  image(
    'cat-fan-card-wall',
    'fan',
    'ocean',
    4,
    'card',
    'Quạt điện năm cánh với lồng quạt trắng thổi luồng gió mạnh',
    'A five-blade electric fan with a white guard producing a strong airflow',
  ),
  image(
    'cat-fan-card-ceiling',
    'fan',
    'forest',
    7,
    'card',
    'Quạt điện ba cánh sải rộng tạo luồng gió mát dịu trên nền xanh lá',
    'A wide three-blade fan creating a gentle breeze against a green background',
  ),
  image(
    'cat-fan-mt-dc',
    'fan',
    'graphite',
    8,
    'mediaText',
    'Quạt bàn động cơ DC màu trắng trên nền xám hiện đại',
    'A white DC-motor desk fan on a modern grey background',
  ),
  image(
    'cat-fan-mt-combo',
    'home',
    'sunset',
    5,
    'mediaText',
    'Phòng khách buổi chiều với điều hòa treo tường và quạt đứng cùng làm mát góc sofa',
    'A living room in the afternoon, where a wall-mounted air conditioner and a floor fan cool the sofa corner together',
  ),

  // Ventilation fans
  image(
    'cat-vent-hero',
    'ventilation',
    'ocean',
    0,
    'hero',
    'Mặt nạ quạt thông gió dạng nan trên trần phòng, những luồng không khí được hút ra ngoài',
    'A slatted ventilation grille in a ceiling, drawing streams of stale air out of the room',
  ),
  image(
    'cat-vent-card-ceiling',
    'ventilation',
    'sky',
    1,
    'card',
    'Quạt hút âm trần với mặt nạ vòng tròn đồng tâm trên trần nhà sáng màu',
    'A ceiling-mounted extractor with a concentric round grille in a light ceiling',
  ),
  image(
    'cat-vent-card-wall',
    'ventilation',
    'graphite',
    2,
    'card',
    'Miệng gió thông gió dạng nan trong căn phòng tông xám',
    'A slatted ventilation grille in a grey-toned room',
  ),
  image(
    'cat-vent-card-window',
    'ventilation',
    'forest',
    3,
    'card',
    'Quạt thông gió trong căn phòng có ô cửa sổ nhìn ra ngoài trời',
    'A ventilation fan in a room with a window looking outdoors',
  ),
  image(
    'cat-vent-card-duct',
    'ventilation',
    'violet',
    4,
    'card',
    'Miệng gió tròn của hệ thống quạt hút nối ống trên trần văn phòng',
    'The round diffuser of a ducted extract fan in an office ceiling',
  ),
  image(
    'cat-vent-mt-quiet',
    'ventilation',
    'teal',
    6,
    'mediaText',
    'Quạt hút âm trần lắp gọn trong trần phòng tắm, không khí ẩm được đưa ra ngoài',
    'A ceiling extractor neatly fitted in a bathroom ceiling, carrying damp air away',
  ),
  image(
    'cat-vent-mt-buildings',
    'hvac',
    'sky',
    2,
    'mediaText',
    'Thiết bị xử lý không khí và dàn nóng đặt trên mái tòa nhà, đường ống gió dẫn vào phòng kỹ thuật',
    'Air-handling equipment and condensing units on a building roof, with ductwork leading into the plant room',
  ),

  // Dehumidifiers
  image(
    'cat-dehum-hero',
    'dehumidifier',
    'violet',
    1,
    'hero',
    'Máy hút ẩm đặt trong phòng, những giọt nước được thu lại giúp không gian khô thoáng',
    'A dehumidifier in a room, collecting droplets of moisture to keep the space dry',
  ),
  image(
    'cat-dehum-mt-ioniser',
    'dehumidifier',
    'sky',
    2,
    'mediaText',
    'Máy hút ẩm màu trắng bên chậu cây xanh trong căn phòng sáng sủa',
    'A white dehumidifier beside a houseplant in a bright room',
  ),
  image(
    'cat-dehum-mt-drainage',
    'dehumidifier',
    'teal',
    5,
    'mediaText',
    'Máy hút ẩm với vạch báo mức nước trong bình chứa, nền xanh ngọc',
    'A dehumidifier showing the water level in its tank, on a teal background',
  ),

  // Hand dryers
  image(
    'cat-dryer-hero',
    'handDryer',
    'sky',
    4,
    'hero',
    'Máy sấy tay tốc độ cao dạng khe gắn trên tường ốp gạch của khu vệ sinh sạch sẽ',
    'A high-speed slot hand dryer mounted on the tiled wall of a clean washroom',
  ),
  image(
    'cat-dryer-card-home',
    'handDryer',
    'forest',
    1,
    'card',
    'Máy sấy tay nhỏ gọn gắn tường trong phòng vệ sinh gia đình',
    'A compact wall-mounted hand dryer in a home bathroom',
  ),
  image(
    'cat-dryer-card-office',
    'handDryer',
    'ocean',
    2,
    'card',
    'Máy sấy tay dạng khe trên tường ốp gạch xanh của khu vệ sinh văn phòng',
    'A slot hand dryer on the blue-tiled wall of an office washroom',
  ),
  image(
    'cat-dryer-card-mall',
    'handDryer',
    'sunset',
    6,
    'card',
    'Máy sấy tay tốc độ cao trong khu vệ sinh công cộng tông màu ấm',
    'A high-speed hand dryer in a warm-toned public washroom',
  ),
  image(
    'cat-dryer-card-hospital',
    'handDryer',
    'teal',
    8,
    'card',
    'Máy sấy tay không chạm trên bức tường ốp gạch màu xanh ngọc sạch sẽ',
    'A touch-free hand dryer on a spotless teal-tiled wall',
  ),
  image(
    'cat-dryer-mt-hygiene',
    'handDryer',
    'violet',
    0,
    'mediaText',
    'Máy sấy tay dạng khe với luồng khí thổi mạnh, lắp trên tường gạch ốp sáng màu',
    'A slot hand dryer blowing a powerful air stream, mounted on a light tiled wall',
  ),
  image(
    'cat-dryer-mt-cost',
    'handDryer',
    'graphite',
    2,
    'mediaText',
    'Máy sấy tay tốc độ cao trong khu vệ sinh hiện đại tông xám',
    'A high-speed hand dryer in a modern grey washroom',
  ),

  // HVAC
  image(
    'cat-hvac-hero',
    'hvac',
    'ocean',
    1,
    'hero',
    'Dàn nóng VRF, tủ xử lý không khí và tháp giải nhiệt trên mái một tòa nhà văn phòng',
    'VRF condensing units, an air-handling unit and a cooling tower on the roof of an office building',
  ),
  image(
    'cat-hvac-card-vrf',
    'hvac',
    'sky',
    0,
    'card',
    'Cụm dàn nóng VRF với quạt tản nhiệt đặt trên mái tòa nhà',
    'A bank of VRF outdoor units with their fans on a building roof',
  ),
  image(
    'cat-hvac-card-chiller',
    'hvac',
    'graphite',
    3,
    'card',
    'Tháp giải nhiệt và thiết bị cơ điện của hệ thống chiller trên sân thượng',
    'A cooling tower and mechanical plant serving a chiller system on a rooftop',
  ),
  image(
    'cat-hvac-card-ahu',
    'hvac',
    'teal',
    4,
    'card',
    'Tủ xử lý không khí AHU với đường ống gió dẫn vào phòng kỹ thuật trên mái',
    'An air-handling unit with ductwork running into the rooftop plant room',
  ),
  image(
    'cat-hvac-card-erv',
    'ventilation',
    'forest',
    7,
    'card',
    'Miệng gió cấp khí tươi trên trần của một căn phòng sáng',
    'A fresh-air supply grille in the ceiling of a bright room',
  ),
  image(
    'cat-hvac-card-heat-pump',
    'hvac',
    'sunset',
    6,
    'card',
    'Thiết bị kỹ thuật trên mái tòa nhà dưới ánh nắng chiều',
    'Rooftop building services equipment in the late-afternoon sun',
  ),
  image(
    'cat-hvac-card-bms',
    'building',
    'violet',
    9,
    'card',
    'Cụm tòa nhà văn phòng với các ô cửa sáng đèn, được quản lý tập trung',
    'A cluster of office buildings with lit windows, managed from one central system',
  ),
  image(
    'cat-hvac-mt-design',
    'people',
    'ocean',
    2,
    'mediaText',
    'Nhóm kỹ sư trao đổi quanh bàn họp, màn hình trình chiếu biểu đồ phân tích',
    'A team of engineers in discussion around a meeting table, with charts on a presentation screen',
  ),
  image(
    'cat-hvac-mt-references',
    'building',
    'sky',
    8,
    'mediaText',
    'Những tòa nhà cao tầng mặt kính nổi bật trên nền trời xanh',
    'Glass-fronted high-rise buildings against a clear blue sky',
  ),

  // Project gallery
  image(
    'cat-prj-office-hanoi',
    'building',
    'ocean',
    3,
    'card',
    'Tòa tháp văn phòng mặt kính xanh cùng các tòa nhà lân cận',
    'A blue glass office tower among neighbouring buildings',
  ),
  image(
    'cat-prj-office-hcmc',
    'building',
    'sky',
    5,
    'card',
    'Tòa tháp văn phòng cao tầng dưới bầu trời trong xanh',
    'A high-rise office tower under a clear sky',
  ),
  image(
    'cat-prj-hospital-danang',
    'building',
    'teal',
    2,
    'card',
    'Khối nhà cao tầng sáng màu với nhiều ô cửa kính, tông xanh ngọc',
    'A light-coloured high-rise complex with rows of windows, in teal tones',
  ),
  image(
    'cat-prj-resort-danang',
    'building',
    'sunset',
    6,
    'card',
    'Các tòa nhà cao tầng trong ánh hoàng hôn ấm áp',
    'High-rise buildings bathed in a warm sunset glow',
  ),
  image(
    'cat-prj-mall-hcmc',
    'elevator',
    'graphite',
    4,
    'card',
    'Sảnh thang máy với cửa thép không gỉ và đèn báo tầng',
    'An elevator lobby with stainless-steel doors and hall lanterns',
  ),
  image(
    'cat-prj-hospital-cantho',
    'hvac',
    'forest',
    9,
    'card',
    'Hệ thống điều hòa và xử lý không khí lắp đặt trên mái công trình',
    'Air-conditioning and air-handling equipment installed on a building roof',
  ),
  image(
    'cat-prj-electronics-bacninh',
    'robot',
    'violet',
    1,
    'card',
    'Cánh tay robot công nghiệp gắp thùng hàng ở cuối băng tải',
    'An industrial robot arm lifting a carton at the end of a conveyor',
  ),
  image(
    'cat-prj-food-binhduong',
    'factory',
    'crimson',
    7,
    'card',
    'Nhà xưởng mái răng cưa với dây chuyền băng tải và thùng hàng',
    'A saw-tooth-roofed factory hall with a conveyor line and cartons',
  ),
  image(
    'cat-prj-seafood-cantho',
    'cobot',
    'teal',
    0,
    'card',
    'Robot cộng tác làm việc trên bàn thao tác trong nhà xưởng',
    'A collaborative robot working at a workbench on the factory floor',
  ),
  image(
    'cat-prj-metro-depot',
    'infrastructure',
    'ocean',
    5,
    'card',
    'Đoàn tàu điện chạy trên cầu vòm bắc qua sông, phía sau là đường dây điện cao thế',
    'A metro train crossing an arched river bridge, with high-voltage power lines behind',
  ),
  image(
    'cat-prj-water-dongnai',
    'infrastructure',
    'teal',
    8,
    'card',
    'Dòng sông, cây cầu và lưới điện trải dài qua vùng đồi',
    'A river, a bridge and power lines stretching across rolling hills',
  ),
  image(
    'cat-prj-wind-gialai',
    'sustainability',
    'sky',
    3,
    'card',
    'Tuabin gió trên đồi xanh cùng hàng tấm pin mặt trời dưới nắng',
    'Wind turbines on green hills with a row of solar panels in the sunshine',
  ),

  // Sustainable development
  image(
    'cat-sd-hero',
    'sustainability',
    'forest',
    4,
    'hero',
    'Tuabin gió, tấm pin mặt trời và những chiếc lá xanh dưới vầng mặt trời',
    'Wind turbines, solar panels and green leaves under a bright sun',
  ),
  image(
    'cat-sd-mt-reporting',
    'download',
    'teal',
    1,
    'mediaText',
    'Các tệp báo cáo và bảng số liệu được sắp xếp gọn gàng',
    'Report files and data sheets neatly arranged',
  ),
  image(
    'cat-sd-mt-people',
    'people',
    'forest',
    3,
    'mediaText',
    'Đồng nghiệp cùng làm việc bên bàn chung, phía sau là vách kính văn phòng',
    'Colleagues working together at a shared desk in front of a glass office partition',
  ),

  // Careers
  image(
    'cat-careers-hero',
    'people',
    'crimson',
    0,
    'hero',
    'Nhóm đồng nghiệp trẻ trao đổi ý tưởng bên màn hình trình chiếu trong văn phòng',
    'A group of young colleagues sharing ideas in front of a presentation screen in the office',
  ),
  image(
    'cat-careers-mt-culture',
    'people',
    'sky',
    5,
    'mediaText',
    'Đồng nghiệp thảo luận cởi mở quanh bàn làm việc, bên cạnh laptop và biểu đồ',
    'Colleagues in open discussion around a desk, with a laptop and charts',
  ),
  image(
    'cat-careers-card-engineering',
    'cobot',
    'ocean',
    2,
    'card',
    'Robot cộng tác trên bàn lắp ráp trong phòng thí nghiệm kỹ thuật',
    'A collaborative robot on an assembly bench in an engineering lab',
  ),
  image(
    'cat-careers-card-manufacturing',
    'factory',
    'graphite',
    3,
    'card',
    'Dây chuyền sản xuất với băng tải và tủ điều khiển trong nhà máy',
    'A production line with a conveyor and control cabinets inside the factory',
  ),
  image(
    'cat-careers-card-sales',
    'people',
    'sunset',
    8,
    'card',
    'Nhân viên kinh doanh trình bày với khách hàng trong phòng họp',
    'A sales team presenting to clients in a meeting room',
  ),
  image(
    'cat-careers-card-service',
    'airConditioner',
    'teal',
    9,
    'card',
    'Điều hòa treo tường vừa được bảo dưỡng, thổi luồng gió mát ổn định',
    'A freshly serviced wall-mounted air conditioner delivering a steady cool breeze',
  ),
  image(
    'cat-careers-card-supply-chain',
    'map',
    'violet',
    4,
    'card',
    'Bản đồ với các điểm đánh dấu nối liền nhau, tượng trưng cho mạng lưới kho vận',
    'A map with connected location pins, representing a logistics network',
  ),
  image(
    'cat-careers-card-corporate',
    'building',
    'crimson',
    1,
    'card',
    'Tòa nhà văn phòng trụ sở giữa trung tâm thành phố',
    'A head-office building in the city centre',
  ),
  image(
    'cat-careers-mt-graduate',
    'training',
    'ocean',
    6,
    'mediaText',
    'Học viên chăm chú theo dõi bài giảng kỹ thuật trên màn hình lớn',
    'Trainees following a technical lecture on a large screen',
  ),
]

const airConditioners: PageSeed = {
  slug: slug('dieu-hoa-khong-khi-dan-dung'),
  title: t('Điều hòa không khí dân dụng', 'Residential air conditioners'),
  seo: {
    title: t(
      'Điều hòa Inverter treo tường 9.000–24.000 BTU',
      'Inverter wall-mounted air conditioners, 9,000–24,000 BTU',
    ),
    description: t(
      'Điều hòa treo tường Inverter một chiều, hai chiều 9.000–24.000 BTU: lọc bụi mịn PM2.5, chạy êm, nhãn năng lượng 5 sao, bảo hành máy nén 5 năm.',
      'Cooling-only and heat pump inverter wall units from 9,000 to 24,000 BTU: PM2.5 filtration, quiet running, 5-star energy label, 5-year compressor warranty.',
    ),
    image: 'cat-ac-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'cat-ac-hero',
      eyebrow: t('Thiết bị gia dụng', 'Home appliances'),
      heading: t('Điều hòa Inverter treo tường', 'Inverter wall-mounted air conditioners'),
      text: t(
        'Mát nhanh, chạy êm và tiết kiệm điện cho mọi căn phòng, từ phòng ngủ 12 m² đến phòng khách 40 m²: bốn mức công suất từ 9.000 đến 24.000 BTU, với lựa chọn một chiều hoặc hai chiều.',
        'Fast, quiet and economical cooling for every room in the house, from a 12 m² bedroom to a 40 m² living room: four capacities from 9,000 to 24,000 BTU, cooling-only or with heating.',
      ),
      links: [
        { link: { label: t('Tìm đại lý gần bạn', 'Find a dealer'), href: '/mua-o-dau' } },
        { link: { label: t('Yêu cầu tư vấn', 'Ask for advice'), href: '/lien-he' } },
      ],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Tất cả điều hòa', 'All air conditioners'),
      category: 'AirConditioning',
      pageSize: 12,
      showFilters: true,
    },
    {
      blockType: 'cardGrid',
      heading: t('Chọn dòng máy phù hợp', 'Find the right range'),
      intro: t(
        'Các dòng Inverter tiết kiệm điện vượt trội, dòng cơ bản KS có giá dễ tiếp cận; mọi model đều dùng môi chất lạnh R32 và chỉ khác nhau ở tính năng và mức độ tiện nghi.',
        'The inverter ranges save the most energy, the KS range keeps the price low; every model uses R32 refrigerant, and the ranges differ in features and comfort.',
      ),
      columns: '3',
      cards: [
        {
          title: t('Inverter một chiều', 'Cooling-only inverter'),
          text: t(
            'Lựa chọn phổ biến nhất cho khí hậu miền Nam và miền Trung: đủ bốn mức 9.000, 12.000, 18.000 và 24.000 BTU, chế độ làm lạnh nhanh Turbo và hẹn giờ bật, tắt trong 24 giờ.',
            'Our best-seller for the south and centre of the country: all four capacities from 9,000 to 24,000 BTU, Turbo rapid cooling and a 24-hour on/off timer.',
          ),
          media: 'cat-ac-card-cooling',
        },
        {
          title: t('Inverter hai chiều', 'Heat pump inverter'),
          text: t(
            'Làm lạnh mùa hè, sưởi ấm mùa đông bằng bơm nhiệt, tốn điện chỉ bằng khoảng một phần ba máy sưởi điện trở; phù hợp các tỉnh miền Bắc và vùng cao.',
            'Cools in summer and heats in winter with a heat pump that uses roughly a third of the electricity of a resistance heater – made for the north and the highlands.',
          ),
          media: 'cat-ac-card-heat-pump',
        },
        {
          title: t('Dòng cao cấp lọc khí', 'Premium air-purifying range'),
          text: t(
            'Thêm bộ lọc tĩnh điện giữ bụi mịn PM2.5, bộ tạo ion khử mùi, cảm biến chuyển động điều hướng gió tránh người và điều khiển qua ứng dụng Sora Electric.',
            'Adds an electrostatic PM2.5 filter, an odour-neutralising ioniser, a motion sensor that steers the airflow away from people, and control from the Sora Electric app.',
          ),
          media: 'cat-ac-card-premium',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Chọn công suất theo diện tích phòng', 'Choosing the right capacity'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Máy quá nhỏ phải chạy hết công suất mà phòng vẫn không đủ mát; máy quá lớn thì tốn chi phí đầu tư, đóng ngắt liên tục và khó giữ độ ẩm dễ chịu. Với phòng có trần cao khoảng 3 m, bạn có thể tham khảo:',
          ),
          ul(
            [bold('12–15 m²: '), '9.000 BTU (1 HP) – phòng ngủ nhỏ, phòng làm việc.'],
            [bold('15–20 m²: '), '12.000 BTU (1,5 HP) – phòng ngủ chính, phòng khách căn hộ nhỏ.'],
            [bold('20–30 m²: '), '18.000 BTU (2 HP) – phòng khách, phòng ngủ có góc làm việc.'],
            [
              bold('30–40 m²: '),
              '24.000 BTU (2,5 HP) – phòng khách liền bếp, phòng sinh hoạt chung.',
            ],
          ),
          h3('Khi nào nên chọn lớn hơn một cấp?'),
          ul(
            'Phòng hướng Tây, phòng ở tầng mái hoặc có vách kính lớn hứng nắng trực tiếp.',
            'Phòng thường xuyên có từ bốn người trở lên, hoặc phòng khách liền bếp hay nấu nướng.',
            'Trần cao trên 3,2 m, hoặc phòng có nhiều thiết bị tỏa nhiệt như máy tính, tivi cỡ lớn.',
          ),
          p(
            'Cách ước tính nhanh: cộng thêm 10–15% công suất cho phòng nhiều nắng và khoảng 500 BTU cho mỗi người thường xuyên có mặt ngoài hai người đầu tiên. Nếu vẫn phân vân, hãy gọi ',
            bold(HOTLINE),
            ' để kỹ thuật viên đến khảo sát miễn phí tại nhà.',
          ),
        ),
        doc(
          p(
            'An undersized unit runs flat out and still cannot cool the room; an oversized one costs more, cycles on and off constantly and struggles to keep humidity comfortable. For a room with a ceiling height of around 3 m, use this as a guide:',
          ),
          ul(
            [bold('12–15 m²: '), '9,000 BTU (1 HP) – a small bedroom or home office.'],
            [
              bold('15–20 m²: '),
              '12,000 BTU (1.5 HP) – a main bedroom or the living room of a small flat.',
            ],
            [
              bold('20–30 m²: '),
              '18,000 BTU (2 HP) – a living room, or a bedroom with a desk area.',
            ],
            [
              bold('30–40 m²: '),
              '24,000 BTU (2.5 HP) – an open-plan living and kitchen area or a family room.',
            ],
          ),
          h3('When to go one size up'),
          ul(
            'West-facing rooms, top-floor rooms and rooms with large windows in direct sun.',
            'Rooms regularly used by four or more people, or living rooms open to a busy kitchen.',
            'Ceilings higher than 3.2 m, or rooms full of heat-producing equipment such as computers and large TVs.',
          ),
          p(
            'A quick rule of thumb: add 10–15% for a sunny room and about 500 BTU for every regular occupant beyond the first two. Still not sure? Call ',
            bold(HOTLINE),
            ' and a technician will survey your home free of charge.',
          ),
        ),
      ),
    },
    {
      blockType: 'mediaText',
      heading: t('Không khí sạch, giấc ngủ êm', 'Cleaner air, quieter nights'),
      content: t(
        doc(
          p(
            'Trong những căn phòng đóng kín cửa suốt mùa nắng, điều hòa còn là “lá phổi” của cả không gian. Điều hòa Sora Electric kết hợp nhiều lớp lọc để không khí vừa mát vừa sạch:',
          ),
          ul(
            [
              bold('Lưới lọc bụi kháng khuẩn: '),
              'giữ lại tóc, lông thú cưng và bụi thô; chỉ cần tháo ra rửa bằng nước sạch hai tuần một lần.',
            ],
            [
              bold('Bộ lọc tĩnh điện PM2.5: '),
              'tích điện để giữ các hạt bụi mịn, đặc biệt hữu ích vào những ngày chất lượng không khí đô thị suy giảm.',
            ],
            [
              bold('Tự làm sạch dàn lạnh: '),
              'sau khi tắt máy, quạt tiếp tục chạy để làm khô dàn trao đổi nhiệt, hạn chế nấm mốc và mùi hôi.',
            ],
          ),
          p(
            'Ở chế độ ngủ, quạt dàn lạnh giảm về mức thấp nhất với độ ồn chỉ từ 19 dB(A) – nhỏ hơn tiếng lá cây xào xạc. Nhiệt độ cài đặt tự tăng 1 °C sau giờ đầu tiên và thêm 1 °C sau giờ thứ hai, để cơ thể không bị lạnh về sáng.',
          ),
        ),
        doc(
          p(
            'When the windows stay shut all summer, the air conditioner becomes the room’s lungs. Sora Electric units combine several stages of filtration so the air is clean as well as cool:',
          ),
          ul(
            [
              bold('Antibacterial dust filter: '),
              'traps hair, pet fur and coarse dust; simply rinse it under the tap every two weeks.',
            ],
            [
              bold('Electrostatic PM2.5 filter: '),
              'an electrical charge captures fine particles – especially welcome on days when city air quality drops.',
            ],
            [
              bold('Self-cleaning indoor coil: '),
              'after you switch off, the fan keeps running to dry the coil, keeping mould and musty smells at bay.',
            ],
          ),
          p(
            'In sleep mode the indoor fan drops to its lowest speed, at just 19 dB(A) – quieter than rustling leaves. The set temperature rises by 1 °C after the first hour and another 1 °C after the second, so you don’t wake up cold.',
          ),
        ),
      ),
      media: 'cat-ac-mt-purification',
      mediaPosition: 'right',
    },
    {
      blockType: 'mediaText',
      heading: t(
        'Nhãn năng lượng 5 sao: tiết kiệm đo được',
        'A 5-star energy label: savings you can measure',
      ),
      content: t(
        doc(
          p(
            'Mọi điều hòa bán tại Việt Nam đều phải dán nhãn năng lượng theo quy định của Bộ Công Thương. Hãy chú ý hai thông tin: số sao (từ 1 đến 5, càng nhiều càng tiết kiệm) và chỉ số hiệu suất năng lượng toàn mùa CSPF – chỉ số càng cao, mỗi số điện tạo ra càng nhiều hơi lạnh.',
          ),
          p(
            'Toàn bộ điều hòa Inverter treo tường của Sora Electric đều đạt nhãn 5 sao. Một máy 12.000 BTU chạy 8 tiếng mỗi đêm có thể tiết kiệm khoảng 100 kWh mỗi tháng trong mùa nóng so với máy không Inverter cùng công suất.',
          ),
          ul(
            'Máy nén Inverter DC thay đổi tốc độ liên tục, không bật tắt đột ngột.',
            'Môi chất lạnh R32 có chỉ số làm nóng toàn cầu chỉ bằng khoảng một phần ba R410A.',
            'Chế độ Eco giới hạn công suất tối đa, hữu ích khi nhà dùng cùng lúc nhiều thiết bị công suất lớn.',
          ),
        ),
        doc(
          p(
            'Every air conditioner sold in Vietnam must carry an energy label under Ministry of Industry and Trade rules. Look for two things: the star rating (one to five – the more stars, the more efficient) and the cooling seasonal performance factor, CSPF – the higher it is, the more cooling you get from each kilowatt-hour.',
          ),
          p(
            'Every Sora Electric inverter wall unit carries the 5-star label. A 12,000 BTU model running eight hours a night can save around 100 kWh a month in the hot season compared with a non-inverter unit of the same capacity.',
          ),
          ul(
            'The DC inverter compressor varies its speed smoothly instead of switching abruptly on and off.',
            'R32 refrigerant has about a third of the global warming potential of R410A.',
            'Eco mode caps the maximum power draw – handy when several power-hungry appliances run at once.',
          ),
        ),
      ),
      media: 'cat-ac-mt-energy',
      mediaPosition: 'left',
      link: {
        label: t('Sản phẩm và sáng kiến bền vững', 'Efficient products and sustainability'),
        href: '/sang-kien-ben-vung',
      },
    },
    {
      blockType: 'richText',
      heading: t(
        'Lắp đặt chuẩn kỹ thuật, bảo hành dài hạn',
        'Professional installation, long-term warranty',
      ),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Một chiếc điều hòa tốt chỉ phát huy hết hiệu quả khi được lắp đặt đúng cách. Kỹ thuật viên được Sora Electric chứng nhận sẽ:',
          ),
          ol(
            'Khảo sát và tư vấn vị trí: dàn lạnh không thổi thẳng vào giường, dàn nóng đặt nơi thoáng, không bị nắng chiếu trực tiếp cả ngày.',
            'Dùng ống đồng đúng độ dày, bảo ôn kín và hút chân không đường ống trước khi mở van môi chất – bước hay bị bỏ qua nhưng quyết định tuổi thọ máy nén.',
            'Chạy thử, đo nhiệt độ gió thổi, kiểm tra đường thoát nước ngưng và hướng dẫn bạn cách sử dụng, vệ sinh lưới lọc.',
            'Kích hoạt bảo hành điện tử ngay tại nhà bằng mã QR trên dàn lạnh.',
          ),
          h3('Chính sách bảo hành'),
          ul(
            '2 năm cho toàn bộ máy, bao gồm linh kiện và công sửa chữa tại nhà.',
            '5 năm cho máy nén Inverter.',
            'Linh kiện thay thế được cung cấp ít nhất 7 năm sau khi model ngừng sản xuất.',
          ),
          p(
            'Đặt lịch lắp đặt qua tổng đài ',
            bold(HOTLINE),
            ' (7:30–21:00 hằng ngày) hoặc tìm đại lý ủy quyền gần nhất tại trang ',
            link('Mua ở đâu', '/mua-o-dau'),
            '. Catalogue và hướng dẫn sử dụng có tại mục ',
            link('Tải tài liệu', '/download'),
            '.',
          ),
        ),
        doc(
          p(
            'Even the best air conditioner only performs as well as it is installed. A Sora Electric certified technician will:',
          ),
          ol(
            'Survey the room and advise on placement: no cold draught over the bed, and an outdoor unit in open air, out of full-day sun.',
            'Use copper pipe of the correct wall thickness, insulate it fully and vacuum the lines before releasing the refrigerant – the step most often skipped, and the one that decides how long the compressor lasts.',
            'Test-run the unit, measure the outlet air temperature, check the condensate drain and show you how to use the unit and clean the filters.',
            'Activate your e-warranty on the spot by scanning the QR code on the indoor unit.',
          ),
          h3('Warranty'),
          ul(
            'Two years on the whole unit, including parts and repairs in your home.',
            'Five years on the inverter compressor.',
            'Spare parts available for at least seven years after a model is discontinued.',
          ),
          p(
            'Book an installation on ',
            bold(HOTLINE),
            ' (7:30–21:00 every day) or find your nearest authorised dealer on our ',
            link('where to buy', '/mua-o-dau'),
            ' page. Catalogues and user manuals are in ',
            link('Downloads', '/download'),
            '.',
          ),
        ),
      ),
    },
  ],
}

const refrigerators: PageSeed = {
  slug: slug('tu-lanh'),
  title: t('Tủ lạnh', 'Refrigerators'),
  seo: {
    title: t(
      'Tủ lạnh Inverter 2 cửa, 3 cửa, 4 cửa và nhiều cửa',
      'Inverter refrigerators: two-door, three-door, French-door, multi-door',
    ),
    description: t(
      'Tủ lạnh Sora Electric từ 2 cửa đến nhiều cửa: ngăn đông mềm, ngăn rau giữ ẩm, máy nén Inverter êm ái, nhãn năng lượng 5 sao, bảo hành máy nén 10 năm.',
      'Sora Electric refrigerators from two-door to multi-door: soft-freeze zone, humidity-controlled crisper, quiet inverter compressor, 10-year compressor warranty.',
    ),
    image: 'cat-fridge-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'cat-fridge-hero',
      eyebrow: t('Thiết bị gia dụng', 'Home appliances'),
      heading: t(
        'Tủ lạnh giữ trọn vị tươi cho bữa cơm nhà',
        'Refrigerators that keep family meals fresh',
      ),
      text: t(
        'Đi chợ mỗi sáng hay cuối tuần mua sắm cho cả tuần, mỗi gia đình có một nhịp sống riêng. Tủ lạnh Sora Electric có dung tích từ 180 đến 640 lít, với các ngăn được thiết kế theo đúng thói quen bảo quản thực phẩm của người Việt.',
        'Whether you shop at the market every morning or stock up once a week, there is a Sora Electric refrigerator for the way you live: from 180 to 640 litres, with compartments designed around how Vietnamese families store food.',
      ),
      links: [
        { link: { label: t('Tìm đại lý gần bạn', 'Find a dealer'), href: '/mua-o-dau' } },
        {
          link: {
            label: t('Tất cả thiết bị gia dụng', 'All home appliances'),
            href: '/thiet-bi-gia-dung',
          },
        },
      ],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Tất cả tủ lạnh', 'All refrigerators'),
      category: 'Refigerators',
      pageSize: 12,
      showFilters: true,
    },
    {
      blockType: 'cardGrid',
      heading: t('Chọn kiểu cửa phù hợp', 'Choose your door layout'),
      columns: '4',
      cards: [
        {
          title: t('Tủ lạnh 2 cửa', 'Two-door'),
          text: t(
            'Ngăn đá trên hoặc ngăn đá dưới, dung tích 180–360 lít, gọn gàng cho căn hộ nhỏ và gia đình trẻ. Kiểu ngăn đá dưới giúp bạn ít phải cúi khi lấy thực phẩm dùng hằng ngày.',
            'Top or bottom freezer, 180–360 litres – neat enough for small flats and young families. A bottom freezer puts everyday food at eye level, so there is less bending down.',
          ),
          media: 'cat-fridge-card-two-door',
        },
        {
          title: t('Tủ lạnh 3 cửa', 'Three-door'),
          text: t(
            'Thêm một ngăn kéo độc lập có thể chuyển giữa làm mát, đông mềm và cấp đông tùy nhu cầu từng tuần; dung tích 330–450 lít.',
            'Adds a separate drawer that switches between chill, soft-freeze and freezer modes as your week demands; 330–450 litres.',
          ),
          media: 'cat-fridge-card-three-door',
        },
        {
          title: t('4 cửa kiểu Pháp', 'Four-door French door'),
          text: t(
            'Hai cánh mở đôi phía trên cần ít khoảng trống khi mở, hai ngăn kéo đông phía dưới; 450–560 lít cho gia đình 4–6 người.',
            'Twin upper doors need less room to swing open, with two freezer drawers below; 450–560 litres for families of four to six.',
          ),
          media: 'cat-fridge-card-french-door',
        },
        {
          title: t('Tủ lạnh nhiều cửa', 'Multi-door'),
          text: t(
            'Năm đến sáu cửa với ngăn rau, ngăn đông mềm và ngăn đá riêng, mỗi khoang một nhiệt độ; dung tích đến 640 lít cho gia đình đông người hoặc mê nấu nướng.',
            'Five or six doors, with separate crisper, soft-freeze and freezer compartments, each at its own temperature; up to 640 litres for big families and keen cooks.',
          ),
          media: 'cat-fridge-card-multi-door',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Công nghệ giữ tươi', 'Freshness technologies'),
      content: t(
        doc(
          p(
            'Mỗi loại thực phẩm cần một điều kiện bảo quản khác nhau. Thay vì một khoang lạnh chung, tủ lạnh Sora Electric chia thành những vùng nhiệt độ và độ ẩm riêng:',
          ),
          ul(
            [
              bold('Ngăn đông mềm −7 °C: '),
              'thịt, cá được làm đông nhẹ, giữ tươi đến hai tuần và có thể thái ngay khi lấy ra mà không cần rã đông.',
            ],
            [
              bold('Ngăn rau giữ ẩm: '),
              'màng điều tiết độ ẩm giúp rau lá giòn xanh lâu hơn, hạn chế héo úa và đọng nước.',
            ],
            [
              bold('Cấp đông nhanh: '),
              'đưa thực phẩm qua thật nhanh vùng −1 đến −5 °C, nơi tinh thể đá lớn dễ hình thành, để thịt cá giữ được kết cấu và vị ngọt khi rã đông.',
            ],
            [
              bold('Luồng khí đa chiều và khử mùi: '),
              'hơi lạnh tỏa đều đến từng kệ, bộ lọc than hoạt tính hạn chế mùi lẫn giữa sầu riêng, nước mắm và thức ăn nấu sẵn.',
            ],
          ),
        ),
        doc(
          p(
            'Different foods keep best in different conditions. So instead of one big cold box, Sora Electric refrigerators are divided into zones with their own temperature and humidity:',
          ),
          ul(
            [
              bold('Soft-freeze zone at −7 °C: '),
              'meat and fish are lightly frozen, stay fresh for up to two weeks and can be sliced straight from the fridge – no thawing needed.',
            ],
            [
              bold('Humidity-controlled crisper: '),
              'a moisture-regulating membrane keeps leafy greens crisp for longer, without wilting or pooling water.',
            ],
            [
              bold('Quick freeze: '),
              'food passes rapidly through the −1 to −5 °C band where large ice crystals form, so meat and fish keep their texture and flavour when thawed.',
            ],
            [
              bold('Multi-flow cooling and deodoriser: '),
              'cold air reaches every shelf evenly, and an activated-carbon filter stops durian, fish sauce and leftovers from flavouring everything else.',
            ],
          ),
        ),
      ),
      media: 'cat-fridge-mt-freshness',
      mediaPosition: 'right',
    },
    {
      blockType: 'mediaText',
      heading: t(
        'Máy nén Inverter: êm, bền, ổn định',
        'Inverter compressor: quiet, durable, steady',
      ),
      content: t(
        doc(
          p(
            'Tủ lạnh chạy suốt 24 giờ mỗi ngày, nên máy nén quyết định cả hóa đơn tiền điện lẫn tuổi thọ của tủ. Máy nén Inverter của Sora Electric thay đổi tốc độ theo nhu cầu thực tế: chạy nhanh khi bạn vừa cất đồ đi chợ về, chạy chậm và êm vào ban đêm.',
          ),
          ul(
            'Độ ồn chỉ khoảng 35 dB(A), không làm phiền giấc ngủ ở những căn hộ có bếp liền phòng khách.',
            'Nhiệt độ trong tủ chỉ dao động khoảng ±0,5 °C, giúp thực phẩm tươi lâu hơn.',
            'Vận hành ổn định khi điện áp dao động trong khoảng 150–250 V.',
            'Bảo hành máy nén 10 năm.',
          ),
          p(
            'Các model từ 3 cửa trở lên đạt nhãn năng lượng 5 sao; một tủ 450 lít tiêu thụ trung bình chưa đến 1 kWh mỗi ngày.',
          ),
        ),
        doc(
          p(
            'A refrigerator runs around the clock, so its compressor decides both your electricity bill and how long the appliance lasts. Sora Electric inverter compressors match their speed to actual demand: working hard when you have just unpacked the shopping, slow and quiet through the night.',
          ),
          ul(
            'Around 35 dB(A) – quiet enough for flats where the kitchen opens onto the living room.',
            'The temperature inside varies by only about ±0.5 °C, so food stays fresh for longer.',
            'Stable operation with supply voltages anywhere from 150 to 250 V.',
            'A ten-year warranty on the compressor.',
          ),
          p(
            'Models with three doors or more carry the 5-star energy label; a 450-litre refrigerator uses less than 1 kWh a day on average.',
          ),
        ),
      ),
      media: 'cat-fridge-mt-inverter',
      mediaPosition: 'left',
    },
    {
      blockType: 'richText',
      heading: t('Chọn dung tích theo số người', 'How big a refrigerator do you need?'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Dung tích phù hợp phụ thuộc vào số thành viên và thói quen đi chợ của gia đình. Bạn có thể tham khảo:',
          ),
          ul(
            [
              bold('1–2 người: '),
              '180–250 lít, tủ 2 cửa nhỏ gọn cho căn hộ studio hay vợ chồng trẻ.',
            ],
            [bold('3–4 người: '), '300–400 lít, tủ 2 cửa ngăn đá dưới hoặc tủ 3 cửa.'],
            [bold('5–6 người: '), '450–560 lít, tủ 4 cửa kiểu Pháp.'],
            [
              bold('Trên 6 người hoặc thường trữ đồ cả tuần: '),
              'từ 560 lít trở lên, tủ nhiều cửa.',
            ],
          ),
          h3('Trước khi mua, đừng quên'),
          ul(
            'Đo vị trí đặt tủ, chừa khoảng hở tối thiểu 5 cm ở hai bên và 10 cm phía sau để tủ tản nhiệt tốt.',
            'Kiểm tra chiều rộng cửa ra vào, cầu thang hoặc thang máy chung cư.',
            'So sánh mức điện tiêu thụ (kWh/năm) ghi trên nhãn năng lượng giữa các model cùng dung tích.',
          ),
          p(
            'Tủ lạnh được bảo hành tại nhà 2 năm cho toàn bộ máy và 10 năm cho máy nén. Gọi ',
            bold(HOTLINE),
            ' hoặc xem ',
            link('danh sách đại lý', '/mua-o-dau'),
            ' để được tư vấn trực tiếp.',
          ),
        ),
        doc(
          p(
            'The right capacity depends on the size of your household and how often you shop. As a guide:',
          ),
          ul(
            [
              bold('1–2 people: '),
              '180–250 litres – a compact two-door model for a studio or a young couple.',
            ],
            [
              bold('3–4 people: '),
              '300–400 litres – a bottom-freezer two-door or a three-door model.',
            ],
            [bold('5–6 people: '), '450–560 litres – a four-door French-door model.'],
            [
              bold('More than six, or a weekly big shop: '),
              '560 litres and up – a multi-door model.',
            ],
          ),
          h3('Before you buy'),
          ul(
            'Measure the space and leave at least 5 cm on each side and 10 cm at the back so the refrigerator can shed heat.',
            'Check the width of doorways, staircases and your building’s lift.',
            'Compare annual consumption (kWh/year) on the energy labels of models with the same capacity.',
          ),
          p(
            'Refrigerators come with a two-year in-home warranty on the whole unit and ten years on the compressor. Call ',
            bold(HOTLINE),
            ' or browse our ',
            link('dealer list', '/mua-o-dau'),
            ' for advice in person.',
          ),
        ),
      ),
    },
  ],
}

const electricFans: PageSeed = {
  slug: slug('quat-dien'),
  title: t('Quạt điện', 'Electric fans'),
  seo: {
    title: t(
      'Quạt điện: quạt bàn, quạt đứng, quạt treo tường, quạt trần',
      'Electric fans: desk, floor, wall and ceiling fans',
    ),
    description: t(
      'Quạt bàn, quạt đứng, quạt treo tường và quạt trần Sora Electric: động cơ DC tiết kiệm điện, gió tự nhiên, điều khiển từ xa, an toàn cho trẻ nhỏ.',
      'Sora Electric desk, floor, wall and ceiling fans: energy-saving DC motors, a natural breeze mode, remote control and child-safe design.',
    ),
    image: 'cat-fan-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'cat-fan-hero',
      eyebrow: t('Thiết bị gia dụng', 'Home appliances'),
      heading: t('Làn gió quen thuộc, công nghệ mới', 'A familiar breeze, new technology'),
      text: t(
        'Từ chiếc quạt điện đầu tiên mang thương hiệu Sora năm 1938, chúng tôi chưa bao giờ ngừng hoàn thiện nó: động cơ DC tiết kiệm điện, nhiều cấp gió hơn và vận hành êm đến mức bạn gần như quên rằng quạt đang chạy.',
        'Sora has been refining the electric fan ever since its first one went on sale in 1938. Today’s models have energy-saving DC motors, more speed settings and run so quietly you will almost forget they are on.',
      ),
      links: [{ link: { label: t('Tìm đại lý gần bạn', 'Find a dealer'), href: '/mua-o-dau' } }],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Tất cả quạt điện', 'All electric fans'),
      category: 'ElectricFans',
      pageSize: 12,
      showFilters: true,
    },
    {
      blockType: 'cardGrid',
      heading: t('Quạt cho từng không gian', 'A fan for every space'),
      columns: '4',
      cards: [
        {
          title: t('Quạt bàn', 'Desk fans'),
          text: t(
            'Nhỏ gọn cho bàn làm việc, đầu giường hay quầy bán hàng; đường kính cánh 30 cm, góc ngả điều chỉnh linh hoạt.',
            'Compact enough for a desk, a bedside table or a shop counter, with 30 cm blades and an adjustable tilt.',
          ),
          media: 'cat-fan-card-desk',
        },
        {
          title: t('Quạt đứng', 'Floor fans'),
          text: t(
            'Chiều cao chỉnh từ 1,0 đến 1,3 m, cánh 40 cm, đảo ngang 90° và đảo dọc lên xuống cho phòng khách, phòng ngủ.',
            'Height adjustable from 1.0 to 1.3 m, 40 cm blades, 90° side-to-side oscillation plus vertical swing for living rooms and bedrooms.',
          ),
          media: 'cat-fan-card-stand',
        },
        {
          title: t('Quạt treo tường', 'Wall fans'),
          text: t(
            'Giải phóng mặt sàn cho nhà phố hẹp, quán ăn hay lớp học; điều khiển bằng dây kéo hoặc remote.',
            'Free up floor space in narrow townhouses, eateries and classrooms; operated by pull cord or remote.',
          ),
          media: 'cat-fan-card-wall',
        },
        {
          title: t('Quạt trần', 'Ceiling fans'),
          text: t(
            'Sải cánh 1,2–1,5 m, tùy chọn đèn LED tích hợp, làm mát đều cả căn phòng rộng mà không chiếm chỗ.',
            'Blade spans of 1.2–1.5 m, with optional built-in LED lighting, cooling large rooms evenly without taking up any space.',
          ),
          media: 'cat-fan-card-ceiling',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t(
        'Động cơ DC: vẫn mát như thế, tốn ít điện hơn nhiều',
        'DC motors: the same breeze for far less power',
      ),
      content: t(
        doc(
          p(
            'Quạt truyền thống dùng động cơ xoay chiều với ba tốc độ cố định. Động cơ một chiều không chổi than (DC) được điều khiển bằng vi mạch, cho phép chia nhỏ thành 12 cấp gió và tiêu thụ ít điện hơn đến 60%. Ở mức gió nhẹ nhất, một chiếc quạt đứng DC chỉ cần khoảng 3 W.',
          ),
          ul(
            [
              bold('Gió tự nhiên: '),
              'tốc độ thay đổi nhịp nhàng như gió trời, dễ chịu hơn khi ngủ.',
            ],
            [
              bold('Điều khiển từ xa: '),
              'remote hồng ngoại với hẹn giờ tắt từ 30 phút đến 8 giờ; một số model còn điều khiển được qua ứng dụng Sora Electric.',
            ],
            [bold('Vận hành êm: '), 'độ ồn chỉ từ 22 dB(A) ở cấp gió thấp nhất.'],
          ),
          p(
            'Động cơ quạt DC được sản xuất tại nhà máy Sora Electric ở Khu Công nghệ cao TP. Hồ Chí Minh, mỗi chiếc đều được kiểm tra độ ồn và độ bền cách điện trước khi xuất xưởng.',
          ),
        ),
        doc(
          p(
            'Conventional fans use AC motors with three fixed speeds. A brushless DC motor is controlled electronically, giving 12 speed settings and using up to 60% less electricity. On its gentlest setting, a DC floor fan draws only about 3 W.',
          ),
          ul(
            [
              bold('Natural breeze: '),
              'the speed rises and falls like a real breeze – more restful for sleeping.',
            ],
            [
              bold('Remote control: '),
              'an infrared remote with an off-timer from 30 minutes to eight hours; selected models also work with the Sora Electric app.',
            ],
            [bold('Whisper-quiet: '), 'from just 22 dB(A) on the lowest setting.'],
          ),
          p(
            'Our DC fan motors are made at the Sora Electric factory in Saigon Hi-Tech Park, and every one is tested for noise and insulation strength before it leaves the plant.',
          ),
        ),
      ),
      media: 'cat-fan-mt-dc',
      mediaPosition: 'right',
    },
    {
      blockType: 'mediaText',
      heading: t(
        'Quạt và điều hòa: bộ đôi tiết kiệm điện',
        'Fan plus air conditioner: the money-saving pair',
      ),
      content: t(
        doc(
          p(
            'Gió từ quạt giúp mồ hôi bay hơi nhanh hơn, nên cơ thể cảm thấy mát hơn nhiệt độ thực tế khoảng 2–3 °C. Khi bật quạt đảo chiều hoặc quạt trần cùng điều hòa, bạn có thể đặt 27–28 °C thay vì 24–25 °C mà vẫn dễ chịu như cũ.',
          ),
          p(
            'Nâng nhiệt độ cài đặt thêm 3 °C có thể giúp điều hòa giảm 10–20% điện năng, trong khi một chiếc quạt DC chạy suốt đêm chỉ tiêu thụ chưa đến 0,1 kWh.',
          ),
        ),
        doc(
          p(
            'Moving air helps sweat evaporate, so you feel 2–3 °C cooler than the actual temperature. Run an oscillating or ceiling fan alongside the air conditioner and you can set it to 27–28 °C instead of 24–25 °C without noticing the difference.',
          ),
          p(
            'Raising the set point by 3 °C can cut the air conditioner’s consumption by 10–20%, while a DC fan running all night uses less than 0.1 kWh.',
          ),
        ),
      ),
      media: 'cat-fan-mt-combo',
      mediaPosition: 'left',
      link: {
        label: t('Xem điều hòa Inverter', 'See our inverter air conditioners'),
        href: '/dieu-hoa-khong-khi-dan-dung',
      },
    },
    {
      blockType: 'richText',
      heading: t('An toàn cho cả gia đình', 'Safe for the whole family'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Quạt điện thường chạy nhiều giờ liền, kể cả khi cả nhà đã ngủ say. Vì vậy, an toàn được tính đến ngay từ bản thiết kế:',
          ),
          ul(
            [
              bold('Lồng quạt mắt nhỏ: '),
              'khe giữa các nan đủ hẹp để ngón tay trẻ nhỏ không lọt qua; lồng có khóa cài chắc chắn.',
            ],
            [
              bold('Cầu chì nhiệt trong động cơ: '),
              'tự ngắt điện khi động cơ quá nóng vì kẹt cánh hay bám bụi.',
            ],
            [bold('Tự ngắt khi đổ: '), 'quạt đứng và quạt bàn dừng ngay khi bị nghiêng hoặc ngã.'],
            [
              bold('Khóa trẻ em: '),
              'khóa bảng phím trên thân quạt để bé không tự ý thay đổi chế độ.',
            ],
            [
              bold('Vật liệu chậm cháy: '),
              'vỏ động cơ và hộp điều khiển bằng nhựa chậm cháy, dây nguồn lõi đồng đạt chuẩn.',
            ],
          ),
          h3('Mẹo dùng quạt bền lâu'),
          ul(
            'Vệ sinh lồng và cánh quạt mỗi tháng một lần; luôn rút phích cắm trước khi tháo lồng.',
            'Không để quạt thổi thẳng, liên tục vào trẻ sơ sinh: bật chế độ đảo và đặt quạt cách bé ít nhất 2 m.',
            'Quạt trần phải được treo vào móc chịu lực, cánh quạt cách sàn tối thiểu 2,3 m.',
          ),
          p(
            'Quạt điện được bảo hành 1 năm. Hướng dẫn sử dụng từng model có tại mục ',
            link('Tải tài liệu', '/download'),
            '.',
          ),
        ),
        doc(
          p(
            'Fans often run for hours on end, even after the whole family has gone to sleep. That is why safety is built in from the first sketch:',
          ),
          ul(
            [
              bold('Fine-mesh guard: '),
              'the gaps between the wires are too narrow for small fingers, and the guard locks firmly in place.',
            ],
            [
              bold('Thermal fuse in the motor: '),
              'cuts the power if the motor overheats because of a jammed blade or built-up dust.',
            ],
            [bold('Tip-over cut-off: '), 'floor and desk fans stop the moment they tilt or fall.'],
            [
              bold('Child lock: '),
              'locks the buttons on the fan so little ones can’t change the settings.',
            ],
            [
              bold('Flame-retardant materials: '),
              'flame-retardant plastics for the motor housing and control box, and a certified copper power cord.',
            ],
          ),
          h3('Tips for a long life'),
          ul(
            'Clean the guard and blades once a month, and always unplug the fan before removing the guard.',
            'Never point a fan directly at a baby for long periods: use oscillation and keep it at least 2 m away.',
            'Ceiling fans must hang from a load-rated hook, with the blades at least 2.3 m above the floor.',
          ),
          p(
            'Electric fans carry a one-year warranty. You will find the manual for every model in ',
            link('Downloads', '/download'),
            '.',
          ),
        ),
      ),
    },
  ],
}

const ventilationFans: PageSeed = {
  slug: slug('thong-gio'),
  title: t('Quạt thông gió', 'Ventilation fans'),
  seo: {
    title: t(
      'Quạt thông gió cho phòng tắm, nhà bếp, văn phòng',
      'Ventilation fans for bathrooms, kitchens and offices',
    ),
    description: t(
      'Quạt hút âm trần, gắn tường, gắn kính và nối ống Sora Electric: khử ẩm, khử mùi cho phòng tắm, bếp, văn phòng, kèm cách chọn lưu lượng gió.',
      'Sora Electric ceiling, wall, window and duct fans clear damp and odours from bathrooms, kitchens and offices. Plus a guide to sizing airflow.',
    ),
    image: 'cat-vent-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'cat-vent-hero',
      eyebrow: t('Thiết bị gia dụng', 'Home appliances'),
      heading: t('Không gian khô thoáng, sạch mùi', 'Fresh, dry, odour-free rooms'),
      text: t(
        'Hơi nước từ vòi sen, khói dầu mỡ từ bếp hay không khí tù đọng trong phòng họp kín đều cần một lối thoát. Quạt thông gió Sora Electric đưa không khí cũ ra ngoài, kéo khí tươi vào, âm thầm và liên tục.',
        'Steam from the shower, cooking fumes from the stove, stale air in a closed meeting room – it all needs somewhere to go. Sora Electric ventilation fans draw it out and let fresh air in, quietly and continuously.',
      ),
      links: [
        { link: { label: t('Tìm đại lý gần bạn', 'Find a dealer'), href: '/mua-o-dau' } },
        { link: { label: t('Thông gió cho tòa nhà', 'Ventilation for buildings'), href: '/hvac' } },
      ],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Tất cả quạt thông gió', 'All ventilation fans'),
      category: 'VentilationFans',
      pageSize: 12,
      showFilters: true,
    },
    {
      blockType: 'cardGrid',
      heading: t('Các dòng quạt thông gió', 'Ventilation fan types'),
      columns: '4',
      cards: [
        {
          title: t('Quạt hút âm trần', 'Ceiling-mounted fans'),
          text: t(
            'Lắp gọn trong trần thạch cao, chỉ để lộ mặt nạ mỏng; lưu lượng 80–300 m³/h, lý tưởng cho phòng tắm, nhà vệ sinh và hành lang.',
            'Fitted neatly into a plasterboard ceiling with only a slim grille on show; 80–300 m³/h, ideal for bathrooms, toilets and corridors.',
          ),
          media: 'cat-vent-card-ceiling',
        },
        {
          title: t('Quạt hút gắn tường', 'Wall-mounted fans'),
          text: t(
            'Xả thẳng ra ngoài qua tường, có cửa chớp tự đóng ngăn gió ngược, côn trùng và nước mưa; phù hợp cho bếp và nhà kho.',
            'Exhaust straight through an outside wall, with self-closing shutters that keep out back-draughts, insects and rain; suited to kitchens and storerooms.',
          ),
          media: 'cat-vent-card-wall',
        },
        {
          title: t('Quạt hút gắn kính', 'Window fans'),
          text: t(
            'Lắp trên ô kính cửa sổ dày 3–8 mm, không cần đục tường – giải pháp nhanh cho nhà phố và căn hộ đã hoàn thiện.',
            'Mounted in a 3–8 mm window pane with no need to break through a wall – a quick fix for finished townhouses and flats.',
          ),
          media: 'cat-vent-card-window',
        },
        {
          title: t('Quạt hút nối ống', 'Duct fans'),
          text: t(
            'Động cơ giấu trong trần, hút gió qua ống mềm từ nhiều phòng cùng lúc; áp suất tĩnh cao cho văn phòng, nhà hàng và căn hộ không có tường ngoài.',
            'The motor sits hidden in the ceiling and extracts through flexible ducts from several rooms at once; high static pressure for offices, restaurants and flats without an outside wall.',
          ),
          media: 'cat-vent-card-duct',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t(
        'Chọn lưu lượng gió theo số lần trao đổi không khí',
        'Sizing by air changes per hour',
      ),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Thông số quan trọng nhất của quạt thông gió là lưu lượng gió (m³/h). Cách tính đơn giản: lấy thể tích phòng nhân với số lần trao đổi không khí mỗi giờ (ACH) khuyến nghị cho từng loại không gian.',
          ),
          ul(
            [bold('Phòng tắm, nhà vệ sinh: '), '8–12 lần/giờ.'],
            [bold('Bếp gia đình: '), '15–20 lần/giờ, ngoài máy hút mùi đặt trên bếp.'],
            [
              bold('Văn phòng, phòng làm việc: '),
              '4–6 lần/giờ; phòng họp đông người: 8–10 lần/giờ.',
            ],
            [bold('Nhà kho, phòng giặt phơi: '), '6–10 lần/giờ.'],
            [bold('Bếp nhà hàng, phòng hút thuốc: '), '20–30 lần/giờ.'],
          ),
          h3('Ví dụ'),
          p(
            'Phòng tắm 2 m × 2,5 m, trần cao 2,7 m có thể tích 13,5 m³. Với 10 lần trao đổi mỗi giờ, lưu lượng cần thiết là 135 m³/h – hãy chọn model 150 m³/h để bù tổn thất qua ống gió và lưới chắn.',
          ),
          p(
            'Nếu đường ống dài hơn 3 m hoặc có nhiều co nối, hãy chọn model có áp suất tĩnh cao hơn, hoặc gọi ',
            bold(HOTLINE),
            ' để kỹ sư của chúng tôi tính toán giúp bạn.',
          ),
        ),
        doc(
          p(
            'The key figure for any ventilation fan is its airflow in cubic metres per hour (m³/h). To work out what you need, multiply the room’s volume by the recommended number of air changes per hour (ACH) for that kind of space.',
          ),
          ul(
            [bold('Bathrooms and toilets: '), '8–12 ACH.'],
            [bold('Home kitchens: '), '15–20 ACH, in addition to the cooker hood.'],
            [bold('Offices and studies: '), '4–6 ACH; busy meeting rooms: 8–10 ACH.'],
            [bold('Storerooms and laundry rooms: '), '6–10 ACH.'],
            [bold('Restaurant kitchens and smoking rooms: '), '20–30 ACH.'],
          ),
          h3('Worked example'),
          p(
            'A 2 m × 2.5 m bathroom with a 2.7 m ceiling has a volume of 13.5 m³. At 10 air changes an hour it needs 135 m³/h – so choose a 150 m³/h model to allow for losses in the duct and grille.',
          ),
          p(
            'If the duct run is longer than 3 m or has several bends, choose a model with higher static pressure, or call ',
            bold(HOTLINE),
            ' and one of our engineers will do the sums for you.',
          ),
        ),
      ),
    },
    {
      blockType: 'mediaText',
      heading: t('Êm, bền và chịu được độ ẩm', 'Quiet, durable and built for humidity'),
      content: t(
        doc(
          p(
            'Quạt thông gió phòng tắm có thể chạy hàng nghìn giờ mỗi năm trong môi trường ẩm ướt. Chúng tôi thiết kế sản phẩm cho chính điều kiện ấy:',
          ),
          ul(
            'Động cơ bạc đạn kín có cầu chì nhiệt bảo vệ, tuổi thọ thiết kế trên 30.000 giờ.',
            'Thân quạt bằng nhựa ABS chậm cháy, động cơ đạt cấp bảo vệ IPX4 chống nước bắn.',
            'Dòng âm trần có độ ồn chỉ từ 24 dB(A), không làm phiền phòng ngủ liền kề.',
            'Van một chiều chặn gió và mùi từ trục ống chung quay ngược vào phòng – đặc biệt quan trọng ở chung cư cao tầng.',
            'Model có cảm biến độ ẩm tự khởi động khi độ ẩm vượt 70% và tự tắt khi phòng đã khô.',
          ),
        ),
        doc(
          p(
            'A bathroom fan can run for thousands of hours a year in damp conditions. We design for exactly that:',
          ),
          ul(
            'Sealed ball-bearing motors with thermal protection, designed to last more than 30,000 hours.',
            'Flame-retardant ABS housings and IPX4 splash-proof motors.',
            'Ceiling models from just 24 dB(A), so they won’t disturb the bedroom next door.',
            'A backdraught damper stops air and smells from a shared riser flowing back into the room – essential in high-rise apartments.',
            'Humidity-sensing models switch on when humidity passes 70% and off again once the room is dry.',
          ),
        ),
      ),
      media: 'cat-vent-mt-quiet',
      mediaPosition: 'right',
    },
    {
      blockType: 'mediaText',
      heading: t('Thông gió cho công trình lớn hơn', 'Ventilation for larger buildings'),
      content: t(
        doc(
          p(
            'Với văn phòng, trường học, bệnh viện hay khách sạn, những chiếc quạt hút riêng lẻ thường không đủ. Hệ thống thông gió thu hồi năng lượng của Sora Electric cấp khí tươi liên tục và thu hồi đến 75% năng lượng từ khí thải, giúp giảm tải đáng kể cho điều hòa trung tâm.',
          ),
          p(
            'Đội ngũ kỹ sư ứng dụng hỗ trợ tính toán lưu lượng khí tươi theo mật độ người, bố trí miệng gió và tích hợp điều khiển theo nồng độ CO₂ với hệ thống quản lý tòa nhà.',
          ),
        ),
        doc(
          p(
            'In offices, schools, hospitals and hotels, individual extract fans are rarely enough. Sora Electric energy recovery ventilation supplies fresh air around the clock and recovers up to 75% of the energy in the exhaust air, taking a real load off the central air conditioning.',
          ),
          p(
            'Our application engineers can help size fresh-air rates for the expected occupancy, lay out diffusers and link CO₂-based control into the building management system.',
          ),
        ),
      ),
      media: 'cat-vent-mt-buildings',
      mediaPosition: 'left',
      link: {
        label: t('Giải pháp HVAC cho tòa nhà', 'HVAC solutions for buildings'),
        href: '/hvac',
      },
    },
    {
      blockType: 'richText',
      heading: t('Lắp đặt đúng để quạt chạy hiệu quả', 'Installing for best performance'),
      width: 'narrow',
      content: t(
        doc(
          ul(
            'Đặt quạt đối diện hoặc xa cửa ra vào nhất, để khí tươi đi qua toàn bộ căn phòng trước khi được hút ra.',
            'Trong phòng tắm, lắp quạt gần khu vực vòi sen nhưng không đặt ngay phía trên.',
            'Để khe hở khoảng 1–2 cm dưới cánh cửa hoặc lắp lam gió để không khí bù vào phòng.',
            'Miệng xả ra ngoài trời không hướng thẳng vào cửa sổ nhà bên cạnh hoặc lối đi chung.',
            'Vệ sinh mặt nạ và cánh quạt ba tháng một lần để giữ lưu lượng gió như ban đầu.',
          ),
          p(
            'Quạt thông gió được bảo hành 2 năm. Bạn có thể tải bản vẽ kích thước lỗ khoét và hướng dẫn lắp đặt tại mục ',
            link('Tải tài liệu', '/download'),
            '.',
          ),
        ),
        doc(
          ul(
            'Fit the fan opposite, or as far as possible from, the door so fresh air sweeps the whole room before it is extracted.',
            'In a bathroom, place the fan near the shower – but not directly above it.',
            'Leave a 1–2 cm gap under the door, or fit a louvre, so replacement air can get in.',
            'Make sure the outside outlet doesn’t blow straight at a neighbour’s window or a shared walkway.',
            'Clean the grille and blades every three months to keep the airflow at its rated level.',
          ),
          p(
            'Ventilation fans carry a two-year warranty. Cut-out dimensions and installation guides are in ',
            link('Downloads', '/download'),
            '.',
          ),
        ),
      ),
    },
  ],
}

const dehumidifiers: PageSeed = {
  slug: slug('may-hut-am'),
  title: t('Máy hút ẩm', 'Dehumidifiers'),
  seo: {
    title: t('Máy hút ẩm 10–25 lít/ngày cho mùa nồm', 'Dehumidifiers from 10 to 25 litres a day'),
    description: t(
      'Máy hút ẩm Sora Electric 10–25 lít/ngày: chống nồm ẩm, nấm mốc, sấy quần áo trong nhà, có bộ tạo ion, thoát nước liên tục và tự ngắt khi đầy bình.',
      'Sora Electric dehumidifiers, 10 to 25 L/day: beat damp, mould and musty smells, dry laundry indoors, with an ioniser and continuous drainage.',
    ),
    image: 'cat-dehum-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'cat-dehum-hero',
      eyebrow: t('Thiết bị gia dụng', 'Home appliances'),
      heading: t('Máy hút ẩm – tạm biệt những ngày nồm', 'Dehumidifiers: no more damp days'),
      text: t(
        'Sàn nhà đọng nước, tường loang ố, quần áo phơi mãi không khô – nỗi ám ảnh quen thuộc mỗi mùa nồm ẩm. Máy hút ẩm Sora Electric đưa độ ẩm trong phòng về mức 45–60% chỉ sau vài giờ, bảo vệ ngôi nhà và sức khỏe cả gia đình.',
        'Wet floors, stained walls and laundry that never dries: the familiar misery of the damp season. Sora Electric dehumidifiers bring indoor humidity down to 45–60% within hours, protecting your home and your family’s health.',
      ),
      links: [{ link: { label: t('Tìm đại lý gần bạn', 'Find a dealer'), href: '/mua-o-dau' } }],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Tất cả máy hút ẩm', 'All dehumidifiers'),
      category: 'Dehumidifiers',
      pageSize: 12,
      showFilters: true,
    },
    {
      blockType: 'richText',
      heading: t('Vì sao mùa nồm cần máy hút ẩm?', 'Why a dehumidifier?'),
      content: t(
        doc(
          p(
            'Khoảng từ tháng 2 đến tháng 4, các tỉnh miền Bắc thường trải qua những đợt nồm ẩm: không khí nóng ẩm từ biển tràn vào khi tường và sàn nhà vẫn còn lạnh sau mùa đông, khiến hơi nước ngưng tụ khắp nơi. Độ ẩm trong nhà có thể vượt 90%, trong khi mức dễ chịu và tốt cho sức khỏe chỉ khoảng 45–60%.',
          ),
          p(
            'Độ ẩm cao kéo dài là môi trường lý tưởng cho nấm mốc và mạt bụi – tác nhân thường gặp của viêm mũi dị ứng và hen suyễn – đồng thời làm cong vênh đồ gỗ, hỏng thiết bị điện tử, ẩm mốc sách vở và tủ quần áo. Ở miền Nam, mùa mưa từ tháng 5 đến tháng 11 cũng khiến phòng kín, tầng hầm và nhà kho luôn ẩm thấp.',
          ),
        ),
        doc(
          p(
            'From roughly February to April, northern Vietnam goes through spells of “nồm”: warm, moist air blows in from the sea while walls and floors are still cold from winter, and water condenses on every surface. Indoor humidity can top 90%, when the comfortable, healthy range is only about 45–60%.',
          ),
          p(
            'Prolonged high humidity is perfect for mould and dust mites – common triggers of allergic rhinitis and asthma – and it warps wooden furniture, damages electronics and leaves books and wardrobes smelling musty. In the south, the rainy season from May to November keeps closed rooms, basements and storerooms damp too.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Chọn công suất hút ẩm', 'Choosing a capacity'),
      intro: t(
        'Công suất máy hút ẩm là số lít nước máy hút được mỗi ngày, đo ở 30 °C và độ ẩm 80%. Bảng dưới đây dành cho phòng trần cao khoảng 3 m; vào những ngày nồm nặng, hãy chọn cao hơn một cấp.',
        'A dehumidifier’s capacity is the number of litres of water it extracts per day, measured at 30 °C and 80% humidity. The guide below assumes a ceiling height of around 3 m; in a heavy damp spell, go one size up.',
      ),
      columns: '3',
      cards: [
        {
          title: t('10 lít/ngày', '10 L/day'),
          text: t(
            'Phòng ngủ, phòng làm việc đến 15 m²; phòng thay đồ, phòng đặt đàn piano.',
            'Bedrooms and studies up to 15 m²; walk-in wardrobes and piano rooms.',
          ),
        },
        {
          title: t('12 lít/ngày', '12 L/day'),
          text: t(
            'Phòng 15–25 m²: phòng ngủ chính, phòng của bé, căn hộ studio.',
            'Rooms of 15–25 m²: a main bedroom, a nursery or a studio flat.',
          ),
        },
        {
          title: t('16 lít/ngày', '16 L/day'),
          text: t(
            'Phòng 25–35 m²: phòng khách căn hộ, phòng giặt và phơi quần áo.',
            'Rooms of 25–35 m²: an apartment living room or a laundry and drying room.',
          ),
        },
        {
          title: t('20 lít/ngày', '20 L/day'),
          text: t(
            'Không gian 35–50 m²: phòng khách liền bếp, văn phòng nhỏ, tầng trệt nhà phố.',
            'Spaces of 35–50 m²: open-plan living areas, small offices and townhouse ground floors.',
          ),
        },
        {
          title: t('25 lít/ngày', '25 L/day'),
          text: t(
            'Không gian 50–70 m²: tầng hầm, kho lưu trữ hồ sơ, cửa hàng thời trang, phòng tranh.',
            'Spaces of 50–70 m²: basements, archive rooms, clothing shops and galleries.',
          ),
        },
        {
          title: t('Trên 70 m²', 'Over 70 m²'),
          text: t(
            'Đặt nhiều máy ở các vị trí khác nhau, hoặc liên hệ Sora Electric để được tư vấn giải pháp kiểm soát độ ẩm cho kho hàng, nhà xưởng.',
            'Use several units spread around the space, or talk to Sora Electric about humidity control for warehouses and factories.',
          ),
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Không khí khô ráo và trong lành hơn', 'Drier, fresher air'),
      content: t(
        doc(
          p('Không chỉ hút ẩm, máy còn giúp không khí trong nhà sạch và dễ chịu hơn:'),
          ul(
            [
              bold('Bộ tạo ion: '),
              'các ion giúp hạt bụi và bào tử nấm mốc kết tụ, lắng xuống, giảm mùi ẩm mốc đặc trưng của mùa nồm.',
            ],
            [
              bold('Lưới lọc bụi kháng khuẩn: '),
              'giữ lại bụi và lông thú cưng trước khi không khí đi qua dàn lạnh; tháo rửa dễ dàng.',
            ],
            [
              bold('Chế độ sấy quần áo: '),
              'luồng gió khô thổi rộng và mạnh, làm khô quần áo phơi trong nhà nhanh gấp 2–3 lần so với để khô tự nhiên.',
            ],
            [
              bold('Cảm biến độ ẩm: '),
              'hiển thị độ ẩm thực tế; ở chế độ tự động, máy giữ phòng ở mức 50–55% và tự nghỉ khi đạt ngưỡng để tiết kiệm điện.',
            ],
          ),
        ),
        doc(
          p(
            'A dehumidifier does more than remove water – it makes the air in your home cleaner and fresher:',
          ),
          ul(
            [
              bold('Ioniser: '),
              'ions make dust particles and mould spores clump together and settle, taking away that musty damp-season smell.',
            ],
            [
              bold('Antibacterial dust filter: '),
              'catches dust and pet hair before the air reaches the coil; it slides out for easy washing.',
            ],
            [
              bold('Laundry mode: '),
              'a wide, powerful stream of dry air dries washing indoors two to three times faster than leaving it to dry on its own.',
            ],
            [
              bold('Humidity sensor: '),
              'shows the real humidity level; in auto mode the unit holds the room at 50–55% and pauses once it gets there to save power.',
            ],
          ),
        ),
      ),
      media: 'cat-dehum-mt-ioniser',
      mediaPosition: 'right',
    },
    {
      blockType: 'mediaText',
      heading: t(
        'Thoát nước liên tục, không lo đầy bình',
        'Continuous drainage, no bucket to empty',
      ),
      content: t(
        doc(
          p(
            'Vào cao điểm nồm ẩm, một máy 20 lít/ngày có thể làm đầy bình chứa 4,5 lít chỉ sau vài giờ. Vì vậy, mọi máy hút ẩm Sora Electric đều có hai cách xả nước:',
          ),
          ul(
            [
              bold('Bình chứa tháo rời: '),
              'có tay cầm và phao báo mức nước; máy tự dừng và bật đèn báo khi bình đầy để nước không tràn ra sàn.',
            ],
            [
              bold('Thoát nước liên tục: '),
              'nối ống mềm đi kèm vào cổng xả phía sau và dẫn ra ống thoát sàn – máy chạy suốt ngày đêm mà bạn không phải đổ nước.',
            ],
          ),
          p(
            'Máy có bánh xe để di chuyển giữa các phòng, hẹn giờ từ 1 đến 24 giờ và tự khởi động lại với chế độ cũ khi có điện trở lại sau sự cố mất điện.',
          ),
        ),
        doc(
          p(
            'At the height of the damp season, a 20 L/day unit can fill a 4.5-litre tank in a few hours. That is why every Sora Electric dehumidifier offers two ways to deal with the water:',
          ),
          ul(
            [
              bold('Removable tank: '),
              'with a carry handle and a float gauge; the unit stops and lights a warning when the tank is full, so nothing spills.',
            ],
            [
              bold('Continuous drainage: '),
              'connect the supplied hose to the outlet at the back and run it to a floor drain – the unit can then work day and night without emptying.',
            ],
          ),
          p(
            'Castors make it easy to move from room to room, the timer runs from 1 to 24 hours, and after a power cut the unit restarts in the mode it was in.',
          ),
        ),
      ),
      media: 'cat-dehum-mt-drainage',
      mediaPosition: 'left',
    },
    {
      blockType: 'richText',
      heading: t('Dùng máy hút ẩm hiệu quả', 'Getting the most from your dehumidifier'),
      width: 'narrow',
      content: t(
        doc(
          ul(
            'Đóng cửa sổ và cửa ra vào khi máy chạy; mở cửa trong ngày nồm chỉ đưa thêm hơi ẩm vào nhà.',
            'Đặt máy cách tường ít nhất 20 cm, ở giữa khu vực cần hút ẩm và xa nguồn nhiệt.',
            'Vệ sinh lưới lọc hai tuần một lần trong mùa nồm.',
            'Khi nhiệt độ phòng dưới 15 °C, máy tự xả băng dàn lạnh nên tốc độ hút ẩm sẽ chậm hơn – đây là hiện tượng bình thường.',
          ),
          p(
            'Máy hút ẩm được bảo hành 2 năm tại nhà. Gọi ',
            bold(HOTLINE),
            ' để được tư vấn chọn máy, hoặc ',
            link('tìm đại lý gần bạn', '/mua-o-dau'),
            '.',
          ),
        ),
        doc(
          ul(
            'Keep windows and doors shut while the unit is running – opening up on a humid day only lets more moisture in.',
            'Stand the unit at least 20 cm from the wall, in the middle of the area you want to dry and away from heat sources.',
            'Clean the filter every two weeks during the damp season.',
            'Below 15 °C the unit defrosts its coil automatically, so it extracts water more slowly – this is perfectly normal.',
          ),
          p(
            'Dehumidifiers come with a two-year in-home warranty. Call ',
            bold(HOTLINE),
            ' for help choosing a model, or ',
            link('find a dealer near you', '/mua-o-dau'),
            '.',
          ),
        ),
      ),
    },
  ],
}

const handDryers: PageSeed = {
  slug: slug('may-say-tay'),
  title: t('Máy sấy tay', 'Hand dryers'),
  seo: {
    title: t('Máy sấy tay tốc độ cao', 'High-speed hand dryers'),
    description: t(
      'Máy sấy tay tốc độ cao Sora Electric cho nhà ở, văn phòng, trung tâm thương mại, bệnh viện: khô tay trong khoảng 10 giây, lọc HEPA, rẻ hơn khăn giấy.',
      'Sora Electric high-speed hand dryers for homes, offices, malls and hospitals: dry hands in about 10 seconds, HEPA filtered, far cheaper than paper towels.',
    ),
    image: 'cat-dryer-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'cat-dryer-hero',
      eyebrow: t(
        'Thiết bị gia dụng và giải pháp tòa nhà',
        'Home appliances and building solutions',
      ),
      heading: t('Máy sấy tay tốc độ cao', 'High-speed hand dryers'),
      text: t(
        'Đưa tay vào, rút tay ra – chỉ khoảng 10 giây là tay đã khô. Luồng khí tốc độ cao gạt sạch nước thay vì chờ nước bay hơi, giúp khu vệ sinh sạch sẽ, khô ráo hơn và không còn những thùng rác đầy khăn giấy.',
        'Hands in, hands out – dry in about ten seconds. A high-speed air blade wipes the water off instead of waiting for it to evaporate, leaving washrooms cleaner and drier, with no more bins overflowing with paper towels.',
      ),
      links: [
        { link: { label: t('Nhận báo giá dự án', 'Request a project quote'), href: '/lien-he' } },
        {
          link: {
            label: t('Giải pháp tòa nhà', 'Building solutions'),
            href: '/giai-phap-toa-nha',
          },
        },
      ],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Tất cả máy sấy tay', 'All hand dryers'),
      category: 'JetTowel',
      pageSize: 12,
      showFilters: true,
    },
    {
      blockType: 'cardGrid',
      heading: t('Phù hợp với mọi khu vệ sinh', 'Made for every washroom'),
      columns: '4',
      cards: [
        {
          title: t('Nhà ở', 'Homes'),
          text: t(
            'Model nhỏ gọn, công suất thấp, chạy êm; phù hợp phòng vệ sinh dành cho khách ở biệt thự, nhà phố hay homestay.',
            'Compact, low-power, quiet models for guest bathrooms in villas, townhouses and homestays.',
          ),
          media: 'cat-dryer-card-home',
        },
        {
          title: t('Văn phòng', 'Offices'),
          text: t(
            'Thay thế khăn giấy trong khu vệ sinh tòa nhà văn phòng, giảm công thu gom rác và chi phí vật tư hằng tháng.',
            'Replace paper towels in office washrooms, cutting waste collection and monthly consumables costs.',
          ),
          media: 'cat-dryer-card-office',
        },
        {
          title: t('Trung tâm thương mại', 'Shopping malls'),
          text: t(
            'Chịu được hàng nghìn lượt dùng mỗi ngày, vỏ chống va đập, khay hứng nước lớn giữ sàn khô ráo cả giờ cao điểm.',
            'Built for thousands of uses a day, with impact-resistant casings and a large drip tray that keeps floors dry even at peak times.',
          ),
          media: 'cat-dryer-card-mall',
        },
        {
          title: t('Bệnh viện', 'Hospitals'),
          text: t(
            'Không chạm, lọc HEPA, bề mặt kháng khuẩn dễ lau chùi cho khu vệ sinh ở sảnh chờ, khu khám ngoại trú và nhà ăn bệnh viện.',
            'Touch-free, HEPA filtered and easy to wipe down, for washrooms in waiting areas, outpatient clinics and hospital canteens.',
          ),
          media: 'cat-dryer-card-hospital',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Vệ sinh ngay từ thiết kế', 'Hygiene by design'),
      content: t(
        doc(
          p(
            'Ở nơi công cộng, mỗi lần chạm tay là một nguy cơ lây nhiễm. Máy sấy tay Sora Electric được thiết kế để người dùng không phải chạm vào bất kỳ bề mặt nào:',
          ),
          ul(
            [
              bold('Cảm biến hồng ngoại: '),
              'máy chạy ngay khi đưa tay vào và dừng khi rút tay ra.',
            ],
            [
              bold('Bộ lọc HEPA: '),
              'giữ lại 99,97% hạt bụi và vi khuẩn từ 0,3 µm trong không khí hút vào, trước khi thổi lên tay.',
            ],
            [
              bold('Lớp phủ kháng khuẩn: '),
              'trên khe sấy và khay hứng nước, hạn chế vi khuẩn sinh sôi.',
            ],
            [
              bold('Khay hứng nước tháo rời: '),
              'nước gạt khỏi tay được thu lại, không nhỏ xuống sàn gây trơn trượt.',
            ],
          ),
        ),
        doc(
          p(
            'In a public washroom, every touch is a chance to pass on germs. Sora Electric hand dryers are designed so that users never have to touch a thing:',
          ),
          ul(
            [
              bold('Infrared sensor: '),
              'starts the instant hands go in and stops when they come out.',
            ],
            [
              bold('HEPA filter: '),
              'captures 99.97% of dust and bacteria of 0.3 µm and larger from the incoming air before it reaches your hands.',
            ],
            [
              bold('Antibacterial coating: '),
              'on the drying slot and drip tray, to slow the growth of bacteria.',
            ],
            [
              bold('Removable drip tray: '),
              'water blown off the hands is collected instead of dripping onto a slippery floor.',
            ],
          ),
        ),
      ),
      media: 'cat-dryer-mt-hygiene',
      mediaPosition: 'right',
    },
    {
      blockType: 'mediaText',
      heading: t('Khô nhanh hơn, rẻ hơn khăn giấy', 'Faster drying, lower cost than paper towels'),
      content: t(
        doc(
          p(
            'Luồng khí tốc độ trên 90 m/s gạt nước khỏi cả hai mặt bàn tay cùng lúc, làm khô tay trong khoảng 10 giây mà không cần sấy nóng; chế độ sưởi ấm nhẹ chỉ bật vào những ngày trời lạnh.',
          ),
          p('Ví dụ với một khu vệ sinh có 500 lượt sử dụng mỗi ngày:'),
          ul(
            [
              bold('Khăn giấy: '),
              'khoảng 1.000 tờ mỗi ngày, chưa kể chi phí thu gom, xử lý rác và nhân công bổ sung giấy.',
            ],
            [
              bold('Máy sấy tay: '),
              'khoảng 1,7 kWh điện mỗi ngày, tức chỉ vài nghìn đồng tiền điện.',
            ],
          ),
          p(
            'Trong đa số trường hợp, khoản tiết kiệm giúp thu hồi chi phí đầu tư máy trong khoảng một năm, đồng thời cắt giảm đáng kể lượng rác thải giấy.',
          ),
        ),
        doc(
          p(
            'An air stream of more than 90 m/s clears water from both sides of the hands at once, drying them in about ten seconds without the need for heat; a gentle warm mode comes on only on cold days.',
          ),
          p('Take a washroom with 500 visits a day:'),
          ul(
            [
              bold('Paper towels: '),
              'around 1,000 sheets a day, plus the cost of collecting and disposing of the waste and of staff restocking the dispensers.',
            ],
            [bold('Hand dryer: '), 'about 1.7 kWh of electricity a day – a few thousand dong.'],
          ),
          p(
            'In most cases the savings pay back the cost of the dryer in around a year, and paper waste falls dramatically.',
          ),
        ),
      ),
      media: 'cat-dryer-mt-cost',
      mediaPosition: 'left',
      link: {
        label: t('Sáng kiến bền vững', 'Our sustainability initiatives'),
        href: '/sang-kien-ben-vung',
      },
    },
    {
      blockType: 'richText',
      heading: t('Lắp đặt, bảo trì và bảo hành', 'Installation, maintenance and warranty'),
      width: 'narrow',
      content: t(
        doc(
          ul(
            'Chiều cao lắp đặt khuyến nghị: miệng khe sấy cách sàn khoảng 1.000–1.100 mm cho người lớn và 750–850 mm cho trường học, khu vệ sinh trẻ em.',
            'Mỗi nhóm máy dùng nguồn 220 V riêng, có thiết bị chống dòng rò.',
            'Ở khu đông người, nên vệ sinh khay hứng nước hằng ngày và thay bộ lọc HEPA mỗi 12 tháng.',
            'Chế độ giảm ồn phù hợp cho văn phòng, khách sạn và những khu vệ sinh gần phòng họp, phòng bệnh.',
          ),
          p(
            'Máy sấy tay được bảo hành 2 năm. Với dự án từ 20 máy trở lên, bộ phận kinh doanh dự án sẽ khảo sát khu vệ sinh, đề xuất model và số lượng phù hợp – hãy ',
            link('gửi yêu cầu cho chúng tôi', '/lien-he'),
            ' hoặc gọi ',
            bold(HOTLINE),
            '.',
          ),
        ),
        doc(
          ul(
            'Recommended mounting height: the drying slot about 1,000–1,100 mm above the floor for adults, and 750–850 mm in schools and children’s washrooms.',
            'Give each group of dryers its own 220 V circuit with residual-current protection.',
            'In busy washrooms, empty the drip tray daily and replace the HEPA filter every 12 months.',
            'A low-noise mode suits offices, hotels and washrooms close to meeting rooms or wards.',
          ),
          p(
            'Hand dryers carry a two-year warranty. For projects of 20 units or more, our projects team will survey your washrooms and recommend the right models and quantities – ',
            link('send us a request', '/lien-he'),
            ' or call ',
            bold(HOTLINE),
            '.',
          ),
        ),
      ),
    },
  ],
}

/** HVAC references: shown to consultants and to owners alike. */
const hvacReferences: BlockSeed = {
  blockType: 'mediaText',
  heading: t(
    'Công trình đang vận hành cùng Sora Electric',
    'Buildings already running on Sora Electric',
  ),
  content: t(
    doc(
      p(
        'Từ tòa văn phòng hạng A 32 tầng tại Hà Nội đạt chứng nhận LEED Gold đến bệnh viện 500 giường tại Đà Nẵng và khu nghỉ dưỡng ven biển, hệ thống HVAC của Sora Electric đang vận hành tại hàng trăm công trình trên khắp Việt Nam.',
      ),
      p(
        'Chủ đầu tư và đơn vị tư vấn có thể đăng ký tham quan thực tế một số công trình tiêu biểu và trao đổi trực tiếp với đội ngũ vận hành tại đó.',
      ),
    ),
    doc(
      p(
        'From a 32-storey, LEED Gold-certified Grade A office tower in Hanoi to a 500-bed hospital in Da Nang and a beachfront resort, Sora Electric HVAC systems are running in hundreds of buildings across Vietnam.',
      ),
      p(
        'Owners and consultants can arrange to visit selected projects and talk directly to the people who operate them.',
      ),
    ),
  ),
  media: 'cat-hvac-mt-references',
  mediaPosition: 'left',
  link: { label: t('Xem hồ sơ dự án', 'View the project gallery'), href: '/ho-so-du-an' },
}

const hvac: PageSeed = {
  slug: slug('hvac'),
  title: t('Giải pháp HVAC', 'HVAC solutions'),
  seo: {
    title: t(
      'Giải pháp HVAC cho tòa nhà: VRF, chiller, AHU, thông gió',
      'HVAC for buildings: VRF, chillers, AHUs and ventilation',
    ),
    description: t(
      'HVAC Sora Electric cho tòa nhà: điều hòa VRF, chiller, AHU/FCU, thông gió thu hồi năng lượng và tích hợp BMS, tối ưu chi phí suốt vòng đời công trình.',
      'Sora Electric HVAC for buildings: VRF, chillers, AHUs and FCUs, energy recovery ventilation and BMS integration, optimised for whole-life cost.',
    ),
    image: 'cat-hvac-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'cat-hvac-hero',
      eyebrow: t('Giải pháp tòa nhà', 'Building solutions'),
      heading: t(
        'HVAC cho những công trình tiết kiệm năng lượng',
        'HVAC for energy-efficient buildings',
      ),
      text: t(
        'Điều hòa, thông gió và xử lý không khí thường chiếm 40–60% điện năng tiêu thụ của một tòa nhà tại Việt Nam. Sora Electric giúp bạn chọn đúng hệ thống ngay từ đầu và vận hành hiệu quả trong nhiều thập kỷ sau đó.',
        'Air conditioning, ventilation and air handling typically account for 40–60% of a Vietnamese building’s electricity use. Sora Electric helps you choose the right system from the start – and run it efficiently for decades afterwards.',
      ),
      links: [
        {
          link: {
            label: t('Xem công trình tiêu biểu', 'See our references'),
            href: '/ho-so-du-an',
          },
        },
        { link: { label: t('Trao đổi với kỹ sư', 'Talk to an engineer'), href: '/lien-he' } },
      ],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Hệ thống và dàn lạnh HVAC', 'HVAC systems and indoor units'),
      category: 'HVAC',
      pageSize: 12,
      showFilters: true,
    },
    {
      blockType: 'cardGrid',
      heading: t('Danh mục giải pháp', 'What we offer'),
      columns: '3',
      cards: [
        {
          title: t('Hệ thống VRF', 'VRF systems'),
          text: t(
            'Một dàn nóng kết nối đến 64 dàn lạnh; dòng thu hồi nhiệt có thể đồng thời làm lạnh và sưởi ở các khu vực khác nhau. Phù hợp văn phòng, khách sạn, bệnh viện và chung cư cao cấp.',
            'Up to 64 indoor units on one outdoor unit; heat-recovery models cool some zones while heating others. Ideal for offices, hotels, hospitals and premium residences.',
          ),
          media: 'cat-hvac-card-vrf',
        },
        {
          title: t('Chiller giải nhiệt gió và nước', 'Air- and water-cooled chillers'),
          text: t(
            'Công suất 100–1.500 RT, máy nén trục vít hoặc ly tâm dẫn động biến tần, hiệu suất cao khi chạy non tải – trạng thái tòa nhà vận hành phần lớn thời gian trong năm.',
            '100 to 1,500 RT, with variable-speed screw or centrifugal compressors that stay efficient at part load – where a building spends most of its year.',
          ),
          media: 'cat-hvac-card-chiller',
        },
        {
          title: t('AHU và FCU', 'AHUs and FCUs'),
          text: t(
            'Tủ xử lý không khí AHU cho sảnh, hội trường và phòng sạch; dàn FCU âm trần nối ống cho từng phòng, động cơ EC giảm đến 50% điện năng quạt.',
            'Air-handling units for lobbies, auditoriums and cleanrooms, and ducted ceiling fan coil units for individual rooms, with EC motors that cut fan energy by up to 50%.',
          ),
          media: 'cat-hvac-card-ahu',
        },
        {
          title: t('Thông gió thu hồi năng lượng', 'Energy recovery ventilation'),
          text: t(
            'Lõi trao đổi nhiệt và ẩm thu hồi đến 75% năng lượng từ khí thải, cấp đủ khí tươi mà không làm tải lạnh tăng vọt; điều khiển theo nồng độ CO₂.',
            'Heat-and-moisture exchange cores recover up to 75% of the energy in exhaust air, delivering the fresh air a building needs without a spike in cooling load; CO₂-based control.',
          ),
          media: 'cat-hvac-card-erv',
        },
        {
          title: t('Bơm nhiệt nước nóng', 'Heat pump water heating'),
          text: t(
            'Cấp nước nóng cho khách sạn, bệnh viện và ký túc xá, tiêu thụ điện chỉ bằng khoảng một phần ba đến một phần tư so với bình nóng lạnh điện trở.',
            'Hot water for hotels, hospitals and dormitories using roughly a third to a quarter of the electricity of resistance water heaters.',
          ),
          media: 'cat-hvac-card-heat-pump',
        },
        {
          title: t('Tích hợp quản lý tòa nhà', 'Building management integration'),
          text: t(
            'Bộ điều khiển trung tâm và cổng kết nối BACnet, Modbus đưa toàn bộ thiết bị HVAC về Sora BMS hoặc hệ thống BMS sẵn có của công trình.',
            'Central controllers and BACnet and Modbus gateways bring every piece of HVAC equipment into Sora BMS or the building’s existing management system.',
          ),
          media: 'cat-hvac-card-bms',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Đồng hành từ bản vẽ đến vận hành', 'From drawing board to daily operation'),
      content: t(
        doc(
          p(
            'Một hệ thống HVAC hiệu quả bắt đầu từ thiết kế đúng. Kỹ sư ứng dụng của Sora Electric tại Hà Nội, Đà Nẵng và TP. Hồ Chí Minh làm việc cùng đơn vị tư vấn và nhà thầu cơ điện ở mọi giai đoạn:',
          ),
          ol(
            [
              bold('Tính toán tải lạnh: '),
              'theo từng giờ trong năm, dựa trên hướng nắng, vật liệu bao che, mật độ người và lịch vận hành thực tế.',
            ],
            [
              bold('Lựa chọn hệ thống: '),
              'so sánh VRF, chiller hoặc phương án kết hợp theo chi phí đầu tư, chi phí vận hành và không gian kỹ thuật.',
            ],
            [
              bold('Hồ sơ thiết kế: '),
              'dữ liệu BIM, sơ đồ đường ống, thông số kỹ thuật và phần mềm chọn thiết bị.',
            ],
            [
              bold('Giám sát lắp đặt và chạy thử: '),
              'thử kín, hút chân không, nạp môi chất, cân bằng lưu lượng nước và gió trước khi bàn giao.',
            ],
            [
              bold('Tích hợp BMS: '),
              'kết nối với hệ thống quản lý tòa nhà để theo dõi điện năng đến từng tầng, từng khu vực.',
            ],
          ),
        ),
        doc(
          p(
            'An efficient HVAC system starts with the right design. Sora Electric application engineers in Hanoi, Da Nang and Ho Chi Minh City work with consultants and M&E contractors at every stage:',
          ),
          ol(
            [
              bold('Cooling load calculation: '),
              'hour by hour across the year, based on orientation, building envelope, occupancy and the real operating schedule.',
            ],
            [
              bold('System selection: '),
              'VRF, chillers or a hybrid, compared on capital cost, running cost and plant space.',
            ],
            [
              bold('Design documentation: '),
              'BIM objects, piping schematics, technical data and selection software.',
            ],
            [
              bold('Installation supervision and commissioning: '),
              'pressure testing, evacuation, refrigerant charging and water and air balancing before handover.',
            ],
            [
              bold('BMS integration: '),
              'a link to the building management system so energy use can be tracked floor by floor and zone by zone.',
            ],
          ),
        ),
      ),
      media: 'cat-hvac-mt-design',
      mediaPosition: 'right',
    },
    hvacReferences,
  ],
  mainViewLabel: t('Dành cho tư vấn và nhà thầu', 'For consultants and contractors'),
  views: [
    {
      key: 'forOwners',
      label: t('Dành cho chủ đầu tư', 'For building owners'),
      layout: [
        {
          blockType: 'hero',
          media: 'cat-hvac-hero',
          eyebrow: t('Dành cho chủ đầu tư', 'For building owners'),
          heading: t(
            'Chi phí vận hành thấp hơn trong suốt vòng đời tòa nhà',
            'Lower running costs for the whole life of your building',
          ),
          text: t(
            'Hệ thống HVAC vận hành 20–25 năm và tiền điện mới là khoản chi lớn nhất. Chúng tôi giúp chủ đầu tư so sánh phương án bằng số liệu, cam kết hiệu suất và chăm sóc hệ thống sau bàn giao.',
            'An HVAC system runs for 20 to 25 years, and electricity is by far its largest cost. We help owners compare options on the numbers, commit to performance and look after the system long after handover.',
          ),
          links: [
            {
              link: {
                label: t(
                  'Yêu cầu phân tích chi phí vòng đời',
                  'Request a life-cycle cost analysis',
                ),
                href: '/lien-he',
              },
            },
          ],
        },
        {
          blockType: 'richText',
          heading: t('Quyết định dựa trên chi phí vòng đời', 'Decide on whole-life cost'),
          content: t(
            doc(
              p(
                'Giá mua thiết bị chỉ là phần nổi của tảng băng. Với một hệ thống HVAC vận hành 20–25 năm, chi phí đầu tư ban đầu thường chỉ chiếm khoảng 20–25% tổng chi phí vòng đời; phần còn lại là tiền điện, bảo trì và sửa chữa. Lựa chọn đúng từ đầu vì thế có ý nghĩa lớn hơn nhiều so với khoản chênh lệch giá khi mua.',
              ),
              h3('Chi phí vòng đời'),
              p(
                'Chúng tôi lập phân tích chi phí vòng đời (LCC) cho từng phương án, so sánh tổng chi phí đầu tư, điện năng, bảo trì và thay thế trong 20 năm, để bạn quyết định dựa trên số liệu thay vì chỉ dựa trên giá chào thầu.',
              ),
              h3('Tiết kiệm năng lượng'),
              ul(
                'Máy nén biến tần và chiller hiệu suất cao giảm 25–35% điện năng so với hệ thống tốc độ cố định thế hệ cũ.',
                'Thông gió thu hồi năng lượng giảm đến 30% tải lạnh dành cho khí tươi.',
                'Lịch vận hành và nhiệt độ cài đặt theo từng khu vực qua BMS, không làm lạnh những không gian đang trống.',
                'Hồ sơ kỹ thuật hỗ trợ đạt chứng nhận LEED, LOTUS, EDGE và đáp ứng quy chuẩn quốc gia về công trình sử dụng năng lượng hiệu quả.',
              ),
              h3('Hợp đồng bảo trì'),
              p(
                'Ba gói bảo trì bên dưới được thiết kế theo mô hình vận hành khác nhau của tòa nhà. Gói nào cũng có báo cáo năng lượng hằng tháng và cam kết có mặt trong 2 giờ khi có sự cố khẩn cấp tại Hà Nội và TP. Hồ Chí Minh.',
              ),
            ),
            doc(
              p(
                'The purchase price is only the tip of the iceberg. Over a 20- to 25-year service life, the initial investment usually makes up only about 20–25% of an HVAC system’s whole-life cost; the rest goes on electricity, maintenance and repairs. Getting the choice right at the start matters far more than any difference in purchase price.',
              ),
              h3('Whole-life cost'),
              p(
                'We prepare a life-cycle cost (LCC) analysis for each option, comparing capital, energy, maintenance and replacement costs over 20 years, so you can decide on the evidence rather than on the tender price alone.',
              ),
              h3('Energy savings'),
              ul(
                'Variable-speed compressors and high-efficiency chillers use 25–35% less electricity than older fixed-speed systems.',
                'Energy recovery ventilation cuts the cooling load from fresh air by up to 30%.',
                'Zone-by-zone schedules and set points through the BMS mean empty spaces are never cooled.',
                'Technical documentation supports LEED, LOTUS and EDGE certification and compliance with Vietnam’s national building energy-efficiency code.',
              ),
              h3('Maintenance contracts'),
              p(
                'The three packages below are designed around different ways of running a building. All of them include a monthly energy report and a two-hour emergency call-out in Hanoi and Ho Chi Minh City.',
              ),
            ),
          ),
        },
        {
          blockType: 'cardGrid',
          heading: t('Gói bảo trì', 'Maintenance packages'),
          columns: '3',
          cards: [
            {
              title: t('Cơ bản', 'Essential'),
              text: t(
                'Bảo dưỡng định kỳ hằng quý: vệ sinh dàn trao đổi nhiệt, kiểm tra môi chất, thông số điện và hệ thống điều khiển; báo cáo tình trạng thiết bị sau mỗi lần bảo dưỡng.',
                'Quarterly servicing: coil cleaning, refrigerant, electrical and control checks, with an equipment condition report after every visit.',
              ),
            },
            {
              title: t('Toàn diện', 'Comprehensive'),
              text: t(
                'Toàn bộ gói Cơ bản, thêm giám sát từ xa 24/7, cảnh báo sớm sự cố, phân tích dữ liệu vận hành và giá ưu đãi cho linh kiện thay thế.',
                'Everything in Essential, plus 24/7 remote monitoring, early fault warnings, operating data analysis and preferential prices on spare parts.',
              ),
            },
            {
              title: t('Trọn gói hiệu suất', 'Performance'),
              text: t(
                'Sora Electric chịu toàn bộ chi phí linh kiện, nhân công và cam kết chỉ số hiệu suất năng lượng trong hợp đồng – phù hợp chủ đầu tư muốn cố định chi phí vận hành hằng năm.',
                'Sora Electric covers all parts and labour and guarantees agreed energy-performance targets – for owners who want fixed annual operating costs.',
              ),
            },
          ],
        },
        hvacReferences,
      ],
    },
  ],
}
const projectGallery: PageSeed = {
  slug: slug('ho-so-du-an'),
  title: t('Hồ sơ dự án', 'Project gallery'),
  seo: {
    title: t(
      'Hồ sơ dự án – Công trình tiêu biểu tại Việt Nam',
      'Project gallery – selected references in Vietnam',
    ),
    description: t(
      'Công trình tiêu biểu của Sora Electric: tòa văn phòng, bệnh viện, khách sạn, nhà máy điện tử và thực phẩm, depot tàu điện, nhà máy nước trên khắp Việt Nam.',
      'Sora Electric references across Vietnam: office towers, hospitals, a resort, electronics and food factories, a metro depot and a water treatment plant.',
    ),
    image: 'cat-prj-office-hanoi',
  },
  layout: [
    {
      blockType: 'hero',
      tone: 'light',
      eyebrow: t('Hồ sơ dự án', 'Project gallery'),
      heading: t('Công trình tiêu biểu trên khắp Việt Nam', 'Selected projects across Vietnam'),
      text: t(
        'Hơn ba mươi năm qua, thiết bị và giải pháp của Sora Electric đã góp mặt trong hàng nghìn công trình, từ tòa tháp văn phòng giữa trung tâm Hà Nội đến nhà máy điện tử ở Bắc Ninh và nhà máy nước sạch ở miền Đông Nam Bộ. Dưới đây là một số dự án tiêu biểu trong từng lĩnh vực.',
        'Over more than thirty years, Sora Electric equipment and solutions have gone into thousands of projects, from office towers in central Hanoi to electronics plants in Bac Ninh and water treatment works in the south-east. Here are a few highlights from each of our businesses.',
      ),
      links: [
        {
          link: {
            label: t('Trao đổi về dự án của bạn', 'Discuss your project'),
            href: '/lien-he',
          },
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Giải pháp tòa nhà', 'Building solutions'),
      intro: t(
        'Điều hòa VRF và chiller, thông gió, thang máy, thang cuốn và máy sấy tay cho văn phòng, bệnh viện, khách sạn và trung tâm thương mại.',
        'VRF and chiller air conditioning, ventilation, elevators, escalators and hand dryers for offices, hospitals, hotels and shopping centres.',
      ),
      columns: '3',
      cards: [
        {
          title: t('Tòa văn phòng hạng A, Hà Nội', 'Grade A office tower, Hanoi'),
          text: t(
            '2022 · 32 tầng, 78.000 m² sàn · Hệ thống VRF 2.400 HP, 12 thang máy tốc độ cao, thông gió thu hồi năng lượng và Sora BMS; đạt chứng nhận LEED Gold.',
            '2022 · 32 storeys, 78,000 m² of floor space · 2,400 HP of VRF, 12 high-speed elevators, energy recovery ventilation and Sora BMS; certified LEED Gold.',
          ),
          media: 'cat-prj-office-hanoi',
        },
        {
          title: t(
            'Tòa tháp văn phòng ven sông, TP. Hồ Chí Minh',
            'Riverside office tower, Ho Chi Minh City',
          ),
          text: t(
            '2023 · 40 tầng · Ba chiller ly tâm giải nhiệt nước 900 RT dẫn động biến tần, 120 AHU và FCU động cơ EC, tích hợp BMS; đạt chứng nhận LOTUS Vàng.',
            '2023 · 40 storeys · Three 900 RT variable-speed centrifugal water-cooled chillers, 120 EC-motor AHUs and FCUs, full BMS integration; LOTUS Gold certified.',
          ),
          media: 'cat-prj-office-hcmc',
        },
        {
          title: t('Bệnh viện đa khoa 500 giường, Đà Nẵng', '500-bed general hospital, Da Nang'),
          text: t(
            '2021 · Chiller giải nhiệt nước, AHU lọc HEPA và thông gió thu hồi năng lượng cho 12 phòng mổ và khu hồi sức tích cực; 18 thang máy chở giường bệnh.',
            '2021 · Water-cooled chillers, HEPA-filtered AHUs and energy recovery ventilation for 12 operating theatres and the ICU; 18 bed elevators.',
          ),
          media: 'cat-prj-hospital-danang',
        },
        {
          title: t('Khu nghỉ dưỡng 5 sao ven biển, Đà Nẵng', 'Five-star beach resort, Da Nang'),
          text: t(
            '2024 · 320 phòng và 40 biệt thự · VRF thu hồi nhiệt, bơm nhiệt cấp 60 m³ nước nóng mỗi ngày, 8 thang máy và 90 máy sấy tay tốc độ cao; dàn nóng phủ lớp chống ăn mòn do hơi muối biển.',
            '2024 · 320 rooms and 40 villas · Heat-recovery VRF, heat pumps supplying 60 m³ of hot water a day, 8 elevators and 90 high-speed hand dryers; outdoor units with anti-corrosion coating against the sea air.',
          ),
          media: 'cat-prj-resort-danang',
        },
        {
          title: t('Trung tâm thương mại, TP. Hồ Chí Minh', 'Shopping centre, Ho Chi Minh City'),
          text: t(
            '2020 · 46 thang cuốn, 10 thang máy và hơn 200 máy sấy tay; chế độ chạy chậm tự động giúp điện năng tiêu thụ của thang cuốn giảm khoảng 25%.',
            '2020 · 46 escalators, 10 elevators and more than 200 hand dryers; automatic slow-speed mode has cut escalator energy use by around 25%.',
          ),
          media: 'cat-prj-mall-hcmc',
        },
        {
          title: t(
            'Bệnh viện sản nhi 300 giường, Cần Thơ',
            '300-bed maternity and children’s hospital, Can Tho',
          ),
          text: t(
            '2023 · VRF kết hợp AHU cấp khí tươi, phòng áp lực âm cho khu cách ly, 9 thang máy; hợp đồng bảo trì toàn diện 5 năm.',
            '2023 · VRF with fresh-air AHUs, negative-pressure isolation rooms and 9 elevators; a five-year comprehensive maintenance contract.',
          ),
          media: 'cat-prj-hospital-cantho',
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Tự động hóa công nghiệp', 'Factory automation'),
      intro: t(
        'PLC, biến tần, servo, robot và nền tảng nhà máy số giúp khách hàng nâng năng suất, chất lượng và khả năng truy xuất nguồn gốc.',
        'PLCs, drives, servo systems, robots and our digital factory platform, helping customers raise output, quality and traceability.',
      ),
      columns: '3',
      cards: [
        {
          title: t('Nhà máy linh kiện điện tử, Bắc Ninh', 'Electronics components plant, Bac Ninh'),
          text: t(
            '2022 · 14 dây chuyền SMT và lắp ráp với 48 robot SCARA, PLC, servo và nền tảng Sora e-Factory; hiệu suất thiết bị tổng thể (OEE) tăng từ 71% lên 85%.',
            '2022 · 14 SMT and assembly lines with 48 SCARA robots, PLCs, servo systems and the Sora e-Factory platform; overall equipment effectiveness (OEE) up from 71% to 85%.',
          ),
          media: 'cat-prj-electronics-bacninh',
        },
        {
          title: t('Nhà máy chế biến thực phẩm, Bình Dương', 'Food processing plant, Binh Duong'),
          text: t(
            '2021 · Nay thuộc TP. Hồ Chí Minh · Sáu dây chuyền đóng gói mì ăn liền và bánh snack dùng servo, biến tần và HMI; truy xuất nguồn gốc theo từng lô sản phẩm.',
            '2021 · Now part of Ho Chi Minh City · Six instant-noodle and snack packaging lines with servo drives, inverters and HMIs; batch-level traceability.',
          ),
          media: 'cat-prj-food-binhduong',
        },
        {
          title: t('Nhà máy chế biến thủy sản, Cần Thơ', 'Seafood processing plant, Can Tho'),
          text: t(
            '2023 · Robot cộng tác xếp thùng cuối dây chuyền, biến tần cho máy nén lạnh và hệ thống cấp đông; điện năng cho kho lạnh giảm 22%.',
            '2023 · Cobots palletising cartons at the end of the line, inverters on the refrigeration compressors and blast freezers; cold-store energy use down 22%.',
          ),
          media: 'cat-prj-seafood-cantho',
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Giải pháp hạ tầng', 'Infrastructure'),
      intro: t(
        'Thiết bị và hệ thống cho đường sắt đô thị, cấp nước và lưới điện, được thiết kế để vận hành tin cậy trong nhiều thập kỷ.',
        'Equipment and systems for urban rail, water supply and the power grid, designed for decades of reliable service.',
      ),
      columns: '3',
      cards: [
        {
          title: t('Depot tàu điện đô thị, TP. Hồ Chí Minh', 'Metro depot, Ho Chi Minh City'),
          text: t(
            '2020 · Hệ thống cấp điện cho xưởng bảo dưỡng, điều hòa cho trung tâm điều khiển, 6 cầu trục dẫn động biến tần và SCADA giám sát toàn khu depot.',
            '2020 · Power distribution for the maintenance workshops, air conditioning for the control centre, six inverter-driven overhead cranes and SCADA across the depot.',
          ),
          media: 'cat-prj-metro-depot',
        },
        {
          title: t('Nhà máy xử lý nước mặt, Đồng Nai', 'Surface water treatment plant, Dong Nai'),
          text: t(
            '2022 · Công suất 250.000 m³/ngày · 16 biến tần trung thế cho trạm bơm, SCADA điều khiển tập trung và hệ thống khử trùng bằng ozone.',
            '2022 · 250,000 m³ a day · 16 medium-voltage drives for the pumping stations, centralised SCADA control and ozone disinfection.',
          ),
          media: 'cat-prj-water-dongnai',
        },
        {
          title: t('Nhà máy điện gió 100 MW, Gia Lai', '100 MW wind farm, Gia Lai'),
          text: t(
            '2021 · Trạm biến áp nâng áp 110 kV với tủ đóng cắt cách điện khí, rơ-le bảo vệ và hệ thống tự động hóa trạm; đấu nối lưới quốc gia đúng tiến độ vận hành thương mại.',
            '2021 · A 110 kV step-up substation with gas-insulated switchgear, protection relays and substation automation; grid connection delivered on schedule for commercial operation.',
          ),
          media: 'cat-prj-wind-gialai',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Đăng ký tham quan công trình', 'Request a site visit'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Không gì thuyết phục bằng việc tận mắt thấy hệ thống vận hành. Khi được chủ đầu tư đồng ý, Sora Electric tổ chức các buổi tham quan thực tế cho chủ đầu tư, đơn vị tư vấn thiết kế và nhà thầu đang chuẩn bị những dự án tương tự.',
          ),
          ol(
            [
              'Gửi email đến ',
              link(EMAIL, `mailto:${EMAIL}`),
              ' với tiêu đề “Đăng ký tham quan công trình”, nêu tên đơn vị, loại dự án bạn đang triển khai và công trình muốn tham quan.',
            ],
            'Đề xuất hai đến ba thời điểm phù hợp và số người tham gia (tối đa 8 người mỗi đoàn).',
            'Bộ phận kinh doanh dự án xác nhận lịch trong vòng 3 ngày làm việc, sau khi thống nhất với ban quản lý công trình.',
            'Vào ngày tham quan, kỹ sư Sora Electric hướng dẫn đoàn và giải đáp các câu hỏi kỹ thuật; tại nhà máy và khu vực kỹ thuật, đoàn được cấp đồ bảo hộ theo quy định an toàn.',
          ),
          p(
            'Vui lòng đăng ký trước ít nhất 10 ngày làm việc. Nếu chưa sắp xếp được chuyến đi, bạn có thể trải nghiệm thiết bị tại ',
            link('trung tâm đào tạo và phòng trưng bày', '/training-center'),
            ' ở TP. Hồ Chí Minh, hoặc ',
            link('gửi yêu cầu tư vấn', '/lien-he'),
            ' cho chúng tôi.',
          ),
        ),
        doc(
          p(
            'Nothing is more convincing than seeing a system at work. With the owner’s permission, Sora Electric arranges site visits for owners, design consultants and contractors who are preparing similar projects.',
          ),
          ol(
            [
              'Email ',
              link(EMAIL, `mailto:${EMAIL}`),
              ' with the subject “Site visit request”, giving your organisation, the kind of project you are working on and the reference you would like to see.',
            ],
            'Suggest two or three dates that suit you and the number of visitors (up to eight per group).',
            'Our projects team will confirm within three working days, once the visit has been agreed with the building or plant management.',
            'On the day, a Sora Electric engineer will guide your group and answer technical questions; protective equipment is provided for factory and plant-room areas.',
          ),
          p(
            'Please book at least ten working days ahead. If a trip is not practical, you can see our equipment at the ',
            link('training centre and showroom', '/training-center'),
            ' in Ho Chi Minh City, or ',
            link('send us an enquiry', '/lien-he'),
            '.',
          ),
        ),
      ),
    },
  ],
}

const sustainableDevelopment: PageSeed = {
  slug: slug('phat-trien-ben-vung'),
  title: t('Phát triển bền vững', 'Sustainable development'),
  seo: {
    title: t(
      'Phát triển bền vững – Mục tiêu, báo cáo và quản trị',
      'Sustainable development – targets, reporting and governance',
    ),
    description: t(
      'Cách Sora Electric Việt Nam quản trị phát triển bền vững: kiểm kê khí nhà kính, mục tiêu 2030–2040, chuỗi cung ứng có trách nhiệm và con người.',
      'How Sora Electric Vietnam manages sustainability: greenhouse gas reporting, targets to 2040, governance, a responsible supply chain and our people.',
    ),
    image: 'cat-sd-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'cat-sd-hero',
      eyebrow: t('Phát triển bền vững', 'Sustainable development'),
      heading: t(
        'Tăng trưởng có trách nhiệm, đo lường minh bạch',
        'Responsible growth, transparently measured',
      ),
      text: t(
        'Với chúng tôi, phát triển bền vững không chỉ là những dự án môi trường riêng lẻ, mà là cách doanh nghiệp được quản trị, đo lường và báo cáo mỗi ngày – từ nhà máy, văn phòng đến từng nhà cung cấp.',
        'For us, sustainability is not a set of one-off environmental projects but the way the business is governed, measured and reported every day – from our factory and offices to each of our suppliers.',
      ),
      links: [
        {
          link: {
            label: t('Xem các sáng kiến bền vững', 'See our initiatives'),
            href: '/sang-kien-ben-vung',
          },
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Cách tiếp cận và quản trị', 'Our approach and governance'),
      content: t(
        doc(
          p(
            'Trang này trình bày khung quản trị, số liệu và mục tiêu phát triển bền vững của Sora Electric Việt Nam. Những chương trình cụ thể như điện mặt trời tại nhà máy, thu hồi thiết bị cũ hay hoạt động cộng đồng được giới thiệu tại trang ',
            link('Sáng kiến bền vững', '/sang-kien-ben-vung'),
            '.',
          ),
          p(
            'Chúng tôi tập trung vào năm lĩnh vực trọng yếu, được xác định qua đánh giá tính trọng yếu cùng khách hàng, nhân viên, nhà cung cấp và cơ quan quản lý: biến đổi khí hậu, kinh tế tuần hoàn, an toàn sản phẩm, chuỗi cung ứng có trách nhiệm và phát triển con người.',
          ),
          h3('Cơ cấu quản trị'),
          ul(
            [
              bold('Ủy ban Phát triển bền vững: '),
              'do Tổng Giám đốc làm chủ tịch, họp hằng quý để rà soát tiến độ các mục tiêu và phê duyệt kế hoạch hành động.',
            ],
            [
              bold('Nhóm điều phối ESG: '),
              'thuộc khối Quản trị doanh nghiệp, phối hợp với các đầu mối tại nhà máy, chi nhánh và bộ phận mua hàng.',
            ],
            [
              bold('Gắn với đánh giá hiệu quả: '),
              'chỉ tiêu giảm phát thải và an toàn lao động là một phần trong đánh giá kết quả công việc của ban lãnh đạo.',
            ],
            [
              bold('Kênh tiếp nhận phản ánh: '),
              'nhân viên và đối tác có thể báo cáo ẩn danh các vi phạm về đạo đức kinh doanh, môi trường hay quyền con người, và được bảo vệ khỏi mọi hình thức trả đũa.',
            ],
          ),
        ),
        doc(
          p(
            'This page sets out how Sora Electric Vietnam governs, measures and targets sustainability. Specific programmes – solar power at our factory, appliance take-back, community work – are described on our ',
            link('sustainability initiatives', '/sang-kien-ben-vung'),
            ' page.',
          ),
          p(
            'We focus on five material topics, identified in a materiality assessment with customers, employees, suppliers and regulators: climate change, the circular economy, product safety, a responsible supply chain and people development.',
          ),
          h3('Governance'),
          ul(
            [
              bold('Sustainability Committee: '),
              'chaired by the General Director, it meets quarterly to review progress against our targets and approve action plans.',
            ],
            [
              bold('ESG coordination team: '),
              'part of Corporate Administration, working with focal points at the factory, in the branches and in purchasing.',
            ],
            [
              bold('Linked to performance: '),
              'emissions and safety targets form part of the management team’s performance reviews.',
            ],
            [
              bold('Speak-up channel: '),
              'employees and partners can anonymously report concerns about business ethics, the environment or human rights, and are protected from any form of retaliation.',
            ],
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Năm 2024 qua những con số', '2024 at a glance'),
      columns: '4',
      cards: [
        {
          title: t('Khoảng 30%', 'About 30%'),
          text: t(
            'điện năng của nhà máy đến từ hệ thống điện mặt trời áp mái 1,2 MWp.',
            'of the factory’s electricity came from its 1.2 MWp rooftop solar array.',
          ),
        },
        {
          title: t('96,8%', '96.8%'),
          text: t(
            'chất thải tại nhà máy được tái chế hoặc tái sử dụng, vượt mục tiêu 95%.',
            'of factory waste was recycled or reused, beating our 95% target.',
          ),
        },
        {
          title: t('0', 'Zero'),
          text: t(
            'tai nạn lao động nghiêm trọng tại nhà máy và trong các hoạt động dịch vụ kỹ thuật.',
            'serious workplace accidents at the factory or in our field service operations.',
          ),
        },
        {
          title: t('38 giờ', '38 hours'),
          text: t(
            'đào tạo bình quân mỗi nhân viên, từ an toàn lao động đến chuyên môn kỹ thuật và kỹ năng quản lý.',
            'of training per employee on average, from safety to technical skills and leadership.',
          ),
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Đo lường và báo cáo môi trường', 'Environmental measurement and reporting'),
      content: t(
        doc(
          p(
            'Chúng tôi kiểm kê khí nhà kính hằng năm theo GHG Protocol và ISO 14064-1, bao gồm phát thải trực tiếp (phạm vi 1), phát thải từ điện mua vào (phạm vi 2) và các nguồn chính trong chuỗi giá trị (phạm vi 3), đặc biệt là quá trình sử dụng những sản phẩm đã bán. Số liệu được tổ chức độc lập thẩm tra và báo cáo theo quy định về kiểm kê khí nhà kính của Việt Nam.',
          ),
          ul(
            [
              bold('2030: '),
              'giảm 50% phát thải phạm vi 1 và 2 so với năm 2019; toàn bộ điện năng của nhà máy từ nguồn tái tạo.',
            ],
            [
              bold('2035: '),
              'giảm 50% phát thải từ quá trình sử dụng sản phẩm đã bán so với năm 2019.',
            ],
            [bold('2040: '), 'trung hòa carbon trong toàn bộ hoạt động sản xuất và văn phòng.'],
            [
              bold('Hằng năm: '),
              'duy trì tỷ lệ tái chế chất thải trên 95% và giảm 3% lượng nước tiêu thụ trên mỗi đơn vị sản phẩm.',
            ],
          ),
          p(
            'Số liệu của Việt Nam được trình bày trong báo cáo phát triển bền vững của Tập đoàn Sora, công bố vào tháng 9 hằng năm.',
          ),
        ),
        doc(
          p(
            'We compile an annual greenhouse gas inventory following the GHG Protocol and ISO 14064-1, covering direct emissions (Scope 1), emissions from purchased electricity (Scope 2) and the main sources in our value chain (Scope 3) – above all the use of the products we sell. The figures are independently verified and reported under Vietnam’s greenhouse gas inventory regulations.',
          ),
          ul(
            [
              bold('2030: '),
              'Scope 1 and 2 emissions halved against 2019, and all of the factory’s electricity from renewable sources.',
            ],
            [bold('2035: '), 'emissions from the use of products sold halved against 2019.'],
            [bold('2040: '), 'carbon neutrality across all manufacturing and office operations.'],
            [
              bold('Every year: '),
              'a waste recycling rate above 95% and 3% less water per unit produced.',
            ],
          ),
          p(
            'Our Vietnam figures appear in Sora Group’s sustainability report, published every September.',
          ),
        ),
      ),
      media: 'cat-sd-mt-reporting',
      mediaPosition: 'right',
    },
    {
      blockType: 'richText',
      heading: t('Chuỗi cung ứng có trách nhiệm', 'A responsible supply chain'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Khoảng hai phần ba giá trị mua hàng của nhà máy đến từ hơn 180 nhà cung cấp trong nước. Mỗi nhà cung cấp đều cam kết tuân thủ Bộ quy tắc ứng xử dành cho nhà cung cấp của Tập đoàn Sora, bao gồm:',
          ),
          ul(
            'Không sử dụng lao động trẻ em, lao động cưỡng bức; bảo đảm giờ làm, tiền lương và bảo hiểm theo pháp luật Việt Nam.',
            'Kiểm soát hóa chất theo yêu cầu hạn chế chất độc hại (RoHS) và bảo đảm nguồn gốc khoáng sản có trách nhiệm.',
            'An toàn lao động, phòng cháy chữa cháy và xử lý chất thải đúng quy định.',
            'Minh bạch, chống tham nhũng và tránh xung đột lợi ích trong mọi giao dịch.',
          ),
          p(
            'Nhà cung cấp mới được đánh giá trước khi ký hợp đồng; nhà cung cấp hiện hữu tự đánh giá hằng năm và được đánh giá tại chỗ nếu thuộc nhóm rủi ro cao. Năm 2024, chúng tôi đã đánh giá tại chỗ 42 nhà cung cấp; mọi điểm chưa phù hợp đều có kế hoạch khắc phục với thời hạn cụ thể. Chúng tôi cũng hướng dẫn nhà cung cấp kiểm kê phát thải của chính họ – bước đầu tiên để cùng nhau cắt giảm phát thải phạm vi 3.',
          ),
        ),
        doc(
          p(
            'Around two thirds of the factory’s purchasing spend goes to more than 180 Vietnamese suppliers. Every supplier commits to the Sora Group Supplier Code of Conduct, which covers:',
          ),
          ul(
            'No child or forced labour, and working hours, wages and social insurance in line with Vietnamese law.',
            'Chemical management in line with hazardous-substance restrictions (RoHS), and responsible sourcing of minerals.',
            'Occupational safety, fire prevention and proper waste handling.',
            'Transparency, zero tolerance of corruption and avoidance of conflicts of interest.',
          ),
          p(
            'New suppliers are assessed before we sign a contract; existing suppliers complete an annual self-assessment, and those in higher-risk categories are audited on site. In 2024 we carried out 42 on-site audits, and every non-conformity has a corrective action plan with a deadline. We also help suppliers measure their own emissions – the first step towards cutting Scope 3 emissions together.',
          ),
        ),
      ),
    },
    {
      blockType: 'mediaText',
      heading: t('Con người là trung tâm', 'People first'),
      content: t(
        doc(
          p(
            'Hơn 1.200 nhân viên là nền tảng cho mọi cam kết của chúng tôi. Nhà máy vận hành theo hệ thống quản lý an toàn, sức khỏe nghề nghiệp ISO 45001, và mọi kỹ thuật viên dịch vụ đều được huấn luyện định kỳ về an toàn điện và làm việc trên cao.',
          ),
          ul(
            'Tỷ lệ nữ trong đội ngũ kỹ sư và quản lý đạt 27% năm 2024; mục tiêu 35% vào năm 2030.',
            'Chương trình Kỹ sư tập sự và học bổng Kỹ sư tương lai dành cho sinh viên ngành kỹ thuật.',
            'Khảo sát mức độ gắn kết hằng năm với tỷ lệ tham gia trên 90%; kết quả được công bố kèm kế hoạch hành động cho từng bộ phận.',
          ),
        ),
        doc(
          p(
            'Our 1,200-plus employees are the foundation of every commitment we make. The factory is certified to ISO 45001 for occupational health and safety, and every service technician receives regular training in electrical safety and working at height.',
          ),
          ul(
            'Women made up 27% of our engineers and managers in 2024; our target is 35% by 2030.',
            'A Graduate Engineer Programme and Future Engineers scholarships for engineering students.',
            'An annual engagement survey with a response rate above 90%; results are shared openly, with an action plan for every department.',
          ),
        ),
      ),
      media: 'cat-sd-mt-people',
      mediaPosition: 'left',
      link: { label: t('Cơ hội nghề nghiệp', 'Careers at Sora Electric'), href: '/tuyen-dung' },
    },
  ],
}

const careers: PageSeed = {
  slug: slug('tuyen-dung'),
  title: t('Tuyển dụng', 'Careers'),
  seo: {
    title: t(
      'Tuyển dụng – Kỹ thuật, sản xuất, kinh doanh và dịch vụ',
      'Careers – engineering, manufacturing, sales and service',
    ),
    description: t(
      'Cơ hội nghề nghiệp tại Sora Electric Việt Nam: kỹ thuật, sản xuất, kinh doanh, dịch vụ, văn phòng; lương tháng 13, bảo hiểm sức khỏe, đào tạo bài bản.',
      'Join Sora Electric Vietnam in engineering, manufacturing, sales, service or corporate roles: 13th-month pay, health insurance, training, graduate programme.',
    ),
    image: 'cat-careers-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'cat-careers-hero',
      eyebrow: t('Tuyển dụng', 'Careers'),
      heading: t(
        'Cùng tạo nên công nghệ cho cuộc sống tốt đẹp hơn',
        'Help build technology for better living',
      ),
      text: t(
        'Hơn 1.200 đồng nghiệp tại Hà Nội, Đà Nẵng, TP. Hồ Chí Minh, Cần Thơ và nhà máy ở Khu Công nghệ cao mỗi ngày đưa sản phẩm và giải pháp của Sora đến với hàng triệu người Việt. Chúng tôi luôn tìm kiếm những người ham học hỏi, làm việc tận tâm và muốn cùng nhau phát triển.',
        'More than 1,200 colleagues in Hanoi, Da Nang, Ho Chi Minh City, Can Tho and at our Hi-Tech Park factory bring Sora products and solutions to millions of people in Vietnam every day. We are always looking for people who are curious, committed and keen to grow with us.',
      ),
      links: [
        {
          link: {
            label: t('Gửi hồ sơ ứng tuyển', 'Send us your CV'),
            href: `mailto:${CAREERS_EMAIL}`,
          },
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Vì sao chọn Sora Electric?', 'Why Sora Electric?'),
      content: t(
        doc(
          p(
            'Làm việc tại Sora Electric, bạn có nền tảng hơn 90 năm kinh nghiệm của một tập đoàn công nghệ toàn cầu, đồng thời trực tiếp tạo ra thay đổi tại Việt Nam – một trong những thị trường tăng trưởng nhanh nhất của Tập đoàn.',
          ),
          h3('Văn hóa của chúng tôi'),
          ul(
            [
              bold('Tôn trọng và cởi mở: '),
              'mọi ý kiến đều được lắng nghe, từ kỹ thuật viên mới vào nghề đến giám đốc.',
            ],
            [
              bold('Học từ thực tế: '),
              'giải pháp tốt nhất đến từ việc có mặt tại nhà máy, công trình và ngôi nhà của khách hàng.',
            ],
            [
              bold('Cải tiến liên tục: '),
              'nhân viên đề xuất hơn 600 sáng kiến cải tiến mỗi năm; những ý tưởng tốt nhất được khen thưởng và nhân rộng.',
            ],
            [
              bold('An toàn là trên hết: '),
              'không tiến độ nào quan trọng hơn sự an toàn của đồng nghiệp.',
            ],
          ),
        ),
        doc(
          p(
            'At Sora Electric you have the backing of a global technology group with more than 90 years of experience, and the chance to make a real difference in Vietnam – one of the Group’s fastest-growing markets.',
          ),
          h3('Our culture'),
          ul(
            [
              bold('Respect and openness: '),
              'every voice is heard, from a technician in their first month to the General Director.',
            ],
            [
              bold('Learning on the ground: '),
              'the best solutions come from being there – on the factory floor, on site and in customers’ homes.',
            ],
            [
              bold('Continuous improvement: '),
              'employees put forward more than 600 improvement ideas a year, and the best are rewarded and rolled out.',
            ],
            [bold('Safety first: '), 'no deadline matters more than a colleague’s safety.'],
          ),
        ),
      ),
      media: 'cat-careers-mt-culture',
      mediaPosition: 'right',
    },
    {
      blockType: 'cardGrid',
      heading: t('Phúc lợi', 'Benefits'),
      columns: '3',
      cards: [
        {
          title: t('Thu nhập cạnh tranh', 'Competitive pay'),
          text: t(
            'Lương tháng 13, thưởng theo kết quả kinh doanh hằng năm và xét tăng lương định kỳ dựa trên hiệu quả công việc.',
            'A 13th-month salary, an annual performance bonus and regular pay reviews based on results.',
          ),
        },
        {
          title: t('Bảo hiểm toàn diện', 'Comprehensive insurance'),
          text: t(
            'Bảo hiểm xã hội, y tế, thất nghiệp đóng trên toàn bộ lương; thêm bảo hiểm sức khỏe cao cấp cho nhân viên và người thân, khám sức khỏe hằng năm.',
            'Social, health and unemployment insurance on your full salary, plus premium private health cover for you and your family and an annual health check.',
          ),
        },
        {
          title: t('Đào tạo và phát triển', 'Training and development'),
          text: t(
            'Trung bình 38 giờ đào tạo mỗi năm, hỗ trợ học phí ngoại ngữ và cơ hội tham gia khóa học, dự án tại các công ty thành viên của Tập đoàn ở nước ngoài.',
            'An average of 38 hours’ training a year, sponsored language courses and the chance to join courses and projects at Group companies abroad.',
          ),
        },
        {
          title: t('Làm việc linh hoạt', 'Flexible working'),
          text: t(
            'Khối văn phòng được làm việc từ xa tối đa 2 ngày mỗi tuần và chọn giờ bắt đầu từ 7:30 đến 9:30; nghỉ phép năm từ 15 ngày.',
            'Office-based staff can work from home up to two days a week and start any time between 7:30 and 9:30; at least 15 days’ annual leave.',
          ),
        },
        {
          title: t('Chăm lo đời sống', 'Wellbeing'),
          text: t(
            'Bữa trưa và xe đưa đón tại nhà máy, câu lạc bộ thể thao, du lịch công ty hằng năm và quà tặng dịp Tết, sinh nhật, kết hôn, sinh con.',
            'Lunch and shuttle buses at the factory, sports clubs, an annual company trip and gifts for Tết, birthdays, weddings and new babies.',
          ),
        },
        {
          title: t('Lộ trình sự nghiệp rõ ràng', 'Clear career paths'),
          text: t(
            'Khung năng lực minh bạch cho từng vị trí, đánh giá hai lần mỗi năm và ưu tiên ứng viên nội bộ cho các vị trí quản lý.',
            'A transparent competency framework for every role, reviews twice a year and internal candidates first for management positions.',
          ),
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Lĩnh vực nghề nghiệp', 'Where you could work'),
      columns: '3',
      cards: [
        {
          title: t('Kỹ thuật và R&D', 'Engineering'),
          text: t(
            'Kỹ sư ứng dụng HVAC, tự động hóa, điện – điện tử và phát triển sản phẩm: thiết kế giải pháp, thử nghiệm và hỗ trợ khách hàng dự án.',
            'Application engineers in HVAC, automation, electrical and electronics, and product development: designing solutions, testing and supporting project customers.',
          ),
          media: 'cat-careers-card-engineering',
        },
        {
          title: t('Sản xuất và chất lượng', 'Manufacturing and quality'),
          text: t(
            'Vận hành, bảo trì thiết bị, kỹ thuật sản xuất, quản lý chất lượng và an toàn tại nhà máy ở Khu Công nghệ cao TP. Hồ Chí Minh.',
            'Operations, equipment maintenance, production engineering, quality and safety at our factory in Saigon Hi-Tech Park.',
          ),
          media: 'cat-careers-card-manufacturing',
        },
        {
          title: t('Kinh doanh và marketing', 'Sales and marketing'),
          text: t(
            'Phát triển kênh đại lý, kinh doanh dự án, quản lý ngành hàng, marketing số và trải nghiệm khách hàng.',
            'Dealer channel development, project sales, category management, digital marketing and customer experience.',
          ),
          media: 'cat-careers-card-sales',
        },
        {
          title: t('Dịch vụ kỹ thuật', 'Service'),
          text: t(
            'Kỹ thuật viên và kỹ sư dịch vụ cho điều hòa, thang máy và hệ thống tự động hóa; đào tạo và quản lý mạng lưới hơn 150 trạm bảo hành ủy quyền.',
            'Service technicians and engineers for air conditioning, elevators and automation systems, and the team that trains and manages our 150-plus authorised service centres.',
          ),
          media: 'cat-careers-card-service',
        },
        {
          title: t('Chuỗi cung ứng', 'Supply chain'),
          text: t(
            'Mua hàng, kế hoạch sản xuất, kho vận và xuất nhập khẩu, kết nối nhà máy với nhà cung cấp trong nước và các công ty thành viên của Tập đoàn.',
            'Purchasing, production planning, warehousing and import–export, linking the factory with local suppliers and Group companies.',
          ),
          media: 'cat-careers-card-supply-chain',
        },
        {
          title: t('Khối văn phòng', 'Corporate functions'),
          text: t(
            'Tài chính – kế toán, nhân sự, pháp chế, công nghệ thông tin và truyền thông doanh nghiệp tại trụ sở chính TP. Hồ Chí Minh và chi nhánh Hà Nội.',
            'Finance and accounting, HR, legal, IT and corporate communications at our Ho Chi Minh City head office and Hanoi branch.',
          ),
          media: 'cat-careers-card-corporate',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Chương trình Kỹ sư tập sự', 'Graduate Engineer Programme'),
      content: t(
        doc(
          p(
            'Dành cho sinh viên tốt nghiệp ngành điện, điện tử, cơ khí, cơ điện tử, tự động hóa và kỹ thuật nhiệt lạnh trong vòng hai năm. Trong 18 tháng, bạn sẽ:',
          ),
          ul(
            'Luân chuyển qua ba bộ phận: nhà máy, kỹ thuật ứng dụng và dịch vụ hoặc kinh doanh dự án.',
            'Được một kỹ sư giàu kinh nghiệm kèm cặp và tham gia dự án thực tế ngay từ tháng đầu tiên.',
            'Học tập tại Trung tâm đào tạo tự động hóa và tham gia một khóa ngắn hạn tại công ty thành viên của Tập đoàn ở nước ngoài.',
            'Được xếp vào vị trí chính thức phù hợp với năng lực và nguyện vọng khi kết thúc chương trình.',
          ),
          p(
            'Chương trình nhận hồ sơ từ tháng 3 đến hết tháng 5 và bắt đầu vào tháng 9 hằng năm. Sinh viên năm cuối có thể bắt đầu với kỳ thực tập hè kéo dài 8–10 tuần.',
          ),
        ),
        doc(
          p(
            'For graduates of the past two years in electrical, electronic, mechanical, mechatronic, automation or refrigeration engineering. Over 18 months you will:',
          ),
          ul(
            'Rotate through three areas: the factory, application engineering, and either service or project sales.',
            'Be mentored by an experienced engineer and work on live projects from your first month.',
            'Train at our automation training centre and take a short course at a Group company abroad.',
            'Move into a permanent role that matches your strengths and ambitions at the end of the programme.',
          ),
          p(
            'Applications open in March and close at the end of May; the programme starts every September. Final-year students can start with an eight- to ten-week summer internship.',
          ),
        ),
      ),
      media: 'cat-careers-mt-graduate',
      mediaPosition: 'left',
      link: { label: t('Trung tâm đào tạo', 'Our training centre'), href: '/training-center' },
    },
    {
      blockType: 'richText',
      heading: t('Cách ứng tuyển', 'How to apply'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Gửi CV (tiếng Việt hoặc tiếng Anh) kèm vị trí hoặc lĩnh vực bạn quan tâm đến ',
            link(CAREERS_EMAIL, `mailto:${CAREERS_EMAIL}`),
            ', với tiêu đề email “Vị trí ứng tuyển – Họ và tên”. Nếu hiện chưa có vị trí phù hợp, hồ sơ của bạn sẽ được lưu trong 12 tháng và chúng tôi sẽ liên hệ khi có cơ hội mới.',
          ),
          h3('Quy trình tuyển dụng'),
          ol(
            [bold('Sàng lọc hồ sơ: '), 'bộ phận Nhân sự phản hồi trong vòng 10 ngày làm việc.'],
            [
              bold('Trao đổi qua điện thoại: '),
              '20–30 phút để hiểu mong muốn của bạn và giới thiệu về vị trí.',
            ],
            [
              bold('Bài đánh giá: '),
              'bài kiểm tra năng lực, chuyên môn hoặc bài tập tình huống, tùy vị trí.',
            ],
            [
              bold('Phỏng vấn: '),
              'một đến hai vòng với quản lý trực tiếp và trưởng bộ phận; vị trí kỹ thuật có thể kèm phần thực hành.',
            ],
            [
              bold('Thư mời nhận việc: '),
              'kiểm tra thông tin tham chiếu, khám sức khỏe và chào đón bạn trong tuần hội nhập đầu tiên.',
            ],
          ),
          h3('Cơ hội bình đẳng'),
          p(
            'Sora Electric Việt Nam tuyển dụng, đãi ngộ và thăng tiến dựa trên năng lực và kết quả công việc, không phân biệt giới tính, tuổi tác, dân tộc, tôn giáo, tình trạng hôn nhân, khuyết tật hay xu hướng tính dục. Nếu bạn cần hỗ trợ riêng trong quá trình tuyển dụng, hãy cho chúng tôi biết trong email ứng tuyển.',
          ),
          p(
            italic(
              'Lưu ý: Sora Electric không thu bất kỳ khoản phí nào từ ứng viên. Thông báo tuyển dụng chính thức chỉ được gửi từ địa chỉ email có đuôi @soraelectric.vn.',
            ),
          ),
        ),
        doc(
          p(
            'Send your CV (in Vietnamese or English) with the role or area you are interested in to ',
            link(CAREERS_EMAIL, `mailto:${CAREERS_EMAIL}`),
            ', using the subject line “Position – Your full name”. If there is no suitable opening right now, we will keep your application on file for 12 months and get in touch when something comes up.',
          ),
          h3('Our hiring process'),
          ol(
            [bold('CV screening: '), 'HR will get back to you within ten working days.'],
            [
              bold('Phone conversation: '),
              '20–30 minutes to understand what you are looking for and tell you about the role.',
            ],
            [
              bold('Assessment: '),
              'an aptitude or technical test, or a case exercise, depending on the role.',
            ],
            [
              bold('Interviews: '),
              'one or two rounds with your future manager and head of department; technical roles may include a practical task.',
            ],
            [
              bold('Offer: '),
              'reference checks, a health check, and a warm welcome in your first induction week.',
            ],
          ),
          h3('Equal opportunity'),
          p(
            'Sora Electric Vietnam recruits, rewards and promotes people on the basis of ability and performance, regardless of gender, age, ethnicity, religion, marital status, disability or sexual orientation. If you need any adjustments during the recruitment process, just let us know in your application email.',
          ),
          p(
            italic(
              'Please note: Sora Electric never charges candidates a fee. Official job offers are only ever sent from an @soraelectric.vn email address.',
            ),
          ),
        ),
      ),
    },
  ],
}

const productBenefits: PageSeed = {
  slug: slug('product-benefits'),
  title: t('Lợi ích sản phẩm', 'Product benefits'),
  seo: {
    title: t(
      'Lợi ích sản phẩm: điều hòa, tủ lạnh, quạt và máy hút ẩm trong đời sống',
      'Product benefits: what our appliances do in everyday life',
    ),
    description: t(
      'Những câu chuyện thực tế về tiết kiệm điện, giữ thực phẩm tươi, không khí sạch và vệ sinh: sản phẩm Sora Electric mang lại gì cho gia đình và doanh nghiệp.',
      'Real stories of lower power bills, fresher food, cleaner air and better hygiene: what Sora Electric products do for homes and businesses.',
    ),
    image: 'benefit-inverter-savings',
  },
  layout: [
    {
      blockType: 'hero',
      tone: 'light',
      eyebrow: t('Thiết bị gia dụng', 'Home appliances'),
      heading: t('Lợi ích sản phẩm', 'Product benefits'),
      text: t(
        'Thông số kỹ thuật chỉ kể một nửa câu chuyện. Ở đây chúng tôi kể nửa còn lại: hóa đơn tiền điện tháng này, hộp thịt vẫn tươi sau một tuần, căn phòng khô ráo giữa mùa nồm.',
        'Specifications only tell half the story. Here is the other half: this month’s power bill, meat that is still fresh after a week, a dry room in the middle of the damp season.',
      ),
      links: [
        {
          link: {
            label: t('Xem sản phẩm gia dụng', 'Browse home appliances'),
            href: '/thiet-bi-gia-dung',
          },
        },
      ],
    },
    {
      blockType: 'productBenefitList',
      heading: t('Câu chuyện mới nhất', 'Latest stories'),
      limit: 24,
    },
    {
      blockType: 'richText',
      heading: t('Bạn cần tư vấn chọn sản phẩm?', 'Need help choosing?'),
      content: t(
        doc(
          p(
            `Đội ngũ chăm sóc khách hàng của Sora Electric trả lời miễn phí qua tổng đài ${HOTLINE} từ 7:30 đến 21:00 tất cả các ngày, kể cả ngày lễ. Bạn cũng có thể `,
            link('gửi câu hỏi cho chúng tôi', '/lien-he'),
            ' hoặc ',
            link('tìm đại lý gần nhất', '/mua-o-dau?t=homeAppliances'),
            ' để xem sản phẩm tận mắt.',
          ),
        ),
        doc(
          p(
            `Sora Electric customer care answers free of charge on ${HOTLINE} from 7:30 to 21:00 every day, public holidays included. You can also `,
            link('send us a question', '/lien-he'),
            ' or ',
            link('find your nearest dealer', '/mua-o-dau?t=homeAppliances'),
            ' to see the products for yourself.',
          ),
        ),
      ),
    },
  ],
}

export const cataloguePageSeeds: PageSeed[] = [
  airConditioners,
  refrigerators,
  electricFans,
  ventilationFans,
  dehumidifiers,
  handDryers,
  hvac,
  productBenefits,
  projectGallery,
  sustainableDevelopment,
  careers,
]
