import { t } from '../bilingual'
import { bold, doc, h3, italic, link, ol, p, quote, ul } from '../lexical'
import type { PageSeed } from '../types'

/** Page slugs are the same in both languages. */
const slug = (value: string) => t(value, value)

const HOTLINE = '1800 585 833'
const EMAIL = 'cskh@soraelectric.vn'
const FACEBOOK = 'https://www.facebook.com/soraelectricvn'
const YOUTUBE = 'https://www.youtube.com/@soraelectricvn'
const LINKEDIN = 'https://www.linkedin.com/company/sora-electric-vietnam'

const home: PageSeed = {
  slug: slug('home'),
  title: t('Trang chủ', 'Home'),
  seo: {
    title: t(
      'Sora Electric Việt Nam – Thiết bị gia dụng và giải pháp công nghiệp',
      'Sora Electric Vietnam – Home appliances and industrial solutions',
    ),
    description: t(
      'Sora Electric Việt Nam cung cấp thiết bị gia dụng, giải pháp tòa nhà, tự động hóa công nghiệp và hạ tầng, với mạng lưới bảo hành phủ khắp cả nước.',
      'Sora Electric Vietnam supplies home appliances, building solutions, factory automation and infrastructure systems, backed by nationwide service.',
    ),
    image: 'mt-company-overview',
  },
  layout: [
    { blockType: 'bannerSlider', position: 'HomeBanner', limit: 5, autoplaySeconds: 6 },
    {
      blockType: 'hero',
      tone: 'light',
      eyebrow: t('Sora Electric Việt Nam', 'Sora Electric Vietnam'),
      heading: t(
        'Giải pháp điện và điện tử cho ngôi nhà, tòa nhà và nhà máy',
        'Electrical and electronic solutions for homes, buildings and factories',
      ),
      text: t(
        'Hơn 30 năm đồng hành cùng người Việt: thiết bị gia dụng bền bỉ, hệ thống tòa nhà tiết kiệm năng lượng và dây chuyền tự động hóa thông minh, với dịch vụ bảo hành trên cả 34 tỉnh, thành phố.',
        'Three decades alongside Vietnamese homes and businesses: durable appliances, energy-saving building systems and smart automation, with service in all 34 provinces and cities.',
      ),
      links: [
        {
          link: {
            label: t('Thiết bị cho gia đình', 'Appliances for your home'),
            href: '/thiet-bi-gia-dung',
          },
        },
        {
          link: {
            label: t('Giải pháp cho doanh nghiệp', 'Solutions for business'),
            href: '/giai-phap-toa-nha',
          },
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Lĩnh vực kinh doanh', 'Our businesses'),
      intro: t(
        'Từ căn hộ gia đình đến nhà máy và công trình hạ tầng, Sora Electric mang đến thiết bị và giải pháp được thiết kế cho khí hậu và nhịp sống tại Việt Nam.',
        'From family homes to factories and public infrastructure, Sora Electric delivers equipment and solutions engineered for Vietnam’s climate and pace of life.',
      ),
      columns: '4',
      cards: [
        {
          title: t('Thiết bị gia dụng', 'Home appliances'),
          text: t(
            'Điều hòa không khí, tủ lạnh, quạt điện, quạt thông gió, máy hút ẩm và máy sấy tay cho không gian sống tiện nghi, tiết kiệm điện.',
            'Air conditioners, refrigerators, electric fans, ventilation fans, dehumidifiers and hand dryers for comfortable, energy-efficient living.',
          ),
          media: 'card-home-appliances',
          link: { label: t('Khám phá sản phẩm', 'Explore products'), href: '/thiet-bi-gia-dung' },
        },
        {
          title: t('Giải pháp tòa nhà', 'Building solutions'),
          text: t(
            'Điều hòa trung tâm VRF, chiller, thang máy, thang cuốn và giải pháp vệ sinh cho văn phòng, khách sạn, bệnh viện và trung tâm thương mại.',
            'VRF and chiller air conditioning, elevators, escalators and washroom solutions for offices, hotels, hospitals and shopping centres.',
          ),
          media: 'card-building-solutions',
          link: { label: t('Xem giải pháp', 'View solutions'), href: '/giai-phap-toa-nha' },
        },
        {
          title: t('Tự động hóa công nghiệp', 'Factory automation'),
          text: t(
            'Bộ điều khiển PLC, biến tần, servo, màn hình HMI và robot giúp dây chuyền sản xuất vận hành hiệu quả, linh hoạt hơn.',
            'PLCs, inverters, servo systems, HMIs and robots that make production lines more efficient and more flexible.',
          ),
          media: 'card-factory-automation',
          link: { label: t('Tìm hiểu thêm', 'Learn more'), href: '/tu-dong-hoa-cong-nghiep' },
        },
        {
          title: t('Giải pháp hạ tầng', 'Infrastructure solutions'),
          text: t(
            'Thiết bị và hệ thống cho lưới điện, đường sắt đô thị và nhà máy nước, được thiết kế để vận hành tin cậy trong nhiều thập kỷ.',
            'Equipment and systems for power grids, urban railways and water utilities, designed to run reliably for decades.',
          ),
          media: 'card-infrastructure',
          link: { label: t('Xem lĩnh vực', 'Discover more'), href: '/infrastructure-solution' },
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Hơn 30 năm đồng hành cùng Việt Nam', 'More than 30 years in Vietnam'),
      content: t(
        doc(
          p(
            'Sora Electric có mặt tại Việt Nam từ năm 1994 với văn phòng đại diện đầu tiên tại Hà Nội. Ngày nay, Công ty TNHH Sora Electric Việt Nam có hơn 1.200 nhân viên, một nhà máy tại Khu Công nghệ cao TP. Hồ Chí Minh cùng hệ thống chi nhánh và trung tâm giải pháp trải dài từ Bắc vào Nam.',
          ),
          p(
            'Chúng tôi kết hợp nền tảng công nghệ của Tập đoàn Sora với sự thấu hiểu thị trường trong nước để phát triển những sản phẩm phù hợp với khí hậu nóng ẩm, điều kiện nguồn điện và thói quen sinh hoạt của người Việt.',
          ),
        ),
        doc(
          p(
            'Sora Electric came to Vietnam in 1994, opening its first representative office in Hanoi. Today Sora Electric Vietnam Co., Ltd. employs more than 1,200 people, runs a factory in Saigon Hi-Tech Park and operates branches and solution centres from the north of the country to the south.',
          ),
          p(
            'We pair the engineering heritage of Sora Group with a close understanding of the local market, developing products for Vietnam’s hot and humid climate, its power supply conditions and the way Vietnamese families really live.',
          ),
        ),
      ),
      media: 'mt-company-overview',
      mediaPosition: 'right',
      link: {
        label: t('Về Sora Electric Việt Nam', 'About Sora Electric Vietnam'),
        href: '/gioi-thieu',
      },
    },
    {
      blockType: 'richText',
      heading: t('Cam kết của chúng tôi', 'Our promise to you'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Mỗi sản phẩm Sora Electric bán ra tại Việt Nam đều đi kèm những cam kết rõ ràng về chất lượng và dịch vụ:',
          ),
          ul(
            [
              bold('Bảo hành chính hãng toàn quốc: '),
              'hơn 150 trạm bảo hành ủy quyền tại cả 34 tỉnh, thành phố, với kỹ thuật viên được Sora Electric đào tạo và cấp chứng chỉ.',
            ],
            [
              bold(`Tổng đài miễn phí ${HOTLINE}: `),
              'tư vấn sản phẩm, đặt lịch lắp đặt và tiếp nhận yêu cầu bảo hành từ 7:30 đến 21:00 tất cả các ngày trong tuần, kể cả ngày lễ.',
            ],
            [
              bold('Bảo hành điện tử: '),
              'kích hoạt chỉ bằng một lần quét mã QR trên sản phẩm, không cần lưu giữ phiếu bảo hành giấy.',
            ],
            [
              bold('Linh kiện chính hãng: '),
              'linh kiện thay thế được cung cấp ít nhất 7 năm kể từ khi model ngừng sản xuất.',
            ],
          ),
          p(
            'Bạn cũng có thể gửi yêu cầu qua email ',
            bold(EMAIL),
            ' hoặc nhắn tin cho chúng tôi trên ',
            link('fanpage Facebook Sora Electric Việt Nam', FACEBOOK),
            '.',
          ),
        ),
        doc(
          p(
            'Every Sora Electric product sold in Vietnam comes with clear commitments on quality and service:',
          ),
          ul(
            [
              bold('Genuine nationwide warranty: '),
              'more than 150 authorised service centres across all 34 provinces and cities, staffed by technicians trained and certified by Sora Electric.',
            ],
            [
              bold(`Free hotline ${HOTLINE}: `),
              'product advice, installation bookings and warranty requests from 7:30 to 21:00, seven days a week, public holidays included.',
            ],
            [
              bold('E-warranty: '),
              'activate your warranty by scanning the QR code on the product – no paper card to keep.',
            ],
            [
              bold('Genuine spare parts: '),
              'replacement parts remain available for at least seven years after a model is discontinued.',
            ],
          ),
          p(
            'You can also email us at ',
            bold(EMAIL),
            ' or send us a message on ',
            link('our Facebook page', FACEBOOK),
            '.',
          ),
        ),
      ),
    },
    {
      blockType: 'mediaText',
      heading: t('Vì một tương lai xanh hơn', 'Towards a greener future'),
      content: t(
        doc(
          p(
            'Tập đoàn Sora đặt mục tiêu trung hòa carbon trong toàn bộ hoạt động vào năm 2040 và trên toàn chuỗi giá trị vào năm 2050. Tại Việt Nam, hệ thống điện mặt trời áp mái 1,2 MWp đáp ứng khoảng 30% nhu cầu điện của nhà máy, còn chương trình thu hồi thiết bị cũ giúp tái chế hàng trăm tấn vật liệu mỗi năm.',
          ),
          p(
            'Nhưng đóng góp lớn nhất đến từ chính các sản phẩm: mỗi chiếc điều hòa Inverter, mỗi hệ thống thang máy tái sinh năng lượng đều giúp khách hàng giảm hóa đơn tiền điện và lượng phát thải trong suốt nhiều năm sử dụng.',
          ),
        ),
        doc(
          p(
            'Sora Group aims to be carbon neutral across its own operations by 2040 and across its entire value chain by 2050. In Vietnam, a 1.2 MWp rooftop solar array covers around 30% of our factory’s electricity needs, and our take-back programme recycles hundreds of tonnes of material every year.',
          ),
          p(
            'Our biggest contribution, though, comes from the products themselves: every inverter air conditioner and every elevator with regenerative drive cuts our customers’ electricity bills and emissions for years after installation.',
          ),
        ),
      ),
      media: 'mt-home-sustainability',
      mediaPosition: 'left',
      link: {
        label: t('Sáng kiến bền vững', 'Our sustainability initiatives'),
        href: '/sang-kien-ben-vung',
      },
    },
  ],
}

const homeAppliances: PageSeed = {
  slug: slug('thiet-bi-gia-dung'),
  title: t('Thiết bị gia dụng', 'Home appliances'),
  seo: {
    title: t(
      'Thiết bị gia dụng – Điều hòa, tủ lạnh, quạt điện',
      'Home appliances – air conditioners, refrigerators, fans',
    ),
    description: t(
      'Điều hòa, tủ lạnh, quạt điện, quạt thông gió, máy hút ẩm và máy sấy tay Sora Electric: bền bỉ, tiết kiệm điện, bảo hành chính hãng toàn quốc.',
      'Sora Electric air conditioners, refrigerators, fans, ventilation fans, dehumidifiers and hand dryers: durable, efficient, with nationwide warranty.',
    ),
    image: 'ha-banner-inverter-ac',
  },
  layout: [
    { blockType: 'bannerSlider', position: 'HomeAppliances', limit: 3, autoplaySeconds: 6 },
    {
      blockType: 'richText',
      heading: t('Tiện nghi cho mọi không gian sống', 'Comfort in every room'),
      content: t(
        doc(
          p(
            'Khí hậu Việt Nam đặt ra những thử thách riêng cho thiết bị gia dụng: mùa hè oi nóng kéo dài, những đợt nồm ẩm ở miền Bắc, nguồn điện có lúc chập chờn và không khí nhiễm mặn ở vùng ven biển. Các dòng sản phẩm Sora Electric được thử nghiệm trong chính những điều kiện ấy trước khi đến tay người dùng.',
          ),
          p(
            'Từ chiếc điều hòa êm ái trong phòng ngủ, tủ lạnh giữ trọn vị tươi ngon cho bữa cơm gia đình đến quạt thông gió cho căn bếp, mỗi sản phẩm đều được thiết kế để vận hành bền bỉ, dễ sử dụng và tiết kiệm điện năng mỗi ngày.',
          ),
        ),
        doc(
          p(
            'Vietnam’s climate is hard on home appliances: long, sweltering summers, the damp, clammy spring in the north, an unsteady power supply in some areas and salt-laden air along the coast. Every Sora Electric product line is tested in exactly these conditions before it reaches your home.',
          ),
          p(
            'Whether it is a whisper-quiet air conditioner in the bedroom, a refrigerator that keeps the family’s food fresh or a ventilation fan above the stove, each product is designed to last, to be easy to use and to keep your electricity bill down day after day.',
          ),
        ),
      ),
    },
    {
      blockType: 'productList',
      heading: t('Sản phẩm nổi bật', 'Featured products'),
      source: 'featured',
      group: 'HomeAppliances',
      pageSize: 8,
    },
    {
      blockType: 'cardGrid',
      heading: t('Danh mục sản phẩm', 'Product categories'),
      columns: '3',
      cards: [
        {
          title: t('Điều hòa không khí', 'Air conditioners'),
          text: t(
            'Điều hòa treo tường Inverter một chiều và hai chiều, công suất từ 9.000 đến 24.000 BTU, làm lạnh nhanh và lọc bụi mịn PM2.5.',
            'Cooling-only and heat-pump inverter wall units from 9,000 to 24,000 BTU, with rapid cooling and PM2.5 filtration.',
          ),
          media: 'card-air-conditioners',
          link: { label: t('Xem sản phẩm', 'View products'), href: '/dieu-hoa-khong-khi-dan-dung' },
        },
        {
          title: t('Tủ lạnh', 'Refrigerators'),
          text: t(
            'Tủ lạnh hai cửa, ba cửa và nhiều cửa với ngăn đông mềm, ngăn rau giữ ẩm và máy nén Inverter vận hành êm ái.',
            'Two-door, three-door and multi-door refrigerators with a soft-freeze compartment, a humidity-controlled crisper and a quiet inverter compressor.',
          ),
          media: 'card-refrigerators',
          link: { label: t('Xem sản phẩm', 'View products'), href: '/tu-lanh' },
        },
        {
          title: t('Quạt điện', 'Electric fans'),
          text: t(
            'Quạt đứng, quạt bàn và quạt treo tường dùng động cơ DC tiết kiệm điện, có chế độ gió tự nhiên và điều khiển từ xa.',
            'Floor, desk and wall fans with energy-saving DC motors, a natural-breeze mode and remote control.',
          ),
          media: 'card-electric-fans',
          link: { label: t('Xem sản phẩm', 'View products'), href: '/quat-dien' },
        },
        {
          title: t('Quạt thông gió', 'Ventilation fans'),
          text: t(
            'Quạt hút âm trần, gắn tường và gắn kính cho phòng tắm, nhà bếp, giữ không gian luôn khô thoáng và sạch mùi.',
            'Ceiling, wall and window ventilation fans that keep bathrooms and kitchens dry and free of odours.',
          ),
          media: 'card-ventilation-fans',
          link: { label: t('Xem sản phẩm', 'View products'), href: '/thong-gio' },
        },
        {
          title: t('Máy hút ẩm', 'Dehumidifiers'),
          text: t(
            'Duy trì độ ẩm trong nhà ở mức dễ chịu 45–60% suốt mùa nồm, bảo vệ đồ gỗ, quần áo và sức khỏe cả gia đình.',
            'Hold indoor humidity at a comfortable 45–60% throughout the damp season, protecting furniture, clothes and your family’s health.',
          ),
          media: 'card-dehumidifiers',
          link: { label: t('Xem sản phẩm', 'View products'), href: '/may-hut-am' },
        },
        {
          title: t('Máy sấy tay', 'Hand dryers'),
          text: t(
            'Máy sấy tay tốc độ cao làm khô tay trong khoảng 10 giây, vệ sinh hơn và giảm đáng kể lượng khăn giấy thải bỏ.',
            'High-speed hand dryers that dry hands in around ten seconds – more hygienic, with far less paper towel waste.',
          ),
          media: 'card-hand-dryers',
          link: { label: t('Xem sản phẩm', 'View products'), href: '/may-say-tay' },
        },
      ],
    },
    {
      blockType: 'productBenefitList',
      heading: t('Lợi ích trong từng ngày', 'Benefits you feel every day'),
      intro: t(
        'Tiền điện giảm bao nhiêu với máy Inverter, vì sao thịt cá trong ngăn đông mềm vẫn tươi sau một tuần: những câu chuyện ngắn, có số liệu cụ thể.',
        'How much an inverter takes off the power bill, why meat in a soft-freeze drawer is still fresh after a week: short stories with real figures.',
      ),
      limit: 3,
    },
    {
      blockType: 'mediaText',
      heading: t(
        'Công nghệ Inverter: mát hơn, tiết kiệm hơn',
        'Inverter technology: more comfort, less energy',
      ),
      content: t(
        doc(
          p(
            'Thay vì liên tục bật – tắt như máy nén thông thường, máy nén Inverter điều chỉnh tốc độ quay theo nhiệt độ thực tế trong phòng. Nhờ vậy, nhiệt độ luôn ổn định, máy chạy êm hơn và lượng điện tiêu thụ giảm đáng kể.',
          ),
          ul(
            'Tiết kiệm đến 40% điện năng so với điều hòa không Inverter cùng công suất (theo thử nghiệm nội bộ của Sora Electric).',
            'Chế độ làm lạnh nhanh đưa phòng về nhiệt độ cài đặt chỉ trong vài phút.',
            'Dải điện áp hoạt động rộng, máy vẫn vận hành ổn định khi nguồn điện dao động.',
            'Dàn tản nhiệt phủ lớp chống ăn mòn, phù hợp với khu vực ven biển.',
          ),
          p(
            'Công nghệ này cũng được ứng dụng trên máy nén tủ lạnh và động cơ quạt DC của Sora Electric, giúp cả gia đình cùng tiết kiệm điện.',
          ),
        ),
        doc(
          p(
            'A conventional compressor can only run flat out or switch off. An inverter compressor instead adjusts its speed to the actual temperature in the room, so the temperature stays steady, the unit runs more quietly and power consumption drops considerably.',
          ),
          ul(
            'Uses up to 40% less electricity than a non-inverter model of the same capacity (Sora Electric internal testing).',
            'Rapid cooling mode brings the room down to the set temperature within minutes.',
            'A wide operating voltage range keeps the unit running smoothly when the supply fluctuates.',
            'Anti-corrosion coating on the condenser coil for homes near the sea.',
          ),
          p(
            'The same technology drives Sora Electric refrigerator compressors and DC fan motors, so savings add up across the whole home.',
          ),
        ),
      ),
      media: 'mt-inverter-technology',
      mediaPosition: 'left',
      link: {
        label: t('Sản phẩm và sáng kiến bền vững', 'Efficient products and sustainability'),
        href: '/sang-kien-ben-vung',
      },
    },
    {
      blockType: 'richText',
      heading: t('Bảo hành và dịch vụ sau bán hàng', 'Warranty and after-sales service'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Trách nhiệm của Sora Electric không kết thúc khi sản phẩm được bán ra, mà kéo dài suốt quá trình bạn sử dụng.',
          ),
          h3('Thời hạn bảo hành'),
          ul(
            'Điều hòa không khí: 2 năm cho toàn bộ máy, 5 năm cho máy nén.',
            'Tủ lạnh: 2 năm cho toàn bộ máy, 10 năm cho máy nén.',
            'Quạt điện: 1 năm; quạt thông gió và máy hút ẩm: 2 năm.',
            'Máy sấy tay: 2 năm.',
          ),
          h3('Cách yêu cầu bảo hành'),
          ol(
            `Gọi tổng đài miễn phí ${HOTLINE} hoặc gửi email đến ${EMAIL}.`,
            'Cung cấp số điện thoại đã kích hoạt bảo hành điện tử hoặc số sê-ri in trên tem sản phẩm.',
            'Kỹ thuật viên liên hệ hẹn lịch trong vòng 24 giờ làm việc; tại các thành phố lớn, phần lớn yêu cầu được xử lý xong ngay trong lần đến đầu tiên.',
          ),
          p(
            'Điều hòa, tủ lạnh và máy hút ẩm được bảo hành tại nhà. Video hướng dẫn sử dụng và vệ sinh sản phẩm có trên ',
            link('kênh YouTube Sora Electric Việt Nam', YOUTUBE),
            '.',
          ),
        ),
        doc(
          p(
            'Our responsibility does not end at the checkout: Sora Electric stands behind every product for as long as you use it.',
          ),
          h3('Warranty periods'),
          ul(
            'Air conditioners: two years on the whole unit, five years on the compressor.',
            'Refrigerators: two years on the whole unit, ten years on the compressor.',
            'Electric fans: one year; ventilation fans and dehumidifiers: two years.',
            'Hand dryers: two years.',
          ),
          h3('How to make a warranty claim'),
          ol(
            `Call our free hotline on ${HOTLINE} or email ${EMAIL}.`,
            'Give us the phone number you registered for the e-warranty, or the serial number printed on the product label.',
            'A technician will call you within 24 working hours to arrange a visit; in the major cities most issues are fixed on the first visit.',
          ),
          p(
            'Air conditioners, refrigerators and dehumidifiers are serviced in your home. For how-to and cleaning videos, visit ',
            link('the Sora Electric Vietnam YouTube channel', YOUTUBE),
            '.',
          ),
        ),
      ),
    },
  ],
}

