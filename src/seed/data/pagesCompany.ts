import { t } from '../bilingual'
import { bold, doc, h3, italic, link, ol, p, quote, ul } from '../lexical'
import type { MediaSeed, PageSeed } from '../types'

import { imageSeedsAt } from './mediaImage'

/**
 * Company, factory-automation and service pages: FA products, robots, cobots, training,
 * news and events, blog, downloads, where to buy, contact and the net-zero event landing page.
 * Every image these pages use is declared in `companyMediaSeeds` (keys prefixed `co-`).
 */

/** Page slugs are the same in both languages. */
const slug = (value: string) => t(value, value)

const HOTLINE = '1800 585 833'
const HOTLINE_TEL = 'tel:1800585833'
const EMAIL = 'cskh@soraelectric.vn'
const EMAIL_LINK = `mailto:${EMAIL}`
const TRAINING_EMAIL = 'training@soraelectric.vn'
const EVENTS_EMAIL = 'events@soraelectric.vn'
const PRESS_EMAIL = 'press@soraelectric.vn'

/** Pixel sizes per use on these pages. */
const sizes = {
  hero: { width: 1920, height: 800 },
  card: { width: 800, height: 600 },
  mediaText: { width: 1200, height: 900 },
} as const

const image = imageSeedsAt(sizes)

export const companyMediaSeeds: MediaSeed[] = [
  // Factory automation products and solutions (/fa-page)
  image(
    'co-fa-hero',
    'factory',
    'ocean',
    3,
    'hero',
    'Nhà xưởng mái răng cưa với băng tải chở thùng hàng và cánh tay robot nhấc thùng cuối dây chuyền',
    'A saw-tooth factory hall with a conveyor carrying boxes and a robot arm lifting the last box off the line',
  ),
  image(
    'co-fa-efactory',
    'factory',
    'teal',
    5,
    'mediaText',
    'Dây chuyền sản xuất tự động trong nhà xưởng hiện đại, nơi dữ liệu máy được thu thập theo thời gian thực',
    'An automated production line in a modern plant, where machine data is collected in real time',
  ),
  image(
    'co-fa-ind-electronics',
    'robot',
    'sky',
    2,
    'card',
    'Cánh tay robot trắng đặt trong vùng an toàn kẻ vạch, bên cạnh tủ điều khiển có màn hình trạng thái',
    'A white robot arm inside a marked safety zone, next to a control cabinet with a status screen',
  ),
  image(
    'co-fa-ind-food',
    'factory',
    'forest',
    4,
    'card',
    'Dây chuyền đóng thùng sản phẩm thực phẩm trong nhà máy sáng sủa',
    'A packing line boxing food products in a bright factory',
  ),
  image(
    'co-fa-ind-seafood',
    'factory',
    'teal',
    7,
    'card',
    'Nhà máy chế biến với băng tải thùng hàng và robot xếp thùng ở cuối chuyền',
    'A processing plant with a box conveyor and a robot stacking cartons at the end of the line',
  ),
  image(
    'co-fa-ind-textile',
    'factory',
    'violet',
    6,
    'card',
    'Xưởng sản xuất nhiều gian mái răng cưa với dây chuyền vận chuyển sản phẩm hoàn thiện',
    'A multi-bay production hall with a conveyor moving finished goods',
  ),
  image(
    'co-fa-ind-packaging',
    'factory',
    'sunset',
    1,
    'card',
    'Thùng carton nối đuôi nhau trên băng tải trước khi được robot gắp lên',
    'Cartons queuing on a conveyor before a robot picks them up',
  ),
  image(
    'co-fa-ind-automotive',
    'robot',
    'crimson',
    8,
    'card',
    'Robot công nghiệp sơn màu nổi bật làm việc trong khu vực có vạch an toàn trên sàn',
    'A boldly coloured industrial robot working inside a safety zone marked on the floor',
  ),

  // Robots overview (/robot)
  image(
    'co-robot-hero',
    'robot',
    'graphite',
    4,
    'hero',
    'Cánh tay robot công nghiệp sáu trục trên bệ xoay, bên cạnh tủ điều khiển và vùng an toàn kẻ vạch',
    'A six-axis industrial robot arm on its turret base, beside a control cabinet and a marked safety zone',
  ),
  image(
    'co-robot-industrial',
    'robot',
    'ocean',
    1,
    'card',
    'Robot công nghiệp vươn cánh tay gắp chi tiết trong vùng làm việc có rào chắn',
    'An industrial robot reaching for a part inside its guarded work area',
  ),
  image(
    'co-robot-cobot',
    'cobot',
    'teal',
    2,
    'card',
    'Robot cộng tác và công nhân cầm máy tính bảng cùng làm việc tại một bàn lắp ráp',
    'A cobot and a worker holding a tablet sharing the same assembly bench',
  ),
  image(
    'co-robot-app-pick',
    'robot',
    'sky',
    5,
    'card',
    'Tay gắp của robot đang di chuyển linh kiện giữa hai vị trí trên dây chuyền',
    'A robot gripper moving a component between two stations on a line',
  ),
  image(
    'co-robot-app-welding',
    'robot',
    'sunset',
    7,
    'card',
    'Robot công nghiệp trong trạm làm việc được bao quanh bởi vạch cảnh báo màu cam',
    'An industrial robot in a work cell bordered by orange warning lines',
  ),
  image(
    'co-robot-app-assembly',
    'cobot',
    'violet',
    3,
    'card',
    'Công nhân và robot cộng tác cùng lắp một cụm chi tiết trên bàn thao tác',
    'A worker and a cobot fitting an assembly together on a workbench',
  ),
  image(
    'co-robot-app-palletising',
    'factory',
    'graphite',
    2,
    'card',
    'Robot nhấc thùng carton từ cuối băng tải để xếp lên pallet',
    'A robot lifting a carton from the end of a conveyor to stack it on a pallet',
  ),
  image(
    'co-robot-app-inspection',
    'robot',
    'teal',
    9,
    'card',
    'Cánh tay robot và màn hình trạng thái hiển thị kết quả kiểm tra sản phẩm',
    'A robot arm and a status screen showing product inspection results',
  ),
  image(
    'co-robot-app-tending',
    'robot',
    'forest',
    6,
    'card',
    'Robot công nghiệp đặt cạnh tủ điều khiển, sẵn sàng nạp phôi cho máy gia công',
    'An industrial robot next to its control cabinet, ready to load a machine tool',
  ),
  image(
    'co-robot-partners',
    'people',
    'ocean',
    4,
    'mediaText',
    'Kỹ sư Sora Electric và đối tác tích hợp hệ thống thảo luận phương án trước màn hình trình chiếu biểu đồ',
    'Sora Electric engineers and integration partners discussing a project in front of a screen showing charts',
  ),

  // Industrial robots (/industrial-robot)
  image(
    'co-ir-hero',
    'robot',
    'crimson',
    0,
    'hero',
    'Robot công nghiệp cỡ lớn vươn cao trong nhà xưởng, phía sau là tủ điều khiển robot',
    'A large industrial robot reaching high on the shop floor, with its controller cabinet behind it',
  ),
  image(
    'co-ir-scara',
    'robot',
    'sky',
    3,
    'card',
    'Robot nhỏ gọn tốc độ cao trên bệ đặt, phù hợp cho gắp đặt linh kiện điện tử',
    'A compact high-speed robot on its base, suited to picking electronic components',
  ),
  image(
    'co-ir-6axis-small',
    'robot',
    'violet',
    2,
    'card',
    'Robot sáu trục cỡ nhỏ màu trắng với các khớp nối màu tím',
    'A small white six-axis robot with violet joints',
  ),
  image(
    'co-ir-6axis-large',
    'robot',
    'graphite',
    6,
    'card',
    'Robot sáu trục tải trọng lớn với cổ tay chắc chắn và tay gắp công nghiệp',
    'A heavy-payload six-axis robot with a sturdy wrist and an industrial gripper',
  ),
  image(
    'co-ir-controller',
    'robot',
    'ocean',
    8,
    'mediaText',
    'Tủ điều khiển robot với màn hình trạng thái đặt cạnh cánh tay robot trong trạm làm việc',
    'A robot controller cabinet with a status display beside the robot arm in its work cell',
  ),

  // Collaborative robots (/cobot)
  image(
    'co-cobot-hero',
    'cobot',
    'teal',
    0,
    'hero',
    'Robot cộng tác thân mảnh làm việc bên cạnh công nhân tại bàn lắp ráp, người công nhân cầm máy tính bảng điều khiển',
    'A slim collaborative robot working beside an operator at an assembly bench, the operator holding a control tablet',
  ),
  image(
    'co-cobot-k5',
    'cobot',
    'sky',
    4,
    'card',
    'Robot cộng tác nhỏ gọn đặt trên bàn thao tác cùng chi tiết đang lắp',
    'A compact cobot mounted on a workbench with the part being assembled',
  ),
  image(
    'co-cobot-k10',
    'cobot',
    'forest',
    5,
    'card',
    'Robot cộng tác tầm với trung bình chuyển chi tiết cho người công nhân bên cạnh',
    'A mid-reach cobot handing a part to the worker beside it',
  ),
  image(
    'co-cobot-k16',
    'cobot',
    'sunset',
    6,
    'card',
    'Robot cộng tác tải trọng lớn trên bàn làm việc, bên cạnh kỹ thuật viên',
    'A high-payload cobot on a workbench next to a technician',
  ),
  image(
    'co-cobot-teaching',
    'cobot',
    'violet',
    7,
    'mediaText',
    'Người vận hành dạy vị trí cho robot cộng tác bằng máy tính bảng ngay tại bàn làm việc',
    'An operator teaching positions to a cobot with a tablet right at the workbench',
  ),
  image(
    'co-cobot-case-machining',
    'cobot',
    'graphite',
    1,
    'card',
    'Robot cộng tác và kỹ thuật viên trong xưởng cơ khí chính xác',
    'A cobot and a technician in a precision machining workshop',
  ),
  image(
    'co-cobot-case-coffee',
    'factory',
    'sunset',
    9,
    'card',
    'Cánh tay robot nhấc thùng carton ở cuối dây chuyền đóng gói',
    'A robot arm lifting a carton at the end of a packing line',
  ),
  image(
    'co-cobot-case-furniture',
    'cobot',
    'forest',
    9,
    'card',
    'Robot cộng tác hoàn thiện bề mặt chi tiết trên bàn làm việc, người thợ theo dõi bên cạnh',
    'A cobot finishing a workpiece surface on a bench while a craftsman looks on',
  ),
  image(
    'co-cobot-case-electronics',
    'cobot',
    'ocean',
    3,
    'card',
    'Công nhân và robot cộng tác cùng thao tác trên một bàn lắp ráp linh kiện',
    'A worker and a cobot working side by side at a component assembly bench',
  ),

  // Training centres (/training-center)
  image(
    'co-tc-hero',
    'training',
    'ocean',
    2,
    'hero',
    'Lớp học tự động hóa: học viên ngồi trước màn hình trình chiếu bài giảng đang phát',
    'An automation class: trainees seated in front of a screen showing a lesson in progress',
  ),
  image(
    'co-tc-lab',
    'training',
    'teal',
    4,
    'mediaText',
    'Phòng học thực hành với bàn học và màn hình trình chiếu nội dung bài giảng',
    'A hands-on classroom with desks and a screen presenting the lesson',
  ),
  image(
    'co-tc-hanoi',
    'training',
    'crimson',
    6,
    'card',
    'Học viên theo dõi giảng viên trình bày trên màn hình lớn tại trung tâm Hà Nội',
    'Trainees following an instructor’s presentation on a large screen at the Hanoi centre',
  ),
  image(
    'co-tc-hcmc',
    'training',
    'sky',
    1,
    'card',
    'Phòng đào tạo rộng với nhiều dãy bàn học tại trung tâm TP. Hồ Chí Minh',
    'A spacious training room with rows of desks at the Ho Chi Minh City centre',
  ),
  image(
    'co-tc-cantho',
    'training',
    'forest',
    8,
    'card',
    'Buổi học chuyên đề với màn hình trình chiếu tại trung tâm Cần Thơ',
    'A specialist session with a presentation screen at the Can Tho centre',
  ),

  // News and events (/tin-tuc-su-kien)
  image(
    'co-news-hero',
    'news',
    'crimson',
    0,
    'hero',
    'Trang tin tức với bài viết nổi bật, lịch sự kiện đánh dấu ngày và chiếc loa thông báo',
    'A news page with a featured article, an event calendar with a date circled and a megaphone',
  ),
  image(
    'co-news-training-anniversary',
    'training',
    'violet',
    3,
    'card',
    'Học viên trong lớp học tự động hóa trước màn hình trình chiếu',
    'Trainees in an automation class in front of a presentation screen',
  ),
  image(
    'co-news-cobot-launch',
    'cobot',
    'sky',
    7,
    'card',
    'Robot cộng tác mới được trình diễn cùng kỹ sư tại bàn lắp ráp',
    'A new cobot being demonstrated with an engineer at an assembly bench',
  ),
  image(
    'co-news-solar',
    'sustainability',
    'forest',
    2,
    'card',
    'Dãy tấm pin năng lượng mặt trời và tuabin gió giữa cây xanh dưới bầu trời trong',
    'Rows of solar panels and wind turbines among greenery under a clear sky',
  ),
  image(
    'co-news-classrooms',
    'people',
    'sunset',
    5,
    'card',
    'Nhóm tình nguyện viên quây quần quanh bàn lên kế hoạch cho chương trình cộng đồng',
    'A group of volunteers gathered round a table planning a community programme',
  ),
  image(
    'co-news-ete',
    'people',
    'ocean',
    8,
    'card',
    'Đội ngũ Sora Electric trao đổi với khách tham quan bên màn hình trình chiếu tại gian hàng triển lãm',
    'The Sora Electric team talking with visitors beside a display screen at a trade fair booth',
  ),
  image(
    'co-news-ac-launch',
    'airConditioner',
    'sky',
    3,
    'card',
    'Điều hòa treo tường thế hệ mới tỏa luồng gió mát trong phòng khách',
    'A new-generation wall-mounted air conditioner sending a cool breeze across a living room',
  ),
  image(
    'co-event-smart-factory',
    'factory',
    'graphite',
    8,
    'card',
    'Nhà máy thông minh với dây chuyền băng tải và robot xếp thùng tự động',
    'A smart factory with a conveyor line and an automatic carton-stacking robot',
  ),
  image(
    'co-event-ete-2026',
    'robot',
    'violet',
    5,
    'card',
    'Robot công nghiệp trình diễn trong khu vực an toàn tại triển lãm',
    'An industrial robot demonstrating inside a safety zone at an exhibition',
  ),
  image(
    'co-event-danang-hvac',
    'hvac',
    'teal',
    2,
    'card',
    'Dàn nóng điều hòa trung tâm và tháp giải nhiệt trên mái một khách sạn',
    'Central air-conditioning condensers and a cooling tower on a hotel roof',
  ),
  image(
    'co-news-press',
    'news',
    'graphite',
    6,
    'mediaText',
    'Thông cáo báo chí đặt cạnh lịch sự kiện và chiếc loa thông báo',
    'A press release next to an event calendar and a megaphone',
  ),

  // Blog (/blog)
  image(
    'co-blog-hero',
    'home',
    'sunset',
    2,
    'hero',
    'Phòng khách ấm cúng với điều hòa phía trên ghế sofa, quạt đứng và chậu cây bên cửa sổ đầy nắng',
    'A cosy living room with an air conditioner above the sofa, a standing fan and a plant by a sunny window',
  ),
  image(
    'co-blog-choose-ac',
    'airConditioner',
    'ocean',
    5,
    'card',
    'Điều hòa treo tường và điều khiển từ xa trong phòng ngủ mát mẻ',
    'A wall-mounted air conditioner and its remote control in a cool bedroom',
  ),
  image(
    'co-blog-summer',
    'fan',
    'sunset',
    3,
    'card',
    'Quạt điện đang quay trong căn phòng ngập nắng mùa hè',
    'An electric fan spinning in a sun-filled room on a summer day',
  ),
  image(
    'co-blog-dehumidify',
    'dehumidifier',
    'sky',
    6,
    'card',
    'Máy hút ẩm hút hơi nước trong không khí vào bình chứa có cửa sổ báo mực nước',
    'A dehumidifier drawing moisture from the air into a tank with a water-level window',
  ),
  image(
    'co-blog-fridge',
    'refrigerator',
    'violet',
    2,
    'card',
    'Tủ lạnh nhiều cửa trong gian bếp gọn gàng, bên cạnh tủ thấp có đĩa trái cây',
    'A multi-door refrigerator in a tidy kitchen beside a low cabinet with a fruit bowl',
  ),
  image(
    'co-blog-cobot',
    'cobot',
    'graphite',
    8,
    'card',
    'Robot cộng tác hỗ trợ công nhân tại bàn làm việc của một xưởng nhỏ',
    'A cobot assisting a worker at the bench of a small workshop',
  ),
  image(
    'co-blog-building',
    'building',
    'forest',
    4,
    'card',
    'Tòa nhà văn phòng mặt kính giữa hàng cây xanh, một số ô cửa sáng đèn',
    'Glass office towers among green trees, with a few windows lit',
  ),
  image(
    'co-blog-experts',
    'contact',
    'crimson',
    3,
    'mediaText',
    'Điện thoại thông minh hiển thị cuộc trò chuyện tư vấn, bên cạnh phong bì thư và biểu tượng tổng đài',
    'A smartphone showing an advice chat, next to an envelope and a hotline handset icon',
  ),

  // Downloads (/download)
  image(
    'co-dl-hero',
    'download',
    'ocean',
    0,
    'hero',
    'Tài liệu có biểu đồ đang được tải xuống từ đám mây, xung quanh là các tệp tài liệu khác',
    'A document with a chart downloading from the cloud, surrounded by other files',
  ),
  image(
    'co-dl-home',
    'download',
    'sunset',
    2,
    'card',
    'Catalogue thiết bị gia dụng dạng tệp PDF với nút tải về',
    'A home appliances catalogue as a PDF file with a download button',
  ),
  image(
    'co-dl-building',
    'download',
    'sky',
    5,
    'card',
    'Tài liệu kỹ thuật giải pháp tòa nhà kèm biểu đồ và thanh tiến trình tải về',
    'A building solutions technical document with a chart and a download progress bar',
  ),
  image(
    'co-dl-fa',
    'download',
    'graphite',
    7,
    'card',
    'Tài liệu tự động hóa công nghiệp cùng các tệp dữ liệu nhỏ đi kèm',
    'A factory automation document with small data files alongside',
  ),
  image(
    'co-dl-cad',
    'download',
    'violet',
    9,
    'mediaText',
    'Bộ tài liệu kỹ thuật và tệp dữ liệu thiết kế sẵn sàng tải về cho đối tác',
    'A set of technical documents and design data files ready for partners to download',
  ),

  // Where to buy (/mua-o-dau)
  image(
    'co-wtb-hero',
    'map',
    'forest',
    1,
    'hero',
    'Tấm bản đồ gấp với nhiều ghim đánh dấu các phòng trưng bày và đại lý',
    'A folded map with pins marking showrooms and dealers',
  ),

  // Contact (/lien-he)
  image(
    'co-contact-hero',
    'contact',
    'ocean',
    0,
    'hero',
    'Điện thoại thông minh với khung trò chuyện, phong bì thư và biểu tượng tổng đài chăm sóc khách hàng',
    'A smartphone with a chat window, an envelope and a customer hotline icon',
  ),
  image(
    'co-contact-map-hq',
    'map',
    'crimson',
    2,
    'card',
    'Bản đồ có ghim đánh dấu trụ sở chính bên sông Sài Gòn',
    'A map with a pin marking the head office by the Saigon River',
  ),
  image(
    'co-contact-map-hanoi',
    'map',
    'sky',
    3,
    'card',
    'Bản đồ có ghim đánh dấu chi nhánh Hà Nội',
    'A map with a pin marking the Hanoi branch',
  ),
  image(
    'co-contact-map-danang',
    'map',
    'teal',
    4,
    'card',
    'Bản đồ có ghim đánh dấu chi nhánh Đà Nẵng',
    'A map with a pin marking the Da Nang branch',
  ),
  image(
    'co-contact-map-factory',
    'map',
    'graphite',
    5,
    'card',
    'Bản đồ có ghim đánh dấu nhà máy tại Khu Công nghệ cao TP. Hồ Chí Minh',
    'A map with a pin marking the factory in Saigon Hi-Tech Park',
  ),
  image(
    'co-contact-map-techcenter',
    'map',
    'violet',
    6,
    'card',
    'Bản đồ có ghim đánh dấu trung tâm giải pháp và đào tạo TP. Hồ Chí Minh',
    'A map with a pin marking the Ho Chi Minh City solution and training centre',
  ),
  image(
    'co-contact-map-cantho',
    'map',
    'forest',
    7,
    'card',
    'Bản đồ có ghim đánh dấu trung tâm giải pháp Cần Thơ',
    'A map with a pin marking the Can Tho solution centre',
  ),
  image(
    'co-contact-showroom',
    'home',
    'sky',
    8,
    'mediaText',
    'Không gian trưng bày như một phòng khách thật, với điều hòa, quạt đứng và sofa',
    'A showroom set up like a real living room, with an air conditioner, a standing fan and a sofa',
  ),

  // Net-Zero Energy Building Forum 2026 (/netzero-energy-building-event)
  image(
    'co-nz-hero',
    'building',
    'forest',
    3,
    'hero',
    'Cụm tòa nhà văn phòng mặt kính giữa hàng cây xanh dưới bầu trời trong',
    'A cluster of glass office towers among green trees under a clear sky',
  ),
  image(
    'co-nz-about',
    'sustainability',
    'teal',
    5,
    'mediaText',
    'Tấm pin năng lượng mặt trời và tuabin gió bên cạnh mầm cây xanh',
    'Solar panels and wind turbines beside young green plants',
  ),
]

