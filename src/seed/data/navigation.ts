import { t } from '../bilingual'
import type { FooterSeed, NavigationSeed } from '../types'

/** The header: flyout/mobile menu tree, top-bar quick links and the group's country sites. */
export const navigationSeed: NavigationSeed = {
  mainMenu: [
    {
      label: t('Thiết bị gia dụng', 'Home appliances'),
      href: '/thiet-bi-gia-dung',
      description: t(
        'Thiết bị tiết kiệm điện cho không gian sống tiện nghi.',
        'Energy-saving appliances for a more comfortable home.',
      ),
      children: [
        {
          label: t('Tất cả thiết bị gia dụng', 'All home appliances'),
          href: '/thiet-bi-gia-dung',
          description: t(
            'Khám phá toàn bộ sản phẩm cho gia đình.',
            'Explore our full range for the home.',
          ),
        },
        {
          label: t('Điều hòa không khí', 'Air conditioners'),
          href: '/dieu-hoa-khong-khi-dan-dung',
          description: t(
            'Điều hòa Inverter êm ái, làm lạnh nhanh, tiết kiệm điện.',
            'Quiet inverter air conditioners that cool fast and save power.',
          ),
        },
        {
          label: t('Tủ lạnh', 'Refrigerators'),
          href: '/tu-lanh',
          description: t(
            'Giữ thực phẩm tươi lâu với công nghệ làm lạnh chính xác.',
            'Precise cooling that keeps food fresh for longer.',
          ),
        },
        {
          label: t('Quạt điện', 'Electric fans'),
          href: '/quat-dien',
          description: t(
            'Quạt đứng, quạt bàn, quạt treo tường với động cơ bền bỉ.',
            'Stand, desk and wall fans with long-lasting motors.',
          ),
        },
        {
          label: t('Quạt thông gió', 'Ventilation fans'),
          href: '/thong-gio',
          description: t(
            'Không khí trong lành cho bếp, phòng tắm và văn phòng.',
            'Fresh air for kitchens, bathrooms and offices.',
          ),
        },
        {
          label: t('Máy hút ẩm', 'Dehumidifiers'),
          href: '/may-hut-am',
          description: t(
            'Kiểm soát độ ẩm, chống nấm mốc trong mùa nồm.',
            'Control humidity and prevent mould in the damp season.',
          ),
        },
        {
          label: t('Máy sấy tay', 'Hand dryers'),
          href: '/may-say-tay',
          description: t(
            'Sấy khô nhanh, vệ sinh và tiết kiệm giấy.',
            'Fast, hygienic drying that saves paper.',
          ),
        },
        {
          label: t('Lợi ích sản phẩm', 'Product benefits'),
          href: '/product-benefits',
          description: t(
            'Những câu chuyện về điều sản phẩm mang lại mỗi ngày.',
            'Stories of what our products do for you every day.',
          ),
        },
      ],
    },
    {
      label: t('Giải pháp tòa nhà', 'Building solutions'),
      href: '/giai-phap-toa-nha',
      description: t(
        'Hệ thống hiệu quả cho văn phòng, khách sạn và bệnh viện.',
        'Efficient systems for offices, hotels and hospitals.',
      ),
      children: [
        {
          label: t('Tổng quan giải pháp tòa nhà', 'Building solutions overview'),
          href: '/giai-phap-toa-nha',
          description: t(
            'Từ tư vấn thiết kế đến bảo trì dài hạn.',
            'From design consultancy to long-term maintenance.',
          ),
        },
        {
          label: t('Điều hòa trung tâm HVAC', 'HVAC systems'),
          href: '/hvac',
          description: t(
            'VRF, chiller và thông gió thu hồi nhiệt.',
            'VRF, chillers and heat-recovery ventilation.',
          ),
        },
        {
          label: t('Máy sấy tay cho tòa nhà', 'Hand dryers for buildings'),
          href: '/may-say-tay',
          description: t(
            'Giải pháp vệ sinh cho khu công cộng đông người.',
            'Washroom hygiene for busy public spaces.',
          ),
        },
        {
          label: t('Hồ sơ dự án', 'Project gallery'),
          href: '/ho-so-du-an',
          description: t(
            'Các công trình tiêu biểu trên khắp Việt Nam.',
            'Landmark projects across Vietnam.',
          ),
        },
      ],
    },
    {
      label: t('Tự động hóa công nghiệp', 'Factory automation'),
      href: '/tu-dong-hoa-cong-nghiep',
      description: t(
        'Thiết bị và giải pháp cho nhà máy thông minh.',
        'Equipment and solutions for smart factories.',
      ),
      children: [
        {
          label: t('Tổng quan tự động hóa', 'Factory automation overview'),
          href: '/tu-dong-hoa-cong-nghiep',
          description: t(
            'Năng suất cao hơn cho mọi dây chuyền sản xuất.',
            'Higher productivity for every production line.',
          ),
        },
        {
          label: t('Sản phẩm và giải pháp', 'Products and solutions'),
          href: '/fa-page',
          description: t(
            'PLC, biến tần, servo, HMI và phần mềm.',
            'PLCs, inverters, servo systems, HMIs and software.',
          ),
        },
        {
          label: t('Robot', 'Robots'),
          href: '/robot',
          description: t(
            'Tự động hóa linh hoạt cho lắp ráp và đóng gói.',
            'Flexible automation for assembly and packing.',
          ),
        },
        {
          label: t('Robot công nghiệp', 'Industrial robots'),
          href: '/industrial-robot',
          description: t(
            'Robot SCARA và robot khớp nối tốc độ cao, chính xác.',
            'Fast, precise SCARA and articulated robots.',
          ),
        },
        {
          label: t('Robot cộng tác', 'Collaborative robots'),
          href: '/cobot',
          description: t(
            'Cobot làm việc an toàn bên cạnh con người.',
            'Cobots that work safely alongside people.',
          ),
        },
        {
          label: t('Trung tâm đào tạo', 'Training centre'),
          href: '/training-center',
          description: t(
            'Khóa học thực hành cho kỹ sư và kỹ thuật viên.',
            'Hands-on courses for engineers and technicians.',
          ),
        },
      ],
    },
    {
      label: t('Giải pháp hạ tầng', 'Infrastructure'),
      href: '/infrastructure-solution',
      description: t(
        'Hệ thống tin cậy cho điện, đường sắt và cấp nước.',
        'Reliable systems for power, rail and water.',
      ),
      children: [
        {
          label: t('Tổng quan giải pháp hạ tầng', 'Infrastructure solutions overview'),
          href: '/infrastructure-solution',
          description: t(
            'Lưới điện, đường sắt đô thị và nhà máy nước.',
            'Power grids, urban railways and water utilities.',
          ),
        },
        {
          label: t('Hồ sơ dự án', 'Project gallery'),
          href: '/ho-so-du-an',
          description: t(
            'Dự án hạ tầng Sora Electric đã đồng hành.',
            'Infrastructure projects we have delivered.',
          ),
        },
      ],
    },
    {
      label: t('Tin tức & Sự kiện', 'News & events'),
      href: '/tin-tuc-su-kien',
      description: t(
        'Cập nhật mới nhất từ Sora Electric Việt Nam.',
        'The latest from Sora Electric Vietnam.',
      ),
      children: [
        {
          label: t('Tin tức & Sự kiện', 'News & events'),
          href: '/tin-tuc-su-kien',
          description: t(
            'Sản phẩm mới, hội thảo, triển lãm và khuyến mại.',
            'Product launches, seminars, exhibitions and offers.',
          ),
        },
        {
          label: t('Blog', 'Blog'),
          href: '/blog',
          description: t(
            'Mẹo sử dụng, góc chuyên gia và câu chuyện công nghệ.',
            'Tips, expert insights and technology stories.',
          ),
        },
      ],
    },
    {
      label: t('Về Sora Electric', 'About us'),
      href: '/gioi-thieu',
      description: t('Hơn 30 năm đồng hành cùng Việt Nam.', 'More than 30 years in Vietnam.'),
      children: [
        {
          label: t('Giới thiệu', 'About Sora Electric'),
          href: '/gioi-thieu',
          description: t(
            'Lịch sử, sứ mệnh và mạng lưới của chúng tôi.',
            'Our history, mission and network.',
          ),
        },
        {
          label: t('Sáng kiến bền vững', 'Sustainability initiatives'),
          href: '/sang-kien-ben-vung',
          description: t(
            'Sản phẩm hiệu quả, điện mặt trời và tái chế.',
            'Efficient products, solar power and recycling.',
          ),
        },
        {
          label: t('Phát triển bền vững', 'Sustainable development'),
          href: '/phat-trien-ben-vung',
          description: t(
            'Mục tiêu, cam kết và báo cáo phát triển bền vững.',
            'Our sustainability goals, commitments and reports.',
          ),
        },
        {
          label: t('Tuyển dụng', 'Careers'),
          href: '/tuyen-dung',
          description: t(
            'Gia nhập đội ngũ hơn 1.200 người của Sora Electric.',
            'Join our team of more than 1,200 people.',
          ),
        },
      ],
    },
  ],
  utilityLinks: [
    { label: t('Tuyển dụng', 'Careers'), href: '/tuyen-dung' },
    { label: t('Tải tài liệu', 'Downloads'), href: '/download' },
    { label: t('Mua ở đâu', 'Where to buy'), href: '/mua-o-dau' },
    { label: t('Liên hệ', 'Contact'), href: '/lien-he' },
  ],
  regionSites: [
    { name: t('Toàn cầu', 'Global'), url: 'https://www.soraelectric.com/' },
    { name: t('Nhật Bản', 'Japan'), url: 'https://www.soraelectric.com/jp/' },
    { name: t('Hàn Quốc', 'South Korea'), url: 'https://www.soraelectric.com/kr/' },
    { name: t('Singapore', 'Singapore'), url: 'https://www.soraelectric.com/sg/' },
    { name: t('Thái Lan', 'Thailand'), url: 'https://www.soraelectric.com/th/' },
    { name: t('Malaysia', 'Malaysia'), url: 'https://www.soraelectric.com/my/' },
    { name: t('Indonesia', 'Indonesia'), url: 'https://www.soraelectric.com/id/' },
    { name: t('Philippines', 'Philippines'), url: 'https://www.soraelectric.com/ph/' },
    { name: t('Ấn Độ', 'India'), url: 'https://www.soraelectric.com/in/' },
    { name: t('Úc', 'Australia'), url: 'https://www.soraelectric.com/au/' },
  ],
}

