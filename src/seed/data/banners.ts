import { t } from '../bilingual'
import type { BannerSeed } from '../types'

/** The same picture in both languages (the illustrations carry no text). */
const pic = (key: string) => t(key, key)

/**
 * displayOrder: higher shows first. Values are unique across all banners, in bands per position
 * (HomeBanner 5xx, HomeAppliances 4xx, … Footer 1xx).
 */
export const bannerSeeds: BannerSeed[] = [
  // HomeBanner (0)
  {
    name: t('Điều hòa Inverter thế hệ mới', 'The new generation of inverter air conditioners'),
    bannerType: 'HomeBanner',
    picture: pic('home-banner-inverter-ac'),
    mobilePicture: pic('home-banner-inverter-ac-mobile'),
    urlRef: '/thiet-bi-gia-dung',
    caption: t(
      'Làm lạnh nhanh, vận hành êm và tiết kiệm đến 40% điện năng cho những ngày hè oi bức.',
      'Rapid cooling, quiet operation and up to 40% lower energy use for the hottest days of summer.',
    ),
    ctaLabel: t('Khám phá ngay', 'Explore now'),
    displayOrder: 550,
  },
  {
    name: t('Giải pháp toàn diện cho tòa nhà', 'Complete solutions for modern buildings'),
    bannerType: 'HomeBanner',
    picture: pic('home-banner-building'),
    mobilePicture: pic('home-banner-building-mobile'),
    urlRef: '/giai-phap-toa-nha',
    caption: t(
      'Điều hòa trung tâm VRF, thang máy và thang cuốn vận hành hiệu quả suốt vòng đời công trình.',
      'VRF air conditioning, elevators and escalators that run efficiently for the life of your building.',
    ),
    ctaLabel: t('Xem giải pháp', 'See our solutions'),
    displayOrder: 540,
  },
  {
    name: t('Nhà máy thông minh bắt đầu từ hôm nay', 'Your smart factory starts today'),
    bannerType: 'HomeBanner',
    picture: pic('home-banner-factory'),
    mobilePicture: pic('home-banner-factory-mobile'),
    urlRef: '/tu-dong-hoa-cong-nghiep',
    caption: t(
      'PLC, servo, robot và giải pháp Sora e-Factory giúp dây chuyền linh hoạt và năng suất hơn.',
      'PLCs, servo systems, robots and Sora e-Factory make your production lines more flexible and productive.',
    ),
    ctaLabel: t('Tìm hiểu thêm', 'Learn more'),
    displayOrder: 530,
  },
  {
    name: t('Cùng hướng tới phát thải ròng bằng 0', 'Working together towards net zero'),
    bannerType: 'HomeBanner',
    picture: pic('home-banner-sustainability'),
    mobilePicture: pic('home-banner-sustainability-mobile'),
    urlRef: '/sang-kien-ben-vung',
    caption: t(
      'Sản phẩm tiết kiệm năng lượng, nhà máy dùng điện mặt trời và chương trình thu hồi thiết bị cũ.',
      'Energy-efficient products, a solar-powered factory and a take-back programme for old appliances.',
    ),
    ctaLabel: t('Xem sáng kiến', 'See our initiatives'),
    displayOrder: 520,
  },
  {
    // The 30th-anniversary campaign has ended: kept in the data, but not shown.
    name: t('30 năm đồng hành cùng Việt Nam', '30 years alongside Vietnam'),
    bannerType: 'HomeBanner',
    picture: pic('home-banner-anniversary'),
    mobilePicture: pic('home-banner-anniversary-mobile'),
    urlRef: '/gioi-thieu',
    caption: t(
      'Cảm ơn khách hàng và đối tác đã tin tưởng Sora Electric từ năm 1994 đến nay.',
      'Thank you to every customer and partner who has trusted Sora Electric since 1994.',
    ),
    ctaLabel: t('Câu chuyện của chúng tôi', 'Our story'),
    displayOrder: 510,
    isActive: false,
  },

  // HomeAppliances (30)
  {
    name: t('Điều hòa Inverter – mát lạnh cả mùa hè', 'Inverter air conditioning all summer long'),
    bannerType: 'HomeAppliances',
    picture: pic('ha-banner-inverter-ac'),
    caption: t(
      'Lọc bụi mịn PM2.5, làm lạnh nhanh và vận hành êm chỉ 19 dB ở chế độ ngủ.',
      'PM2.5 filtration, rapid cooling and a whisper-quiet 19 dB in sleep mode.',
    ),
    displayOrder: 450,
  },
  {
    name: t(
      'Tủ lạnh nhiều cửa giữ tươi lâu hơn',
      'Multi-door refrigerators that keep food fresher for longer',
    ),
    bannerType: 'HomeAppliances',
    picture: pic('ha-banner-refrigerator'),
    caption: t(
      'Ngăn đông mềm –7°C giúp cắt thái thịt cá ngay mà không cần rã đông.',
      'A –7°C soft-freeze compartment lets you slice meat and fish straight away, with no thawing.',
    ),
    displayOrder: 440,
  },
  {
    name: t(
      'Máy hút ẩm – nhà khô thoáng mùa nồm',
      'Dehumidifiers for a dry home in the damp season',
    ),
    bannerType: 'HomeAppliances',
    picture: pic('ha-banner-dehumidifier'),
    caption: t(
      'Hút đến 20 lít nước mỗi ngày, tự ngắt khi đầy bình và có chế độ sấy quần áo tiện lợi.',
      'Removes up to 20 litres of moisture a day, stops automatically when the tank is full and has a handy laundry mode.',
    ),
    displayOrder: 430,
  },

  // BuildingSolution (40)
  {
    name: t('Hệ thống điều hòa trung tâm VRF', 'VRF central air conditioning'),
    bannerType: 'BuildingSolution',
    picture: pic('bs-banner-vrf'),
    caption: t(
      'Một dàn nóng cho đến 64 dàn lạnh, điều khiển linh hoạt từng phòng và tiết kiệm năng lượng.',
      'Up to 64 indoor units on a single outdoor unit, with room-by-room control and outstanding efficiency.',
    ),
    displayOrder: 390,
  },
  {
    name: t('Thang máy và thang cuốn', 'Elevators and escalators'),
    bannerType: 'BuildingSolution',
    picture: pic('bs-banner-elevator'),
    caption: t(
      'Vận hành êm ái, an toàn và tái sinh năng lượng khi hãm, cho văn phòng, bệnh viện và trung tâm thương mại.',
      'Smooth, safe rides with regenerative braking for offices, hospitals and shopping centres.',
    ),
    displayOrder: 380,
  },
  {
    name: t('Máy sấy tay cho khu vệ sinh công cộng', 'Hand dryers for public washrooms'),
    bannerType: 'BuildingSolution',
    picture: pic('bs-banner-hand-dryer'),
    caption: t(
      'Khô tay trong khoảng 10 giây, giảm chi phí giấy lau tay và giữ khu vệ sinh luôn sạch sẽ.',
      'Dry hands in about ten seconds, cut paper towel costs and keep washrooms clean.',
    ),
    displayOrder: 370,
  },

  // FactoryAutomation (60)
  {
    name: t('Giải pháp nhà máy số Sora e-Factory', 'Sora e-Factory digital manufacturing'),
    bannerType: 'FactoryAutomation',
    picture: pic('fa-banner-smart-factory'),
    caption: t(
      'Kết nối máy móc, thu thập dữ liệu và nâng cao hiệu suất thiết bị tổng thể (OEE).',
      'Connect your machines, collect their data and raise overall equipment effectiveness (OEE).',
    ),
    displayOrder: 350,
  },
  {
    name: t(
      'Robot cộng tác – làm việc an toàn cùng con người',
      'Cobots that work safely beside your people',
    ),
    bannerType: 'FactoryAutomation',
    picture: pic('fa-banner-cobot'),
    urlRef: 'https://www.youtube.com/@soraelectricvn',
    caption: t(
      'Lập trình kéo – thả, triển khai chỉ trong vài ngày, không cần hàng rào bảo vệ.',
      'Drag-and-drop programming, up and running in days, with no safety fencing required.',
    ),
    ctaLabel: t('Xem video', 'Watch the video'),
    displayOrder: 340,
  },
  {
    name: t('Trung tâm đào tạo tự động hóa', 'Automation training centre'),
    bannerType: 'FactoryAutomation',
    picture: pic('fa-banner-training'),
    caption: t(
      'Các khóa học PLC, servo và robot thực hành trên thiết bị thật, từ cơ bản đến nâng cao.',
      'Hands-on PLC, servo and robot courses on real equipment, from beginner to advanced.',
    ),
    displayOrder: 330,
  },

  // IndustrialRobot (270)
  {
    name: t(
      'Robot 6 trục AX cho gắp đặt và đóng thùng',
      'AX six-axis robots for handling and packing',
    ),
    bannerType: 'IndustrialRobot',
    picture: pic('ir-banner-handling'),
    urlRef: '/lien-he',
    caption: t(
      'Tải trọng đến 70 kg, tầm với 2.000 mm; giao trọn ô robot cùng băng tải, cảm biến và hàng rào an toàn, chạy thử tại xưởng trước khi giao.',
      'Payloads up to 70 kg and 2,000 mm reach, delivered as a complete cell with conveyors, sensors and safety fencing, tested in our workshop first.',
    ),
    ctaLabel: t('Nhận tư vấn', 'Talk to us'),
    displayOrder: 325,
  },
  {
    name: t(
      'Bộ điều khiển SRC: thử trên máy tính, chạy đúng ngoài xưởng',
      'SRC controllers: prove it on screen, run it on the floor',
    ),
    bannerType: 'IndustrialRobot',
    picture: pic('ir-banner-controller'),
    caption: t(
      'Phần mềm mô phỏng kiểm tra chu kỳ, tầm với và va chạm trước khi lắp đặt, rút ngắn thời gian chạy thử tại nhà máy.',
      'Simulation software checks cycle time, reach and collisions before installation, cutting commissioning time on site.',
    ),
    displayOrder: 320,
  },

  // InfrastructureSolution (50)
  {
    name: t('Hệ thống điện lực tin cậy', 'Reliable power systems'),
    bannerType: 'InfrastructureSolution',
    picture: pic('infra-banner-power'),
    caption: t(
      'Tủ đóng cắt trung thế, rơ-le bảo vệ và tự động hóa trạm biến áp cho lưới điện hiện đại.',
      'Medium-voltage switchgear, protection relays and substation automation for a modern grid.',
    ),
    displayOrder: 310,
  },
  {
    name: t('Hệ thống điện cho đường sắt đô thị', 'Electrical systems for urban rail'),
    bannerType: 'InfrastructureSolution',
    picture: pic('infra-banner-rail'),
    caption: t(
      'Bộ biến đổi lực kéo và hãm tái sinh giúp tàu điện vận hành êm ái, tiết kiệm năng lượng.',
      'Traction converters with regenerative braking for quieter, more energy-efficient trains.',
    ),
    displayOrder: 300,
  },
  {
    name: t('Nước sạch và xử lý nước thải', 'Clean water and wastewater treatment'),
    bannerType: 'InfrastructureSolution',
    picture: pic('infra-banner-water'),
    caption: t(
      'Biến tần trạm bơm, hệ thống SCADA và công nghệ ozone cho nhà máy nước đô thị.',
      'Pump drives, SCADA and ozone technology for municipal water plants.',
    ),
    displayOrder: 290,
  },

  // AboutBanner (110)
  {
    name: t(
      'Sora Electric Việt Nam – hơn 30 năm đồng hành',
      'Sora Electric Vietnam – over 30 years by your side',
    ),
    bannerType: 'AboutBanner',
    picture: pic('about-banner-team'),
    caption: t(
      'Hơn 1.200 con người chung một sứ mệnh: dùng công nghệ để cuộc sống tốt đẹp hơn.',
      'More than 1,200 people sharing one mission: technology that makes life better.',
    ),
    displayOrder: 270,
  },
  {
    name: t('Trụ sở chính tại TP. Hồ Chí Minh', 'Our head office in Ho Chi Minh City'),
    bannerType: 'AboutBanner',
    picture: pic('about-banner-headquarters'),
    caption: t(
      'Kết nối các chi nhánh, nhà máy và trung tâm giải pháp trên khắp Việt Nam.',
      'The hub for our branches, factory and solution centres across Vietnam.',
    ),
    displayOrder: 260,
  },

  // Sustainability (150)
  {
    name: t('Điện mặt trời tại nhà máy', 'Solar power at our factory'),
    bannerType: 'Sustainability',
    picture: pic('sus-banner-solar'),
    caption: t(
      'Hệ thống 1,2 MWp đáp ứng khoảng 30% nhu cầu điện của nhà máy tại Khu Công nghệ cao TP. Hồ Chí Minh.',
      'A 1.2 MWp rooftop array supplies around 30% of the electricity used at our Saigon Hi-Tech Park factory.',
    ),
    displayOrder: 240,
  },
  {
    name: t('Đổi cũ – Sống xanh', 'Trade in, live green'),
    bannerType: 'Sustainability',
    picture: pic('sus-banner-recycling'),
    caption: t(
      'Thu hồi thiết bị cũ của mọi thương hiệu, tái chế an toàn và có trách nhiệm.',
      'We collect old appliances of any brand and recycle them safely and responsibly.',
    ),
    displayOrder: 230,
  },
  {
    name: t('Rừng Sora', 'Sora Forest'),
    bannerType: 'Sustainability',
    picture: pic('sus-banner-community'),
    urlRef: 'https://www.facebook.com/soraelectricvn',
    caption: t(
      'Hơn 85.000 cây ngập mặn đã được nhân viên Sora Electric trồng tại Cần Giờ và Cà Mau.',
      'Sora Electric volunteers have planted more than 85,000 mangrove trees in Can Gio and Ca Mau.',
    ),
    ctaLabel: t('Xem hình ảnh', 'See the photos'),
    displayOrder: 220,
  },

  // Footer (140): "Tham khảo các trang liên quan" cards; name is the card title.
  {
    name: t('Thiết bị gia dụng', 'Home appliances'),
    bannerType: 'Footer',
    picture: pic('footer-home-appliances'),
    urlRef: '/thiet-bi-gia-dung',
    caption: t(
      'Điều hòa, tủ lạnh, quạt và nhiều thiết bị tiện ích cho mọi gia đình.',
      'Air conditioners, refrigerators, fans and more for every home.',
    ),
    displayOrder: 190,
  },
  {
    name: t('Giải pháp tòa nhà', 'Building solutions'),
    bannerType: 'Footer',
    picture: pic('footer-building-solutions'),
    urlRef: '/giai-phap-toa-nha',
    caption: t(
      'HVAC, thang máy và thang cuốn cho công trình thương mại.',
      'HVAC, elevators and escalators for commercial buildings.',
    ),
    displayOrder: 180,
  },
  {
    name: t('Tự động hóa công nghiệp', 'Factory automation'),
    bannerType: 'Footer',
    picture: pic('footer-factory-automation'),
    urlRef: '/tu-dong-hoa-cong-nghiep',
    caption: t(
      'PLC, biến tần, robot và giải pháp nhà máy số.',
      'PLCs, drives, robots and digital factory solutions.',
    ),
    displayOrder: 170,
  },
  {
    name: t('Giải pháp hạ tầng', 'Infrastructure solutions'),
    bannerType: 'Footer',
    picture: pic('footer-infrastructure'),
    urlRef: '/infrastructure-solution',
    caption: t(
      'Hệ thống điện lực, đường sắt và cấp thoát nước.',
      'Systems for power grids, railways and water utilities.',
    ),
    displayOrder: 160,
  },
  {
    name: t('Về Sora Electric Việt Nam', 'About Sora Electric Vietnam'),
    bannerType: 'Footer',
    picture: pic('footer-about'),
    urlRef: '/gioi-thieu',
    caption: t(
      'Sứ mệnh, lịch sử phát triển và giá trị cốt lõi của chúng tôi.',
      'Our mission, our history and the values we live by.',
    ),
    displayOrder: 150,
  },
  {
    name: t('Sáng kiến bền vững', 'Sustainability'),
    bannerType: 'Footer',
    picture: pic('footer-sustainability'),
    urlRef: '/sang-kien-ben-vung',
    caption: t(
      'Hành động vì môi trường và cộng đồng.',
      'What we do for the environment and local communities.',
    ),
    displayOrder: 140,
  },
  {
    // A finished seasonal promotion: kept in the data, but not shown.
    name: t('Ưu đãi mùa hè: điều hòa Inverter', 'Summer offer: inverter air conditioners'),
    bannerType: 'Footer',
    picture: pic('footer-summer-campaign'),
    urlRef: '/thiet-bi-gia-dung',
    caption: t(
      'Tặng gói vệ sinh máy miễn phí khi mua điều hòa Inverter từ 01/04/2024 đến 30/06/2024.',
      'Free unit cleaning with every inverter air conditioner bought from 01/04/2024 to 30/06/2024.',
    ),
    displayOrder: 130,
    isActive: false,
  },
]