const buildingSolutions: PageSeed = {
  slug: slug('giai-phap-toa-nha'),
  title: t('Giải pháp tòa nhà', 'Building solutions'),
  seo: {
    title: t(
      'Giải pháp tòa nhà – HVAC, thang máy, thang cuốn',
      'Building solutions – HVAC, elevators and escalators',
    ),
    description: t(
      'Điều hòa VRF, chiller, thông gió thu hồi nhiệt, thang máy, thang cuốn và máy sấy tay cho tòa nhà, từ tư vấn thiết kế đến bảo trì dài hạn.',
      'VRF and chiller HVAC, heat-recovery ventilation, elevators, escalators and hand dryers for buildings – from design support to long-term maintenance.',
    ),
    image: 'bs-banner-vrf',
  },
  layout: [
    { blockType: 'bannerSlider', position: 'BuildingSolution', limit: 3, autoplaySeconds: 7 },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Thang máy và thang cuốn', 'Elevators and escalators'),
      category: 'Elevators',
      pageSize: 8,
      showFilters: false,
    },
    {
      blockType: 'richText',
      heading: t(
        'Một đối tác cho cả vòng đời công trình',
        'One partner for the whole life of a building',
      ),
      content: t(
        doc(
          p(
            'Điều hòa không khí cùng thang máy, thang cuốn chiếm phần lớn điện năng tiêu thụ và chi phí vận hành của một tòa nhà thương mại. Sora Electric đồng hành cùng chủ đầu tư, đơn vị tư vấn thiết kế và nhà thầu cơ điện ở mọi giai đoạn: lập phương án, lựa chọn thiết bị, lắp đặt, chạy thử, bảo trì định kỳ và cả việc hiện đại hóa sau nhiều năm sử dụng.',
          ),
          p(
            'Đội ngũ kỹ sư ứng dụng tại Hà Nội, Đà Nẵng và TP. Hồ Chí Minh hỗ trợ tính toán tải lạnh, phân tích lưu lượng giao thông thang máy và tư vấn giải pháp giúp công trình đạt các chứng nhận công trình xanh như LEED, LOTUS hay EDGE.',
          ),
        ),
        doc(
          p(
            'Air conditioning and vertical transport account for most of the energy use and running costs of a commercial building. Sora Electric works alongside owners, design consultants and M&E contractors at every stage: concept design, equipment selection, installation and commissioning, scheduled maintenance and, years later, modernisation.',
          ),
          p(
            'Our application engineers in Hanoi, Da Nang and Ho Chi Minh City help with cooling load calculations and elevator traffic analysis, and advise on design choices that support green building certification under LEED, LOTUS or EDGE.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Giải pháp cho công trình', 'Solutions for your building'),
      columns: '3',
      cards: [
        {
          title: t('Điều hòa trung tâm VRF', 'VRF air conditioning'),
          text: t(
            'Một dàn nóng kết nối đến 64 dàn lạnh, điều khiển riêng từng phòng; phù hợp văn phòng, khách sạn, bệnh viện và căn hộ cao cấp.',
            'One outdoor unit serves up to 64 indoor units, each room with its own controls – ideal for offices, hotels, hospitals and premium apartments.',
          ),
          media: 'card-vrf',
          link: { label: t('Giải pháp HVAC', 'HVAC solutions'), href: '/hvac' },
        },
        {
          title: t(
            'Chiller giải nhiệt gió và giải nhiệt nước',
            'Air-cooled and water-cooled chillers',
          ),
          text: t(
            'Công suất lớn cho trung tâm thương mại, nhà máy và trung tâm dữ liệu, với máy nén Inverter duy trì hiệu suất cao cả khi chạy non tải.',
            'High-capacity cooling for shopping centres, factories and data centres, with inverter compressors that stay efficient at part load.',
          ),
          media: 'card-chillers',
          link: { label: t('Giải pháp HVAC', 'HVAC solutions'), href: '/hvac' },
        },
        {
          title: t('Thông gió thu hồi nhiệt', 'Heat-recovery ventilation'),
          text: t(
            'Cấp khí tươi liên tục và thu hồi đến 75% năng lượng từ khí thải, giảm tải cho hệ thống điều hòa mà vẫn giữ không khí trong lành.',
            'A constant supply of fresh air that recovers up to 75% of the energy in the exhaust, easing the load on the air conditioning.',
          ),
          media: 'card-heat-recovery-ventilation',
          link: { label: t('Giải pháp HVAC', 'HVAC solutions'), href: '/hvac' },
        },
        {
          title: t('Thang máy', 'Elevators'),
          text: t(
            'Thang máy tải khách có phòng máy và không phòng máy, tốc độ đến 6 m/s, vận hành êm và tiết kiệm điện nhờ bộ truyền động tái sinh năng lượng.',
            'Passenger elevators with or without a machine room, at speeds of up to 6 m/s – smooth, quiet and economical thanks to regenerative drives.',
          ),
          media: 'card-elevators',
        },
        {
          title: t('Thang cuốn và băng chuyền tự động', 'Escalators and moving walks'),
          text: t(
            'Thiết kế cho trung tâm thương mại, nhà ga và sân bay, tự động chuyển sang chế độ chạy chậm khi vắng khách để tiết kiệm điện.',
            'Built for shopping malls, stations and airports, switching automatically to slow speed when nobody is riding to save energy.',
          ),
          media: 'card-escalators',
        },
        {
          title: t('Máy sấy tay cho tòa nhà', 'Hand dryers for buildings'),
          text: t(
            'Máy sấy tay tốc độ cao cho khu vệ sinh công cộng, cắt giảm chi phí giấy lau tay và công dọn dẹp, giữ sàn luôn khô ráo.',
            'High-speed hand dryers for public washrooms that cut paper towel and cleaning costs and keep floors dry.',
          ),
          media: 'card-building-hand-dryers',
          link: { label: t('Xem máy sấy tay', 'See hand dryers'), href: '/may-say-tay' },
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Giám sát và bảo trì thông minh', 'Smart monitoring and maintenance'),
      content: t(
        doc(
          p(
            'Hệ thống quản lý tòa nhà Sora BMS kết nối điều hòa, thông gió, thang máy và chiếu sáng trên cùng một giao diện, giúp ban quản lý theo dõi điện năng tiêu thụ đến từng tầng, từng khu vực.',
          ),
          ul(
            'Giám sát từ xa 24/7, cảnh báo sớm trước khi thiết bị gặp sự cố.',
            'Báo cáo năng lượng hằng tháng kèm đề xuất điều chỉnh chế độ vận hành.',
            'Hợp đồng bảo trì định kỳ với cam kết có mặt trong 2 giờ khi có sự cố khẩn cấp tại Hà Nội và TP. Hồ Chí Minh.',
          ),
        ),
        doc(
          p(
            'The Sora BMS building management system brings air conditioning, ventilation, elevators and lighting together on a single screen, so facility managers can track energy use floor by floor and zone by zone.',
          ),
          ul(
            '24/7 remote monitoring, with early warnings before equipment fails.',
            'Monthly energy reports with practical recommendations for fine-tuning operation.',
            'Scheduled maintenance contracts with a two-hour emergency call-out in Hanoi and Ho Chi Minh City.',
          ),
        ),
      ),
      media: 'mt-building-service',
      mediaPosition: 'right',
    },
    {
      blockType: 'cardGrid',
      heading: t('Công trình tiêu biểu', 'Selected references'),
      intro: t(
        'Một số dự án trên khắp Việt Nam đang vận hành cùng giải pháp của Sora Electric.',
        'A few of the projects across Vietnam that run on Sora Electric solutions.',
      ),
      columns: '3',
      cards: [
        {
          title: t('Tòa văn phòng hạng A, Hà Nội', 'Grade A office tower, Hanoi'),
          text: t(
            '32 tầng, hệ thống VRF tổng công suất 2.400 HP, 12 thang máy tốc độ cao và hệ thống BMS; đạt chứng nhận LEED Gold năm 2022.',
            '32 storeys, 2,400 HP of VRF capacity, 12 high-speed elevators and a full BMS; certified LEED Gold in 2022.',
          ),
          media: 'card-ref-office-tower',
          link: { label: t('Xem hồ sơ dự án', 'View the project gallery'), href: '/ho-so-du-an' },
        },
        {
          title: t('Bệnh viện đa khoa 500 giường, Đà Nẵng', '500-bed general hospital, Da Nang'),
          text: t(
            'Chiller giải nhiệt nước kết hợp thông gió thu hồi nhiệt cho khu phẫu thuật và hồi sức tích cực, cùng 18 thang máy chở giường bệnh.',
            'Water-cooled chillers with heat-recovery ventilation for the operating theatres and intensive care unit, plus 18 bed elevators.',
          ),
          media: 'card-ref-hospital',
          link: { label: t('Xem hồ sơ dự án', 'View the project gallery'), href: '/ho-so-du-an' },
        },
        {
          title: t('Trung tâm thương mại, TP. Hồ Chí Minh', 'Shopping centre, Ho Chi Minh City'),
          text: t(
            '46 thang cuốn, 10 thang máy và hơn 200 máy sấy tay; điện năng tiêu thụ của thang cuốn giảm khoảng 25% nhờ chế độ chạy chậm tự động.',
            '46 escalators, 10 elevators and more than 200 hand dryers; automatic slow-speed mode has cut escalator energy use by around 25%.',
          ),
          media: 'card-ref-mall',
          link: { label: t('Xem hồ sơ dự án', 'View the project gallery'), href: '/ho-so-du-an' },
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Làm việc cùng Sora Electric', 'Working with Sora Electric'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Dù là công trình xây mới hay cải tạo, chúng tôi có thể tham gia ngay từ những bước đầu tiên:',
          ),
          ul(
            'Khảo sát hiện trạng và đánh giá hiệu quả năng lượng của hệ thống đang vận hành.',
            'Cung cấp bản vẽ, thông số kỹ thuật và dữ liệu BIM cho đơn vị tư vấn thiết kế.',
            'Đào tạo đội ngũ kỹ thuật của ban quản lý tòa nhà sau khi bàn giao.',
            'Gói hiện đại hóa thang máy theo từng hạng mục, giảm tối đa thời gian dừng thang.',
          ),
          p(
            `Để trao đổi về dự án, vui lòng gọi ${HOTLINE} hoặc gửi thông tin đến `,
            bold(EMAIL),
            '; bộ phận kinh doanh dự án sẽ phản hồi trong vòng một ngày làm việc.',
          ),
        ),
        doc(
          p(
            'Whether you are planning a new building or a refurbishment, we can get involved from day one:',
          ),
          ul(
            'Site surveys and energy audits of existing systems.',
            'Drawings, technical data and BIM objects for your design consultants.',
            'Training for the building management team’s technical staff after handover.',
            'Step-by-step elevator modernisation packages that keep downtime to a minimum.',
          ),
          p(
            `To discuss a project, call ${HOTLINE} or email `,
            bold(EMAIL),
            '; our projects team will reply within one working day.',
          ),
        ),
      ),
    },
  ],
}

const factoryAutomation: PageSeed = {
  slug: slug('tu-dong-hoa-cong-nghiep'),
  title: t('Tự động hóa công nghiệp', 'Factory automation'),
  seo: {
    title: t(
      'Tự động hóa công nghiệp – PLC, biến tần, servo, robot',
      'Factory automation – PLCs, drives, servo systems and robots',
    ),
    description: t(
      'PLC, biến tần, servo, HMI, robot công nghiệp và robot cộng tác Sora Electric, cùng trung tâm đào tạo và đội ngũ hỗ trợ kỹ thuật tại Việt Nam.',
      'Sora Electric PLCs, inverters, servo systems, HMIs, industrial robots and cobots, backed by local training and technical support in Vietnam.',
    ),
    image: 'fa-banner-smart-factory',
  },
  layout: [
    { blockType: 'bannerSlider', position: 'FactoryAutomation', limit: 3, autoplaySeconds: 6 },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Sản phẩm tự động hóa', 'Factory automation products'),
      category: 'FactoryAutomation',
      pageSize: 12,
      showFilters: true,
    },
    {
      blockType: 'richText',
      heading: t('Nâng tầm năng lực sản xuất', 'Smarter production, step by step'),
      content: t(
        doc(
          p(
            'Trước áp lực chi phí nhân công, yêu cầu truy xuất nguồn gốc và tiêu chuẩn chất lượng ngày càng khắt khe từ khách hàng quốc tế, các nhà máy tại Việt Nam đang chuyển dần sang sản xuất tự động và số hóa. Sora Electric cung cấp danh mục sản phẩm tự động hóa đồng bộ, từ bộ điều khiển và hệ truyền động dưới xưởng đến phần mềm thu thập, phân tích dữ liệu cho cấp quản lý.',
          ),
          p(
            'Các sản phẩm được thiết kế để làm việc liền mạch với nhau trên cùng một môi trường lập trình và mạng truyền thông, giúp kỹ sư rút ngắn thời gian thiết kế, chạy thử và bảo trì hệ thống.',
          ),
        ),
        doc(
          p(
            'Rising labour costs, traceability requirements and the ever stricter quality standards of international buyers are moving Vietnamese manufacturers towards automated, data-driven production. Sora Electric offers an integrated automation portfolio, from controllers and drives on the shop floor to software that collects and analyses data for management.',
          ),
          p(
            'All of our products share a common engineering environment and network, so your engineers spend less time on design, commissioning and maintenance.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Dòng sản phẩm', 'Product families'),
      columns: '3',
      cards: [
        {
          title: t('Bộ điều khiển lập trình PLC', 'Programmable controllers (PLCs)'),
          text: t(
            'Từ PLC nhỏ gọn cho máy đơn lẻ đến PLC dạng mô-đun cho cả dây chuyền, lập trình theo chuẩn IEC 61131-3 và tích hợp sẵn Ethernet công nghiệp.',
            'From compact PLCs for standalone machines to modular systems for entire lines, programmed to IEC 61131-3 with built-in industrial Ethernet.',
          ),
          media: 'card-controllers',
        },
        {
          title: t('Biến tần và hệ thống servo', 'Inverters and servo systems'),
          text: t(
            'Điều khiển chính xác tốc độ và vị trí động cơ cho băng tải, máy đóng gói, máy CNC; tiết kiệm 20–50% điện năng cho bơm và quạt.',
            'Precise speed and position control for conveyors, packaging machines and CNC equipment, saving 20–50% of the energy used by pumps and fans.',
          ),
          media: 'card-drives',
        },
        {
          title: t('Màn hình HMI', 'Human-machine interfaces (HMIs)'),
          text: t(
            'Màn hình cảm ứng từ 4,3 đến 15 inch, giao diện tiếng Việt, giám sát và điều khiển từ xa qua trình duyệt web.',
            'Touch panels from 4.3 to 15 inches with Vietnamese-language screens and remote access from any web browser.',
          ),
          media: 'card-hmi',
        },
        {
          title: t('Robot công nghiệp', 'Industrial robots'),
          text: t(
            'Robot SCARA và robot khớp nối 6 trục cho lắp ráp, gắp đặt, hàn và đóng gói, tải trọng từ 3 đến 70 kg.',
            'SCARA and six-axis articulated robots for assembly, pick-and-place, welding and packaging, with payloads from 3 to 70 kg.',
          ),
          media: 'card-industrial-robots',
        },
        {
          title: t('Robot cộng tác', 'Collaborative robots'),
          text: t(
            'Làm việc an toàn bên cạnh con người mà không cần hàng rào bảo vệ, lập trình kéo – thả trực quan, phù hợp với doanh nghiệp vừa và nhỏ.',
            'Cobots work safely alongside people without safety fencing and are programmed by simple drag and drop – a natural fit for smaller manufacturers.',
          ),
          media: 'card-cobots',
        },
        {
          title: t('Nhà máy số Sora e-Factory', 'Sora e-Factory digital manufacturing'),
          text: t(
            'Thu thập dữ liệu máy theo thời gian thực, theo dõi hiệu suất thiết bị tổng thể (OEE) và bảo trì dự đoán trên nền tảng IoT công nghiệp.',
            'Real-time machine data, overall equipment effectiveness (OEE) tracking and predictive maintenance on an industrial IoT platform.',
          ),
          media: 'card-e-factory',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Trung tâm đào tạo tự động hóa', 'Automation training centre'),
      content: t(
        doc(
          p(
            'Trung tâm đào tạo tại TP. Hồ Chí Minh được trang bị hơn 40 bàn thực hành PLC, biến tần, servo và robot, tổ chức các khóa học từ cơ bản đến nâng cao cho kỹ sư vận hành, bảo trì và lập trình.',
          ),
          ul(
            'Hơn 2.000 học viên mỗi năm, giảng viên là kỹ sư ứng dụng giàu kinh nghiệm thực tế.',
            'Hợp tác với các trường đại học, cao đẳng kỹ thuật và trao tặng thiết bị cho phòng thí nghiệm.',
            'Khóa học thiết kế riêng theo nhu cầu, tổ chức ngay tại nhà máy của khách hàng.',
          ),
        ),
        doc(
          p(
            'Our training centre in Ho Chi Minh City has more than 40 hands-on workstations for PLCs, inverters, servo systems and robots, with courses from beginner to advanced level for operators, maintenance technicians and programmers.',
          ),
          ul(
            'More than 2,000 trainees a year, taught by application engineers with years of field experience.',
            'Partnerships with technical universities and colleges, including donated laboratory equipment.',
            'Tailored courses run on site at your own factory.',
          ),
        ),
      ),
      media: 'mt-training-centre',
      mediaPosition: 'left',
    },
    {
      blockType: 'mediaText',
      heading: t(
        'Trung tâm giải pháp tại Hà Nội, TP. Hồ Chí Minh và Cần Thơ',
        'Solution centres in Hanoi, Ho Chi Minh City and Can Tho',
      ),
      content: t(
        doc(
          p(
            'Tại ba trung tâm giải pháp, khách hàng có thể trực tiếp trải nghiệm thiết bị, chạy thử ứng dụng trước khi đầu tư và làm việc cùng kỹ sư của Sora Electric.',
          ),
          ul(
            [
              bold('Hà Nội: '),
              'phục vụ các khu công nghiệp điện tử, linh kiện và cơ khí chính xác ở miền Bắc.',
            ],
            [
              bold('TP. Hồ Chí Minh: '),
              'trung tâm lớn nhất, gồm phòng trưng bày, phòng thí nghiệm ứng dụng và khu đào tạo.',
            ],
            [
              bold('Cần Thơ: '),
              'đồng hành cùng các doanh nghiệp chế biến thủy sản, lúa gạo và thực phẩm vùng Đồng bằng sông Cửu Long.',
            ],
          ),
        ),
        doc(
          p(
            'At our three solution centres, customers can see the equipment in action, trial their application before investing and work side by side with Sora Electric engineers.',
          ),
          ul(
            [
              bold('Hanoi: '),
              'serving the electronics, components and precision engineering parks of the north.',
            ],
            [
              bold('Ho Chi Minh City: '),
              'our largest centre, with a showroom, an application laboratory and training facilities.',
            ],
            [
              bold('Can Tho: '),
              'supporting seafood, rice and food processors across the Mekong Delta.',
            ],
          ),
        ),
      ),
      media: 'mt-solution-centres',
      mediaPosition: 'right',
    },
    {
      blockType: 'richText',
      heading: t('Hỗ trợ kỹ thuật', 'Technical support'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Khi dây chuyền dừng, mỗi phút đều có giá. Đội ngũ hỗ trợ kỹ thuật tự động hóa của Sora Electric luôn sẵn sàng:',
          ),
          ul(
            `Tư vấn chọn sản phẩm và cấu hình hệ thống qua tổng đài ${HOTLINE}.`,
            'Hỗ trợ lập trình, xử lý sự cố từ xa hoặc cử kỹ sư đến tận nhà máy.',
            'Dịch vụ sửa chữa, thay thế cùng kho linh kiện dự phòng tại Hà Nội và TP. Hồ Chí Minh.',
            'Tài liệu kỹ thuật, hướng dẫn sử dụng và dữ liệu CAD miễn phí cho khách hàng đăng ký tài khoản.',
          ),
          p(
            'Theo dõi ',
            link('Sora Electric Việt Nam trên LinkedIn', LINKEDIN),
            ' để cập nhật lịch hội thảo kỹ thuật và các khóa đào tạo mới.',
          ),
        ),
        doc(
          p(
            'When a line stops, every minute counts. Sora Electric’s automation support team is ready to help:',
          ),
          ul(
            `Product selection and system configuration advice on ${HOTLINE}.`,
            'Programming assistance and troubleshooting, remotely or with an engineer at your plant.',
            'Repair and replacement services, with spare parts stocked in Hanoi and Ho Chi Minh City.',
            'Free technical documentation, manuals and CAD data for registered customers.',
          ),
          p(
            'Follow ',
            link('Sora Electric Vietnam on LinkedIn', LINKEDIN),
            ' for upcoming technical seminars and new training courses.',
          ),
        ),
      ),
    },
  ],
}

const infrastructure: PageSeed = {
  slug: slug('infrastructure-solution'),
  title: t('Giải pháp hạ tầng', 'Infrastructure solutions'),
  seo: {
    title: t(
      'Giải pháp hạ tầng – Điện lực, đường sắt, cấp thoát nước',
      'Infrastructure solutions – power, rail and water',
    ),
    description: t(
      'Thiết bị và hệ thống cho truyền tải, phân phối điện, đường sắt đô thị và cấp thoát nước, vận hành an toàn, tin cậy trong nhiều thập kỷ.',
      'Equipment and systems for power transmission and distribution, urban rail and water utilities, built for decades of safe, reliable service.',
    ),
    image: 'infra-banner-power',
  },
  layout: [
    { blockType: 'bannerSlider', position: 'InfrastructureSolution', limit: 3, autoplaySeconds: 7 },
    {
      blockType: 'richText',
      heading: t(
        'Hạ tầng vững chắc cho một nền kinh tế đang tăng tốc',
        'Reliable infrastructure for a fast-growing economy',
      ),
      content: t(
        doc(
          p(
            'Nhu cầu điện tăng khoảng 8–10% mỗi năm, những tuyến đường sắt đô thị đầu tiên đã đi vào khai thác và tốc độ đô thị hóa nhanh đặt ra yêu cầu ngày càng lớn về nước sạch và xử lý nước thải. Sora Electric mang đến thiết bị cùng kinh nghiệm tích hợp hệ thống đã được kiểm chứng tại nhiều quốc gia, góp phần xây dựng hạ tầng Việt Nam an toàn, hiệu quả và bền vững.',
          ),
          p(
            'Chúng tôi làm việc cùng các đơn vị điện lực, chủ đầu tư dự án đường sắt, công ty cấp thoát nước và nhà thầu EPC, từ giai đoạn nghiên cứu khả thi cho đến khi công trình đi vào vận hành thương mại.',
          ),
        ),
        doc(
          p(
            'Electricity demand is growing by roughly 8–10% a year, the first urban rail lines are now carrying passengers, and rapid urbanisation calls for more clean water and better wastewater treatment. Sora Electric brings equipment and systems-integration experience proven in many countries to help build infrastructure in Vietnam that is safe, efficient and sustainable.',
          ),
          p(
            'We work with power utilities, rail project owners, water companies and EPC contractors, from the feasibility study right through to commercial operation.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Lĩnh vực chuyên môn', 'Where we work'),
      columns: '3',
      cards: [
        {
          title: t('Hệ thống điện lực', 'Power systems'),
          text: t(
            'Máy cắt chân không, tủ đóng cắt trung thế cách điện khí, rơ-le bảo vệ và tự động hóa trạm biến áp; giải pháp đấu nối lưới cho nhà máy điện mặt trời và điện gió.',
            'Vacuum circuit breakers, gas-insulated medium-voltage switchgear, protection relays and substation automation, plus grid connection for solar and wind farms.',
          ),
          media: 'card-power-systems',
        },
        {
          title: t('Hệ thống điện đường sắt', 'Railway electrical systems'),
          text: t(
            'Bộ biến đổi lực kéo, động cơ kéo, điều hòa toa xe và hệ thống cấp điện cho tàu điện đô thị, tiết kiệm năng lượng nhờ hãm tái sinh.',
            'Traction converters and motors, on-board air conditioning and power supply systems for metro trains, saving energy through regenerative braking.',
          ),
          media: 'card-railway',
        },
        {
          title: t('Cấp nước và xử lý nước thải', 'Water and wastewater'),
          text: t(
            'Biến tần cho trạm bơm, hệ thống điều khiển giám sát SCADA và công nghệ khử trùng bằng ozone cho nhà máy nước, trạm xử lý nước thải đô thị.',
            'Pump-station drives, SCADA control and monitoring, and ozone disinfection for drinking water plants and municipal wastewater treatment.',
          ),
          media: 'card-water',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Giám sát vận hành tập trung', 'Centralised monitoring and control'),
      content: t(
        doc(
          p(
            'Hệ thống SCADA và trung tâm điều khiển của Sora Electric thu thập dữ liệu từ hàng nghìn điểm đo trên lưới điện, tuyến đường sắt hay mạng lưới cấp nước, giúp đơn vị vận hành sớm phát hiện bất thường và ra quyết định nhanh hơn.',
          ),
          ul(
            'Phát hiện rò rỉ và sụt áp trên mạng lưới cấp nước.',
            'Tự động cô lập sự cố và khôi phục cấp điện trên lưới phân phối.',
            'Bảo trì dự đoán cho các thiết bị quan trọng dựa trên dữ liệu vận hành.',
          ),
        ),
        doc(
          p(
            'Sora Electric SCADA systems and control centres gather data from thousands of measuring points across power grids, rail lines and water networks, helping operators spot anomalies early and respond faster.',
          ),
          ul(
            'Leak and pressure-drop detection on water distribution networks.',
            'Automatic fault isolation and service restoration on distribution grids.',
            'Predictive maintenance for critical assets, based on operating data.',
          ),
        ),
      ),
      media: 'mt-infra-monitoring',
      mediaPosition: 'right',
    },
    {
      blockType: 'richText',
      heading: t('Cam kết với các dự án hạ tầng', 'Our commitment to infrastructure projects'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Thiết bị hạ tầng phải vận hành liên tục trong 30–40 năm. Vì vậy, chúng tôi đặc biệt chú trọng:',
          ),
          ul(
            [
              bold('Tuân thủ tiêu chuẩn: '),
              'sản phẩm đáp ứng tiêu chuẩn IEC và TCVN, được thử nghiệm điển hình tại các phòng thí nghiệm độc lập.',
            ],
            [
              bold('Chuyển giao công nghệ: '),
              'đào tạo đội ngũ vận hành của chủ đầu tư ngay trong quá trình lắp đặt và chạy thử.',
            ],
            [
              bold('Đồng hành dài hạn: '),
              'cung cấp linh kiện thay thế và dịch vụ nâng cấp trong suốt vòng đời dự án.',
            ],
          ),
          p(
            `Nhà thầu và chủ đầu tư quan tâm xin liên hệ bộ phận Giải pháp hạ tầng qua email ${EMAIL} hoặc tổng đài ${HOTLINE}.`,
          ),
        ),
        doc(
          p(
            'Infrastructure equipment has to run around the clock for 30 to 40 years. That is why we focus on:',
          ),
          ul(
            [
              bold('Standards compliance: '),
              'products meet IEC and Vietnamese (TCVN) standards and are type-tested by independent laboratories.',
            ],
            [
              bold('Knowledge transfer: '),
              'the owner’s operating staff are trained during installation and commissioning.',
            ],
            [
              bold('Long-term partnership: '),
              'spare parts and upgrade services for the full life of the project.',
            ],
          ),
          p(
            `Contractors and project owners can reach our Infrastructure Solutions team at ${EMAIL} or on ${HOTLINE}.`,
          ),
        ),
      ),
    },
  ],
}

const about: PageSeed = {
  slug: slug('gioi-thieu'),
  title: t('Giới thiệu', 'About us'),
  seo: {
    title: t('Giới thiệu Sora Electric Việt Nam', 'About Sora Electric Vietnam'),
    description: t(
      'Hơn 30 năm tại Việt Nam, Sora Electric mang công nghệ điện và điện tử của Tập đoàn Sora đến gia đình, tòa nhà, nhà máy và công trình hạ tầng.',
      'For more than 30 years Sora Electric has brought Sora Group technology to homes, buildings, factories and infrastructure across Vietnam.',
    ),
    image: 'about-banner-team',
  },
  layout: [
    { blockType: 'bannerSlider', position: 'AboutBanner', limit: 3, autoplaySeconds: 7 },
    {
      blockType: 'mediaText',
      heading: t('Sứ mệnh của chúng tôi', 'Our mission'),
      content: t(
        doc(
          quote(
            '“Dùng công nghệ để cuộc sống an toàn, tiện nghi hơn và xã hội phát triển bền vững hơn.”',
          ),
          p(
            'Đó là kim chỉ nam của Tập đoàn Sora từ ngày đầu thành lập, cũng là cam kết của Sora Electric Việt Nam với khách hàng, đối tác và cộng đồng. Chúng tôi không chỉ bán thiết bị, mà mang đến giải pháp giúp mỗi gia đình sống thoải mái hơn, mỗi tòa nhà vận hành hiệu quả hơn và mỗi nhà máy sản xuất thông minh hơn.',
          ),
        ),
        doc(
          quote(
            '“Technology that makes life safer and more comfortable, and society more sustainable.”',
          ),
          p(
            'That principle has guided Sora Group since the day it was founded, and it is Sora Electric Vietnam’s promise to our customers, partners and communities. We don’t just sell equipment: we deliver solutions that make every home more comfortable, every building more efficient and every factory smarter.',
          ),
        ),
      ),
      media: 'mt-about-mission',
      mediaPosition: 'right',
    },
    {
      blockType: 'richText',
      heading: t(
        'Tập đoàn Sora: hơn 90 năm phát triển',
        'Sora Group: more than 90 years of progress',
      ),
      content: t(
        doc(
          p(
            'Khởi đầu từ một xưởng sản xuất động cơ điện nhỏ, Sora đã phát triển thành tập đoàn điện – điện tử với hơn 140.000 nhân viên, hoạt động tại hơn 40 quốc gia và vùng lãnh thổ.',
          ),
          ul(
            [
              bold('1932: '),
              'Tập đoàn Sora được thành lập, khởi nghiệp với động cơ điện cho máy công cụ và máy bơm.',
            ],
            [bold('1938: '), 'Ra mắt chiếc quạt điện đầu tiên mang thương hiệu Sora.'],
            [bold('1956: '), 'Bắt đầu sản xuất tủ lạnh gia dụng và tham gia lĩnh vực thang máy.'],
            [bold('1968: '), 'Giới thiệu chiếc điều hòa không khí dân dụng đầu tiên.'],
            [bold('1981: '), 'Thành lập khối Tự động hóa công nghiệp với dòng PLC đầu tiên.'],
            [
              bold('1997: '),
              'Thương mại hóa điều hòa Inverter và hệ thống điều hòa trung tâm VRF.',
            ],
            [
              bold('2021: '),
              'Công bố mục tiêu trung hòa carbon trong hoạt động vào năm 2040 và trên toàn chuỗi giá trị vào năm 2050.',
            ],
          ),
        ),
        doc(
          p(
            'What began as a small electric motor workshop has grown into an electrical and electronics group with more than 140,000 employees, operating in over 40 countries and territories.',
          ),
          ul(
            [
              bold('1932: '),
              'Sora Group is founded, building electric motors for machine tools and pumps.',
            ],
            [bold('1938: '), 'The first Sora-branded electric fan goes on sale.'],
            [
              bold('1956: '),
              'Production of household refrigerators begins, and the group enters the elevator business.',
            ],
            [bold('1968: '), 'Launch of the group’s first residential air conditioner.'],
            [
              bold('1981: '),
              'The Factory Automation division is formed and releases its first PLC.',
            ],
            [
              bold('1997: '),
              'Inverter air conditioners and VRF central air-conditioning systems reach the market.',
            ],
            [
              bold('2021: '),
              'Sora commits to carbon neutrality in its own operations by 2040 and across its value chain by 2050.',
            ],
          ),
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: t('Chặng đường tại Việt Nam', 'Our journey in Vietnam'),
      content: t(
        doc(
          ul(
            [
              bold('1994: '),
              'Mở văn phòng đại diện tại Hà Nội, cung cấp thiết bị điện và thang máy cho những dự án đầu tiên.',
            ],
            [bold('1997: '), 'Mở văn phòng đại diện tại TP. Hồ Chí Minh.'],
            [
              bold('2005: '),
              'Xây dựng mạng lưới nhà phân phối điều hòa không khí và quạt điện trên toàn quốc.',
            ],
            [
              bold('15/08/2011: '),
              'Thành lập Công ty TNHH Sora Electric Việt Nam, trụ sở chính tại TP. Hồ Chí Minh.',
            ],
            [
              bold('2014: '),
              'Khai trương chi nhánh Hà Nội cùng Trung tâm giải pháp tự động hóa đầu tiên.',
            ],
            [
              bold('2016: '),
              'Mở chi nhánh Đà Nẵng và Trung tâm đào tạo tự động hóa tại TP. Hồ Chí Minh.',
            ],
            [
              bold('26/10/2018: '),
              'Khánh thành nhà máy tại Khu Công nghệ cao TP. Hồ Chí Minh, sản xuất động cơ quạt và linh kiện điều hòa.',
            ],
            [
              bold('2020: '),
              'Khai trương Trung tâm giải pháp Cần Thơ, phục vụ khu vực Đồng bằng sông Cửu Long.',
            ],
            [bold('2022: '), 'Đưa vào vận hành hệ thống điện mặt trời áp mái 1,2 MWp tại nhà máy.'],
            [
              bold('2024: '),
              'Kỷ niệm 30 năm có mặt tại Việt Nam và ra mắt ứng dụng Sora Electric với tính năng bảo hành điện tử.',
            ],
          ),
        ),
        doc(
          ul(
            [
              bold('1994: '),
              'A representative office opens in Hanoi, supplying electrical equipment and elevators to our first projects.',
            ],
            [bold('1997: '), 'A second representative office opens in Ho Chi Minh City.'],
            [
              bold('2005: '),
              'A nationwide distributor network for air conditioners and electric fans is established.',
            ],
            [
              bold('15/08/2011: '),
              'Sora Electric Vietnam Co., Ltd. is incorporated, with its head office in Ho Chi Minh City.',
            ],
            [
              bold('2014: '),
              'The Hanoi branch opens together with our first automation solution centre.',
            ],
            [
              bold('2016: '),
              'A Da Nang branch opens, followed by the automation training centre in Ho Chi Minh City.',
            ],
            [
              bold('26/10/2018: '),
              'Our factory in Saigon Hi-Tech Park is inaugurated, making fan motors and air-conditioner components.',
            ],
            [bold('2020: '), 'The Can Tho solution centre opens to serve the Mekong Delta.'],
            [bold('2022: '), 'A 1.2 MWp rooftop solar array goes live at the factory.'],
            [
              bold('2024: '),
              'We celebrate 30 years in Vietnam and launch the Sora Electric app with e-warranty registration.',
            ],
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Sora Electric Việt Nam qua những con số', 'Sora Electric Vietnam in numbers'),
      columns: '4',
      cards: [
        {
          title: t('Hơn 30 năm', '30+ years'),
          text: t(
            'có mặt tại Việt Nam, kể từ khi văn phòng đại diện đầu tiên được thành lập năm 1994.',
            'in Vietnam, since our first representative office opened in 1994.',
          ),
        },
        {
          title: t('Hơn 1.200 nhân viên', '1,200+ employees'),
          text: t(
            'làm việc tại trụ sở chính, các chi nhánh, nhà máy và trung tâm giải pháp trên cả nước.',
            'at our head office, branches, factory and solution centres nationwide.',
          ),
        },
        {
          title: t('Hơn 500 đối tác', '500+ partners'),
          text: t(
            'gồm đại lý, nhà phân phối, nhà thầu và đơn vị tích hợp hệ thống được Sora Electric chứng nhận.',
            'including certified dealers, distributors, contractors and system integrators.',
          ),
        },
        {
          title: t('34/34 tỉnh, thành phố', 'All 34 provinces and cities'),
          text: t(
            'được phục vụ bởi hơn 150 trạm bảo hành ủy quyền của Sora Electric.',
            'served by more than 150 authorised Sora Electric service centres.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Giá trị cốt lõi', 'Our values'),
      width: 'narrow',
      content: t(
        doc(
          ul(
            [
              bold('Tin cậy: '),
              'giữ đúng cam kết về chất lượng, tiến độ và dịch vụ với mọi khách hàng, dù là một gia đình hay một nhà máy.',
            ],
            [
              bold('Chính trực: '),
              'tuân thủ pháp luật, minh bạch trong kinh doanh, tôn trọng quyền lợi của người lao động và đối tác.',
            ],
            [
              bold('Sáng tạo: '),
              'không ngừng cải tiến sản phẩm dựa trên phản hồi thực tế của người dùng Việt Nam.',
            ],
            [
              bold('Trách nhiệm: '),
              'giảm thiểu tác động đến môi trường và đóng góp cho cộng đồng nơi chúng tôi hoạt động.',
            ],
          ),
        ),
        doc(
          ul(
            [
              bold('Reliability: '),
              'we keep our promises on quality, delivery and service to every customer, whether a family or a factory.',
            ],
            [
              bold('Integrity: '),
              'we obey the law, do business transparently and respect the rights of our employees and partners.',
            ],
            [
              bold('Innovation: '),
              'we keep improving our products based on real feedback from Vietnamese users.',
            ],
            [
              bold('Responsibility: '),
              'we reduce our environmental footprint and contribute to the communities where we operate.',
            ],
          ),
        ),
      ),
    },
    {
      blockType: 'mediaText',
      heading: t('Chất lượng và an toàn', 'Quality and safety'),
      content: t(
        doc(
          p(
            'Nhà máy tại Khu Công nghệ cao TP. Hồ Chí Minh vận hành theo hệ thống quản lý chất lượng ISO 9001, quản lý môi trường ISO 14001 và an toàn, sức khỏe nghề nghiệp ISO 45001. 100% động cơ và bo mạch đều được kiểm tra độ bền cách điện, độ ồn và hiệu suất trước khi xuất xưởng.',
          ),
          p(
            'An toàn luôn được đặt lên hàng đầu: toàn bộ nhân viên và kỹ thuật viên bảo hành được huấn luyện an toàn điện định kỳ, còn mọi sản phẩm phân phối tại Việt Nam đều được chứng nhận hợp quy theo quy chuẩn kỹ thuật quốc gia.',
          ),
        ),
        doc(
          p(
            'Our factory in Saigon Hi-Tech Park is certified to ISO 9001 for quality, ISO 14001 for environmental management and ISO 45001 for occupational health and safety. Every motor and circuit board is tested for insulation strength, noise and efficiency before it leaves the plant.',
          ),
          p(
            'Safety always comes first: all employees and service technicians receive regular electrical safety training, and every product we sell in Vietnam is certified to the applicable national technical regulations.',
          ),
        ),
      ),
      media: 'mt-quality-safety',
      mediaPosition: 'left',
      link: {
        label: t('Hoạt động vì môi trường', 'Our environmental work'),
        href: '/sang-kien-ben-vung',
      },
    },
  ],
}

const sustainability: PageSeed = {
  slug: slug('sang-kien-ben-vung'),
  title: t('Sáng kiến bền vững', 'Sustainability'),
  seo: {
    title: t('Sáng kiến phát triển bền vững', 'Sustainability initiatives'),
    description: t(
      'Tầm nhìn môi trường của Sora Electric: sản phẩm tiết kiệm năng lượng, điện mặt trời tại nhà máy, thu hồi tái chế thiết bị cũ và hoạt động cộng đồng.',
      'Sora Electric’s environmental vision: energy-efficient products, solar power at our factory, appliance take-back and recycling, and community work.',
    ),
    image: 'sus-banner-solar',
  },
  layout: [
    { blockType: 'bannerSlider', position: 'Sustainability', limit: 3, autoplaySeconds: 7 },
    {
      blockType: 'richText',
      heading: t('Tầm nhìn Môi trường 2050', 'Environmental Vision 2050'),
      content: t(
        doc(
          p(
            'Biến đổi khí hậu đang tác động trực tiếp đến Việt Nam, từ những đợt nắng nóng kỷ lục đến tình trạng xâm nhập mặn ở Đồng bằng sông Cửu Long. Là doanh nghiệp sản xuất thiết bị dùng điện, chúng tôi hiểu rằng trách nhiệm của mình không dừng lại ở cổng nhà máy, mà kéo dài suốt quá trình sản phẩm được sử dụng trong mỗi gia đình, mỗi công trình.',
          ),
          p('Theo Tầm nhìn Môi trường 2050 của Tập đoàn Sora, Sora Electric Việt Nam cam kết:'),
          ul(
            'Trung hòa carbon trong hoạt động sản xuất và văn phòng vào năm 2040.',
            'Đến năm 2035, giảm 50% lượng phát thải từ quá trình sử dụng các sản phẩm đã bán ra so với năm 2019.',
            'Duy trì tỷ lệ tái chế chất thải tại nhà máy trên 95%.',
            'Đồng hành cùng mục tiêu phát thải ròng bằng 0 vào năm 2050 của Việt Nam.',
          ),
        ),
        doc(
          p(
            'Climate change is already hitting Vietnam hard, from record heatwaves to saltwater intrusion in the Mekong Delta. As a maker of electrical equipment, we know our responsibility does not stop at the factory gate: it lasts for as long as our products are in use in homes and buildings.',
          ),
          p('Under Sora Group’s Environmental Vision 2050, Sora Electric Vietnam is committed to:'),
          ul(
            'Carbon neutrality across our manufacturing and office operations by 2040.',
            'Halving emissions from the use of the products we sell by 2035, against a 2019 baseline.',
            'Keeping our factory’s waste recycling rate above 95%.',
            'Supporting Vietnam’s goal of net-zero emissions by 2050.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Sản phẩm tiết kiệm năng lượng', 'Energy-efficient products'),
      intro: t(
        'Khoảng 90% lượng phát thải gắn với sản phẩm của chúng tôi phát sinh trong quá trình sử dụng. Vì vậy, hiệu suất năng lượng luôn là ưu tiên trong mọi thiết kế mới.',
        'Around 90% of the emissions linked to our products occur while they are in use – which is why energy efficiency comes first in every new design.',
      ),
      columns: '3',
      cards: [
        {
          title: t('Điều hòa Inverter dùng môi chất R32', 'Inverter air conditioners with R32'),
          text: t(
            'Toàn bộ điều hòa dân dụng Sora Electric bán ra từ năm 2023 đều dùng máy nén Inverter và môi chất lạnh R32, có chỉ số làm nóng toàn cầu chỉ bằng khoảng một phần ba so với R410A.',
            'Since 2023 every Sora Electric residential air conditioner has used an inverter compressor and R32 refrigerant, whose global warming potential is about a third of R410A’s.',
          ),
          media: 'card-sus-inverter',
        },
        {
          title: t('Thông gió thu hồi nhiệt', 'Heat-recovery ventilation'),
          text: t(
            'Tận dụng năng lượng từ khí thải để làm mát sơ bộ khí tươi, giúp giảm đến 30% tải lạnh cho hệ thống điều hòa của tòa nhà.',
            'Uses the energy in exhaust air to pre-cool incoming fresh air, cutting a building’s cooling load by up to 30%.',
          ),
          media: 'card-sus-ventilation',
        },
        {
          title: t('Động cơ và biến tần hiệu suất cao', 'High-efficiency motors and drives'),
          text: t(
            'Động cơ đạt cấp hiệu suất IE3, IE4 kết hợp biến tần giúp nhà máy tiết kiệm 20–50% điện năng cho bơm, quạt và máy nén khí.',
            'IE3 and IE4 motors paired with inverters save factories 20–50% of the electricity used by pumps, fans and compressors.',
          ),
          media: 'card-sus-motors',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Nhà máy dùng năng lượng sạch', 'Cleaner energy at our factory'),
      content: t(
        doc(
          p(
            'Từ năm 2022, hệ thống điện mặt trời áp mái công suất 1,2 MWp tại nhà máy ở Khu Công nghệ cao TP. Hồ Chí Minh sản xuất khoảng 1.600 MWh điện mỗi năm, đáp ứng khoảng 30% nhu cầu điện và giúp giảm hơn 1.000 tấn CO₂ phát thải.',
          ),
          ul(
            'Hệ thống quản lý năng lượng giám sát điện năng tiêu thụ của từng máy theo thời gian thực.',
            'Nước mưa được thu gom để tưới cây và vệ sinh nhà xưởng.',
            'Toàn bộ hệ thống chiếu sáng đã chuyển sang đèn LED, xe nâng chạy dầu được thay bằng xe nâng điện.',
          ),
        ),
        doc(
          p(
            'Since 2022 the 1.2 MWp rooftop solar array at our Saigon Hi-Tech Park factory has generated around 1,600 MWh a year – roughly 30% of the plant’s electricity – avoiding more than 1,000 tonnes of CO₂ emissions.',
          ),
          ul(
            'An energy management system tracks the consumption of every machine in real time.',
            'Rainwater is harvested for landscaping and cleaning the shop floor.',
            'All lighting has been switched to LED, and diesel forklifts have been replaced with electric ones.',
          ),
        ),
      ),
      media: 'mt-factory-solar',
      mediaPosition: 'right',
    },
    {
      blockType: 'mediaText',
      heading: t('Thu hồi và tái chế thiết bị cũ', 'Product take-back and recycling'),
      content: t(
        doc(
          p(
            'Chương trình ',
            bold('“Đổi cũ – Sống xanh”'),
            ' nhận lại điều hòa, tủ lạnh và quạt điện đã qua sử dụng của mọi thương hiệu khi khách hàng mua sản phẩm Sora Electric mới. Thiết bị cũ được chuyển đến đơn vị tái chế được cấp phép, nơi môi chất lạnh được thu hồi an toàn, kim loại và nhựa được tách riêng để đưa trở lại chu trình sản xuất.',
          ),
          p(
            `Năm 2024, chương trình đã thu hồi hơn 18.000 thiết bị, tương đương khoảng 650 tấn vật liệu. Gọi ${HOTLINE} để đặt lịch thu hồi tận nhà.`,
          ),
        ),
        doc(
          p(
            'Through our ',
            bold('“Trade in, live green”'),
            ' programme, we take back used air conditioners, refrigerators and fans of any brand when you buy a new Sora Electric product. Old appliances go to licensed recyclers, where refrigerants are recovered safely and metals and plastics are separated and returned to manufacturing.',
          ),
          p(
            `In 2024 the programme collected more than 18,000 appliances, around 650 tonnes of material. Call ${HOTLINE} to book a free collection from your home.`,
          ),
        ),
      ),
      media: 'mt-take-back',
      mediaPosition: 'left',
    },
    {
      blockType: 'cardGrid',
      heading: t('Vì cộng đồng', 'In the community'),
      intro: t(
        'Hằng năm, nhân viên Sora Electric dành hàng nghìn giờ tình nguyện cho những chương trình thiết thực tại địa phương.',
        'Every year Sora Electric employees give thousands of volunteer hours to practical projects in local communities.',
      ),
      columns: '3',
      cards: [
        {
          title: t('Lớp học mát mẻ', 'Cool Classrooms'),
          text: t(
            'Từ năm 2019, chúng tôi đã lắp đặt quạt điện, quạt thông gió và điều hòa cho hơn 120 phòng học tại các trường vùng khó khăn ở miền Trung và Tây Nguyên.',
            'Since 2019 we have fitted fans, ventilation and air conditioning in more than 120 classrooms at schools in disadvantaged areas of central Vietnam and the Central Highlands.',
          ),
          media: 'card-community-classrooms',
        },
        {
          title: t('Rừng Sora', 'Sora Forest'),
          text: t(
            'Mỗi năm, nhân viên cùng gia đình tham gia trồng rừng ngập mặn tại Cần Giờ và Cà Mau; đến nay đã trồng được hơn 85.000 cây.',
            'Every year employees and their families help plant mangroves in Can Gio and Ca Mau – more than 85,000 trees so far.',
          ),
          media: 'card-community-forest',
        },
        {
          title: t('Học bổng Kỹ sư tương lai', 'Future Engineers scholarships'),
          text: t(
            'Học bổng và cơ hội thực tập cho sinh viên ngành điện, cơ điện tử và tự động hóa, cùng thiết bị thực hành trao tặng các trường kỹ thuật.',
            'Scholarships and internships for students of electrical engineering, mechatronics and automation, plus training equipment for technical schools.',
          ),
          media: 'card-community-scholarships',
        },
      ],
    },
    {
      blockType: 'richText',
      width: 'narrow',
      content: t(
        doc(
          p(
            'Cập nhật các hoạt động vì môi trường và cộng đồng của Sora Electric trên ',
            link('Facebook', FACEBOOK),
            ' và ',
            link('YouTube', YOUTUBE),
            '. ',
            italic(
              'Báo cáo phát triển bền vững hằng năm của Tập đoàn Sora được công bố vào tháng 9.',
            ),
          ),
        ),
        doc(
          p(
            'Follow Sora Electric’s environmental and community work on ',
            link('Facebook', FACEBOOK),
            ' and ',
            link('YouTube', YOUTUBE),
            '. ',
            italic('Sora Group publishes its annual sustainability report every September.'),
          ),
        ),
      ),
    },
  ],
}

export const pageSeeds: PageSeed[] = [
  home,
  homeAppliances,
  buildingSolutions,
  factoryAutomation,
  infrastructure,
  about,
  sustainability,
]