/** The footer: customer-support topics, link groups and the subscribe block. */
export const footerSeed: FooterSeed = {
  supportLinks: [
    { label: t('Điều khoản bảo hành', 'Warranty terms'), topic: 'WarrantyTerms' },
    { label: t('Thu hồi sản phẩm', 'Product take-back'), topic: 'ProductTakeBack' },
    { label: t('Phương thức thanh toán', 'Payment methods'), topic: 'PaymentMethods' },
    { label: t('Vận chuyển và lắp đặt', 'Shipping and installation'), topic: 'Shipping' },
  ],
  groups: [
    {
      heading: t('Lĩnh vực kinh doanh', 'Our businesses'),
      links: [
        { label: t('Thiết bị gia dụng', 'Home appliances'), href: '/thiet-bi-gia-dung' },
        { label: t('Giải pháp tòa nhà', 'Building solutions'), href: '/giai-phap-toa-nha' },
        {
          label: t('Tự động hóa công nghiệp', 'Factory automation'),
          href: '/tu-dong-hoa-cong-nghiep',
        },
        {
          label: t('Giải pháp hạ tầng', 'Infrastructure solutions'),
          href: '/infrastructure-solution',
        },
        { label: t('Sáng kiến bền vững', 'Sustainability'), href: '/sang-kien-ben-vung' },
      ],
    },
    {
      heading: t('Về Sora Electric', 'About Sora Electric'),
      links: [
        { label: t('Giới thiệu', 'About us'), href: '/gioi-thieu' },
        { label: t('Sứ mệnh công ty', 'Company mission'), topic: 'CompanyMission' },
        { label: t('Tuyển dụng', 'Careers'), href: '/tuyen-dung' },
        { label: t('Tin tức & Sự kiện', 'News & events'), href: '/tin-tuc-su-kien' },
        { label: t('Liên hệ', 'Contact us'), href: '/lien-he' },
      ],
    },
    {
      heading: t('Hỗ trợ', 'Support'),
      links: [
        { label: t('Mua ở đâu', 'Where to buy'), href: '/mua-o-dau' },
        { label: t('Tải tài liệu', 'Downloads'), href: '/download' },
        {
          label: t('Điều khoản sử dụng & Chính sách bảo mật', 'Terms of use & privacy policy'),
          href: '/topic/termAndPolicy',
        },
        { label: t('Liên hệ hỗ trợ', 'Contact support'), href: '/lien-he' },
      ],
    },
  ],
  subscribe: {
    heading: t('Đăng ký nhận tin', 'Stay up to date'),
    text: t(
      'Để lại email để nhận thông tin sự kiện, hội thảo và tin tức mới nhất từ Sora Electric Việt Nam. Tải ứng dụng Sora Electric để kích hoạt bảo hành điện tử, đặt lịch dịch vụ và nhận ưu đãi dành riêng cho bạn.',
      'Leave your e-mail address to hear about our latest events, seminars and news from Sora Electric Vietnam. Download the Sora Electric app to activate your e-warranty, book services and get exclusive offers.',
    ),
  },
}