const faPage: PageSeed = {
  slug: slug('fa-page'),
  title: t('Sản phẩm và giải pháp tự động hóa', 'Factory automation products and solutions'),
  seo: {
    title: t(
      'Sản phẩm và giải pháp tự động hóa nhà máy',
      'Factory automation products and solutions',
    ),
    description: t(
      'PLC, servo, biến tần, HMI/SCADA, robot, thiết bị đóng cắt hạ thế, giám sát năng lượng và nền tảng IoT e-Factory, cùng giải pháp cho từng ngành.',
      'PLCs, servo systems, inverters, HMI/SCADA, robots, low-voltage switchgear, energy monitoring and e-Factory IoT, with solutions for each industry.',
    ),
    image: 'co-fa-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-fa-hero',
      eyebrow: t('Tự động hóa công nghiệp', 'Factory automation'),
      heading: t(
        'Từ cảm biến dưới xưởng đến dữ liệu trong phòng họp',
        'From the sensor on the shop floor to the data in the boardroom',
      ),
      text: t(
        'Danh mục sản phẩm tự động hóa đồng bộ của Sora Electric giúp nhà máy tại Việt Nam tăng năng suất, ổn định chất lượng và làm chủ mức tiêu thụ năng lượng – trên một nền tảng kỹ thuật thống nhất.',
        'Sora Electric’s integrated automation portfolio helps Vietnamese manufacturers raise output, keep quality consistent and take control of their energy use – all on a single engineering platform.',
      ),
      links: [
        {
          link: {
            label: t('Liên hệ kỹ sư ứng dụng', 'Talk to an application engineer'),
            href: '/lien-he',
          },
        },
        {
          link: {
            label: t('Xem khóa đào tạo', 'Browse training courses'),
            href: '/training-center',
          },
        },
      ],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Sản phẩm tự động hóa', 'Factory automation products'),
      category: 'FactoryAutomation',
      pageSize: 8,
      showFilters: false,
    },
    {
      blockType: 'richText',
      heading: t('Một nền tảng, mọi cấp điều khiển', 'One platform, every level of control'),
      content: t(
        doc(
          p(
            'Một dây chuyền hiện đại có thể gồm hàng chục bộ điều khiển, hàng trăm động cơ và hàng nghìn điểm dữ liệu. Khi thiết bị đến từ nhiều nhà cung cấp khác nhau, kỹ sư phải làm quen với nhiều phần mềm, nhiều chuẩn truyền thông, và mỗi lần mở rộng hệ thống lại là một bài toán tích hợp mới.',
          ),
          p(
            'Sản phẩm tự động hóa của Sora Electric được phát triển để làm việc cùng nhau ngay từ đầu: PLC, servo, biến tần và HMI dùng chung phần mềm kỹ thuật Sora Engineering Studio, kết nối qua mạng Ethernet công nghiệp tốc độ 1 Gbps và chia sẻ dữ liệu lên cấp quản lý mà không cần bộ chuyển đổi trung gian.',
          ),
          ul(
            [
              bold('Cấp thiết bị: '),
              'cảm biến, động cơ, servo, biến tần và robot thực hiện từng chuyển động chính xác.',
            ],
            [
              bold('Cấp điều khiển: '),
              'PLC và bộ điều khiển chuyển động phối hợp hoạt động của cả máy và cả dây chuyền.',
            ],
            [
              bold('Cấp giám sát: '),
              'HMI và SCADA hiển thị trạng thái, cảnh báo và công thức sản xuất cho người vận hành.',
            ],
            [
              bold('Cấp quản lý: '),
              'nền tảng e-Factory thu thập, phân tích dữ liệu và kết nối với hệ thống MES, ERP của doanh nghiệp.',
            ],
          ),
        ),
        doc(
          p(
            'A modern production line can involve dozens of controllers, hundreds of motors and thousands of data points. When the equipment comes from many different vendors, engineers have to juggle several software tools and communication standards, and every expansion becomes a fresh integration project.',
          ),
          p(
            'Sora Electric automation products are designed to work together from the start: PLCs, servo systems, inverters and HMIs share one engineering tool, Sora Engineering Studio, communicate over 1 Gbps industrial Ethernet and pass data up to management systems without gateways in between.',
          ),
          ul(
            [
              bold('Device level: '),
              'sensors, motors, servo drives, inverters and robots carry out every movement precisely.',
            ],
            [
              bold('Control level: '),
              'PLCs and motion controllers coordinate whole machines and whole lines.',
            ],
            [
              bold('Supervisory level: '),
              'HMIs and SCADA give operators status, alarms and production recipes at a glance.',
            ],
            [
              bold('Management level: '),
              'the e-Factory platform collects and analyses data and links it to your MES and ERP systems.',
            ],
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Danh mục sản phẩm', 'Product portfolio'),
      intro: t(
        'Tám nhóm sản phẩm bao phủ toàn bộ hệ thống điện và điều khiển của một nhà máy, từ tủ phân phối tổng đến cánh tay robot.',
        'Eight product families covering a factory’s entire electrical and control system, from the main switchboard to the robot arm.',
      ),
      columns: '4',
      cards: [
        {
          title: t('Bộ điều khiển PLC', 'Programmable controllers'),
          text: t(
            'Dòng S-Compact cho máy đơn lẻ đến 256 điểm I/O và dòng S-Modular cho dây chuyền lớn, hỗ trợ dự phòng nóng CPU và nguồn.',
            'S-Compact for standalone machines with up to 256 I/O points, and S-Modular for large lines, with hot-standby CPU and power redundancy.',
          ),
        },
        {
          title: t('Servo và điều khiển chuyển động', 'Servo and motion control'),
          text: t(
            'Động cơ servo từ 50 W đến 15 kW với bộ mã hóa 26 bit, đồng bộ đến 64 trục qua mạng chuyển động cho máy đóng gói, máy CNC và máy in.',
            'Servo motors from 50 W to 15 kW with 26-bit encoders, synchronising up to 64 axes over a motion network for packaging, CNC and printing machines.',
          ),
        },
        {
          title: t('Biến tần', 'Inverters'),
          text: t(
            'Biến tần 0,4–630 kW cho bơm, quạt, băng tải và cầu trục, tích hợp chế độ tối ưu năng lượng tự động và bộ lọc EMC.',
            'Inverters from 0.4 to 630 kW for pumps, fans, conveyors and cranes, with automatic energy optimisation and built-in EMC filters.',
          ),
        },
        {
          title: t('HMI và SCADA', 'HMI and SCADA'),
          text: t(
            'Màn hình cảm ứng 4,3–15 inch và phần mềm SCADA Sora FactoryView, giao diện tiếng Việt, truy cập an toàn từ trình duyệt web.',
            'Touch panels from 4.3 to 15 inches and Sora FactoryView SCADA software, with Vietnamese screens and secure access from a web browser.',
          ),
        },
        {
          title: t('Robot', 'Robots'),
          text: t(
            'Robot SCARA, robot 6 trục tải trọng 3–70 kg và robot cộng tác 5–16 kg, lập trình trong cùng môi trường với PLC.',
            'SCARA robots, six-axis robots with 3–70 kg payloads and 5–16 kg cobots, programmed in the same environment as the PLC.',
          ),
          link: { label: t('Tìm hiểu robot', 'About our robots'), href: '/robot' },
        },
        {
          title: t('Thiết bị đóng cắt hạ thế', 'Low-voltage switchgear'),
          text: t(
            'Máy cắt không khí ACB đến 6.300 A, aptomat MCCB, MCB, khởi động từ và rơ-le nhiệt cho tủ phân phối và tủ điều khiển động cơ.',
            'Air circuit breakers up to 6,300 A, MCCBs, MCBs, contactors and thermal overload relays for distribution boards and motor control centres.',
          ),
        },
        {
          title: t('Giám sát năng lượng', 'Energy monitoring'),
          text: t(
            'Đồng hồ đo đa năng, cảm biến dòng không dây và phần mềm phân tích điện năng tiêu thụ theo từng máy, từng ca và từng sản phẩm.',
            'Multifunction power meters, wireless current sensors and software that breaks energy use down by machine, by shift and by product.',
          ),
        },
        {
          title: t('Nền tảng IoT e-Factory', 'e-Factory IoT platform'),
          text: t(
            'Xử lý dữ liệu tại biên, tính OEE, bảo trì dự đoán và kết nối MES/ERP; triển khai tại chỗ hoặc trên nền tảng đám mây.',
            'Edge data processing, OEE, predictive maintenance and MES/ERP integration, deployed on premises or in the cloud.',
          ),
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('e-Factory: bắt đầu nhỏ, mở rộng dần', 'e-Factory: start small, then scale up'),
      content: t(
        doc(
          p(
            'Số hóa nhà máy không nhất thiết phải bắt đầu bằng một dự án lớn. Với e-Factory, nhiều khách hàng của chúng tôi khởi đầu từ một dây chuyền thí điểm, đo lường hiệu quả sau 8–12 tuần rồi mới nhân rộng ra toàn xưởng.',
          ),
          ul(
            'Bộ thu thập dữ liệu biên kết nối được cả máy móc đời cũ qua tín hiệu I/O, không cần thay bộ điều khiển hiện có.',
            'Bảng theo dõi OEE theo thời gian thực, chỉ rõ nguyên nhân dừng máy và tổn thất tốc độ.',
            'Cảnh báo bảo trì dự đoán dựa trên độ rung, nhiệt độ và dòng điện của động cơ.',
            'Báo cáo điện năng tiêu thụ trên mỗi đơn vị sản phẩm, phục vụ kiểm kê khí nhà kính.',
          ),
          p(
            'Tại một nhà máy linh kiện điện tử ở Bắc Ninh, OEE của dây chuyền thí điểm đã tăng từ 62% lên 78% chỉ sau sáu tháng.',
          ),
        ),
        doc(
          p(
            'Digitalising a factory doesn’t have to start with a big-bang project. With e-Factory, many of our customers begin with a single pilot line, measure the results after eight to twelve weeks and only then roll it out across the plant.',
          ),
          ul(
            'Edge data collectors connect even older machines through their I/O signals, with no need to replace existing controllers.',
            'A real-time OEE dashboard pinpoints the causes of stoppages and speed losses.',
            'Predictive maintenance alerts based on motor vibration, temperature and current.',
            'Energy use per unit produced, ready for greenhouse gas reporting.',
          ),
          p(
            'At an electronic components plant in Bac Ninh, the pilot line’s OEE rose from 62% to 78% within six months.',
          ),
        ),
      ),
      media: 'co-fa-efactory',
      mediaPosition: 'right',
      link: { label: t('Xem hồ sơ dự án', 'See our project references'), href: '/ho-so-du-an' },
    },
    {
      blockType: 'cardGrid',
      heading: t('Giải pháp theo ngành', 'Solutions by industry'),
      intro: t(
        'Mỗi ngành có bài toán riêng. Kỹ sư ứng dụng của Sora Electric đã triển khai những cấu hình dưới đây tại hàng trăm nhà máy trên cả nước.',
        'Every industry has its own challenges. Sora Electric application engineers have delivered the configurations below at hundreds of plants across Vietnam.',
      ),
      columns: '3',
      cards: [
        {
          title: t('Điện tử và linh kiện', 'Electronics and components'),
          text: t(
            'Robot SCARA gắp đặt linh kiện với độ lặp lại ±0,01 mm, servo cho máy dán linh kiện và kiểm tra quang học, truy xuất nguồn gốc đến từng bo mạch.',
            'SCARA robots placing components with ±0.01 mm repeatability, servo systems for placement and optical inspection machines, and traceability down to each board.',
          ),
          media: 'co-fa-ind-electronics',
        },
        {
          title: t('Thực phẩm và đồ uống', 'Food and beverage'),
          text: t(
            'Điều khiển chiết rót, đóng nắp tốc độ cao, biến tần cho bơm và quạt, thiết bị đạt cấp bảo vệ IP67 cho khu vực vệ sinh bằng nước áp lực.',
            'High-speed filling and capping control, inverters for pumps and fans, and IP67-rated equipment for wash-down areas.',
          ),
          media: 'co-fa-ind-food',
        },
        {
          title: t('Chế biến thủy sản', 'Seafood processing'),
          text: t(
            'Giám sát nhiệt độ kho lạnh, hầm cấp đông và biến tần cho máy nén lạnh, giúp các nhà máy ở Đồng bằng sông Cửu Long tiết kiệm đến 30% điện năng.',
            'Temperature monitoring for cold stores and blast freezers, plus inverters for refrigeration compressors, saving Mekong Delta plants up to 30% of their electricity.',
          ),
          media: 'co-fa-ind-seafood',
        },
        {
          title: t('Dệt may và da giày', 'Textiles and footwear'),
          text: t(
            'Servo cho máy may công nghiệp và máy cắt tự động, HMI đa ngôn ngữ, theo dõi năng suất theo từng chuyền may ngay trên màn hình.',
            'Servo drives for industrial sewing and automatic cutting machines, multilingual HMIs and on-screen output tracking for every sewing line.',
          ),
          media: 'co-fa-ind-textile',
        },
        {
          title: t('Bao bì và in ấn', 'Packaging and printing'),
          text: t(
            'Đồng bộ điện tử nhiều trục thay cho trục truyền cơ khí; đổi khổ giấy, đổi mẫu chỉ trong vài phút nhờ công thức lưu sẵn trên HMI.',
            'Electronic multi-axis synchronisation instead of mechanical line shafts, with format changes in minutes from recipes stored on the HMI.',
          ),
          media: 'co-fa-ind-packaging',
        },
        {
          title: t('Cơ khí và phụ tùng ô tô', 'Machinery and auto parts'),
          text: t(
            'Robot 6 trục cho hàn, cấp phôi máy CNC và vận chuyển chi tiết nặng đến 70 kg, kết hợp đo kiểm kích thước tự động ngay trên chuyền.',
            'Six-axis robots for welding, CNC machine tending and handling parts of up to 70 kg, combined with automatic in-line dimensional checks.',
          ),
          media: 'co-fa-ind-automotive',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Cách chúng tôi triển khai', 'How we work with you'),
      width: 'narrow',
      content: t(
        doc(
          ol(
            [
              bold('Khảo sát: '),
              'kỹ sư ứng dụng đến nhà máy, đánh giá hiện trạng và xác định điểm nghẽn về năng suất, chất lượng hoặc năng lượng.',
            ],
            [
              bold('Đề xuất và chạy thử: '),
              'lập cấu hình hệ thống, mô phỏng hoặc chạy thử ứng dụng tại trung tâm giải pháp trước khi bạn quyết định đầu tư.',
            ],
            [
              bold('Triển khai: '),
              'phối hợp với đối tác tích hợp hệ thống được Sora Electric chứng nhận để lắp đặt, lập trình và nghiệm thu.',
            ],
            [
              bold('Đào tạo và hỗ trợ: '),
              'đào tạo đội ngũ vận hành, bảo trì và hỗ trợ kỹ thuật trong suốt vòng đời thiết bị.',
            ],
          ),
          p(
            'Tìm hiểu các khóa học tại ',
            link('Trung tâm đào tạo tự động hóa', '/training-center'),
            ' hoặc ',
            link('liên hệ với chúng tôi', '/lien-he'),
            ' để đặt lịch khảo sát miễn phí.',
          ),
        ),
        doc(
          ol(
            [
              bold('Survey: '),
              'an application engineer visits your plant, assesses the current set-up and identifies bottlenecks in output, quality or energy use.',
            ],
            [
              bold('Proposal and trial: '),
              'we configure the system and simulate or trial your application at one of our solution centres before you commit to any investment.',
            ],
            [
              bold('Delivery: '),
              'installation, programming and acceptance are carried out together with a Sora Electric certified system integrator.',
            ],
            [
              bold('Training and support: '),
              'we train your operators and maintenance staff and provide technical support for the whole life of the equipment.',
            ],
          ),
          p(
            'Explore the courses at our ',
            link('automation training centres', '/training-center'),
            ' or ',
            link('get in touch', '/lien-he'),
            ' to book a free site survey.',
          ),
        ),
      ),
    },
  ],
}

const robot: PageSeed = {
  slug: slug('robot'),
  title: t('Robot', 'Robots'),
  seo: {
    title: t('Robot công nghiệp và robot cộng tác', 'Industrial and collaborative robots'),
    description: t(
      'Robot công nghiệp và robot cộng tác Sora cho gắp đặt, hàn, lắp ráp, xếp pallet và kiểm tra, triển khai cùng đối tác tích hợp được chứng nhận.',
      'Sora industrial and collaborative robots for pick and place, welding, assembly, palletising and inspection, delivered with certified integrators.',
    ),
    image: 'co-robot-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-robot-hero',
      eyebrow: t('Robot Sora', 'Sora robots'),
      heading: t('Robot cho mọi quy mô sản xuất', 'Robots for every scale of production'),
      text: t(
        'Từ cánh tay SCARA tốc độ cao trên dây chuyền điện tử đến robot cộng tác đứng cạnh công nhân trong xưởng nhỏ, Sora Electric giúp bạn chọn đúng robot cho đúng công việc.',
        'From high-speed SCARA arms on electronics lines to cobots working next to people in small workshops, Sora Electric helps you choose the right robot for the job.',
      ),
      links: [
        {
          link: {
            label: t('Robot công nghiệp', 'Industrial robots'),
            href: '/industrial-robot',
          },
        },
        { link: { label: t('Robot cộng tác', 'Collaborative robots'), href: '/cobot' } },
      ],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Robot công nghiệp của Sora Electric', 'Sora Electric industrial robots'),
      category: 'FactoryAutomation',
      fixedFilters: 'type:robot',
      pageSize: 8,
      showFilters: false,
    },
    {
      blockType: 'richText',
      heading: t('Khi nào nên đầu tư robot?', 'When does a robot make sense?'),
      content: t(
        doc(
          p(
            'Robot phát huy hiệu quả rõ nhất ở những công việc lặp đi lặp lại, nặng nhọc, đòi hỏi độ chính xác cao hoặc diễn ra trong môi trường khắc nghiệt. Tại Việt Nam, nhiều doanh nghiệp chọn tự động hóa không chỉ để giảm chi phí, mà còn vì ngày càng khó tuyển lao động cho ca đêm và những vị trí độc hại.',
          ),
          p('Trước khi đầu tư, chúng tôi thường đề nghị khách hàng trả lời ba câu hỏi:'),
          ol(
            'Công đoạn nào đang là điểm nghẽn về năng suất hoặc chất lượng?',
            'Sản phẩm có thay đổi thường xuyên không, và mỗi lần đổi mã hàng mất bao lâu?',
            'Robot sẽ làm việc tách biệt hay dùng chung không gian với người lao động?',
          ),
          p(
            'Câu trả lời sẽ cho biết bạn cần một robot công nghiệp tốc độ cao trong khu vực có rào chắn, hay một robot cộng tác linh hoạt, dễ di chuyển giữa các trạm. Với phần lớn dự án mà Sora Electric đã tham gia, thời gian hoàn vốn nằm trong khoảng 18 đến 36 tháng.',
          ),
        ),
        doc(
          p(
            'Robots pay off most clearly in work that is repetitive, physically demanding, requires high precision or takes place in harsh conditions. In Vietnam, many manufacturers automate not only to cut costs but because night shifts and hazardous jobs are becoming ever harder to staff.',
          ),
          p('Before investing, we usually ask customers to answer three questions:'),
          ol(
            'Which process step is the bottleneck for output or quality?',
            'How often do products change, and how long does each changeover take?',
            'Will the robot work on its own, or share space with people?',
          ),
          p(
            'The answers tell you whether you need a high-speed industrial robot behind guarding, or a flexible cobot that can easily move from station to station. On most projects Sora Electric has been involved in, the payback period has been between 18 and 36 months.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Hai dòng robot, hai cách làm việc', 'Two robot families, two ways of working'),
      columns: '2',
      cards: [
        {
          title: t('Robot công nghiệp', 'Industrial robots'),
          text: t(
            'Robot SCARA và robot khớp nối 6 trục tải trọng 3–70 kg, tầm với đến 2.000 mm, tốc độ và độ chính xác cao; làm việc trong khu vực có rào chắn hoặc được bảo vệ bằng cảm biến an toàn.',
            'SCARA and six-axis articulated robots with 3–70 kg payloads and up to 2,000 mm reach, built for speed and precision; they work behind guarding or inside zones protected by safety sensors.',
          ),
          media: 'co-robot-industrial',
          link: {
            label: t('Xem robot công nghiệp', 'View industrial robots'),
            href: '/industrial-robot',
          },
        },
        {
          title: t('Robot cộng tác', 'Collaborative robots'),
          text: t(
            'Robot cộng tác Kizuna tải trọng 5–16 kg, cảm biến lực ở mọi khớp, dạy vị trí bằng tay; có thể làm việc ngay bên cạnh con người sau khi đánh giá rủi ro.',
            'Kizuna cobots with 5–16 kg payloads, torque sensing in every joint and hand-guided teaching; after a risk assessment they can work right next to people.',
          ),
          media: 'co-robot-cobot',
          link: { label: t('Xem robot cộng tác', 'View collaborative robots'), href: '/cobot' },
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Ứng dụng tiêu biểu', 'Typical applications'),
      columns: '3',
      cards: [
        {
          title: t('Gắp đặt', 'Pick and place'),
          text: t(
            'Robot SCARA kết hợp camera gắp linh kiện nằm ngẫu nhiên trên băng tải với tốc độ đến 120 lần mỗi phút, không cần khay định vị.',
            'Vision-guided SCARA robots pick randomly placed parts from a moving conveyor at up to 120 picks a minute, with no locating trays needed.',
          ),
          media: 'co-robot-app-pick',
        },
        {
          title: t('Hàn', 'Welding'),
          text: t(
            'Hàn hồ quang MIG/MAG và hàn điểm cho khung xe, kết cấu thép và vỏ thiết bị kim loại, cho đường hàn đồng đều từ ca này sang ca khác.',
            'MIG/MAG arc welding and spot welding for vehicle frames, steel structures and sheet-metal housings, with uniform welds from one shift to the next.',
          ),
          media: 'co-robot-app-welding',
        },
        {
          title: t('Lắp ráp', 'Assembly'),
          text: t(
            'Vặn vít, ép chi tiết và lắp cụm linh kiện với lực được giám sát liên tục, tự động lưu lại mô-men xiết của từng sản phẩm.',
            'Screwdriving, press-fitting and sub-assembly with continuously monitored force, automatically recording the tightening torque of every unit.',
          ),
          media: 'co-robot-app-assembly',
        },
        {
          title: t('Xếp pallet', 'Palletising'),
          text: t(
            'Xếp bao, thùng carton và két nước lên pallet theo mẫu tạo sẵn trên màn hình; đổi kiểu xếp mà không cần lập trình lại.',
            'Stacks bags, cartons and crates onto pallets using patterns built on screen, so you can change the stacking layout without reprogramming.',
          ),
          media: 'co-robot-app-palletising',
        },
        {
          title: t('Kiểm tra chất lượng', 'Inspection'),
          text: t(
            'Robot mang camera và cảm biến đo kiểm tra ngoại quan, kích thước từ nhiều góc, phát hiện những lỗi mà mắt người dễ bỏ sót.',
            'Robots carrying cameras and measuring sensors check appearance and dimensions from every angle, catching defects the human eye easily misses.',
          ),
          media: 'co-robot-app-inspection',
        },
        {
          title: t('Cấp phôi máy CNC', 'Machine tending'),
          text: t(
            'Nạp và lấy phôi cho máy tiện, máy phay CNC suốt ca đêm, giúp một kỹ thuật viên có thể phụ trách cùng lúc nhiều máy.',
            'Loads and unloads CNC lathes and mills right through the night shift, so one technician can look after several machines at once.',
          ),
          media: 'co-robot-app-tending',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Mạng lưới đối tác tích hợp', 'Our integration partners'),
      content: t(
        doc(
          p(
            'Một robot chỉ tạo ra giá trị khi được tích hợp thành trạm làm việc hoàn chỉnh, với đồ gá, tay gắp, băng tải, hệ thống an toàn và phần mềm. Sora Electric hợp tác với hơn 40 đơn vị tích hợp hệ thống tại Hà Nội, Hải Phòng, Đà Nẵng, TP. Hồ Chí Minh và Cần Thơ; các đối tác được đào tạo và đánh giá định kỳ theo ba cấp chứng nhận.',
          ),
          ul(
            [
              bold('Đối tác Bạc: '),
              'triển khai trạm robot đơn lẻ và các ứng dụng tiêu chuẩn như gắp đặt, cấp phôi.',
            ],
            [
              bold('Đối tác Vàng: '),
              'thiết kế, chế tạo và bảo hành trọn gói các dây chuyền nhiều robot.',
            ],
            [
              bold('Đối tác Bạch kim: '),
              'làm chủ các ứng dụng phức tạp như hàn, thị giác máy và robot di động, có kỹ sư trực hỗ trợ 24/7.',
            ],
          ),
          p(
            'Chúng tôi giới thiệu đối tác phù hợp với ngành và địa bàn của bạn, đồng thời cùng đối tác tham gia giai đoạn thiết kế và nghiệm thu.',
          ),
        ),
        doc(
          p(
            'A robot only creates value once it is built into a complete work cell, with fixtures, grippers, conveyors, safety systems and software. Sora Electric works with more than 40 system integrators in Hanoi, Hai Phong, Da Nang, Ho Chi Minh City and Can Tho, all trained and regularly audited under three certification levels.',
          ),
          ul(
            [
              bold('Silver partners: '),
              'deliver single robot cells and standard applications such as pick and place or machine tending.',
            ],
            [
              bold('Gold partners: '),
              'design, build and warrant complete multi-robot lines on a turnkey basis.',
            ],
            [
              bold('Platinum partners: '),
              'master complex applications such as welding, machine vision and mobile robots, with engineers on call 24/7.',
            ],
          ),
          p(
            'We introduce you to a partner that knows your industry and region, and we stay involved alongside them through design and acceptance.',
          ),
        ),
      ),
      media: 'co-robot-partners',
      mediaPosition: 'left',
      link: { label: t('Liên hệ bộ phận robot', 'Contact our robot team'), href: '/lien-he' },
    },
    {
      blockType: 'richText',
      heading: t('An toàn là điều kiện tiên quyết', 'Safety comes first'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Mỗi trạm robot do Sora Electric và đối tác triển khai đều được đánh giá rủi ro theo ISO 12100 và thiết kế theo ISO 10218-2 trước khi đưa vào vận hành.',
          ),
          ul(
            [
              bold('Robot công nghiệp: '),
              'rào chắn cố định, cửa có khóa liên động, rèm ánh sáng hoặc cảm biến quét vùng giúp robot chạy chậm lại và dừng hẳn khi có người tiến đến gần.',
            ],
            [
              bold('Robot cộng tác: '),
              'giới hạn công suất và lực theo ISO/TS 15066, kết hợp giới hạn tốc độ và vùng làm việc được cài đặt trên bộ điều khiển an toàn.',
            ],
            [
              bold('Chức năng an toàn tích hợp: '),
              'giám sát an toàn tốc độ, vị trí và mô-men, đạt mức PL d, Category 3 theo ISO 13849-1.',
            ],
            [
              bold('Con người: '),
              'người vận hành và bảo trì được huấn luyện trước khi làm việc với robot; quy trình khóa – treo thẻ (LOTO) được áp dụng mỗi lần bảo dưỡng.',
            ],
          ),
          p(
            'Khóa học an toàn và lập trình robot được tổ chức định kỳ tại ',
            link('Trung tâm đào tạo', '/training-center'),
            ' ở Hà Nội, TP. Hồ Chí Minh và Cần Thơ.',
          ),
        ),
        doc(
          p(
            'Every robot cell delivered by Sora Electric and its partners undergoes a risk assessment to ISO 12100 and is designed to ISO 10218-2 before it goes into service.',
          ),
          ul(
            [
              bold('Industrial robots: '),
              'fixed guarding, interlocked doors, and light curtains or area scanners that slow the robot down and stop it when someone approaches.',
            ],
            [
              bold('Cobots: '),
              'power and force limiting to ISO/TS 15066, combined with speed and workspace limits set in the safety controller.',
            ],
            [
              bold('Built-in safety functions: '),
              'safe speed, position and torque monitoring rated PL d, Category 3 to ISO 13849-1.',
            ],
            [
              bold('People: '),
              'operators and maintenance staff are trained before working with robots, and lockout–tagout (LOTO) procedures apply to every service job.',
            ],
          ),
          p(
            'Robot safety and programming courses run regularly at our ',
            link('training centres', '/training-center'),
            ' in Hanoi, Ho Chi Minh City and Can Tho.',
          ),
        ),
      ),
    },
  ],
}

const industrialRobot: PageSeed = {
  slug: slug('industrial-robot'),
  title: t('Robot công nghiệp', 'Industrial robots'),
  seo: {
    title: t('Robot công nghiệp SCARA và robot 6 trục', 'SCARA and six-axis industrial robots'),
    description: t(
      'Robot SCARA và robot 6 trục Sora: tải trọng 3–70 kg, tầm với 400–2.000 mm, độ lặp lại đến ±0,02 mm, kèm bộ điều khiển SRC và phần mềm mô phỏng.',
      'Sora SCARA and six-axis robots: 3–70 kg payload, 400–2,000 mm reach, repeatability down to ±0.02 mm, with SRC controllers and simulation software.',
    ),
    image: 'co-ir-hero',
  },
  layout: [
    { blockType: 'bannerSlider', position: 'IndustrialRobot', limit: 3, autoplaySeconds: 7 },
    {
      blockType: 'hero',
      tone: 'light',
      eyebrow: t('Robot công nghiệp', 'Industrial robots'),
      heading: t(
        'Nhanh, chính xác và bền bỉ qua từng ca sản xuất',
        'Fast, precise and dependable, shift after shift',
      ),
      text: t(
        'Dòng SCARA SX và dòng robot khớp nối 6 trục AX đáp ứng hầu hết công đoạn gắp đặt, lắp ráp, hàn và vận chuyển trong nhà máy, với chu kỳ bảo dưỡng định kỳ lên đến 24.000 giờ vận hành.',
        'The SX SCARA range and the AX six-axis articulated range cover most pick-and-place, assembly, welding and handling tasks in a factory, with service intervals of up to 24,000 operating hours.',
      ),
      links: [
        {
          link: { label: t('Đặt lịch trình diễn', 'Book a demonstration'), href: '/lien-he' },
        },
        {
          link: { label: t('Tổng quan về robot', 'Robots overview'), href: '/robot' },
        },
      ],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Các dòng robot công nghiệp', 'Industrial robot ranges'),
      category: 'FactoryAutomation',
      fixedFilters: 'type:robot',
      pageSize: 8,
      showFilters: false,
    },
    {
      blockType: 'richText',
      heading: t('Chọn robot theo công việc', 'Choosing a robot for the job'),
      content: t(
        doc(
          p(
            'Robot công nghiệp được thiết kế để làm việc với tốc độ và độ chính xác mà con người khó duy trì suốt 8, 16 hay 24 giờ liên tục. Với hai cấu hình cơ khí bổ trợ cho nhau, dải sản phẩm của Sora bao phủ từ việc gắp những linh kiện chỉ nặng vài gam trên bo mạch đến nâng những chi tiết đúc nặng hàng chục ki-lô-gam.',
          ),
          ul(
            [
              bold('Robot SCARA: '),
              'chuyển động rất nhanh trên mặt phẳng ngang, lý tưởng cho gắp đặt, lắp ráp theo phương thẳng đứng và phân loại sản phẩm.',
            ],
            [
              bold('Robot khớp nối 6 trục: '),
              'linh hoạt như cánh tay người, tiếp cận chi tiết từ mọi hướng; phù hợp cho hàn, phun sơn, cấp phôi và xếp pallet.',
            ],
          ),
          p(
            'Cả hai dòng dùng chung bộ điều khiển SRC và một ngôn ngữ lập trình, nên kỹ sư của bạn chỉ cần học một lần cho mọi robot trong nhà máy.',
          ),
        ),
        doc(
          p(
            'Industrial robots are built to work at a speed and precision that people cannot sustain over 8, 16 or 24 hours. With two complementary mechanical designs, the Sora range covers everything from placing components weighing a few grams onto circuit boards to lifting castings that weigh tens of kilograms.',
          ),
          ul(
            [
              bold('SCARA robots: '),
              'very fast movement in the horizontal plane – ideal for pick and place, vertical assembly and sorting.',
            ],
            [
              bold('Six-axis articulated robots: '),
              'as flexible as a human arm, reaching parts from any direction – suited to welding, painting, machine tending and palletising.',
            ],
          ),
          p(
            'Both ranges share the SRC controller and a single programming language, so your engineers learn once and can work with every robot in the plant.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Các dòng robot', 'Robot ranges'),
      columns: '3',
      cards: [
        {
          title: t('SCARA dòng SX', 'SX SCARA range'),
          text: t(
            'Các model SX3, SX6, SX12 và SX20: tải trọng 3–20 kg, tầm với 400–1.000 mm, độ lặp lại ±0,01 mm, chu kỳ gắp đặt tiêu chuẩn 0,32 giây. Có phiên bản phòng sạch và phiên bản chống bụi, nước IP65.',
            'Models SX3, SX6, SX12 and SX20: 3–20 kg payload, 400–1,000 mm reach, ±0.01 mm repeatability and a 0.32-second standard pick-and-place cycle. Cleanroom and IP65 dust- and water-protected versions available.',
          ),
          media: 'co-ir-scara',
        },
        {
          title: t('Robot 6 trục AX cỡ nhỏ', 'Compact AX six-axis robots'),
          text: t(
            'Các model AX4, AX7 và AX12: tải trọng 4–12 kg, tầm với 600–1.400 mm, độ lặp lại ±0,02 mm. Cáp và ống khí đi trong thân robot, gọn gàng khi lắp đặt bên trong máy.',
            'Models AX4, AX7 and AX12: 4–12 kg payload, 600–1,400 mm reach, ±0.02 mm repeatability. Cables and air hoses run inside the arm for a tidy fit inside machines.',
          ),
          media: 'co-ir-6axis-small',
        },
        {
          title: t('Robot 6 trục AX cỡ trung và lớn', 'Medium and large AX six-axis robots'),
          text: t(
            'Các model AX25, AX50 và AX70: tải trọng 25–70 kg, tầm với đến 2.000 mm, độ lặp lại ±0,05 mm. Cổ tay đạt chuẩn IP67 cho môi trường có dầu, nước làm mát và bụi kim loại.',
            'Models AX25, AX50 and AX70: 25–70 kg payload, up to 2,000 mm reach, ±0.05 mm repeatability. IP67 wrists for environments with oil, coolant and metal dust.',
          ),
          media: 'co-ir-6axis-large',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t(
        'Bộ điều khiển SRC và phần mềm mô phỏng Sora SimCell',
        'SRC controllers and Sora SimCell simulation',
      ),
      content: t(
        doc(
          p(
            'Bộ điều khiển SRC nhỏ gọn điều khiển đến 8 trục – 6 trục robot và 2 trục ngoài như ray trượt hoặc bàn xoay – tích hợp sẵn chức năng an toàn và cổng Ethernet công nghiệp để kết nối trực tiếp với PLC Sora.',
          ),
          ul(
            'Tay dạy lệnh giao diện tiếng Việt: lập trình dạng khối lệnh cho người mới và ngôn ngữ script cho kỹ sư giàu kinh nghiệm.',
            'Tùy chọn camera 2D/3D để nhận dạng vị trí chi tiết và cảm biến lực cho các thao tác lắp ghép.',
            'Ghi nhận dữ liệu vận hành, nhắc thay mỡ, thay pin và dây đai trước khi đến hạn.',
          ),
          p(
            'Phần mềm Sora SimCell dựng mô hình 3D của cả trạm robot từ dữ liệu CAD, kiểm tra va chạm, tối ưu thời gian chu kỳ và cho phép viết sẵn chương trình trên máy tính. Khi robot về đến nhà máy, phần lớn chương trình đã sẵn sàng, giúp rút ngắn đến 40% thời gian chạy thử.',
          ),
        ),
        doc(
          p(
            'The compact SRC controller drives up to eight axes – six robot axes plus two external axes such as a linear track or a turntable – with built-in safety functions and an industrial Ethernet port for a direct link to Sora PLCs.',
          ),
          ul(
            'A teach pendant in Vietnamese, with block-based programming for newcomers and a scripting language for experienced engineers.',
            'Optional 2D/3D vision for locating parts and force sensors for fitting tasks.',
            'Operating data logging, with reminders to change grease, batteries and belts before they are due.',
          ),
          p(
            'Sora SimCell software builds a 3D model of the whole robot cell from CAD data, checks for collisions, optimises cycle times and lets you write programs offline. By the time the robot arrives at your plant most of the program is ready, cutting commissioning time by up to 40%.',
          ),
        ),
      ),
      media: 'co-ir-controller',
      mediaPosition: 'right',
    },
    {
      blockType: 'cardGrid',
      heading: t('Những trạm robot tiêu biểu', 'Typical robot cells'),
      intro: t(
        'Các cấu hình đã được chuẩn hóa giúp rút ngắn thời gian thiết kế và dễ dàng nhân rộng giữa các nhà máy.',
        'Standardised cell designs shorten engineering time and are easy to replicate from one plant to the next.',
      ),
      columns: '4',
      cards: [
        {
          title: t('Trạm gắp đặt có camera', 'Vision-guided pick and place'),
          text: t(
            'Hai robot SX6 cùng camera 2D gắp linh kiện từ băng tải và đặt vào khay với tốc độ 200 chi tiết mỗi phút.',
            'Two SX6 robots with a 2D camera pick parts from a conveyor and place them into trays at 200 parts a minute.',
          ),
        },
        {
          title: t('Trạm hàn hồ quang', 'Arc welding cell'),
          text: t(
            'Robot AX7 trên bàn xoay hai vị trí: công nhân gá phôi ở một phía trong khi robot hàn ở phía còn lại, không mất thời gian chờ.',
            'An AX7 robot with a two-station turntable: the operator loads parts on one side while the robot welds on the other, so nobody waits.',
          ),
        },
        {
          title: t('Trạm cấp phôi máy CNC', 'CNC machine tending cell'),
          text: t(
            'Robot AX12 phục vụ hai máy tiện, kèm kho phôi dạng ngăn kéo đủ cho 6 giờ chạy không cần người giám sát.',
            'An AX12 robot serving two lathes, with a drawer-type blank store for six hours of unattended running.',
          ),
        },
        {
          title: t('Trạm xếp pallet cuối chuyền', 'End-of-line palletising cell'),
          text: t(
            'Robot AX70 với tay gắp bao xếp sản phẩm 20–25 kg từ hai dây chuyền lên hai vị trí pallet, đạt khoảng 12 chu kỳ mỗi phút.',
            'An AX70 robot with a bag gripper stacks 20–25 kg products from two lines onto two pallet stations at around 12 cycles a minute.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Dịch vụ đi kèm mỗi robot', 'Services that come with every robot'),
      width: 'narrow',
      content: t(
        doc(
          ul(
            [
              bold('Trình diễn và chạy thử: '),
              'mang mẫu sản phẩm của bạn đến trung tâm giải pháp tại Hà Nội, TP. Hồ Chí Minh hoặc Cần Thơ để thử trên robot thật.',
            ],
            [
              bold('Bảo hành: '),
              '24 tháng cho robot và bộ điều khiển, với kho linh kiện thay thế đặt ngay tại Việt Nam.',
            ],
            [
              bold('Bảo dưỡng định kỳ: '),
              'gói bảo dưỡng theo giờ vận hành, phản hồi sự cố trong vòng 4 giờ làm việc.',
            ],
            [
              bold('Đào tạo: '),
              'khóa lập trình robot 5 ngày tại ',
              link('Trung tâm đào tạo', '/training-center'),
              ' được tặng kèm cho hai kỹ sư của khách hàng mua robot.',
            ],
          ),
          p(
            'Xem các dự án robot đã triển khai trong ',
            link('hồ sơ dự án', '/ho-so-du-an'),
            ', hoặc tìm hiểu ',
            link('robot cộng tác Kizuna', '/cobot'),
            ' nếu robot cần làm việc cạnh con người.',
          ),
        ),
        doc(
          ul(
            [
              bold('Demonstrations and trials: '),
              'bring samples of your product to our solution centre in Hanoi, Ho Chi Minh City or Can Tho and test them on a real robot.',
            ],
            [
              bold('Warranty: '),
              '24 months on the robot and controller, with spare parts stocked here in Vietnam.',
            ],
            [
              bold('Preventive maintenance: '),
              'service plans based on operating hours, with a four-working-hour response to breakdowns.',
            ],
            [
              bold('Training: '),
              'our five-day robot programming course at the ',
              link('training centre', '/training-center'),
              ' is included for two engineers with every robot purchase.',
            ],
          ),
          p(
            'See robot projects we have delivered in our ',
            link('project references', '/ho-so-du-an'),
            ', or explore ',
            link('Kizuna collaborative robots', '/cobot'),
            ' if your robot needs to work alongside people.',
          ),
        ),
      ),
    },
  ],
}

const cobot: PageSeed = {
  slug: slug('cobot'),
  title: t('Robot cộng tác', 'Collaborative robots'),
  seo: {
    title: t('Robot cộng tác Kizuna', 'Kizuna collaborative robots'),
    description: t(
      'Robot cộng tác Kizuna tải trọng 5–16 kg: cảm biến lực ở mọi khớp, dạy vị trí bằng tay, đáp ứng ISO 10218 và ISO/TS 15066, phù hợp doanh nghiệp nhỏ.',
      'Kizuna cobots with 5–16 kg payloads: torque sensing in every joint, hand-guided teaching, ISO 10218 and ISO/TS 15066 compliant, ideal for SMEs.',
    ),
    image: 'co-cobot-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-cobot-hero',
      eyebrow: t('Robot cộng tác Kizuna', 'Kizuna collaborative robots'),
      heading: t('Người đồng nghiệp mới trong xưởng của bạn', 'A new colleague on your shop floor'),
      text: t(
        'Kizuna – tiếng Nhật nghĩa là “sự gắn kết” – là dòng robot cộng tác của Sora: nhẹ, dễ dạy, an toàn khi làm việc cạnh con người và đủ linh hoạt để chuyển sang công việc mới chỉ trong một buổi chiều.',
        'Kizuna – Japanese for “bond” – is Sora’s cobot range: lightweight, easy to teach, safe to work beside people and flexible enough to switch to a new task in a single afternoon.',
      ),
      links: [
        { link: { label: t('Đăng ký trải nghiệm', 'Book a hands-on demo'), href: '/lien-he' } },
        {
          link: {
            label: t('Khóa học lập trình robot', 'Robot programming course'),
            href: '/training-center',
          },
        },
      ],
    },
    {
      blockType: 'productList',
      source: 'category',
      heading: t('Robot cộng tác', 'Collaborative robots'),
      category: 'FactoryAutomation',
      fixedFilters: 'type:cobot',
      pageSize: 8,
      showFilters: false,
    },
    {
      blockType: 'richText',
      heading: t(
        'Robot cộng tác khác gì robot công nghiệp?',
        'How is a cobot different from an industrial robot?',
      ),
      content: t(
        doc(
          p(
            'Robot công nghiệp truyền thống được đặt sau hàng rào để con người tránh xa khi máy đang chạy. Robot cộng tác được thiết kế theo hướng ngược lại: cánh tay có bề mặt bo tròn, các khớp tích hợp cảm biến mô-men và bộ điều khiển an toàn giới hạn lực, tốc độ, nhờ đó có thể dùng chung không gian với người lao động sau khi được đánh giá rủi ro.',
          ),
          p(
            'Đổi lại, robot cộng tác thường chạy chậm hơn và mang tải nhẹ hơn. Đây là lựa chọn phù hợp khi bạn cần:',
          ),
          ul(
            'Tự động hóa một công đoạn mà không phải bố trí lại toàn bộ mặt bằng.',
            'Thay đổi sản phẩm thường xuyên, sản xuất nhiều mã hàng với số lượng nhỏ.',
            'Giao cho robot phần việc nặng nhọc, lặp lại, còn con người tập trung vào những khâu cần sự khéo léo và phán đoán.',
          ),
        ),
        doc(
          p(
            'Traditional industrial robots sit behind fences so that people stay clear while they run. Cobots are designed the other way round: rounded surfaces, torque sensors in every joint and a safety controller that limits force and speed mean that, after a risk assessment, they can share a workspace with people.',
          ),
          p(
            'The trade-off is lower speed and lighter payloads. A cobot is the right choice when you want to:',
          ),
          ul(
            'Automate one process step without re-planning the whole floor layout.',
            'Change products often and run many variants in small batches.',
            'Hand the heavy, repetitive work to the robot while people focus on tasks that need dexterity and judgement.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Dòng sản phẩm Kizuna', 'The Kizuna range'),
      columns: '3',
      cards: [
        {
          title: t('Kizuna K5', 'Kizuna K5'),
          text: t(
            'Tải trọng 5 kg, tầm với 900 mm, độ lặp lại ±0,03 mm, trọng lượng 22 kg. Đủ gọn để đặt trên bàn thao tác, phù hợp lắp ráp, vặn vít và kiểm tra.',
            '5 kg payload, 900 mm reach, ±0.03 mm repeatability, 22 kg arm weight. Compact enough for a workbench – ideal for assembly, screwdriving and inspection.',
          ),
          media: 'co-cobot-k5',
        },
        {
          title: t('Kizuna K10', 'Kizuna K10'),
          text: t(
            'Tải trọng 10 kg, tầm với 1.300 mm, độ lặp lại ±0,05 mm. Model đa năng nhất, dùng cho cấp phôi máy CNC, đóng gói và bôi keo.',
            '10 kg payload, 1,300 mm reach, ±0.05 mm repeatability. Our most versatile model, used for CNC machine tending, packing and adhesive dispensing.',
          ),
          media: 'co-cobot-k10',
        },
        {
          title: t('Kizuna K16', 'Kizuna K16'),
          text: t(
            'Tải trọng 16 kg, tầm với 1.000 mm, độ lặp lại ±0,05 mm. Đủ khỏe để xếp thùng carton lên pallet và gắp những chi tiết kim loại nặng.',
            '16 kg payload, 1,000 mm reach, ±0.05 mm repeatability. Strong enough to palletise cartons and handle heavy metal parts.',
          ),
          media: 'co-cobot-k16',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Cảm biến lực và dạy vị trí bằng tay', 'Force sensing and hand-guided teaching'),
      content: t(
        doc(
          p(
            'Cả sáu khớp của robot Kizuna đều tích hợp cảm biến mô-men, cho phép robot “cảm nhận” lực tác động từ bên ngoài. Khi va chạm vượt ngưỡng cài đặt, robot dừng lại trong vài mili giây; khi người vận hành nhấn nút trên cổ tay, robot chuyển sang chế độ thả lỏng để được dẫn hướng bằng tay.',
          ),
          ol(
            'Nhấn nút dẫn hướng và kéo cánh tay robot đến vị trí cần gắp.',
            'Nhấn nút ghi để lưu điểm, rồi lặp lại cho các điểm tiếp theo.',
            'Sắp xếp các điểm thành chương trình bằng thao tác kéo – thả trên máy tính bảng.',
            'Chạy thử ở tốc độ chậm, kiểm tra rồi chuyển sang tốc độ sản xuất.',
          ),
          p(
            'Nhiều học viên của chúng tôi, dù chưa từng lập trình, đã tự tạo được chương trình gắp đặt đầu tiên chỉ sau 30 phút. Cảm biến lực còn mở ra những ứng dụng cần “cảm giác tay” như lắp trục vào lỗ có dung sai nhỏ, đánh bóng bề mặt hay kiểm tra độ khít của nắp.',
          ),
        ),
        doc(
          p(
            'All six Kizuna joints have built-in torque sensors, so the robot can “feel” external forces. If a contact exceeds the set threshold, the robot stops within milliseconds; press the button on the wrist and it goes limp so you can guide it by hand.',
          ),
          ol(
            'Press the guide button and move the arm to the pick position.',
            'Press the record button to save the point, then repeat for the next ones.',
            'Arrange the points into a program by drag and drop on the tablet.',
            'Test at low speed, check, then switch to production speed.',
          ),
          p(
            'Many of our trainees, including people who had never programmed before, build their first pick-and-place program within 30 minutes. Force sensing also opens up tasks that need a “feel”, such as inserting shafts into tight-tolerance bores, polishing surfaces or checking that lids fit properly.',
          ),
        ),
      ),
      media: 'co-cobot-teaching',
      mediaPosition: 'left',
    },
    {
      blockType: 'richText',
      heading: t('Tiêu chuẩn an toàn', 'Safety standards'),
      width: 'narrow',
      content: t(
        doc(
          p(
            '“Cộng tác” là đặc tính của cả ứng dụng, không chỉ của riêng robot. Một cobot gắn dao cắt hoặc mang chi tiết có cạnh sắc vẫn có thể gây nguy hiểm. Vì vậy, mọi trạm robot Kizuna đều được thiết kế và đánh giá theo các tiêu chuẩn quốc tế:',
          ),
          ul(
            [
              bold('ISO 10218-1 và ISO 10218-2: '),
              'yêu cầu an toàn đối với bản thân robot công nghiệp và đối với hệ thống, trạm robot khi được tích hợp.',
            ],
            [
              bold('ISO/TS 15066: '),
              'giới hạn lực và áp suất cho phép khi robot tiếp xúc với từng vùng cơ thể người – cơ sở để cài đặt chế độ giới hạn công suất và lực.',
            ],
            [
              bold('ISO 13849-1: '),
              'các chức năng an toàn của bộ điều khiển Kizuna đạt mức PL d, Category 3.',
            ],
          ),
          p(
            'Robot hỗ trợ cả bốn phương thức cộng tác: dừng có giám sát an toàn, dẫn hướng bằng tay, giám sát tốc độ và khoảng cách, giới hạn công suất và lực. Kỹ sư của Sora Electric hoặc đối tác tích hợp sẽ cùng bạn đánh giá rủi ro, đo lực va chạm thực tế và lập hồ sơ kỹ thuật cho từng ứng dụng.',
          ),
        ),
        doc(
          p(
            '“Collaborative” describes the whole application, not just the robot. A cobot holding a cutting tool or a part with sharp edges can still cause injury. That is why every Kizuna cell is designed and assessed to international standards:',
          ),
          ul(
            [
              bold('ISO 10218-1 and ISO 10218-2: '),
              'safety requirements for the industrial robot itself and for robot systems and cells once integrated.',
            ],
            [
              bold('ISO/TS 15066: '),
              'permissible force and pressure limits for contact with each region of the human body – the basis for power and force limiting settings.',
            ],
            [
              bold('ISO 13849-1: '),
              'the Kizuna controller’s safety functions are rated PL d, Category 3.',
            ],
          ),
          p(
            'The robot supports all four collaborative modes: safety-rated monitored stop, hand guiding, speed and separation monitoring, and power and force limiting. Sora Electric engineers or an integration partner will carry out the risk assessment with you, measure actual contact forces and compile the technical file for each application.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t(
        'Robot cộng tác tại doanh nghiệp vừa và nhỏ',
        'Cobots at small and medium-sized manufacturers',
      ),
      intro: t(
        'Một số ứng dụng do Sora Electric và đối tác triển khai trong hai năm gần đây.',
        'A few of the applications Sora Electric and its partners have delivered over the past two years.',
      ),
      columns: '4',
      cards: [
        {
          title: t('Xưởng cơ khí chính xác, Bắc Ninh', 'Precision machining shop, Bac Ninh'),
          text: t(
            'Một robot K10 cấp phôi cho hai máy tiện CNC trong ca đêm; sản lượng tăng 35% mà không cần tuyển thêm người, vốn đầu tư hoàn lại sau 16 tháng.',
            'One K10 tends two CNC lathes on the night shift; output is up 35% with no extra hires, and the investment paid back in 16 months.',
          ),
          media: 'co-cobot-case-machining',
        },
        {
          title: t('Cơ sở đóng gói cà phê, Đắk Lắk', 'Coffee packer, Dak Lak'),
          text: t(
            'Robot K16 xếp thùng carton 12 kg lên pallet ở cuối dây chuyền, giúp hai công nhân chuyển sang khâu kiểm tra chất lượng.',
            'A K16 stacks 12 kg cartons onto pallets at the end of the line, freeing two workers to move into quality control.',
          ),
          media: 'co-cobot-case-coffee',
        },
        {
          title: t('Xưởng đồ gỗ xuất khẩu, Đồng Nai', 'Export furniture workshop, Dong Nai'),
          text: t(
            'Robot K10 gắn đầu chà nhám có điều khiển lực giúp mặt bàn gỗ đạt độ hoàn thiện đồng đều, đồng thời giảm bụi gỗ cho công nhân.',
            'A K10 with a force-controlled sander gives tabletops a consistent finish and cuts workers’ exposure to wood dust.',
          ),
          media: 'co-cobot-case-furniture',
        },
        {
          title: t(
            'Nhà máy linh kiện điện tử, Hải Phòng',
            'Electronics components plant, Hai Phong',
          ),
          text: t(
            'Hai robot K5 vặn vít và kiểm tra bằng camera trên cùng bàn thao tác với công nhân; tỷ lệ lỗi giảm từ 1,2% xuống còn 0,3%.',
            'Two K5 cobots drive screws and run camera checks at the same bench as the operators; the defect rate fell from 1.2% to 0.3%.',
          ),
          media: 'co-cobot-case-electronics',
        },
      ],
    },
  ],
}

const trainingCenter: PageSeed = {
  slug: slug('training-center'),
  title: t('Trung tâm đào tạo tự động hóa', 'Factory automation training centres'),
  seo: {
    title: t(
      'Trung tâm đào tạo tự động hóa – Khóa học PLC, servo, robot',
      'Automation training – PLC, servo and robot courses',
    ),
    description: t(
      'Khóa học PLC, servo, HMI, lập trình robot và bảo trì tại Hà Nội, TP. Hồ Chí Minh và Cần Thơ: thực hành trên thiết bị thật, cấp chứng nhận.',
      'PLC, servo, HMI, robot programming and maintenance courses in Hanoi, Ho Chi Minh City and Can Tho: hands-on with real equipment, with certificates.',
    ),
    image: 'co-tc-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-tc-hero',
      eyebrow: t('Trung tâm đào tạo FA', 'FA training centres'),
      heading: t(
        'Học trên thiết bị thật, áp dụng ngay tại nhà máy',
        'Learn on real equipment, apply it on the shop floor',
      ),
      text: t(
        'Mỗi năm, hơn 2.000 kỹ sư và kỹ thuật viên theo học tại ba trung tâm đào tạo tự động hóa của Sora Electric ở Hà Nội, TP. Hồ Chí Minh và Cần Thơ. 70% thời lượng mỗi khóa học dành cho thực hành.',
        'Every year more than 2,000 engineers and technicians train at Sora Electric’s three automation training centres in Hanoi, Ho Chi Minh City and Can Tho. Seventy per cent of every course is hands-on practice.',
      ),
      links: [
        {
          link: {
            label: t('Đăng ký khóa học', 'Register for a course'),
            href: `mailto:${TRAINING_EMAIL}`,
          },
        },
        {
          link: { label: t('Sản phẩm tự động hóa', 'Automation products'), href: '/fa-page' },
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Chương trình đào tạo', 'Course catalogue'),
      intro: t(
        'Các khóa học được thiết kế theo lộ trình: bắt đầu với PLC cơ bản, sau đó chọn chuyên sâu theo công việc thực tế của bạn. Học phí đã bao gồm VAT.',
        'Courses follow a learning path: start with PLC basics, then specialise according to the work you actually do. Fees include VAT.',
      ),
      columns: '3',
      cards: [
        {
          title: t('PLC cơ bản', 'PLC basics'),
          text: t(
            '3 ngày · 2.500.000 đồng. Cấu trúc PLC, đấu nối I/O, lập trình ladder, timer, counter và xử lý những lỗi thường gặp. Dành cho người mới bắt đầu.',
            '3 days · VND 2,500,000. PLC hardware, I/O wiring, ladder programming, timers, counters and troubleshooting common faults. For beginners.',
          ),
        },
        {
          title: t('PLC nâng cao', 'Advanced PLC'),
          text: t(
            '4 ngày · 4.200.000 đồng. Lập trình văn bản cấu trúc (ST), khối chức năng, truyền thông Ethernet công nghiệp, xử lý tín hiệu analog và điều khiển PID.',
            '4 days · VND 4,200,000. Structured text, function blocks, industrial Ethernet communication, analogue signal handling and PID control.',
          ),
        },
        {
          title: t(
            'Servo, biến tần và điều khiển chuyển động',
            'Servo, inverters and motion control',
          ),
          text: t(
            '3 ngày · 3.800.000 đồng. Chọn động cơ, cài đặt biến tần, tinh chỉnh servo, điều khiển vị trí, đồng bộ trục và cam điện tử.',
            '3 days · VND 3,800,000. Motor sizing, inverter set-up, servo tuning, positioning, axis synchronisation and electronic cams.',
          ),
        },
        {
          title: t('HMI và SCADA', 'HMI and SCADA'),
          text: t(
            '2 ngày · 2.400.000 đồng. Thiết kế màn hình vận hành, cảnh báo, công thức sản xuất, ghi dữ liệu và truy cập từ xa an toàn.',
            '2 days · VND 2,400,000. Operator screen design, alarms, production recipes, data logging and secure remote access.',
          ),
        },
        {
          title: t('Lập trình robot', 'Robot programming'),
          text: t(
            '5 ngày · 7.500.000 đồng. Vận hành an toàn, dạy điểm, lập trình robot SCARA, robot 6 trục và robot cộng tác, mô phỏng trên Sora SimCell.',
            '5 days · VND 7,500,000. Safe operation, teaching points, programming SCARA, six-axis and collaborative robots, and simulation in Sora SimCell.',
          ),
        },
        {
          title: t('Bảo trì hệ thống tự động hóa', 'Automation maintenance'),
          text: t(
            '3 ngày · 3.200.000 đồng. Đọc bản vẽ điện, chẩn đoán lỗi PLC, biến tần, servo, sao lưu chương trình và lập kế hoạch bảo trì phòng ngừa.',
            '3 days · VND 3,200,000. Reading electrical drawings, diagnosing PLC, inverter and servo faults, program back-ups and preventive maintenance planning.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Lịch học, học phí và đăng ký', 'Schedules, fees and registration'),
      content: t(
        doc(
          h3('Lịch khai giảng'),
          ul(
            [
              bold('TP. Hồ Chí Minh: '),
              'tất cả các khóa khai giảng hằng tháng; PLC cơ bản vào thứ Hai tuần đầu tiên, lập trình robot vào thứ Hai tuần thứ ba.',
            ],
            [
              bold('Hà Nội: '),
              'PLC cơ bản, PLC nâng cao và HMI mỗi tháng một lớp; servo và lập trình robot hai tháng một lớp.',
            ],
            [
              bold('Cần Thơ: '),
              'PLC cơ bản, servo – biến tần và bảo trì mỗi quý một lớp, có lớp cuối tuần cho kỹ thuật viên đang đi làm.',
            ],
          ),
          p(
            'Lớp học diễn ra từ 8:00 đến 16:30, tối đa 12 học viên mỗi lớp để mỗi người có riêng một bàn thực hành.',
          ),
          h3('Học phí và ưu đãi'),
          ul(
            'Học phí bao gồm tài liệu, bữa trưa và phần mềm bản dùng thử 90 ngày.',
            'Giảm 10% khi một doanh nghiệp đăng ký từ ba học viên trở lên.',
            'Giảm 50% cho giảng viên và sinh viên các trường đại học, cao đẳng kỹ thuật.',
            'Khách hàng mua robot Sora được tặng khóa lập trình robot cho hai kỹ sư.',
          ),
          h3('Hội thảo kỹ thuật miễn phí'),
          p(
            'Thứ Sáu cuối cùng của mỗi tháng, mỗi trung tâm tổ chức một buổi hội thảo miễn phí kéo dài nửa ngày về các chủ đề như tiết kiệm năng lượng bằng biến tần, số hóa nhà máy hay an toàn khi dùng robot cộng tác. Chủ đề từng tháng được đăng trên trang ',
            link('Tin tức & Sự kiện', '/tin-tuc-su-kien'),
            '.',
          ),
          h3('Đăng ký'),
          ol(
            [
              'Gửi email đến ',
              link(TRAINING_EMAIL, `mailto:${TRAINING_EMAIL}`),
              ' với tên khóa học, địa điểm, họ tên, số điện thoại và tên công ty của học viên.',
            ],
            'Trung tâm xác nhận chỗ học và gửi thông tin thanh toán trong vòng một ngày làm việc.',
            'Hoàn tất học phí chậm nhất 5 ngày trước ngày khai giảng; hóa đơn điện tử được gửi về email của doanh nghiệp.',
          ),
          p(
            'Doanh nghiệp muốn đào tạo riêng theo dây chuyền của mình có thể đề nghị tổ chức lớp ngay tại nhà máy, áp dụng cho nhóm từ 6 học viên trở lên.',
          ),
        ),
        doc(
          h3('Course dates'),
          ul(
            [
              bold('Ho Chi Minh City: '),
              'every course starts monthly; PLC basics on the first Monday of the month, robot programming on the third Monday.',
            ],
            [
              bold('Hanoi: '),
              'PLC basics, advanced PLC and HMI once a month; servo and robot programming every two months.',
            ],
            [
              bold('Can Tho: '),
              'PLC basics, servo and inverters, and maintenance once a quarter, including weekend classes for working technicians.',
            ],
          ),
          p(
            'Classes run from 8:00 to 16:30 with a maximum of 12 trainees, so everyone has a workstation of their own.',
          ),
          h3('Fees and discounts'),
          ul(
            'Fees cover course materials, lunch and a 90-day trial licence of the software.',
            '10% off when a company registers three or more trainees.',
            '50% off for lecturers and students of technical universities and colleges.',
            'Customers buying a Sora robot receive the robot programming course for two engineers free of charge.',
          ),
          h3('Free technical seminars'),
          p(
            'On the last Friday of every month, each centre holds a free half-day seminar on topics such as saving energy with inverters, factory digitalisation or working safely with cobots. Each month’s topic is announced on our ',
            link('News & events', '/tin-tuc-su-kien'),
            ' page.',
          ),
          h3('How to register'),
          ol(
            [
              'Email ',
              link(TRAINING_EMAIL, `mailto:${TRAINING_EMAIL}`),
              ' with the course, location, and each trainee’s name, phone number and company.',
            ],
            'The centre confirms your places and sends payment details within one working day.',
            'Pay the fee no later than five days before the course starts; an e-invoice is sent to your company’s email address.',
          ),
          p(
            'Companies that want training built around their own production line can ask for an in-house course at their plant for groups of six or more.',
          ),
        ),
      ),
    },
    {
      blockType: 'mediaText',
      heading: t('Phương pháp đào tạo và chứng nhận', 'How we teach, and your certificate'),
      content: t(
        doc(
          p(
            'Mỗi bàn thực hành được lắp như một chiếc máy thu nhỏ: PLC, biến tần, servo, HMI, cảm biến và cơ cấu chấp hành đã được đấu nối sẵn, kèm các lỗi giả lập để học viên luyện chẩn đoán. Giảng viên là những kỹ sư ứng dụng từng trực tiếp triển khai dự án cho khách hàng.',
          ),
          ul(
            [
              bold('Chứng nhận hoàn thành khóa học: '),
              'cấp cho học viên tham dự đủ thời lượng và đạt từ 70 điểm trong bài kiểm tra thực hành cuối khóa.',
            ],
            [
              bold('Chứng nhận Lập trình viên robot Sora: '),
              'dành cho học viên hoàn thành khóa lập trình robot, có giá trị 3 năm và được các đối tác tích hợp hệ thống công nhận.',
            ],
            [
              bold('Xác thực trực tuyến: '),
              'mỗi chứng nhận có mã QR để nhà tuyển dụng kiểm tra tính hợp lệ.',
            ],
          ),
        ),
        doc(
          p(
            'Every workstation is built like a miniature machine: PLC, inverter, servo, HMI, sensors and actuators come pre-wired, with simulated faults for trainees to practise diagnosing. Our instructors are application engineers who have delivered real projects for customers.',
          ),
          ul(
            [
              bold('Certificate of completion: '),
              'awarded to trainees who attend the full course and score at least 70 points in the final practical test.',
            ],
            [
              bold('Sora Certified Robot Programmer: '),
              'for graduates of the robot programming course; valid for three years and recognised by our system integration partners.',
            ],
            [
              bold('Online verification: '),
              'every certificate carries a QR code so employers can check that it is genuine.',
            ],
          ),
        ),
      ),
      media: 'co-tc-lab',
      mediaPosition: 'right',
    },
    {
      blockType: 'cardGrid',
      heading: t('Ba trung tâm trên cả nước', 'Three centres nationwide'),
      columns: '3',
      cards: [
        {
          title: t('Hà Nội', 'Hanoi'),
          text: t(
            'Tầng 10, Tòa nhà Sora Hà Nội, 165 Cầu Giấy, Phường Cầu Giấy, Hà Nội · 12 bàn thực hành PLC, servo và 2 robot · (024) 3793 5590.',
            '10th floor, Sora Hanoi Building, 165 Cau Giay Street, Cau Giay Ward, Hanoi · 12 PLC and servo workstations and two robots · (024) 3793 5590.',
          ),
          media: 'co-tc-hanoi',
        },
        {
          title: t('TP. Hồ Chí Minh', 'Ho Chi Minh City'),
          text: t(
            'Tòa nhà Sora Tech Center, Lô T2-3, Đường D1, Khu Công nghệ cao TP. Hồ Chí Minh · trung tâm lớn nhất với hơn 40 bàn thực hành và khu robot riêng · (028) 3736 0599.',
            'Sora Tech Center, Lot T2-3, D1 Street, Saigon Hi-Tech Park, Ho Chi Minh City · our largest centre, with more than 40 workstations and a dedicated robot area · (028) 3736 0599.',
          ),
          media: 'co-tc-hcmc',
        },
        {
          title: t('Cần Thơ', 'Can Tho'),
          text: t(
            'Trung tâm giải pháp Cần Thơ, 12 Đường 30 Tháng 4, Phường Ninh Kiều, TP. Cần Thơ · 10 bàn thực hành, chuyên đề lạnh công nghiệp và chế biến thực phẩm · (0292) 3761 833.',
            'Can Tho Solution Centre, No. 12, 30 Thang 4 Street, Ninh Kieu Ward, Can Tho City · 10 workstations, with special courses on industrial refrigeration and food processing · (0292) 3761 833.',
          ),
          media: 'co-tc-cantho',
        },
      ],
    },
  ],
}

const newsEvents: PageSeed = {
  slug: slug('tin-tuc-su-kien'),
  title: t('Tin tức & Sự kiện', 'News & events'),
  seo: {
    title: t('Tin tức và sự kiện', 'News and events'),
    description: t(
      'Tin mới từ Sora Electric Việt Nam: sản phẩm mới, cột mốc phát triển bền vững, đào tạo, hội chợ triển lãm và lịch hội thảo kỹ thuật.',
      'The latest from Sora Electric Vietnam: product launches, sustainability milestones, training, trade fairs and our technical seminar calendar.',
    ),
    image: 'co-news-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-news-hero',
      eyebrow: t('Tin tức & Sự kiện', 'News & events'),
      heading: t(
        'Chuyện gì đang diễn ra tại Sora Electric Việt Nam',
        'What’s happening at Sora Electric Vietnam',
      ),
      text: t(
        'Sản phẩm mới, cột mốc của nhà máy, hoạt động cộng đồng và những sự kiện để bạn gặp gỡ đội ngũ kỹ sư của chúng tôi trên khắp cả nước.',
        'New products, factory milestones, community work and events where you can meet our engineers all over the country.',
      ),
      links: [
        {
          link: {
            label: t('Đăng ký tham dự sự kiện', 'Sign up for an event'),
            href: `mailto:${EVENTS_EMAIL}`,
          },
        },
      ],
    },
    {
      blockType: 'richText',
      width: 'narrow',
      content: t(
        doc(
          p(
            'Trang này tổng hợp thông cáo báo chí và lịch sự kiện của Sora Electric Việt Nam. Các hội thảo kỹ thuật đều miễn phí nhưng số chỗ có hạn; vui lòng đăng ký trước qua email ',
            link(EVENTS_EMAIL, `mailto:${EVENTS_EMAIL}`),
            ' hoặc tổng đài ',
            bold(HOTLINE),
            '.',
          ),
          p(
            'Sự kiện lớn nhất trong năm, ',
            bold('Diễn đàn Công trình Năng lượng Net Zero 2026'),
            ', sẽ diễn ra ngày 10/12/2026 tại TP. Hồ Chí Minh, quy tụ chủ đầu tư, đơn vị tư vấn và chuyên gia năng lượng để bàn về lộ trình đưa các tòa nhà Việt Nam tiến tới phát thải ròng bằng 0.',
          ),
        ),
        doc(
          p(
            'This page brings together Sora Electric Vietnam’s press releases and event calendar. Our technical seminars are free, but places are limited, so please register in advance by emailing ',
            link(EVENTS_EMAIL, `mailto:${EVENTS_EMAIL}`),
            ' or calling ',
            bold(HOTLINE),
            '.',
          ),
          p(
            'Our biggest event of the year, the ',
            bold('Net-Zero Energy Building Forum 2026'),
            ', takes place on 10/12/2026 in Ho Chi Minh City, bringing together developers, consultants and energy experts to map out the path to net-zero buildings in Vietnam.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Tin tức', 'News'),
      columns: '3',
      cards: [
        {
          title: t(
            'Trung tâm đào tạo tự động hóa TP. Hồ Chí Minh tròn 10 tuổi',
            'Ho Chi Minh City automation training centre turns ten',
          ),
          text: t(
            '18/06/2026 – Sau mười năm hoạt động với hơn 20.000 lượt học viên, trung tâm kỷ niệm cột mốc này bằng chuỗi hội thảo miễn phí và khu thực hành robot cộng tác mới.',
            '18/06/2026 – After ten years and more than 20,000 trainees, the centre is marking the milestone with a series of free seminars and a new cobot practice area.',
          ),
          media: 'co-news-training-anniversary',
        },
        {
          title: t(
            'Ra mắt robot cộng tác Kizuna K16 tại Việt Nam',
            'Kizuna K16 cobot launches in Vietnam',
          ),
          text: t(
            '12/03/2026 – Model tải trọng 16 kg mới nhất của dòng Kizuna được giới thiệu đồng thời tại Hà Nội và TP. Hồ Chí Minh, hướng đến ứng dụng xếp pallet cho doanh nghiệp vừa và nhỏ.',
            '12/03/2026 – The newest Kizuna model, with a 16 kg payload, was unveiled in Hanoi and Ho Chi Minh City on the same day, aimed at palletising for small and medium-sized manufacturers.',
          ),
          media: 'co-news-cobot-launch',
        },
        {
          title: t(
            'Điện mặt trời tại nhà máy cán mốc 5.000 MWh',
            'Factory solar array passes 5,000 MWh',
          ),
          text: t(
            '18/09/2025 – Hệ thống điện mặt trời áp mái 1,2 MWp tại Khu Công nghệ cao TP. Hồ Chí Minh đã sản xuất tổng cộng 5.000 MWh điện sạch kể từ năm 2022, tránh phát thải khoảng 3.300 tấn CO₂.',
            '18/09/2025 – The 1.2 MWp rooftop array at our Saigon Hi-Tech Park factory has generated 5,000 MWh of clean electricity since 2022, avoiding around 3,300 tonnes of CO₂.',
          ),
          media: 'co-news-solar',
        },
        {
          title: t(
            '“Lớp học mát mẻ” đến thêm 32 phòng học',
            'Cool Classrooms reaches 32 more classrooms',
          ),
          text: t(
            '26/08/2025 – Trước thềm năm học mới, tình nguyện viên Sora Electric lắp quạt điện, quạt thông gió và điều hòa cho 32 phòng học tại Quảng Ngãi và Gia Lai, nâng tổng số lên hơn 150 phòng.',
            '26/08/2025 – Ahead of the new school year, Sora Electric volunteers fitted fans, ventilation and air conditioning in 32 classrooms in Quang Ngai and Gia Lai, bringing the total to more than 150.',
          ),
          media: 'co-news-classrooms',
        },
        {
          title: t('Sora Electric tại Vietnam ETE 2025', 'Sora Electric at Vietnam ETE 2025'),
          text: t(
            '16/07/2025 – Gian hàng 180 m² với dây chuyền lắp ráp mô phỏng gồm robot SCARA, robot cộng tác và nền tảng e-Factory đã đón hơn 6.000 lượt khách trong ba ngày triển lãm.',
            '16/07/2025 – Our 180 m² stand, featuring a model assembly line with SCARA robots, cobots and the e-Factory platform, welcomed more than 6,000 visitors over the three-day show.',
          ),
          media: 'co-news-ete',
        },
        {
          title: t(
            'Dòng điều hòa Inverter 2025: mát nhanh, tiết kiệm hơn',
            'The 2025 inverter air conditioner range: faster cooling, lower bills',
          ),
          text: t(
            '06/03/2025 – 12 model điều hòa treo tường Inverter mới từ 9.000 đến 24.000 BTU đạt nhãn năng lượng 5 sao, tiêu thụ điện ít hơn khoảng 15% so với thế hệ trước.',
            '06/03/2025 – Twelve new inverter wall units from 9,000 to 24,000 BTU carry a five-star energy label and use around 15% less electricity than the previous generation.',
          ),
          media: 'co-news-ac-launch',
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Sự kiện', 'Events'),
      intro: t(
        'Hội thảo, triển lãm và ngày hội kỹ thuật do Sora Electric tổ chức hoặc tham gia.',
        'Seminars, trade fairs and technical days that Sora Electric hosts or takes part in.',
      ),
      columns: '3',
      cards: [
        {
          title: t(
            'Hội thảo “Nhà máy thông minh cho doanh nghiệp vừa và nhỏ”',
            'Seminar: “Smart factories for SMEs”',
          ),
          text: t(
            '16/04/2026 – Nửa ngày chuyên đề tại Thủ Dầu Một (khu vực Bình Dương cũ) giúp kỹ sư và chủ doanh nghiệp bắt đầu số hóa từ một dây chuyền thí điểm với chi phí hợp lý.',
            '16/04/2026 – A half-day seminar in Thu Dau Mot (the former Binh Duong province) showing engineers and business owners how to start digitalising with an affordable pilot line.',
          ),
          media: 'co-event-smart-factory',
        },
        {
          title: t('Triển lãm Vietnam ETE 2026', 'Vietnam ETE 2026 trade fair'),
          text: t(
            '15/07/2026 – Ba ngày triển lãm tại TP. Hồ Chí Minh với khu trình diễn robot cộng tác Kizuna K16 và giải pháp giám sát năng lượng cho nhà máy.',
            '15/07/2026 – Three days at the show in Ho Chi Minh City, with live Kizuna K16 cobot demonstrations and energy monitoring solutions for factories.',
          ),
          media: 'co-event-ete-2026',
        },
        {
          title: t(
            'Hội thảo điều hòa VRF cho khách sạn và khu nghỉ dưỡng',
            'VRF air conditioning for hotels and resorts',
          ),
          text: t(
            '12/11/2026 – Tại Đà Nẵng, kỹ sư Sora Electric chia sẻ cách thiết kế hệ thống VRF và thông gió thu hồi nhiệt giúp khách sạn ven biển giảm chi phí điện và hạn chế ăn mòn thiết bị.',
            '12/11/2026 – In Da Nang, Sora Electric engineers explain how VRF and heat-recovery ventilation can cut electricity costs for seaside hotels and protect equipment from corrosion.',
          ),
          media: 'co-event-danang-hvac',
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Dành cho báo chí', 'For the media'),
      content: t(
        doc(
          p(
            'Phòng Truyền thông của Sora Electric Việt Nam sẵn sàng cung cấp thông cáo báo chí, hình ảnh độ phân giải cao và sắp xếp phỏng vấn với ban lãnh đạo cũng như các chuyên gia kỹ thuật.',
          ),
          ul(
            ['Email: ', link(PRESS_EMAIL, `mailto:${PRESS_EMAIL}`)],
            'Điện thoại: (028) 3822 5833, máy lẻ 250.',
            'Phản hồi yêu cầu của cơ quan báo chí trong vòng 4 giờ làm việc.',
          ),
        ),
        doc(
          p(
            'Sora Electric Vietnam’s communications team can provide press releases and high-resolution images, and arrange interviews with our management and technical experts.',
          ),
          ul(
            ['Email: ', link(PRESS_EMAIL, `mailto:${PRESS_EMAIL}`)],
            'Phone: (028) 3822 5833, extension 250.',
            'We reply to media enquiries within four working hours.',
          ),
        ),
      ),
      media: 'co-news-press',
      mediaPosition: 'left',
      link: {
        label: t('Về Sora Electric Việt Nam', 'About Sora Electric Vietnam'),
        href: '/gioi-thieu',
      },
    },
  ],
}

const blog: PageSeed = {
  slug: slug('blog'),
  title: t('Blog', 'Blog'),
  seo: {
    title: t(
      'Blog – Mẹo dùng thiết bị và tiết kiệm năng lượng',
      'Blog – Appliance tips and energy know-how',
    ),
    description: t(
      'Cách chọn điều hòa, tiết kiệm điện mùa hè, chống nồm ẩm, bảo dưỡng tủ lạnh, robot cộng tác cho doanh nghiệp nhỏ và tòa nhà tiết kiệm năng lượng.',
      'How to choose an air conditioner, save power in summer, beat the damp season, care for your fridge, use cobots in SMEs and run efficient buildings.',
    ),
    image: 'co-blog-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-blog-hero',
      eyebrow: t('Blog Sora Electric', 'The Sora Electric blog'),
      heading: t(
        'Kiến thức hữu ích cho ngôi nhà và nhà máy của bạn',
        'Practical know-how for your home and your factory',
      ),
      text: t(
        'Bài viết từ các kỹ sư và chuyên viên tư vấn của Sora Electric: chọn, sử dụng và bảo dưỡng thiết bị đúng cách, cùng những ý tưởng giúp tiết kiệm năng lượng mỗi ngày.',
        'Articles by Sora Electric engineers and product advisers on choosing, using and caring for your equipment, plus ideas for saving energy every day.',
      ),
      links: [
        {
          link: {
            label: t('Thiết bị gia dụng', 'Home appliances'),
            href: '/thiet-bi-gia-dung',
          },
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Bài viết mới', 'Latest articles'),
      intro: t(
        'Mỗi tháng, chúng tôi chọn những câu hỏi được khách hàng gửi về nhiều nhất và nhờ các kỹ sư trả lời thật cặn kẽ.',
        'Every month we pick the questions our customers ask most often and have our engineers answer them in depth.',
      ),
      columns: '3',
      cards: [
        {
          title: t(
            'Chọn điều hòa đúng công suất cho từng căn phòng',
            'Choosing the right air conditioner for every room',
          ),
          text: t(
            'Diện tích chỉ là điểm khởi đầu: hướng nắng, tầng cao và số người trong phòng đều ảnh hưởng đến công suất cần thiết. Bài viết đầy đủ có ngay bên dưới.',
            'Floor area is only the starting point: sun exposure, which floor you live on and how many people use the room all matter. Read the full article below.',
          ),
          media: 'co-blog-choose-ac',
        },
        {
          title: t(
            '8 cách tiết kiệm điện trong những ngày nắng nóng',
            'Eight ways to save electricity in the hot season',
          ),
          text: t(
            'Đặt điều hòa ở 26–27 °C, bật kèm quạt và vệ sinh lưới lọc định kỳ có thể giúp hóa đơn tiền điện mùa hè giảm rõ rệt mà vẫn mát mẻ.',
            'Setting the air conditioner to 26–27 °C, running a fan alongside it and cleaning the filters regularly can noticeably cut your summer bill without sacrificing comfort.',
          ),
          media: 'co-blog-summer',
        },
        {
          title: t(
            'Vượt qua mùa nồm: hút ẩm thế nào cho đúng',
            'Beating the damp season: dehumidifying the right way',
          ),
          text: t(
            'Khi độ ẩm vượt 85%, sàn nhà đọng nước và nấm mốc phát triển rất nhanh. Bài viết hướng dẫn chọn máy hút ẩm theo diện tích và thời điểm nên đóng, mở cửa sổ.',
            'Once humidity tops 85%, floors start to sweat and mould spreads fast. Learn how to size a dehumidifier for your room and when to open or close the windows.',
          ),
          media: 'co-blog-dehumidify',
        },
        {
          title: t(
            'Bảo dưỡng tủ lạnh: 6 việc nên làm mỗi năm',
            'Refrigerator care: six jobs to do every year',
          ),
          text: t(
            'Vệ sinh gioăng cửa, thông lỗ thoát nước và chừa khoảng trống phía sau tủ giúp tủ lạnh làm lạnh đều, chạy êm và bền hơn.',
            'Cleaning the door seals, clearing the drain hole and leaving space behind the cabinet help your fridge cool evenly, run quietly and last longer.',
          ),
          media: 'co-blog-fridge',
        },
        {
          title: t(
            'Robot cộng tác: bài toán đầu tư cho doanh nghiệp nhỏ',
            'Cobots: doing the sums for a small business',
          ),
          text: t(
            'Một robot cộng tác có thể hoàn vốn trong 12–24 tháng nếu chọn đúng công đoạn. Chúng tôi chia sẻ cách tính và những sai lầm thường gặp khi đầu tư lần đầu.',
            'A cobot can pay for itself in 12 to 24 months if you pick the right task. We show you how to work it out and the mistakes first-time buyers often make.',
          ),
          media: 'co-blog-cobot',
        },
        {
          title: t(
            'Tòa nhà tiết kiệm năng lượng bắt đầu từ đâu?',
            'Where do energy-efficient buildings begin?',
          ),
          text: t(
            'Điều hòa và thang máy chiếm phần lớn điện năng của một tòa văn phòng. Năm giải pháp giúp chủ đầu tư giảm chi phí vận hành ngay từ khâu thiết kế.',
            'Air conditioning and elevators account for most of an office building’s electricity use. Five measures that cut running costs from the design stage onwards.',
          ),
          media: 'co-blog-building',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t(
        'Bài viết nổi bật: Chọn điều hòa đúng công suất cho từng căn phòng',
        'Featured article: Choosing the right air conditioner for every room',
      ),
      width: 'narrow',
      content: t(
        doc(
          p(italic('Thời gian đọc: 6 phút · Chuyên mục: Điều hòa không khí')),
          p(
            'Mỗi mùa hè, tổng đài Sora Electric nhận hàng nghìn cuộc gọi với cùng một câu hỏi: “Phòng tôi rộng ngần này thì nên mua điều hòa bao nhiêu BTU?”. Câu trả lời không khó, nhưng cũng không chỉ dựa vào diện tích. Máy quá nhỏ sẽ chạy hết công suất cả ngày mà phòng vẫn không đủ mát; ngược lại, máy quá lớn vừa tốn tiền mua, vừa bật tắt liên tục và khiến không khí khô, lạnh khó chịu. Dưới đây là cách các kỹ sư của chúng tôi vẫn tư vấn cho khách hàng.',
          ),
          h3('1. Bắt đầu từ diện tích phòng'),
          p(
            'Với phòng có trần cao khoảng 3 m, cách nhiệt thông thường và không bị nắng chiếu trực tiếp, bạn có thể tham khảo:',
          ),
          ul(
            'Dưới 15 m²: 9.000 BTU (1 HP).',
            'Từ 15 đến 20 m²: 12.000 BTU (1,5 HP).',
            'Từ 20 đến 30 m²: 18.000 BTU (2 HP).',
            'Từ 30 đến 40 m²: 24.000 BTU (2,5 HP).',
          ),
          p(
            'Phòng rộng hơn 40 m² hoặc không gian mở liền phòng khách – bếp nên được khảo sát thực tế; đôi khi hai máy nhỏ đặt ở hai đầu phòng lại cho hiệu quả tốt hơn một máy lớn.',
          ),
          h3('2. Điều chỉnh theo điều kiện thực tế'),
          p(
            'Hãy cộng thêm khoảng 10–20% công suất nếu phòng rơi vào một trong các trường hợp sau:',
          ),
          ul(
            'Phòng hướng Tây hoặc có mảng kính lớn hứng nắng chiều.',
            'Phòng ở tầng trên cùng, ngay dưới mái tôn hoặc sân thượng.',
            'Trần cao trên 3,5 m, chẳng hạn phòng khách thông tầng.',
            'Thường xuyên có nhiều người, hoặc phòng liền bếp, có nhiều thiết bị tỏa nhiệt.',
          ),
          p(
            'Ví dụ, một phòng ngủ 18 m² trên tầng áp mái hướng Tây nên dùng máy 18.000 BTU thay vì 12.000 BTU như cách tính thông thường.',
          ),
          h3('3. Inverter hay không Inverter?'),
          p(
            'Nếu bạn bật điều hòa từ 4 giờ mỗi ngày trở lên, hãy chọn máy Inverter. Máy nén Inverter chạy chậm lại khi phòng đã đạt nhiệt độ cài đặt thay vì tắt hẳn rồi khởi động lại, nên tiết kiệm đến 40% điện năng, giữ nhiệt độ ổn định và vận hành êm hơn. Khoản chênh lệch giá ban đầu thường được bù lại chỉ sau hai đến ba mùa hè.',
          ),
          h3('4. Đọc nhãn năng lượng'),
          p(
            'Mọi điều hòa bán tại Việt Nam đều phải dán nhãn năng lượng. Nhãn càng nhiều sao, máy càng tiết kiệm điện; chỉ số hiệu suất năng lượng mùa CSPF in trên nhãn càng cao thì lượng điện tiêu thụ để làm mát cùng một căn phòng càng thấp. Khi so sánh hai model, hãy nhìn vào CSPF thay vì chỉ dựa vào lời quảng cáo.',
          ),
          h3('5. Những tính năng đáng tiền'),
          ul(
            [
              bold('Môi chất lạnh R32: '),
              'hiệu suất cao hơn và ít tác động đến khí hậu hơn so với R410A.',
            ],
            [
              bold('Lọc bụi mịn PM2.5: '),
              'hữu ích ở các đô thị lớn, nhất là với gia đình có trẻ nhỏ hoặc người bị dị ứng.',
            ],
            [
              bold('Chế độ ngủ: '),
              'tự tăng nhẹ nhiệt độ về đêm, tránh cảm giác lạnh lúc gần sáng.',
            ],
            [bold('Dàn nóng chống ăn mòn: '), 'rất cần thiết nếu nhà bạn cách biển dưới 5 km.'],
          ),
          h3('6. Lắp đặt quyết định một nửa hiệu quả'),
          p(
            'Một chiếc máy tốt vẫn chạy kém nếu lắp đặt sai. Dàn lạnh nên đặt ở độ cao khoảng 2,2–2,5 m và không thổi thẳng vào giường hay bàn làm việc. Dàn nóng cần nơi thông thoáng, tránh nắng gắt và cách tường phía sau ít nhất 30 cm. Đường ống đồng giữa hai dàn nên ngắn nhất có thể, thường trong khoảng 3 đến 15 m. Hãy chọn đơn vị lắp đặt được hãng ủy quyền để bảo đảm quyền lợi bảo hành.',
          ),
          quote(
            'Mẹo nhỏ: đặt nhiệt độ 26–27 °C và bật thêm quạt ở tốc độ thấp. Mỗi độ tăng thêm có thể giúp điều hòa giảm khoảng 5–7% điện năng tiêu thụ.',
          ),
          p(
            'Xem các model điều hòa Inverter tại trang ',
            link('Điều hòa không khí dân dụng', '/dieu-hoa-khong-khi-dan-dung'),
            ', hoặc gọi tổng đài miễn phí ',
            link(HOTLINE, HOTLINE_TEL),
            ' để được tư vấn và khảo sát tận nhà. Nếu chưa biết mua ở đâu, hãy tìm ',
            link('đại lý ủy quyền gần bạn', '/mua-o-dau'),
            '.',
          ),
        ),
        doc(
          p(italic('Reading time: 6 minutes · Category: Air conditioning')),
          p(
            'Every summer our hotline takes thousands of calls with the same question: “My room is this big – how many BTU do I need?” The answer isn’t difficult, but it isn’t just about floor area either. An undersized unit runs flat out all day and the room still never gets cool enough; an oversized one costs more to buy, keeps switching on and off and leaves the air uncomfortably cold and dry. Here is how our engineers advise customers.',
          ),
          h3('1. Start with the floor area'),
          p(
            'For a room with a ceiling of about 3 m, ordinary insulation and no direct sunlight, use these figures as a guide:',
          ),
          ul(
            'Under 15 m²: 9,000 BTU (1 HP).',
            '15 to 20 m²: 12,000 BTU (1.5 HP).',
            '20 to 30 m²: 18,000 BTU (2 HP).',
            '30 to 40 m²: 24,000 BTU (2.5 HP).',
          ),
          p(
            'Rooms larger than 40 m², or open-plan living and kitchen areas, deserve a site survey; two smaller units at either end of the space sometimes work better than one large one.',
          ),
          h3('2. Adjust for real-world conditions'),
          p('Add around 10–20% to the capacity if any of the following applies:'),
          ul(
            'The room faces west or has large windows that catch the afternoon sun.',
            'It is on the top floor, directly under a metal roof or a roof terrace.',
            'The ceiling is higher than 3.5 m, as in a double-height living room.',
            'The room is often full of people, or it opens onto the kitchen or contains a lot of heat-producing equipment.',
          ),
          p(
            'For example, an 18 m² west-facing bedroom on the top floor should have an 18,000 BTU unit rather than the 12,000 BTU the basic rule suggests.',
          ),
          h3('3. Inverter or non-inverter?'),
          p(
            'If you run the air conditioner for four hours a day or more, choose an inverter model. Instead of switching off and restarting once the room reaches the set temperature, an inverter compressor simply slows down. That saves up to 40% of the electricity, keeps the temperature steady and makes the unit quieter. The higher purchase price is usually recovered within two or three summers.',
          ),
          h3('4. Read the energy label'),
          p(
            'Every air conditioner sold in Vietnam must carry an energy label. The more stars, the more efficient the unit; and the higher the CSPF – the seasonal energy efficiency figure printed on the label – the less electricity it needs to cool the same room. When comparing two models, look at the CSPF rather than the advertising.',
          ),
          h3('5. Features worth paying for'),
          ul(
            [
              bold('R32 refrigerant: '),
              'more efficient than R410A and with a smaller climate impact.',
            ],
            [
              bold('PM2.5 filtration: '),
              'useful in big cities, especially for families with young children or allergy sufferers.',
            ],
            [
              bold('Sleep mode: '),
              'raises the temperature slightly during the night so you don’t wake up cold.',
            ],
            [
              bold('Anti-corrosion outdoor unit: '),
              'essential if you live within 5 km of the sea.',
            ],
          ),
          h3('6. Installation is half the story'),
          p(
            'Even a good unit performs poorly if it is installed badly. Mount the indoor unit at around 2.2–2.5 m, where it won’t blow straight onto a bed or desk. The outdoor unit needs plenty of ventilation, shade from harsh sun and at least 30 cm of clearance from the wall behind it. Keep the copper pipe run between the two as short as possible, typically between 3 and 15 m, and use an authorised installer so your warranty remains valid.',
          ),
          quote(
            'Tip: set the temperature to 26–27 °C and run a fan on low speed. Each degree higher can cut the air conditioner’s electricity use by around 5–7%.',
          ),
          p(
            'Browse our inverter models on the ',
            link('residential air conditioners', '/dieu-hoa-khong-khi-dan-dung'),
            ' page, or call our free hotline on ',
            link(HOTLINE, HOTLINE_TEL),
            ' for advice and a home survey. Not sure where to buy? Find an ',
            link('authorised dealer near you', '/mua-o-dau'),
            '.',
          ),
        ),
      ),
    },
    {
      blockType: 'mediaText',
      heading: t('Hỏi chuyên gia', 'Ask our experts'),
      content: t(
        doc(
          p(
            'Bạn có câu hỏi về cách sử dụng, vệ sinh thiết bị hay muốn gợi ý chủ đề cho bài viết tiếp theo? Hãy gửi cho chúng tôi qua email ',
            link(EMAIL, EMAIL_LINK),
            ' hoặc gọi ',
            link(HOTLINE, HOTLINE_TEL),
            '. Những câu hỏi được quan tâm nhiều nhất sẽ được các kỹ sư của Sora Electric giải đáp trong những bài viết sắp tới.',
          ),
          p(
            'Doanh nghiệp quan tâm đến robot và tự động hóa có thể tìm thêm tài liệu chuyên sâu tại trang ',
            link('Tài liệu tải về', '/download'),
            '.',
          ),
        ),
        doc(
          p(
            'Have a question about using or cleaning your appliances, or an idea for our next article? Email us at ',
            link(EMAIL, EMAIL_LINK),
            ' or call ',
            link(HOTLINE, HOTLINE_TEL),
            '. Our engineers will answer the most popular questions in upcoming posts.',
          ),
          p(
            'Businesses interested in robots and automation will find in-depth documentation on our ',
            link('Downloads', '/download'),
            ' page.',
          ),
        ),
      ),
      media: 'co-blog-experts',
      mediaPosition: 'right',
      link: {
        label: t('Khám phá thiết bị gia dụng', 'Explore home appliances'),
        href: '/thiet-bi-gia-dung',
      },
    },
  ],
}

const download: PageSeed = {
  slug: slug('download'),
  title: t('Tài liệu tải về', 'Downloads'),
  seo: {
    title: t(
      'Catalogue, hướng dẫn sử dụng và dữ liệu CAD',
      'Catalogues, user manuals and CAD data',
    ),
    description: t(
      'Catalogue thiết bị gia dụng 2026, giải pháp tòa nhà, tự động hóa, hướng dẫn sử dụng và dữ liệu CAD của Sora Electric, gửi qua email trong một ngày làm việc.',
      'Sora Electric catalogues for home appliances 2026, buildings and factory automation, plus manuals and CAD data, emailed within one working day.',
    ),
    image: 'co-dl-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-dl-hero',
      eyebrow: t('Tài liệu', 'Documents'),
      heading: t(
        'Mọi tài liệu bạn cần, chỉ cách một email',
        'Every document you need, one email away',
      ),
      text: t(
        'Catalogue sản phẩm, hướng dẫn sử dụng, thông số kỹ thuật và dữ liệu CAD dành cho khách hàng, kiến trúc sư, kỹ sư và đối tác của Sora Electric – hoàn toàn miễn phí.',
        'Product catalogues, user manuals, technical data and CAD files for Sora Electric customers, architects, engineers and partners – all free of charge.',
      ),
      links: [
        { link: { label: t('Yêu cầu tài liệu', 'Request a document'), href: EMAIL_LINK } },
        { link: { label: t('Liên hệ', 'Contact us'), href: '/lien-he' } },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Danh mục tài liệu', 'What’s available'),
      content: t(
        doc(
          h3('Catalogue sản phẩm'),
          ul(
            [
              bold('Catalogue Thiết bị gia dụng 2026: '),
              'toàn bộ điều hòa, tủ lạnh, quạt điện, quạt thông gió, máy hút ẩm và máy sấy tay, kèm bảng thông số và nhãn năng lượng (68 trang).',
            ],
            [
              bold('Catalogue Giải pháp tòa nhà: '),
              'điều hòa trung tâm VRF, chiller, thông gió thu hồi nhiệt, thang máy, thang cuốn và các công trình tham khảo (96 trang).',
            ],
            [
              bold('Catalogue Tự động hóa công nghiệp: '),
              'PLC, servo, biến tần, HMI/SCADA, robot, thiết bị đóng cắt hạ thế và giải pháp e-Factory (120 trang).',
            ],
          ),
          h3('Hướng dẫn sử dụng và lắp đặt'),
          p(
            'Hướng dẫn sử dụng bằng tiếng Việt và tiếng Anh cho mọi model đang bán cũng như các model đã ngừng sản xuất trong vòng 10 năm; bạn chỉ cần cung cấp tên model in trên tem thông số hoặc trên hóa đơn. Đơn vị thi công có thể yêu cầu thêm sổ tay lắp đặt, sơ đồ đấu dây và hướng dẫn cài đặt thông số.',
          ),
          h3('Dữ liệu CAD và BIM'),
          p(
            'Bản vẽ 2D (DWG, DXF), mô hình 3D (STEP) và thư viện đối tượng BIM cho thiết bị tòa nhà và tự động hóa được cung cấp cho kiến trúc sư, đơn vị tư vấn thiết kế, nhà thầu cơ điện và đơn vị tích hợp hệ thống đã đăng ký làm đối tác của Sora Electric.',
          ),
        ),
        doc(
          h3('Product catalogues'),
          ul(
            [
              bold('Home Appliances Catalogue 2026: '),
              'our full range of air conditioners, refrigerators, fans, ventilation fans, dehumidifiers and hand dryers, with specification tables and energy labels (68 pages).',
            ],
            [
              bold('Building Solutions Catalogue: '),
              'VRF air conditioning, chillers, heat-recovery ventilation, elevators and escalators, with project references (96 pages).',
            ],
            [
              bold('Factory Automation Catalogue: '),
              'PLCs, servo systems, inverters, HMI/SCADA, robots, low-voltage switchgear and e-Factory solutions (120 pages).',
            ],
          ),
          h3('User and installation manuals'),
          p(
            'Manuals in Vietnamese and English for every current model and for models discontinued within the last ten years – just tell us the model name printed on the rating label or your invoice. Installers can also request installation guides, wiring diagrams and parameter set-up instructions.',
          ),
          h3('CAD and BIM data'),
          p(
            '2D drawings (DWG, DXF), 3D models (STEP) and BIM object libraries for building and automation equipment are available to architects, design consultants, M&E contractors and system integrators registered as Sora Electric partners.',
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Ba nhóm tài liệu', 'Three document families'),
      columns: '3',
      cards: [
        {
          title: t('Thiết bị gia dụng', 'Home appliances'),
          text: t(
            'Catalogue 2026, hướng dẫn sử dụng, hướng dẫn lắp đặt điều hòa và phiếu thông tin nhãn năng lượng của từng model.',
            'The 2026 catalogue, user manuals, air-conditioner installation guides and the energy label data sheet for each model.',
          ),
          media: 'co-dl-home',
          link: { label: t('Xem sản phẩm', 'View products'), href: '/thiet-bi-gia-dung' },
        },
        {
          title: t('Giải pháp tòa nhà', 'Building solutions'),
          text: t(
            'Catalogue giải pháp, tài liệu kỹ thuật VRF và chiller, bản vẽ giếng thang máy, thư viện BIM và hồ sơ chứng nhận hợp quy.',
            'The solutions catalogue, VRF and chiller engineering data, elevator shaft drawings, BIM libraries and certificates of conformity.',
          ),
          media: 'co-dl-building',
          link: { label: t('Xem giải pháp', 'View solutions'), href: '/giai-phap-toa-nha' },
        },
        {
          title: t('Tự động hóa công nghiệp', 'Factory automation'),
          text: t(
            'Catalogue tổng hợp, sổ tay lập trình PLC, servo, robot, thư viện khối chức năng, tệp mô tả thiết bị mạng và dữ liệu CAD 2D/3D.',
            'The general catalogue, PLC, servo and robot programming manuals, function block libraries, network device description files and 2D/3D CAD data.',
          ),
          media: 'co-dl-fa',
          link: { label: t('Xem sản phẩm', 'View products'), href: '/tu-dong-hoa-cong-nghiep' },
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t('Dữ liệu CAD cho đối tác', 'CAD data for registered partners'),
      content: t(
        doc(
          p(
            'Để bảo vệ thông tin kỹ thuật và bảo đảm bạn luôn dùng phiên bản mới nhất, dữ liệu CAD và BIM chỉ được gửi cho đối tác đã đăng ký. Việc đăng ký hoàn toàn miễn phí và chỉ cần thực hiện một lần:',
          ),
          ol(
            [
              'Gửi email đến ',
              link(EMAIL, EMAIL_LINK),
              ' với tên công ty, mã số thuế, lĩnh vực hoạt động và dự án đang triển khai (nếu có).',
            ],
            'Bộ phận kinh doanh dự án xác nhận tài khoản đối tác trong vòng hai ngày làm việc.',
            'Từ đó, mọi yêu cầu dữ liệu CAD của bạn được xử lý ưu tiên, kèm thông báo mỗi khi có phiên bản cập nhật.',
          ),
        ),
        doc(
          p(
            'To protect technical information and make sure you always work with the latest version, CAD and BIM data are supplied only to registered partners. Registration is free and you only need to do it once:',
          ),
          ol(
            [
              'Email ',
              link(EMAIL, EMAIL_LINK),
              ' with your company name, tax code, line of business and any current project.',
            ],
            'Our projects team confirms your partner account within two working days.',
            'From then on, your CAD requests are handled with priority, and we let you know whenever a file is updated.',
          ),
        ),
      ),
      media: 'co-dl-cad',
      mediaPosition: 'left',
      link: { label: t('Liên hệ bộ phận dự án', 'Contact our projects team'), href: '/lien-he' },
    },
    {
      blockType: 'richText',
      heading: t('Cách yêu cầu tài liệu', 'How to request documents'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Tài liệu được gửi dưới dạng tệp PDF qua email, trong vòng một ngày làm việc kể từ khi chúng tôi nhận được yêu cầu.',
          ),
          ol(
            ['Gửi email đến ', link(EMAIL, EMAIL_LINK), ' với tiêu đề “Yêu cầu tài liệu”.'],
            'Ghi rõ tên tài liệu hoặc model sản phẩm, ngôn ngữ mong muốn (tiếng Việt hoặc tiếng Anh) và mục đích sử dụng.',
            'Kiểm tra hộp thư: tài liệu được gửi từ địa chỉ cskh@soraelectric.vn; nếu chưa thấy, vui lòng xem cả thư mục thư rác.',
          ),
          p(
            'Yêu cầu gửi vào thứ Bảy, Chủ nhật hoặc ngày lễ được xử lý vào ngày làm việc kế tiếp. Cần bản in? Catalogue giấy có sẵn tại các ',
            link('phòng trưng bày và đại lý ủy quyền', '/mua-o-dau'),
            '. ',
            italic('Sora Electric không thu phí đối với bất kỳ tài liệu nào.'),
          ),
        ),
        doc(
          p(
            'Documents are sent as PDF files by email within one working day of receiving your request.',
          ),
          ol(
            ['Email ', link(EMAIL, EMAIL_LINK), ' with the subject line “Document request”.'],
            'Tell us the document or product model you need, your preferred language (Vietnamese or English) and what you will use it for.',
            'Check your inbox: documents come from cskh@soraelectric.vn – if you can’t see ours, please check your spam folder.',
          ),
          p(
            'Requests received on a Saturday, Sunday or public holiday are handled on the next working day. Prefer a printed copy? Paper catalogues are available at our ',
            link('showrooms and authorised dealers', '/mua-o-dau'),
            '. ',
            italic('Sora Electric never charges for any document.'),
          ),
        ),
      ),
    },
  ],
}

const whereToBuy: PageSeed = {
  slug: slug('mua-o-dau'),
  title: t('Mua ở đâu', 'Where to buy'),
  seo: {
    title: t(
      'Mua ở đâu – Phòng trưng bày và đại lý ủy quyền',
      'Where to buy – showrooms and authorised dealers',
    ),
    description: t(
      'Phòng trưng bày Sora Electric và đại lý ủy quyền tại miền Bắc, miền Trung, miền Nam, kênh mua trực tuyến chính hãng và cách nhận biết đại lý.',
      'Sora Electric showrooms and authorised dealers in northern, central and southern Vietnam, official online stores, and how to spot a genuine dealer.',
    ),
    image: 'co-wtb-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-wtb-hero',
      eyebrow: t('Mua ở đâu', 'Where to buy'),
      heading: t('Tìm phòng trưng bày và đại lý gần bạn', 'Find a showroom or dealer near you'),
      text: t(
        'Sản phẩm Sora Electric chính hãng có mặt tại ba phòng trưng bày của công ty và hơn 350 đại lý ủy quyền trên cả 34 tỉnh, thành phố. Dưới đây là các địa chỉ tiêu biểu; tổng đài sẽ giới thiệu đại lý gần nhà bạn.',
        'Genuine Sora Electric products are sold at our three company showrooms and more than 350 authorised dealers in all 34 provinces and cities. Below is a selection; our hotline can point you to the dealer nearest you.',
      ),
      links: [
        { link: { label: t(`Gọi ${HOTLINE}`, `Call ${HOTLINE}`), href: HOTLINE_TEL } },
        { link: { label: t('Liên hệ', 'Contact us'), href: '/lien-he' } },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Miền Bắc', 'Northern Vietnam'),
      intro: t(
        'Phòng trưng bày Hà Nội và các đại lý ủy quyền cấp 1 tại Hà Nội, Hải Phòng.',
        'Our Hanoi showroom and first-tier authorised dealers in Hanoi and Hai Phong.',
      ),
      columns: '4',
      cards: [
        {
          title: t('Phòng trưng bày Sora Electric Hà Nội', 'Sora Electric Hanoi showroom'),
          text: t(
            'Tầng 1, Tòa nhà Sora Hà Nội, 165 Cầu Giấy, Phường Cầu Giấy, Hà Nội · (024) 3793 5588 · 8:30–20:30 hằng ngày · Trưng bày đầy đủ thiết bị gia dụng và khu trải nghiệm điều hòa VRF.',
            'Ground floor, Sora Hanoi Building, 165 Cau Giay Street, Cau Giay Ward, Hanoi · (024) 3793 5588 · 8:30–20:30 daily · The full home appliance range plus a VRF air-conditioning experience area.',
          ),
        },
        {
          title: t('Điện máy Phú Gia', 'Phu Gia Electronics'),
          text: t(
            '218 Nguyễn Trãi, Phường Thanh Xuân, Hà Nội · (024) 3557 2468 · Đại lý ủy quyền cấp 1 cho điều hòa, tủ lạnh, quạt và máy hút ẩm, có đội lắp đặt riêng.',
            '218 Nguyen Trai Street, Thanh Xuan Ward, Hanoi · (024) 3557 2468 · First-tier authorised dealer for air conditioners, refrigerators, fans and dehumidifiers, with its own installation team.',
          ),
        },
        {
          title: t('Điện lạnh Bảo An', 'Bao An Cooling'),
          text: t(
            '56 Nguyễn Văn Cừ, Phường Bồ Đề, Hà Nội · (024) 3872 1350 · Chuyên điều hòa dân dụng, điều hòa VRF mini và quạt thông gió cho căn hộ.',
            '56 Nguyen Van Cu Street, Bo De Ward, Hanoi · (024) 3872 1350 · Specialist in residential air conditioners, mini VRF systems and ventilation fans for apartments.',
          ),
        },
        {
          title: t('Điện lạnh Hải Đăng', 'Hai Dang Cooling'),
          text: t(
            '112 Lạch Tray, Phường Ngô Quyền, TP. Hải Phòng · (0225) 3745 218 · Đại lý ủy quyền kiêm trạm bảo hành, phục vụ cả khu vực Hải Dương cũ.',
            '112 Lach Tray Street, Ngo Quyen Ward, Hai Phong City · (0225) 3745 218 · Authorised dealer and service centre, also covering the former Hai Duong province.',
          ),
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Miền Trung', 'Central Vietnam'),
      intro: t(
        'Phòng trưng bày Đà Nẵng và đại lý ủy quyền tại Đà Nẵng, Huế và Khánh Hòa.',
        'Our Da Nang showroom and authorised dealers in Da Nang, Hue and Khanh Hoa.',
      ),
      columns: '4',
      cards: [
        {
          title: t('Phòng trưng bày Sora Electric Đà Nẵng', 'Sora Electric Da Nang showroom'),
          text: t(
            'Tầng 1, Tòa nhà Sora Đà Nẵng, 255 Nguyễn Văn Linh, Phường Thanh Khê, TP. Đà Nẵng · (0236) 3689 688 · 8:30–20:00 hằng ngày.',
            'Ground floor, Sora Da Nang Building, 255 Nguyen Van Linh Street, Thanh Khe Ward, Da Nang City · (0236) 3689 688 · 8:30–20:00 daily.',
          ),
        },
        {
          title: t('Điện máy Sông Hàn', 'Song Han Electronics'),
          text: t(
            '78 Núi Thành, Phường Hòa Cường, TP. Đà Nẵng · (0236) 3631 247 · Đại lý ủy quyền cấp 1, tư vấn điều hòa cho khách sạn mini và homestay.',
            '78 Nui Thanh Street, Hoa Cuong Ward, Da Nang City · (0236) 3631 247 · First-tier authorised dealer, advising small hotels and homestays on air conditioning.',
          ),
        },
        {
          title: t('Điện lạnh Hương Giang', 'Huong Giang Cooling'),
          text: t(
            '145 Hùng Vương, Phường Thuận Hóa, TP. Huế · (0234) 3825 416 · Thiết bị gia dụng và máy hút ẩm cho mùa mưa kéo dài ở cố đô.',
            '145 Hung Vuong Street, Thuan Hoa Ward, Hue City · (0234) 3825 416 · Home appliances and dehumidifiers for the old capital’s long rainy season.',
          ),
        },
        {
          title: t('Điện lạnh Biển Xanh', 'Bien Xanh Cooling'),
          text: t(
            '34 Thống Nhất, Phường Nha Trang, tỉnh Khánh Hòa · (0258) 3826 519 · Điều hòa có dàn nóng chống ăn mòn cho nhà ở và khách sạn ven biển.',
            '34 Thong Nhat Street, Nha Trang Ward, Khanh Hoa Province · (0258) 3826 519 · Air conditioners with anti-corrosion outdoor units for seaside homes and hotels.',
          ),
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Miền Nam', 'Southern Vietnam'),
      intro: t(
        'Phòng trưng bày TP. Hồ Chí Minh và đại lý ủy quyền tại TP. Hồ Chí Minh, khu vực Bình Dương cũ và Cần Thơ.',
        'Our Ho Chi Minh City showroom and authorised dealers in Ho Chi Minh City, the former Binh Duong province and Can Tho.',
      ),
      columns: '4',
      cards: [
        {
          title: t(
            'Phòng trưng bày Sora Electric TP. Hồ Chí Minh',
            'Sora Electric Ho Chi Minh City showroom',
          ),
          text: t(
            'Tầng trệt, Tòa nhà Sora Riverside, 39 Tôn Đức Thắng, Phường Sài Gòn, TP. Hồ Chí Minh · (028) 3822 5833 · 8:30–21:00 hằng ngày · Phòng trưng bày lớn nhất, có khu trải nghiệm nhà thông minh.',
            'Ground floor, Sora Riverside Building, 39 Ton Duc Thang Street, Sai Gon Ward, Ho Chi Minh City · (028) 3822 5833 · 8:30–21:00 daily · Our largest showroom, with a smart-home experience area.',
          ),
        },
        {
          title: t('Điện máy Minh Khang', 'Minh Khang Electronics'),
          text: t(
            '412 Cách Mạng Tháng Tám, Phường Nhiêu Lộc, TP. Hồ Chí Minh · (028) 3930 6412 · Đại lý ủy quyền cấp 1 có kho hàng riêng, giao và lắp đặt trong ngày tại khu vực trung tâm.',
            '412 Cach Mang Thang Tam Street, Nhieu Loc Ward, Ho Chi Minh City · (028) 3930 6412 · First-tier authorised dealer with its own warehouse and same-day delivery and installation in the city centre.',
          ),
        },
        {
          title: t('Điện lạnh Phước Thịnh', 'Phuoc Thinh Cooling'),
          text: t(
            '327 Đại lộ Bình Dương, Phường Thủ Dầu Một, TP. Hồ Chí Minh · (0274) 3822 617 · Phục vụ khu vực Bình Dương cũ, nhận dự án quạt thông gió và máy sấy tay cho nhà xưởng.',
            '327 Binh Duong Boulevard, Thu Dau Mot Ward, Ho Chi Minh City · (0274) 3822 617 · Serving the former Binh Duong province, including ventilation and hand dryer projects for factories.',
          ),
        },
        {
          title: t('Điện máy Tây Đô', 'Tay Do Electronics'),
          text: t(
            '88 Đường 3 Tháng 2, Phường Ninh Kiều, TP. Cần Thơ · (0292) 3836 288 · Đại lý ủy quyền cấp 1 cho khu vực Đồng bằng sông Cửu Long, kiêm trạm bảo hành.',
            'No. 88, 3 Thang 2 Street, Ninh Kieu Ward, Can Tho City · (0292) 3836 288 · First-tier authorised dealer and service centre for the Mekong Delta.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t(
        'Mua trực tuyến và nhận biết đại lý ủy quyền',
        'Buying online and recognising an authorised dealer',
      ),
      content: t(
        doc(
          h3('Kênh mua trực tuyến chính hãng'),
          ul(
            [
              bold('Gian hàng chính hãng trên sàn thương mại điện tử: '),
              'Sora Electric vận hành gian hàng chính thức trên ba sàn thương mại điện tử lớn nhất Việt Nam. Hãy tìm gian hàng “Sora Electric Official Store” có biểu tượng xác thực của sàn.',
            ],
            [
              bold('Website của các chuỗi điện máy đối tác: '),
              'các chuỗi điện máy toàn quốc là đại lý ủy quyền đều bán sản phẩm Sora Electric trên website và ứng dụng của mình, với giá và chính sách bảo hành như tại cửa hàng.',
            ],
            [
              bold('Kênh dành cho doanh nghiệp: '),
              'đơn hàng dự án, thiết bị tòa nhà và tự động hóa được bộ phận kinh doanh báo giá trực tiếp; vui lòng ',
              link('liên hệ với chúng tôi', '/lien-he'),
              '.',
            ],
          ),
          p(
            'Sora Electric không bán hàng qua tài khoản cá nhân trên mạng xã hội và không bao giờ yêu cầu chuyển tiền đặt cọc vào tài khoản cá nhân.',
          ),
          h3('Cách kiểm tra một đại lý ủy quyền'),
          ol(
            'Đại lý ủy quyền được cấp Giấy chứng nhận có thời hạn theo năm, treo tại cửa hàng và có mã QR để bạn quét kiểm tra.',
            [
              'Gọi tổng đài ',
              link(HOTLINE, HOTLINE_TEL),
              ' (7:30–21:00 hằng ngày) và cung cấp tên, địa chỉ cửa hàng; tổng đài viên xác nhận ngay trong cuộc gọi.',
            ],
            'Mỗi sản phẩm chính hãng đều có tem bảo hành điện tử với mã QR; sau khi quét, thông tin model và ngày sản xuất phải khớp với sản phẩm bạn nhận.',
            'Yêu cầu hóa đơn giá trị gia tăng ghi rõ model và số sê-ri để bảo đảm quyền lợi bảo hành.',
          ),
          p(
            'Mua tại đại lý ủy quyền, bạn được hưởng đầy đủ chế độ bảo hành chính hãng, lắp đặt đúng kỹ thuật và có thể tham gia chương trình ',
            link('thu hồi, tái chế thiết bị cũ', '/sang-kien-ben-vung'),
            '.',
          ),
        ),
        doc(
          h3('Official online channels'),
          ul(
            [
              bold('Official stores on e-commerce marketplaces: '),
              'Sora Electric runs official stores on Vietnam’s three largest online marketplaces. Look for “Sora Electric Official Store” with the marketplace’s verified badge.',
            ],
            [
              bold('Partner retail chains online: '),
              'the national electronics chains that are authorised dealers sell Sora Electric products on their websites and apps, with the same prices and warranty as in store.',
            ],
            [
              bold('Business customers: '),
              'project orders, building equipment and automation products are quoted directly by our sales team – please ',
              link('get in touch', '/lien-he'),
              '.',
            ],
          ),
          p(
            'Sora Electric does not sell through personal social media accounts and will never ask you to transfer a deposit to a personal bank account.',
          ),
          h3('How to check an authorised dealer'),
          ol(
            'Authorised dealers hold a certificate renewed every year, displayed in the store with a QR code you can scan to verify it.',
            [
              'Call our hotline on ',
              link(HOTLINE, HOTLINE_TEL),
              ' (7:30–21:00 daily) with the store’s name and address, and we will confirm it during the call.',
            ],
            'Every genuine product carries an e-warranty label with a QR code; when you scan it, the model and production date must match the product you received.',
            'Ask for a VAT invoice showing the model and serial number to protect your warranty rights.',
          ),
          p(
            'Buying from an authorised dealer gets you the full manufacturer’s warranty, professional installation and access to our ',
            link('take-back and recycling programme', '/sang-kien-ben-vung'),
            '.',
          ),
        ),
      ),
    },
  ],
}

const contact: PageSeed = {
  slug: slug('lien-he'),
  title: t('Liên hệ', 'Contact us'),
  seo: {
    title: t('Liên hệ', 'Contact us'),
    description: t(
      'Liên hệ Sora Electric Việt Nam: tổng đài miễn phí 1800 585 833, email cskh@soraelectric.vn, địa chỉ trụ sở, chi nhánh, nhà máy và các phòng ban.',
      'Contact Sora Electric Vietnam: free hotline 1800 585 833, cskh@soraelectric.vn, and the addresses of our head office, branches, factory and teams.',
    ),
    image: 'co-contact-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-contact-hero',
      eyebrow: t('Liên hệ', 'Contact us'),
      heading: t('Chúng tôi luôn sẵn sàng lắng nghe', 'We’re here to help'),
      text: t(
        `Tổng đài miễn phí ${HOTLINE} hoạt động từ 7:30 đến 21:00 tất cả các ngày trong tuần, kể cả ngày lễ. Bạn cũng có thể gửi email đến ${EMAIL}; chúng tôi phản hồi trong vòng một ngày làm việc.`,
        `Our free hotline ${HOTLINE} is open from 7:30 to 21:00 every day, public holidays included. You can also email ${EMAIL}, and we will reply within one working day.`,
      ),
      links: [
        { link: { label: t(`Gọi ${HOTLINE}`, `Call ${HOTLINE}`), href: HOTLINE_TEL } },
        { link: { label: t('Gửi email', 'Send an email'), href: EMAIL_LINK } },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Liên hệ đúng bộ phận', 'Reach the right team'),
      intro: t(
        'Gửi yêu cầu trực tiếp đến bộ phận phụ trách để được hỗ trợ nhanh nhất.',
        'Send your request straight to the team in charge for the fastest answer.',
      ),
      columns: '3',
      cards: [
        {
          title: t('Chăm sóc khách hàng', 'Customer service'),
          text: t(
            `Tư vấn sản phẩm, đặt lịch lắp đặt, bảo hành, sửa chữa và thu hồi thiết bị cũ · Tổng đài ${HOTLINE} (miễn phí) · ${EMAIL}.`,
            `Product advice, installation bookings, warranty, repairs and appliance take-back · Hotline ${HOTLINE} (free) · ${EMAIL}.`,
          ),
          link: { label: t('Gửi email', 'Send an email'), href: EMAIL_LINK },
        },
        {
          title: t('Kinh doanh dự án', 'Project sales'),
          text: t(
            'Báo giá và tư vấn điều hòa trung tâm, thang máy, thang cuốn và thiết bị cho tòa nhà, khách sạn, bệnh viện · duan@soraelectric.vn · (028) 3822 5833, máy lẻ 300.',
            'Quotations and advice on central air conditioning, elevators, escalators and equipment for buildings, hotels and hospitals · duan@soraelectric.vn · (028) 3822 5833, ext. 300.',
          ),
          link: { label: t('Gửi email', 'Send an email'), href: 'mailto:duan@soraelectric.vn' },
        },
        {
          title: t('Hỗ trợ tự động hóa', 'Factory automation support'),
          text: t(
            'Tư vấn chọn PLC, servo, biến tần, robot; hỗ trợ lập trình và xử lý sự cố · fa.support@soraelectric.vn · (028) 3736 0599 · 8:00–17:30, thứ Hai đến thứ Bảy.',
            'Help choosing PLCs, servo systems, inverters and robots, plus programming and troubleshooting support · fa.support@soraelectric.vn · (028) 3736 0599 · 8:00–17:30, Monday to Saturday.',
          ),
          link: {
            label: t('Gửi email', 'Send an email'),
            href: 'mailto:fa.support@soraelectric.vn',
          },
        },
        {
          title: t('Đào tạo', 'Training'),
          text: t(
            `Đăng ký khóa học PLC, servo, HMI, robot và hội thảo kỹ thuật miễn phí tại Hà Nội, TP. Hồ Chí Minh, Cần Thơ · ${TRAINING_EMAIL}.`,
            `Registration for PLC, servo, HMI and robot courses and free technical seminars in Hanoi, Ho Chi Minh City and Can Tho · ${TRAINING_EMAIL}.`,
          ),
          link: { label: t('Xem khóa học', 'View courses'), href: '/training-center' },
        },
        {
          title: t('Truyền thông và báo chí', 'Media and press'),
          text: t(
            `Thông cáo báo chí, hình ảnh, phỏng vấn lãnh đạo và hợp tác tài trợ sự kiện · ${PRESS_EMAIL} · (028) 3822 5833, máy lẻ 250.`,
            `Press releases, images, management interviews and event partnerships · ${PRESS_EMAIL} · (028) 3822 5833, ext. 250.`,
          ),
          link: { label: t('Gửi email', 'Send an email'), href: `mailto:${PRESS_EMAIL}` },
        },
        {
          title: t('Tuyển dụng', 'Careers'),
          text: t(
            'Vị trí đang tuyển, chương trình thực tập sinh và học bổng Kỹ sư tương lai · tuyendung@soraelectric.vn.',
            'Current vacancies, our internship programme and Future Engineers scholarships · tuyendung@soraelectric.vn.',
          ),
          link: { label: t('Xem vị trí tuyển dụng', 'View vacancies'), href: '/tuyen-dung' },
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Văn phòng và cơ sở', 'Offices and sites'),
      columns: '3',
      cards: [
        {
          title: t('Trụ sở chính – TP. Hồ Chí Minh', 'Head office – Ho Chi Minh City'),
          text: t(
            'Tầng 12, Tòa nhà Sora Riverside, 39 Tôn Đức Thắng, Phường Sài Gòn, TP. Hồ Chí Minh · (028) 3822 5833 · 8:00–17:30 thứ Hai đến thứ Sáu, 8:00–12:00 thứ Bảy.',
            '12th floor, Sora Riverside Building, 39 Ton Duc Thang Street, Sai Gon Ward, Ho Chi Minh City · (028) 3822 5833 · 8:00–17:30 Monday to Friday, 8:00–12:00 Saturday.',
          ),
          media: 'co-contact-map-hq',
        },
        {
          title: t('Chi nhánh Hà Nội', 'Hanoi branch'),
          text: t(
            'Tầng 9, Tòa nhà Sora Hà Nội, 165 Cầu Giấy, Phường Cầu Giấy, Hà Nội · (024) 3793 5588 · 8:00–17:30 thứ Hai đến thứ Sáu · Thành lập năm 2014.',
            '9th floor, Sora Hanoi Building, 165 Cau Giay Street, Cau Giay Ward, Hanoi · (024) 3793 5588 · 8:00–17:30 Monday to Friday · Opened in 2014.',
          ),
          media: 'co-contact-map-hanoi',
        },
        {
          title: t('Chi nhánh Đà Nẵng', 'Da Nang branch'),
          text: t(
            'Tầng 6, Tòa nhà Sora Đà Nẵng, 255 Nguyễn Văn Linh, Phường Thanh Khê, TP. Đà Nẵng · (0236) 3689 688 · 8:00–17:30 thứ Hai đến thứ Sáu · Thành lập năm 2016.',
            '6th floor, Sora Da Nang Building, 255 Nguyen Van Linh Street, Thanh Khe Ward, Da Nang City · (0236) 3689 688 · 8:00–17:30 Monday to Friday · Opened in 2016.',
          ),
          media: 'co-contact-map-danang',
        },
        {
          title: t('Nhà máy Sora Electric Việt Nam', 'Sora Electric Vietnam factory'),
          text: t(
            'Lô I-5, Đường D2, Khu Công nghệ cao TP. Hồ Chí Minh · (028) 3736 0588 · Khánh thành ngày 26/10/2018 · Đón khách hàng, đối tác và trường học tham quan theo lịch hẹn trước.',
            'Lot I-5, D2 Street, Saigon Hi-Tech Park, Ho Chi Minh City · (028) 3736 0588 · Opened on 26/10/2018 · Visits for customers, partners and schools by appointment.',
          ),
          media: 'co-contact-map-factory',
        },
        {
          title: t(
            'Trung tâm giải pháp và đào tạo TP. Hồ Chí Minh',
            'Ho Chi Minh City solution and training centre',
          ),
          text: t(
            'Tòa nhà Sora Tech Center, Lô T2-3, Đường D1, Khu Công nghệ cao TP. Hồ Chí Minh · (028) 3736 0599 · 8:00–17:30 thứ Hai đến thứ Bảy.',
            'Sora Tech Center, Lot T2-3, D1 Street, Saigon Hi-Tech Park, Ho Chi Minh City · (028) 3736 0599 · 8:00–17:30 Monday to Saturday.',
          ),
          media: 'co-contact-map-techcenter',
        },
        {
          title: t('Trung tâm giải pháp Cần Thơ', 'Can Tho solution centre'),
          text: t(
            '12 Đường 30 Tháng 4, Phường Ninh Kiều, TP. Cần Thơ · (0292) 3761 833 · 8:00–17:00 thứ Hai đến thứ Sáu · Thành lập năm 2020.',
            'No. 12, 30 Thang 4 Street, Ninh Kieu Ward, Can Tho City · (0292) 3761 833 · 8:00–17:00 Monday to Friday · Opened in 2020.',
          ),
          media: 'co-contact-map-cantho',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Chúng tôi xử lý yêu cầu của bạn như thế nào', 'How we handle your request'),
      width: 'narrow',
      content: t(
        doc(
          p(
            'Mỗi yêu cầu gửi đến Sora Electric đều được ghi nhận với một mã số riêng, gửi đến bạn qua tin nhắn hoặc email để tiện theo dõi.',
          ),
          ul(
            [
              bold('Cuộc gọi tổng đài: '),
              'thời gian chờ trung bình dưới 30 giây trong giờ hoạt động.',
            ],
            [bold('Email: '), 'phản hồi trong vòng một ngày làm việc.'],
            [
              bold('Bảo hành, sửa chữa: '),
              'kỹ thuật viên liên hệ hẹn lịch trong vòng 24 giờ làm việc.',
            ],
            [
              bold('Báo giá dự án: '),
              'kỹ sư kinh doanh liên hệ trong một ngày làm việc và gửi báo giá sơ bộ trong vòng 5 ngày làm việc.',
            ],
            [
              bold('Sự cố dây chuyền tự động hóa: '),
              'hỗ trợ từ xa trong vòng 2 giờ làm việc, cử kỹ sư đến nhà máy khi cần.',
            ],
            [
              bold('Khiếu nại: '),
              'chuyển đến bộ phận Quản lý chất lượng và được trả lời chính thức bằng văn bản trong vòng 3 ngày làm việc.',
            ],
          ),
          p(
            'Để được hỗ trợ nhanh hơn, vui lòng chuẩn bị tên model, số sê-ri in trên tem sản phẩm và số điện thoại đã đăng ký bảo hành điện tử. Thông tin cá nhân bạn cung cấp chỉ được dùng để xử lý yêu cầu của bạn.',
          ),
        ),
        doc(
          p(
            'Every request we receive is logged with its own reference number, which we send you by text message or email so you can follow its progress.',
          ),
          ul(
            [
              bold('Hotline calls: '),
              'average waiting time under 30 seconds during opening hours.',
            ],
            [bold('Email: '), 'a reply within one working day.'],
            [
              bold('Warranty and repairs: '),
              'a technician calls within 24 working hours to arrange a visit.',
            ],
            [
              bold('Project quotations: '),
              'a sales engineer contacts you within one working day, with an initial quotation within five working days.',
            ],
            [
              bold('Automation line breakdowns: '),
              'remote support within two working hours, with an engineer sent to your plant when needed.',
            ],
            [
              bold('Complaints: '),
              'passed to our Quality Management team, with a formal written reply within three working days.',
            ],
          ),
          p(
            'To help us help you faster, please have the model name, the serial number from the product label and the phone number you registered for the e-warranty ready. Any personal information you give us is used only to handle your request.',
          ),
        ),
      ),
    },
    {
      blockType: 'mediaText',
      heading: t('Ghé thăm phòng trưng bày', 'Visit a showroom'),
      content: t(
        doc(
          p(
            'Muốn tận mắt xem sản phẩm trước khi mua? Phòng trưng bày tại TP. Hồ Chí Minh, Hà Nội và Đà Nẵng mở cửa hằng ngày, kể cả cuối tuần. Chuyên viên tư vấn sẽ giúp bạn so sánh các model, tính công suất điều hòa phù hợp với từng phòng và đặt lịch khảo sát lắp đặt tại nhà.',
          ),
        ),
        doc(
          p(
            'Want to see the products for yourself before you buy? Our showrooms in Ho Chi Minh City, Hanoi and Da Nang are open every day, weekends included. Our advisers will help you compare models, work out the right air-conditioner capacity for each room and book a home installation survey.',
          ),
        ),
      ),
      media: 'co-contact-showroom',
      mediaPosition: 'right',
      link: {
        label: t('Địa chỉ phòng trưng bày và đại lý', 'Showroom and dealer addresses'),
        href: '/mua-o-dau',
      },
    },
  ],
}

const netZeroEvent: PageSeed = {
  slug: slug('netzero-energy-building-event'),
  title: t('Diễn đàn Công trình Năng lượng Net Zero 2026', 'Net-Zero Energy Building Forum 2026'),
  chrome: 'minimal',
  seo: {
    title: t(
      'Diễn đàn Công trình Năng lượng Net Zero 2026 – 10/12/2026',
      'Net-Zero Energy Building Forum 2026 – 10 December 2026',
    ),
    description: t(
      'Diễn đàn Công trình Năng lượng Net Zero 2026 do Sora Electric Việt Nam tổ chức ngày 10/12/2026 tại TP. Hồ Chí Minh. Tham dự miễn phí, đăng ký qua email.',
      'The Net-Zero Energy Building Forum 2026, hosted by Sora Electric Vietnam on 10 December 2026 in Ho Chi Minh City. Free admission; register by email.',
    ),
    image: 'co-nz-hero',
  },
  layout: [
    {
      blockType: 'hero',
      media: 'co-nz-hero',
      eyebrow: t(
        'Thứ Năm, 10/12/2026 · Trung tâm Hội nghị Ánh Dương, TP. Hồ Chí Minh',
        'Thursday 10 December 2026 · Anh Duong Convention Centre, Ho Chi Minh City',
      ),
      heading: t(
        'Diễn đàn Công trình Năng lượng Net Zero 2026',
        'Net-Zero Energy Building Forum 2026',
      ),
      text: t(
        'Một ngày chuyên đề về thiết kế, vận hành và cải tạo công trình hướng tới năng lượng ròng bằng 0, do Sora Electric Việt Nam tổ chức tại 25 Mai Chí Thọ, Phường An Khánh, TP. Hồ Chí Minh. Tham dự miễn phí, số chỗ có hạn.',
        'A one-day forum on designing, operating and retrofitting buildings for net-zero energy, hosted by Sora Electric Vietnam at 25 Mai Chi Tho Street, An Khanh Ward, Ho Chi Minh City. Free admission; places are limited.',
      ),
      links: [
        {
          link: {
            label: t('Đăng ký tham dự', 'Register now'),
            href: `mailto:${EVENTS_EMAIL}`,
          },
        },
        {
          link: {
            label: t('Giải pháp tòa nhà Sora Electric', 'Sora Electric building solutions'),
            href: '/giai-phap-toa-nha',
          },
        },
      ],
    },
    {
      blockType: 'mediaText',
      heading: t(
        'Vì sao cần một diễn đàn về công trình Net Zero?',
        'Why a forum on net-zero buildings?',
      ),
      content: t(
        doc(
          p(
            'Nhà ở và tòa nhà thương mại là một trong những nhóm tiêu thụ điện lớn nhất tại Việt Nam, và nhu cầu làm mát còn tăng nhanh cùng tốc độ đô thị hóa. Để đạt mục tiêu phát thải ròng bằng 0 vào năm 2050, những công trình khởi công hôm nay cần được thiết kế để dùng ít năng lượng nhất có thể và bù phần còn lại bằng năng lượng tái tạo.',
          ),
          p(
            'Diễn đàn năm nay tập trung vào những giải pháp đã được kiểm chứng: tối ưu vỏ công trình, điều hòa hiệu suất cao, thông gió thu hồi nhiệt, thang máy tái sinh năng lượng, điện mặt trời áp mái và quản lý năng lượng dựa trên dữ liệu. Mỗi phiên đều đi kèm số liệu thực tế từ các công trình đang vận hành tại Việt Nam.',
          ),
          ul(
            '300 khách mời là chủ đầu tư, đơn vị tư vấn, nhà thầu và ban quản lý tòa nhà.',
            'Tám diễn giả đến từ Việt Nam và Nhật Bản, cùng một phiên thảo luận mở với khán giả.',
            'Khu trưng bày giải pháp với mô hình VRF, thông gió thu hồi nhiệt và hệ thống giám sát năng lượng theo thời gian thực.',
          ),
        ),
        doc(
          p(
            'Homes and commercial buildings are among the largest electricity consumers in Vietnam, and demand for cooling is rising fast as cities grow. To reach net-zero emissions by 2050, buildings that break ground today must be designed to use as little energy as possible and cover the rest with renewables.',
          ),
          p(
            'This year’s forum focuses on proven solutions: optimised building envelopes, high-efficiency air conditioning, heat-recovery ventilation, regenerative elevators, rooftop solar and data-driven energy management. Every session is backed by real figures from buildings operating in Vietnam today.',
          ),
          ul(
            '300 invited developers, consultants, contractors and facility managers.',
            'Eight speakers from Vietnam and Japan, plus an open panel discussion with the audience.',
            'A solutions exhibition with working VRF, heat-recovery ventilation and real-time energy monitoring displays.',
          ),
        ),
      ),
      media: 'co-nz-about',
      mediaPosition: 'right',
    },
    {
      blockType: 'richText',
      heading: t('Chương trình', 'Agenda'),
      content: t(
        doc(
          ul(
            [bold('07:30 – 08:30 · '), 'Đón khách, đăng ký và tham quan khu trưng bày giải pháp.'],
            [
              bold('08:30 – 08:50 · '),
              'Phát biểu khai mạc – ông Kenji Morita, Tổng Giám đốc Sora Electric Việt Nam.',
            ],
            [
              bold('08:50 – 09:30 · '),
              'Tham luận chính: Lộ trình công trình Net Zero tại Việt Nam – quy chuẩn, chứng nhận công trình xanh và thị trường carbon – TS. Nguyễn Thanh Hà.',
            ],
            [
              bold('09:30 – 10:10 · '),
              'Phiên 1: Thiết kế thụ động và vỏ công trình cho khí hậu nhiệt đới gió mùa – KTS. Lê Minh Tuấn.',
            ],
            [bold('10:10 – 10:30 · '), 'Giải lao và kết nối.'],
            [
              bold('10:30 – 11:10 · '),
              'Phiên 2: Điều hòa VRF, chiller và thông gió thu hồi nhiệt – giảm 30–40% điện năng làm mát – KS. Trần Minh Quân.',
            ],
            [
              bold('11:10 – 11:50 · '),
              'Phiên 3: Thang máy tái sinh năng lượng và hệ thống quản lý tòa nhà – bà Aiko Tanaka.',
            ],
            [bold('11:50 – 13:15 · '), 'Ăn trưa và tham quan khu trưng bày.'],
            [
              bold('13:15 – 13:55 · '),
              'Phiên 4: Điện mặt trời áp mái, lưu trữ năng lượng và giám sát điện năng theo thời gian thực – ông Phạm Đức Long.',
            ],
            [
              bold('13:55 – 14:35 · '),
              'Phiên 5: Nghiên cứu điển hình – cải tạo một tòa văn phòng 20 năm tuổi, giảm 45% điện năng tiêu thụ – bà Lê Hoàng Yến.',
            ],
            [
              bold('14:35 – 15:30 · '),
              'Thảo luận: Tài chính xanh và chứng nhận LOTUS, EDGE, LEED cho công trình Net Zero – điều phối: ThS. Võ Quốc Bảo.',
            ],
            [bold('15:30 – 16:00 · '), 'Hỏi đáp, tổng kết và bốc thăm may mắn.'],
            [bold('16:00 – 17:00 · '), 'Tiệc trà kết nối.'],
          ),
          p(
            italic(
              'Chương trình có thể được điều chỉnh; phiên bản cập nhật sẽ được gửi đến khách mời một tuần trước sự kiện.',
            ),
          ),
        ),
        doc(
          ul(
            [bold('07:30 – 08:30 · '), 'Arrival, registration and solutions exhibition.'],
            [
              bold('08:30 – 08:50 · '),
              'Opening remarks – Mr Kenji Morita, General Director, Sora Electric Vietnam.',
            ],
            [
              bold('08:50 – 09:30 · '),
              'Keynote: Vietnam’s road to net-zero buildings – codes, green building certification and the carbon market – Dr Nguyen Thanh Ha.',
            ],
            [
              bold('09:30 – 10:10 · '),
              'Session 1: Passive design and building envelopes for a tropical monsoon climate – Le Minh Tuan, architect.',
            ],
            [bold('10:10 – 10:30 · '), 'Coffee break and networking.'],
            [
              bold('10:30 – 11:10 · '),
              'Session 2: VRF, chillers and heat-recovery ventilation – cutting cooling energy by 30–40% – Tran Minh Quan, engineer.',
            ],
            [
              bold('11:10 – 11:50 · '),
              'Session 3: Regenerative elevators and building management systems – Ms Aiko Tanaka.',
            ],
            [bold('11:50 – 13:15 · '), 'Lunch and exhibition.'],
            [
              bold('13:15 – 13:55 · '),
              'Session 4: Rooftop solar, energy storage and real-time energy monitoring – Mr Pham Duc Long.',
            ],
            [
              bold('13:55 – 14:35 · '),
              'Session 5: Case study – retrofitting a 20-year-old office tower to use 45% less electricity – Ms Le Hoang Yen.',
            ],
            [
              bold('14:35 – 15:30 · '),
              'Panel: Green finance and LOTUS, EDGE and LEED certification for net-zero buildings – moderated by Vo Quoc Bao, MSc.',
            ],
            [bold('15:30 – 16:00 · '), 'Q&A, closing remarks and lucky draw.'],
            [bold('16:00 – 17:00 · '), 'Networking reception.'],
          ),
          p(
            italic(
              'The programme may change; the final version will be sent to registered guests one week before the event.',
            ),
          ),
        ),
      ),
    },
    {
      blockType: 'cardGrid',
      heading: t('Diễn giả', 'Speakers'),
      columns: '4',
      cards: [
        {
          title: t('Ông Kenji Morita', 'Mr Kenji Morita'),
          text: t(
            'Tổng Giám đốc, Sora Electric Việt Nam. Hơn 25 năm làm việc tại Tập đoàn Sora ở Nhật Bản, Thái Lan và Việt Nam, từng phụ trách mảng giải pháp tòa nhà khu vực.',
            'General Director, Sora Electric Vietnam. More than 25 years with Sora Group in Japan, Thailand and Vietnam, previously heading building solutions for the region.',
          ),
        },
        {
          title: t('TS. Nguyễn Thanh Hà', 'Dr Nguyen Thanh Ha'),
          text: t(
            'Chuyên gia hiệu quả năng lượng công trình với 20 năm kinh nghiệm tư vấn công trình xanh; thành viên hội đồng chuyên môn của Diễn đàn.',
            'Building energy efficiency specialist with 20 years of green building consultancy; member of the forum’s advisory board.',
          ),
        },
        {
          title: t('KTS. Lê Minh Tuấn', 'Le Minh Tuan, architect'),
          text: t(
            'Kiến trúc sư trưởng của một văn phòng thiết kế tại TP. Hồ Chí Minh, theo đuổi kiến trúc thụ động cho khí hậu nhiệt đới với nhiều công trình đạt chứng nhận xanh.',
            'Principal architect at a Ho Chi Minh City design practice, championing passive design for the tropics, with many certified green buildings to his name.',
          ),
        },
        {
          title: t('KS. Trần Minh Quân', 'Tran Minh Quan, engineer'),
          text: t(
            'Giám đốc Giải pháp Tòa nhà, Sora Electric Việt Nam; phụ trách thiết kế hệ thống HVAC cho hơn 200 công trình trên cả nước.',
            'Director of Building Solutions, Sora Electric Vietnam, responsible for HVAC system design on more than 200 projects nationwide.',
          ),
        },
        {
          title: t('Bà Aiko Tanaka', 'Ms Aiko Tanaka'),
          text: t(
            'Kỹ sư trưởng, Trung tâm Nghiên cứu Hệ thống Tòa nhà của Tập đoàn Sora tại Tokyo; chuyên gia về thang máy tái sinh năng lượng và tích hợp hệ thống quản lý tòa nhà.',
            'Chief Engineer at Sora Group’s Building Systems Research Centre in Tokyo, specialising in regenerative elevators and building management integration.',
          ),
        },
        {
          title: t('Ông Phạm Đức Long', 'Mr Pham Duc Long'),
          text: t(
            'Trưởng phòng Năng lượng tái tạo, Sora Electric Việt Nam; phụ trách vận hành hệ thống điện mặt trời áp mái 1,2 MWp tại nhà máy Khu Công nghệ cao.',
            'Head of Renewable Energy, Sora Electric Vietnam, in charge of the 1.2 MWp rooftop solar array at our Saigon Hi-Tech Park factory.',
          ),
        },
        {
          title: t('Bà Lê Hoàng Yến', 'Ms Le Hoang Yen'),
          text: t(
            'Giám đốc Vận hành của một chủ đầu tư văn phòng cho thuê tại TP. Hồ Chí Minh, người dẫn dắt dự án cải tạo năng lượng được giới thiệu tại Phiên 5.',
            'Chief Operating Officer of a Ho Chi Minh City office landlord, who led the energy retrofit presented in Session 5.',
          ),
        },
        {
          title: t('ThS. Võ Quốc Bảo', 'Vo Quoc Bao, MSc'),
          text: t(
            'Chuyên gia tài chính xanh, tư vấn cho các tổ chức tín dụng về khoản vay công trình xanh và tín chỉ carbon; điều phối phiên thảo luận.',
            'Green finance specialist advising lenders on green building loans and carbon credits; moderator of the panel discussion.',
          ),
        },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: t('Ai nên tham dự?', 'Who should attend?'),
      columns: '4',
      cards: [
        {
          title: t('Chủ đầu tư và nhà phát triển dự án', 'Owners and developers'),
          text: t(
            'Hiểu rõ chi phí và lợi ích thực tế của công trình Net Zero, từ khâu lập dự án đến khi vận hành.',
            'Understand the real costs and benefits of net-zero buildings, from feasibility to day-to-day operation.',
          ),
        },
        {
          title: t('Tư vấn kiến trúc và cơ điện', 'Architects and M&E consultants'),
          text: t(
            'Cập nhật giải pháp kỹ thuật, phương pháp mô phỏng năng lượng và yêu cầu của các hệ thống chứng nhận.',
            'Catch up on technical solutions, energy modelling methods and the requirements of certification schemes.',
          ),
        },
        {
          title: t('Ban quản lý và vận hành tòa nhà', 'Facility managers'),
          text: t(
            'Những cách giảm điện năng tiêu thụ cho công trình đang hoạt động mà không ảnh hưởng đến người sử dụng.',
            'Practical ways to cut energy use in existing buildings without affecting the people who use them.',
          ),
        },
        {
          title: t(
            'Cơ quan quản lý, giảng viên và sinh viên',
            'Policymakers, lecturers and students',
          ),
          text: t(
            'Góc nhìn từ thực tiễn triển khai để xây dựng chính sách và chương trình đào tạo phù hợp.',
            'Lessons from real projects to inform policy and shape the curriculum.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('Đăng ký và thông tin thực tế', 'Registration and practical information'),
      width: 'narrow',
      content: t(
        doc(
          h3('Đăng ký tham dự'),
          p(
            'Diễn đàn miễn phí cho khách mời đã đăng ký. Vui lòng gửi email đến ',
            link(EVENTS_EMAIL, `mailto:${EVENTS_EMAIL}`),
            ' kèm các thông tin sau:',
          ),
          ul(
            'Họ tên, chức danh và đơn vị công tác.',
            'Số điện thoại và email liên hệ.',
            'Phiên bạn quan tâm nhất và câu hỏi muốn gửi đến diễn giả (nếu có).',
          ),
          p(
            'Ban tổ chức xác nhận trong vòng hai ngày làm việc và gửi vé điện tử có mã QR. Hạn đăng ký: 30/11/2026, hoặc sớm hơn khi đủ 300 khách mời.',
          ),
          h3('Thông tin thực tế'),
          ul(
            [bold('Thời gian: '), 'thứ Năm, 10/12/2026, từ 07:30 đến 17:00.'],
            [
              bold('Địa điểm: '),
              'Hội trường Sen, Trung tâm Hội nghị Ánh Dương, 25 Mai Chí Thọ, Phường An Khánh, TP. Hồ Chí Minh.',
            ],
            [bold('Ngôn ngữ: '), 'tiếng Việt và tiếng Anh, có phiên dịch song song qua tai nghe.'],
            [bold('Gửi xe: '), 'miễn phí cho ô tô và xe máy tại tầng hầm B1–B2 khi xuất trình vé.'],
            [
              bold('Tài liệu: '),
              'bài trình bày của diễn giả được gửi qua email sau sự kiện; khách tham dự trọn ngày nhận giấy chứng nhận tham dự.',
            ],
            [
              bold('Liên hệ ban tổ chức: '),
              link(EVENTS_EMAIL, `mailto:${EVENTS_EMAIL}`),
              ' hoặc tổng đài ',
              link(HOTLINE, HOTLINE_TEL),
              '.',
            ],
          ),
          p(
            'Diễn đàn là một phần trong các ',
            link('sáng kiến bền vững', '/sang-kien-ben-vung'),
            ' của Sora Electric Việt Nam. Tìm hiểu thêm về ',
            link('giải pháp HVAC', '/hvac'),
            ' cho công trình tiết kiệm năng lượng.',
          ),
        ),
        doc(
          h3('How to register'),
          p(
            'The forum is free for registered guests. Please email ',
            link(EVENTS_EMAIL, `mailto:${EVENTS_EMAIL}`),
            ' with:',
          ),
          ul(
            'Your name, job title and organisation.',
            'A phone number and email address.',
            'The session you are most interested in, and any question you would like to put to the speakers.',
          ),
          p(
            'The organisers will confirm within two working days and send you an e-ticket with a QR code. Registration closes on 30/11/2026, or earlier once all 300 places are taken.',
          ),
          h3('Practical information'),
          ul(
            [bold('When: '), 'Thursday 10 December 2026, 07:30 to 17:00.'],
            [
              bold('Where: '),
              'Lotus Hall, Anh Duong Convention Centre, 25 Mai Chi Tho Street, An Khanh Ward, Ho Chi Minh City.',
            ],
            [
              bold('Language: '),
              'Vietnamese and English, with simultaneous interpretation via headsets.',
            ],
            [
              bold('Parking: '),
              'free for cars and motorbikes in basements B1–B2 on showing your ticket.',
            ],
            [
              bold('Materials: '),
              'speakers’ slides are emailed after the event, and full-day attendees receive a certificate of attendance.',
            ],
            [
              bold('Organisers: '),
              link(EVENTS_EMAIL, `mailto:${EVENTS_EMAIL}`),
              ' or our hotline ',
              link(HOTLINE, HOTLINE_TEL),
              '.',
            ],
          ),
          p(
            'The forum is part of Sora Electric Vietnam’s ',
            link('sustainability initiatives', '/sang-kien-ben-vung'),
            '. Find out more about our ',
            link('HVAC solutions', '/hvac'),
            ' for energy-efficient buildings.',
          ),
        ),
      ),
    },
  ],
}

export const companyPageSeeds: PageSeed[] = [
  faPage,
  robot,
  industrialRobot,
  cobot,
  trainingCenter,
  newsEvents,
  blog,
  download,
  whereToBuy,
  contact,
  netZeroEvent,
]
