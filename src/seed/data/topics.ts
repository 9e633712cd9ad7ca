import { t } from '../bilingual'
import { bold, doc, h2, h3, link, ol, p, quote, ul } from '../lexical'
import type { TopicSeed } from '../types'

const HOTLINE = '1800 585 833'
const EMAIL = 'cskh@soraelectric.vn'
const PRIVACY_EMAIL = 'privacy@soraelectric.vn'
const TAX_CODE = '0311052748'
const COMPANY_VI = 'Công ty TNHH Sora Electric Việt Nam'
const COMPANY_EN = 'Sora Electric Vietnam Co., Ltd.'
const ADDRESS_VI =
  'Tầng 12, Tòa nhà Sora Riverside, 39 Tôn Đức Thắng, Phường Sài Gòn, TP. Hồ Chí Minh'
const ADDRESS_EN =
  '12th Floor, Sora Riverside Building, 39 Ton Duc Thang Street, Sai Gon Ward, Ho Chi Minh City'

/* ------------------------------------------------------------------------------------------------
 * Company mission (topic 19)
 * ---------------------------------------------------------------------------------------------- */

const companyMission: TopicSeed = {
  topicLink: 'CompanyMission',
  slug: t('su-menh-cong-ty', 'company-mission'),
  title: t('Sứ mệnh công ty', 'Company mission'),
  summary: t(
    'Sứ mệnh, tầm nhìn và những giá trị cốt lõi định hướng mọi hoạt động của Sora Electric Việt Nam, từ thiết bị cho gia đình đến giải pháp cho tòa nhà, nhà máy và hạ tầng.',
    'The mission, vision and core values behind everything Sora Electric Vietnam does, from appliances for the home to solutions for buildings, factories and infrastructure.',
  ),
  updatedOn: '15/01/2026',
  content: t(
    doc(
      p(
        'Khởi đầu từ một xưởng sản xuất động cơ điện nhỏ được thành lập năm 1932, Tập đoàn Sora ngày nay là tập đoàn điện – điện tử hiện diện tại hơn 40 quốc gia và vùng lãnh thổ. Tại Việt Nam, hành trình của chúng tôi bắt đầu từ năm 1994 và được tiếp nối bởi Công ty TNHH Sora Electric Việt Nam với hơn 1.200 nhân viên. Quy mô đã thay đổi rất nhiều, nhưng điều dẫn dắt chúng tôi vẫn vậy: dùng công nghệ để cuộc sống và sản xuất trở nên tốt đẹp hơn.',
      ),
      quote('“Vì một bầu trời trong xanh hơn – công nghệ phục vụ con người và hành tinh.”'),
      h2('Sứ mệnh'),
      p(
        'Sora Electric Việt Nam mang đến những sản phẩm và giải pháp điện – điện tử tin cậy, tiết kiệm năng lượng, giúp gia đình Việt sống tiện nghi hơn, doanh nghiệp vận hành hiệu quả hơn và xã hội phát triển bền vững hơn.',
      ),
      p('Chúng tôi hiện thực hóa sứ mệnh đó qua bốn lĩnh vực kinh doanh:'),
      ul(
        [
          bold('Thiết bị gia dụng: '),
          'điều hòa không khí, tủ lạnh, quạt điện, quạt thông gió, máy hút ẩm và máy sấy tay được thiết kế cho khí hậu nóng ẩm và điều kiện nguồn điện tại Việt Nam.',
        ],
        [
          bold('Giải pháp tòa nhà: '),
          'điều hòa trung tâm, thông gió thu hồi nhiệt, thang máy và thang cuốn giúp công trình vận hành êm ái, an toàn và tiết kiệm.',
        ],
        [
          bold('Tự động hóa công nghiệp: '),
          'bộ điều khiển, biến tần, servo, robot cùng dịch vụ đào tạo giúp nhà máy Việt Nam nâng cao năng suất và chất lượng.',
        ],
        [
          bold('Giải pháp hạ tầng: '),
          'thiết bị cho lưới điện, đường sắt đô thị và nhà máy nước, góp phần xây dựng những đô thị đáng sống.',
        ],
      ),
      h2('Tầm nhìn'),
      p(
        'Đến năm 2035, Sora Electric Việt Nam hướng tới trở thành đối tác công nghệ được tin cậy hàng đầu của các gia đình, chủ đầu tư và nhà sản xuất tại Việt Nam trong lĩnh vực giải pháp năng lượng hiệu quả và tự động hóa.',
      ),
      h3('Những mục tiêu cụ thể'),
      ul(
        'Đến năm 2030, 100% điều hòa và tủ lạnh dân dụng mới ra mắt sử dụng công nghệ Inverter và đạt nhãn năng lượng 5 sao.',
        'Giảm 50% phát thải khí nhà kính từ hoạt động của công ty vào năm 2030 so với năm 2020, tiến tới trung hòa carbon trong hoạt động vào năm 2040 cùng Tập đoàn Sora.',
        'Mở rộng mạng lưới dịch vụ để mọi khách hàng, dù ở đô thị hay vùng sâu, vùng xa, đều được hỗ trợ kỹ thuật trong vòng 48 giờ.',
        'Đào tạo 20.000 kỹ sư và kỹ thuật viên tự động hóa cho nền công nghiệp Việt Nam trong giai đoạn 2025–2035.',
      ),
      h2('Giá trị cốt lõi'),
      p(
        'Năm giá trị dưới đây là kim chỉ nam cho từng quyết định của chúng tôi, từ phòng thiết kế, nhà máy đến công trường và trạm bảo hành.',
      ),
      h3('1. Chính trực'),
      p(
        'Chúng tôi tuân thủ pháp luật Việt Nam, minh bạch về thông tin sản phẩm, giá cả và điều kiện bảo hành, và nói không với mọi hình thức hối lộ, gian lận hay cạnh tranh không lành mạnh.',
      ),
      h3('2. Chất lượng trong từng chi tiết'),
      p(
        'Mỗi sản phẩm đều được kiểm tra nghiêm ngặt trước khi xuất xưởng. Nhà máy của chúng tôi tại Khu Công nghệ cao TP. Hồ Chí Minh vận hành theo các tiêu chuẩn ISO 9001, ISO 14001 và ISO 45001, và mọi phản hồi của khách hàng đều được đưa vào quá trình cải tiến.',
      ),
      h3('3. Khách hàng là trung tâm'),
      p(
        `Chúng tôi lắng nghe để hiểu thói quen sinh hoạt và nhu cầu sản xuất thực tế của khách hàng Việt Nam, đồng thời cam kết dịch vụ sau bán hàng tận tâm qua hơn 150 trạm bảo hành ủy quyền và tổng đài miễn phí ${HOTLINE}.`,
      ),
      h3('4. Tôn trọng con người'),
      p(
        'Chúng tôi xây dựng môi trường làm việc an toàn, đa dạng và bình đẳng, nơi mỗi nhân viên được tôn trọng, được học hỏi và được ghi nhận. Cam kết này được mở rộng tới đối tác, nhà cung cấp và cộng đồng nơi chúng tôi hoạt động.',
      ),
      h3('5. Trách nhiệm với môi trường'),
      p(
        'Chúng tôi thiết kế sản phẩm tiết kiệm năng lượng, chuyển dần sang môi chất lạnh có chỉ số làm nóng toàn cầu thấp, sử dụng điện mặt trời tại nhà máy và thu hồi, tái chế thiết bị cũ qua chương trình ',
        bold('“Đổi cũ – Sống xanh”'),
        '.',
      ),
      h2('Cam kết với các bên liên quan'),
      ul(
        [
          bold('Với khách hàng: '),
          'sản phẩm an toàn, bền bỉ, thông tin rõ ràng và dịch vụ nhanh chóng, đúng hẹn.',
        ],
        [
          bold('Với đại lý và đối tác: '),
          'hợp tác minh bạch, cùng phát triển lâu dài, được hỗ trợ về đào tạo, kỹ thuật và truyền thông.',
        ],
        [
          bold('Với nhân viên: '),
          'cơ hội phát triển nghề nghiệp, đãi ngộ công bằng và môi trường làm việc an toàn.',
        ],
        [
          bold('Với cộng đồng: '),
          'đóng góp cho giáo dục kỹ thuật, tiết kiệm năng lượng và các chương trình thiết thực tại địa phương.',
        ],
      ),
      p(
        'Sứ mệnh chỉ có ý nghĩa khi được thể hiện qua hành động mỗi ngày. Tìm hiểu thêm về chặng đường của chúng tôi tại trang ',
        link('Giới thiệu', '/gioi-thieu'),
        ' và các hoạt động vì môi trường tại trang ',
        link('Sáng kiến bền vững', '/sang-kien-ben-vung'),
        '.',
      ),
    ),
    doc(
      p(
        'What began in 1932 as a small electric motor workshop is today Sora Group, an electrical and electronics group present in more than 40 countries and territories. Our journey in Vietnam started in 1994 and continues today through Sora Electric Vietnam Co., Ltd. and its more than 1,200 employees. Our size has changed beyond recognition, but what drives us has not: using technology to make life and industry better.',
      ),
      quote('“For a clearer sky – technology that serves people and the planet.”'),
      h2('Our mission'),
      p(
        'Sora Electric Vietnam provides reliable, energy-efficient electrical and electronic products and solutions that help Vietnamese families live more comfortably, help businesses run more efficiently and help society develop more sustainably.',
      ),
      p('We put this mission into practice across four businesses:'),
      ul(
        [
          bold('Home appliances: '),
          'air conditioners, refrigerators, electric fans, ventilation fans, dehumidifiers and hand dryers designed for Vietnam’s hot, humid climate and local power supply conditions.',
        ],
        [
          bold('Building solutions: '),
          'central air conditioning, heat-recovery ventilation, elevators and escalators that keep buildings running quietly, safely and economically.',
        ],
        [
          bold('Factory automation: '),
          'controllers, inverters, servo systems and robots, together with training services, that help Vietnamese factories raise productivity and quality.',
        ],
        [
          bold('Infrastructure solutions: '),
          'equipment for power grids, urban railways and water utilities that helps build more liveable cities.',
        ],
      ),
      h2('Our vision'),
      p(
        'By 2035, Sora Electric Vietnam aims to be the most trusted technology partner for families, building owners and manufacturers in Vietnam in energy-efficient solutions and automation.',
      ),
      h3('Concrete goals'),
      ul(
        'By 2030, every new residential air conditioner and refrigerator we launch will use inverter technology and carry a 5-star energy label.',
        'Halve the greenhouse gas emissions of our own operations by 2030 compared with 2020, on the way to carbon neutrality in our operations by 2040 together with Sora Group.',
        'Extend our service network so that every customer, in the cities or in remote areas, receives technical support within 48 hours.',
        'Train 20,000 automation engineers and technicians for Vietnamese industry between 2025 and 2035.',
      ),
      h2('Our core values'),
      p(
        'These five values guide every decision we make, in the design office, on the factory floor, on building sites and at our service centres.',
      ),
      h3('1. Integrity'),
      p(
        'We comply with Vietnamese law, are transparent about product information, prices and warranty conditions, and reject bribery, fraud and unfair competition in every form.',
      ),
      h3('2. Quality in every detail'),
      p(
        'Every product is rigorously tested before it leaves the factory. Our plant in Saigon Hi-Tech Park operates to ISO 9001, ISO 14001 and ISO 45001, and every piece of customer feedback feeds into our improvement process.',
      ),
      h3('3. Customers at the centre'),
      p(
        `We listen closely to understand how Vietnamese customers actually live and produce, and we back our products with attentive after-sales service through more than 150 authorised service centres and our free hotline, ${HOTLINE}.`,
      ),
      h3('4. Respect for people'),
      p(
        'We build a safe, diverse and fair workplace where every employee is respected, can keep learning and is recognised for their contribution. We extend the same commitment to our partners, suppliers and the communities we work in.',
      ),
      h3('5. Responsibility for the environment'),
      p(
        'We design energy-saving products, are moving to refrigerants with a low global warming potential, run our factory partly on solar power and take back and recycle old appliances through our ',
        bold('“Trade in, live green”'),
        ' programme.',
      ),
      h2('Our commitments'),
      ul(
        [
          bold('To customers: '),
          'safe, durable products, clear information and fast, punctual service.',
        ],
        [
          bold('To dealers and partners: '),
          'transparent, long-term cooperation with support for training, technical matters and marketing.',
        ],
        [
          bold('To employees: '),
          'real career development, fair pay and benefits, and a safe place to work.',
        ],
        [
          bold('To communities: '),
          'contributions to technical education, energy saving and practical local programmes.',
        ],
      ),
      p(
        'A mission only means something when it shows in what we do every day. Read more about our story on the ',
        link('About us', '/gioi-thieu'),
        ' page and about our environmental work on ',
        link('Sustainability initiatives', '/sang-kien-ben-vung'),
        '.',
      ),
    ),
  ),
}

/* ------------------------------------------------------------------------------------------------
 * Warranty terms (topic 21)
 * ---------------------------------------------------------------------------------------------- */

const warrantyTerms: TopicSeed = {
  topicLink: 'WarrantyTerms',
  slug: t('dieu-khoan-bao-hanh', 'warranty-terms'),
  title: t('Điều khoản bảo hành', 'Warranty terms'),
  summary: t(
    'Thời hạn, điều kiện và quy trình bảo hành chính hãng cho sản phẩm Sora Electric được phân phối chính thức tại Việt Nam.',
    'Warranty periods, conditions and claim procedures for Sora Electric products officially distributed in Vietnam.',
  ),
  updatedOn: '02/03/2026',
  content: t(
    doc(
      p(
        `${COMPANY_VI} bảo hành miễn phí các sản phẩm chính hãng do công ty phân phối khi sản phẩm phát sinh lỗi kỹ thuật do vật liệu hoặc quá trình sản xuất, trong thời hạn và theo điều kiện nêu dưới đây. Điều khoản này không làm hạn chế các quyền của người tiêu dùng theo Luật Bảo vệ quyền lợi người tiêu dùng và các quy định pháp luật liên quan.`,
      ),
      h2('1. Thời hạn bảo hành'),
      p(
        'Thời hạn bảo hành được tính từ ngày kích hoạt bảo hành điện tử hoặc ngày ghi trên hóa đơn mua hàng. Riêng sản phẩm tự động hóa công nghiệp, thời hạn được tính từ ngày xuất hàng.',
      ),
      h3('Thiết bị gia dụng'),
      ul(
        [bold('Điều hòa không khí dân dụng: '), '2 năm cho toàn bộ máy, 5 năm cho máy nén.'],
        [bold('Tủ lạnh: '), '2 năm cho toàn bộ máy, 10 năm cho máy nén.'],
        [bold('Quạt điện: '), '1 năm.'],
        [bold('Quạt thông gió: '), '2 năm.'],
        [bold('Máy hút ẩm: '), '2 năm.'],
        [bold('Máy sấy tay: '), '2 năm.'],
      ),
      h3('Giải pháp tòa nhà và tự động hóa công nghiệp'),
      ul(
        [
          bold('Sản phẩm tự động hóa (PLC, biến tần, servo, HMI, robot): '),
          '18 tháng kể từ ngày xuất hàng từ kho của Sora Electric Việt Nam.',
        ],
        [
          bold('Điều hòa trung tâm, thang máy, thang cuốn và thiết bị dự án: '),
          'theo hợp đồng của từng dự án, thường tính từ ngày nghiệm thu bàn giao.',
        ],
      ),
      p(
        'Linh kiện được thay thế trong thời hạn bảo hành tiếp tục được bảo hành trong thời gian còn lại của sản phẩm hoặc tối thiểu 3 tháng, tùy thời hạn nào dài hơn.',
      ),
      h2('2. Điều kiện bảo hành'),
      ul(
        'Sản phẩm do Sora Electric Việt Nam phân phối chính thức, được mua tại đại lý ủy quyền, showroom hoặc qua dự án, và còn trong thời hạn bảo hành.',
        'Bảo hành đã được kích hoạt điện tử, hoặc khách hàng xuất trình được hóa đơn, chứng từ mua hàng hợp lệ.',
        'Tem nhãn và số sê-ri trên sản phẩm còn nguyên vẹn, khớp với thông tin đã đăng ký.',
        'Sản phẩm được lắp đặt, sử dụng và bảo quản đúng hướng dẫn; điều hòa và các sản phẩm cần lắp đặt do trạm bảo hành ủy quyền hoặc đơn vị đủ năng lực thực hiện.',
        'Lỗi phát sinh do vật liệu hoặc quá trình sản xuất, được kỹ thuật viên của Sora Electric xác nhận.',
      ),
      h2('3. Trường hợp không được bảo hành'),
      ul(
        'Hư hỏng do lắp đặt sai kỹ thuật, sử dụng sai hướng dẫn, va đập, rơi vỡ hoặc vận chuyển không đúng cách sau khi đã nhận hàng.',
        'Hư hỏng do nguồn điện không ổn định, điện áp vượt phạm vi cho phép, sét đánh, ngập nước, hỏa hoạn, thiên tai hoặc sự kiện bất khả kháng khác.',
        'Hư hỏng do côn trùng, động vật gặm nhấm, hoặc do môi trường có hóa chất ăn mòn, hơi muối nồng độ cao mà sản phẩm không được thiết kế để sử dụng.',
        'Sản phẩm đã bị sửa chữa hoặc thay đổi kết cấu bởi cá nhân, đơn vị không được Sora Electric ủy quyền.',
        'Thiết bị gia dụng được dùng cho mục đích kinh doanh với cường độ vượt điều kiện thiết kế, ví dụ quạt dân dụng chạy liên tục trong nhà xưởng.',
        'Vật tư tiêu hao và phụ kiện như lưới lọc, pin điều khiển, bóng đèn; trầy xước, móp méo, phai màu bề mặt.',
        'Vệ sinh, bảo dưỡng định kỳ và nạp bổ sung môi chất lạnh không xuất phát từ lỗi sản phẩm.',
      ),
      p(
        'Trong những trường hợp này, trạm bảo hành vẫn hỗ trợ sửa chữa có tính phí và luôn báo giá để bạn xác nhận trước khi thực hiện.',
      ),
      h2('4. Cách yêu cầu bảo hành'),
      h3('Kích hoạt bảo hành điện tử'),
      p(
        'Quét mã QR trên thân máy hoặc vỏ hộp bằng camera điện thoại hoặc ứng dụng Sora Electric, nhập số điện thoại và mã OTP. Bạn sẽ nhận tin nhắn xác nhận kèm thời hạn bảo hành, không cần giữ phiếu bảo hành giấy. Vui lòng kích hoạt trong vòng 30 ngày kể từ ngày mua; nếu chưa kích hoạt, thời hạn bảo hành được xác định theo hóa đơn, hoặc theo ngày sản xuất cộng thêm 60 ngày khi không có hóa đơn.',
      ),
      h3('Gửi yêu cầu'),
      ol(
        [
          'Gọi tổng đài miễn phí ',
          bold(HOTLINE),
          ' (7:30–21:00 tất cả các ngày, kể cả ngày lễ), gửi email đến ',
          bold(EMAIL),
          ' hoặc tạo yêu cầu trong ứng dụng Sora Electric.',
        ],
        'Cung cấp số điện thoại đã kích hoạt bảo hành hoặc số sê-ri, model sản phẩm, địa chỉ và mô tả ngắn về sự cố, kèm ảnh hoặc video nếu có.',
        'Kỹ thuật viên liên hệ hẹn lịch trong vòng 24 giờ làm việc và đến kiểm tra theo lịch đã thống nhất.',
        'Sau khi sửa chữa, bạn kiểm tra sản phẩm và ký xác nhận trên phiếu dịch vụ điện tử; lịch sử bảo hành được lưu trong ứng dụng.',
      ),
      h2('5. Dịch vụ tại nhà'),
      p(
        'Điều hòa không khí, tủ lạnh, máy hút ẩm, cùng quạt thông gió và máy sấy tay lắp cố định được bảo hành tận nơi, miễn phí đi lại trong bán kính 30 km từ trạm bảo hành ủy quyền gần nhất; ngoài phạm vi này, phí đi lại được thông báo trước. Quạt điện có thể mang đến bất kỳ trạm nào trong hơn 150 trạm bảo hành tại 34 tỉnh, thành phố; tra cứu địa chỉ tại trang ',
        link('Mua ở đâu', '/mua-o-dau'),
        '. Sản phẩm tự động hóa được tiếp nhận tại trung tâm dịch vụ ở Hà Nội và TP. Hồ Chí Minh, hoặc hỗ trợ tại nhà máy theo hợp đồng dịch vụ.',
      ),
      p(
        'Tại các thành phố lớn, phần lớn sự cố được khắc phục ngay trong lần đến đầu tiên. Nếu tủ lạnh hoặc điều hòa phải chờ linh kiện quá 7 ngày làm việc, chúng tôi sẽ cho mượn thiết bị tạm thời hoặc thỏa thuận phương án phù hợp. Nếu sản phẩm đã được sửa từ ba lần trở lên cho cùng một lỗi trong thời hạn bảo hành mà vẫn không khắc phục được, Sora Electric sẽ đổi sản phẩm cùng loại hoặc tương đương, hoặc hoàn tiền theo quy định của pháp luật.',
      ),
      h2('6. Linh kiện thay thế'),
      ul(
        'Linh kiện chức năng cho thiết bị gia dụng được cung cấp ít nhất 7 năm kể từ khi model ngừng sản xuất.',
        'Với sản phẩm tự động hóa, Sora Electric thông báo ngừng sản xuất trước tối thiểu 12 tháng và giới thiệu sản phẩm thay thế tương thích.',
        'Chỉ linh kiện chính hãng được sử dụng khi bảo hành; linh kiện thay ra thuộc sở hữu của Sora Electric.',
      ),
      h2('7. Liên hệ'),
      p(
        `Mọi thắc mắc về điều khoản bảo hành, vui lòng liên hệ Trung tâm Chăm sóc khách hàng ${COMPANY_VI}, ${ADDRESS_VI}; tổng đài ${HOTLINE}; email ${EMAIL}.`,
      ),
    ),
    doc(
      p(
        `${COMPANY_EN} repairs genuine products it distributes free of charge when they develop a technical fault caused by materials or manufacturing, within the periods and under the conditions set out below. These terms do not limit your rights as a consumer under Vietnam’s Law on Protection of Consumer Rights or any other applicable regulation.`,
      ),
      h2('1. Warranty periods'),
      p(
        'The warranty runs from the date you activate your e-warranty or from the date on your purchase invoice. For factory automation products it runs from the date of shipment.',
      ),
      h3('Home appliances'),
      ul(
        [
          bold('Residential air conditioners: '),
          'two years on the whole unit, five years on the compressor.',
        ],
        [bold('Refrigerators: '), 'two years on the whole unit, ten years on the compressor.'],
        [bold('Electric fans: '), 'one year.'],
        [bold('Ventilation fans: '), 'two years.'],
        [bold('Dehumidifiers: '), 'two years.'],
        [bold('Hand dryers: '), 'two years.'],
      ),
      h3('Building solutions and factory automation'),
      ul(
        [
          bold('Automation products (PLCs, inverters, servo systems, HMIs, robots): '),
          '18 months from shipment from the Sora Electric Vietnam warehouse.',
        ],
        [
          bold('Central air conditioning, elevators, escalators and project equipment: '),
          'as set out in each project contract, usually from handover and acceptance.',
        ],
      ),
      p(
        'Parts replaced under warranty are covered for the rest of the product’s warranty period or for at least three months, whichever is longer.',
      ),
      h2('2. Warranty conditions'),
      ul(
        'The product was officially distributed by Sora Electric Vietnam, bought from an authorised dealer, a showroom or through a project, and is still within its warranty period.',
        'The e-warranty has been activated, or you can show a valid invoice or proof of purchase.',
        'The labels and serial number on the product are intact and match the registered details.',
        'The product has been installed, used and stored as instructed; air conditioners and other products that need installing must be installed by an authorised service centre or a qualified installer.',
        'The fault is caused by materials or manufacturing, as confirmed by a Sora Electric technician.',
      ),
      h2('3. What the warranty does not cover'),
      ul(
        'Damage caused by incorrect installation, use contrary to the instructions, impact, dropping, or improper transport after delivery.',
        'Damage caused by an unstable power supply, voltage outside the permitted range, lightning, flooding, fire, natural disasters or other force majeure events.',
        'Damage caused by insects or rodents, or by corrosive chemicals or heavy salt air in environments the product was not designed for.',
        'Products repaired or modified by anyone not authorised by Sora Electric.',
        'Household appliances used commercially beyond their design conditions, such as a domestic fan running around the clock in a workshop.',
        'Consumables and accessories such as filters, remote-control batteries and bulbs; scratches, dents and fading of surfaces.',
        'Cleaning, routine maintenance, and refrigerant top-ups not caused by a product fault.',
      ),
      p(
        'In these cases our service centres will still repair the product for a fee, always giving you a quote to approve first.',
      ),
      h2('4. How to make a claim'),
      h3('Activating your e-warranty'),
      p(
        'Scan the QR code on the unit or its box with your phone’s camera or the Sora Electric app, then enter your phone number and the one-time code. You will receive a confirmation message with your warranty period, so there is no paper card to keep. Please activate within 30 days of purchase; if you do not, the warranty is dated from your invoice or, without an invoice, from the manufacturing date plus 60 days.',
      ),
      h3('Submitting a request'),
      ol(
        [
          'Call our free hotline on ',
          bold(HOTLINE),
          ' (7:30–21:00 every day, public holidays included), email ',
          bold(EMAIL),
          ' or open a request in the Sora Electric app.',
        ],
        'Give us the phone number you registered or the serial number, the model, your address and a short description of the problem, with photos or a video if possible.',
        'A technician will call you within 24 working hours to arrange a visit at a time that suits you.',
        'After the repair, check the product and sign the electronic service report; your warranty history is kept in the app.',
      ),
      h2('5. Home service'),
      p(
        'Air conditioners, refrigerators, dehumidifiers, and permanently installed ventilation fans and hand dryers are serviced in your home or building, with no call-out charge within 30 km of the nearest authorised service centre; beyond that, any travel fee is quoted in advance. Electric fans can be taken to any of our more than 150 service centres in all 34 provinces and cities; find the nearest one on ',
        link('Where to buy', '/mua-o-dau'),
        '. Automation products are handled at our service centres in Hanoi and Ho Chi Minh City, or on site at your factory under a service contract.',
      ),
      p(
        'In the major cities most problems are fixed on the first visit. If a refrigerator or air conditioner has to wait more than seven working days for parts, we will lend you a replacement unit or agree another solution with you. If a product has been repaired three or more times for the same fault within the warranty period and the fault persists, Sora Electric will replace it with the same or an equivalent product, or refund it, as provided by law.',
      ),
      h2('6. Spare parts'),
      ul(
        'Functional spare parts for home appliances are available for at least seven years after a model is discontinued.',
        'For automation products, Sora Electric announces discontinuation at least 12 months in advance and recommends a compatible successor.',
        'Only genuine parts are used for warranty repairs; parts that are removed become the property of Sora Electric.',
      ),
      h2('7. Contact'),
      p(
        `For any question about these terms, please contact the Customer Care Centre of ${COMPANY_EN}, ${ADDRESS_EN}; hotline ${HOTLINE}; email ${EMAIL}.`,
      ),
    ),
  ),
}

/* ------------------------------------------------------------------------------------------------
 * Product take-back (topic 22)
 * ---------------------------------------------------------------------------------------------- */

const productTakeBack: TopicSeed = {
  topicLink: 'ProductTakeBack',
  slug: t('thu-hoi-san-pham', 'product-take-back'),
  title: t('Thu hồi và tái chế sản phẩm', 'Product take-back and recycling'),
  summary: t(
    'Chương trình “Đổi cũ – Sống xanh” nhận lại thiết bị điện cũ của mọi thương hiệu, tái chế an toàn và tặng phiếu ưu đãi khi bạn mua sản phẩm Sora Electric mới.',
    'Our “Trade in, live green” programme takes back old appliances of any brand, recycles them safely and gives you a voucher towards a new Sora Electric product.',
  ),
  updatedOn: '20/04/2026',
  content: t(
    doc(
      p(
        'Mỗi năm có hàng triệu thiết bị điện gia dụng tại Việt Nam hết vòng đời sử dụng. Nếu bị tháo dỡ thủ công hoặc thải bỏ không đúng cách, môi chất lạnh có thể thoát ra khí quyển, còn dầu máy nén, bo mạch và nhựa có thể gây ô nhiễm đất và nguồn nước. Chương trình ',
        bold('“Đổi cũ – Sống xanh”'),
        ' của Sora Electric Việt Nam giúp bạn xử lý thiết bị cũ đúng cách, đồng thời nhận ưu đãi khi nâng cấp thiết bị mới.',
      ),
      h2('1. Trách nhiệm mở rộng của nhà sản xuất'),
      p(
        'Theo Luật Bảo vệ môi trường năm 2020 và Nghị định 08/2022/NĐ-CP quy định chi tiết một số điều của Luật, nhà sản xuất và nhà nhập khẩu phải thực hiện trách nhiệm mở rộng (EPR): tái chế sản phẩm, bao bì và hỗ trợ thu gom, xử lý chất thải từ sản phẩm mà mình đưa ra thị trường. Thiết bị điện, điện tử thuộc danh mục sản phẩm chịu trách nhiệm tái chế.',
      ),
      p(
        'Sora Electric Việt Nam thực hiện trách nhiệm này bằng cách tự tổ chức thu hồi và hợp tác với các đơn vị tái chế có giấy phép môi trường phù hợp, đồng thời đăng ký kế hoạch và báo cáo kết quả tái chế hằng năm cho cơ quan quản lý nhà nước về môi trường theo quy định. Chúng tôi nhận cả thiết bị của thương hiệu khác, vì trách nhiệm với môi trường không nên dừng lại ở logo trên sản phẩm.',
      ),
      h2('2. Sản phẩm được nhận thu hồi'),
      ul(
        'Điều hòa không khí dân dụng (dàn lạnh và dàn nóng).',
        'Tủ lạnh, tủ đông và tủ mát gia đình.',
        'Quạt điện và quạt thông gió.',
        'Máy hút ẩm, máy lọc không khí và máy sấy tay.',
        'Bao bì sản phẩm Sora Electric (thùng carton, xốp, màng nhựa), được nhân viên giao hàng thu lại ngay khi lắp đặt nếu bạn yêu cầu.',
      ),
      h3('Điều kiện'),
      ul(
        'Nhận thiết bị của mọi thương hiệu và mọi năm sản xuất, kể cả thiết bị đã hỏng.',
        'Để nhận phiếu ưu đãi, thiết bị cần còn nguyên chiếc (có máy nén, dàn trao đổi nhiệt hoặc động cơ), chưa bị tháo lấy linh kiện.',
        'Điều hòa phải do kỹ thuật viên tháo dỡ để thu hồi môi chất lạnh; việc tháo dỡ được miễn phí khi bạn mua điều hòa Sora Electric mới kèm lắp đặt.',
        'Với thiết bị có kết nối Wi-Fi, vui lòng hủy liên kết thiết bị khỏi ứng dụng và khôi phục cài đặt gốc trước khi bàn giao.',
      ),
      h2('3. Phiếu ưu đãi đổi cũ lấy mới'),
      p(
        'Khi bàn giao thiết bị cũ và mua sản phẩm Sora Electric mới cùng nhóm tại đại lý hoặc showroom tham gia chương trình, bạn nhận phiếu ưu đãi trừ thẳng vào giá mua:',
      ),
      ul(
        [bold('Tủ lạnh: '), 'đến 1.500.000 đồng, tùy dung tích tủ mới.'],
        [bold('Điều hòa không khí: '), 'đến 1.000.000 đồng mỗi bộ.'],
        [bold('Máy hút ẩm, máy sấy tay: '), 'đến 500.000 đồng.'],
        [bold('Quạt điện, quạt thông gió: '), 'đến 200.000 đồng.'],
      ),
      p(
        'Giá trị phiếu và thời gian áp dụng được công bố theo từng đợt tại đại lý và trên trang ',
        link('Tin tức & Sự kiện', '/tin-tuc-su-kien'),
        '. Mỗi thiết bị cũ đổi được một phiếu; phiếu có giá trị 60 ngày kể từ ngày phát hành, không quy đổi thành tiền mặt và có thể không áp dụng đồng thời với một số chương trình khuyến mại khác. Phiếu điện tử được gửi vào ứng dụng Sora Electric hoặc qua tin nhắn đến số điện thoại của bạn.',
      ),
      h2('4. Điểm tiếp nhận và thu gom'),
      ul(
        [
          bold('Tại nhà: '),
          'khi giao tủ lạnh hoặc lắp điều hòa mới, nhân viên nhận lại thiết bị cũ ngay trong lần đến. Thu gom riêng thiết bị cỡ lớn được miễn phí tại Hà Nội, Hải Phòng, Huế, Đà Nẵng, TP. Hồ Chí Minh và Cần Thơ khi đặt lịch qua tổng đài.',
        ],
        [
          bold('Trạm bảo hành ủy quyền: '),
          'hơn 150 trạm tại cả 34 tỉnh, thành phố nhận thiết bị nhỏ như quạt, máy hút ẩm, máy sấy tay trong giờ làm việc.',
        ],
        [
          bold('Đại lý và showroom: '),
          'các điểm bán có biểu trưng “Đổi cũ – Sống xanh”, danh sách tại trang ',
          link('Mua ở đâu', '/mua-o-dau'),
          '.',
        ],
        [
          bold('Ngày hội tái chế: '),
          'tổ chức định kỳ tại khu dân cư, trường học và khu công nghiệp.',
        ],
        [
          bold('Doanh nghiệp và tòa nhà: '),
          'thu gom số lượng lớn khi cải tạo hệ thống, kèm chứng từ xác nhận việc xử lý.',
        ],
      ),
      h2('5. Thiết bị cũ được xử lý thế nào'),
      ol(
        'Tiếp nhận, ghi nhận số lượng và khối lượng, cấp biên nhận cho khách hàng.',
        'Vận chuyển về kho trung chuyển và bàn giao cho đối tác tái chế có giấy phép môi trường.',
        'Thu hồi môi chất lạnh và dầu máy nén bằng thiết bị chuyên dụng, không xả ra môi trường; môi chất được tái sinh hoặc tiêu hủy theo quy định về bảo vệ tầng ô-dôn.',
        'Tháo dỡ, phân loại thép, đồng, nhôm, nhựa và bo mạch; xử lý riêng các thành phần nguy hại.',
        'Đưa vật liệu trở lại chu trình sản xuất; phần không tái chế được xử lý tại cơ sở được cấp phép.',
      ),
      h2('6. Kết quả chương trình'),
      ul(
        'Năm 2024: hơn 18.000 thiết bị được thu hồi, tương đương khoảng 650 tấn vật liệu.',
        'Khoảng 85% khối lượng thiết bị thu hồi được tái chế thành nguyên liệu thứ cấp.',
        'Gần 8 tấn môi chất lạnh được thu hồi an toàn thay vì thải ra khí quyển.',
        'Mục tiêu đến năm 2030: thu hồi 50.000 thiết bị mỗi năm và nâng tỷ lệ tái chế vật liệu lên trên 90%.',
      ),
      p(
        'Kết quả thu hồi và tái chế được cập nhật hằng năm tại trang ',
        link('Phát triển bền vững', '/phat-trien-ben-vung'),
        '.',
      ),
      h2('7. Đặt lịch thu hồi'),
      p(
        'Gọi tổng đài miễn phí ',
        bold(HOTLINE),
        ' (7:30–21:00 hằng ngày), gửi email đến ',
        bold(EMAIL),
        ' hoặc đặt lịch trong ứng dụng Sora Electric. Vui lòng cho biết loại thiết bị, số lượng, địa chỉ và thời gian thuận tiện; nhân viên sẽ xác nhận lịch hẹn trong vòng một ngày làm việc.',
      ),
    ),
    doc(
      p(
        'Millions of household appliances reach the end of their life in Vietnam every year. Dismantled by hand or dumped, they can release refrigerants into the atmosphere, while compressor oil, circuit boards and plastics can pollute soil and water. With Sora Electric Vietnam’s ',
        bold('“Trade in, live green”'),
        ' programme, your old appliance is handled properly and you get a reward when you upgrade.',
      ),
      h2('1. Extended producer responsibility'),
      p(
        'Under Vietnam’s Law on Environmental Protection 2020 and Decree 08/2022/NĐ-CP, which details parts of that law, producers and importers have an extended producer responsibility (EPR): they must recycle the products and packaging they place on the market and support the collection and treatment of the resulting waste. Electrical and electronic equipment is among the product groups subject to recycling obligations.',
      ),
      p(
        'Sora Electric Vietnam meets this responsibility by running its own take-back scheme and working with recyclers that hold the appropriate environmental permits, and by registering its plans and reporting its recycling results every year to the environmental authorities as required. We also accept other brands’ appliances, because environmental responsibility should not stop at the logo on the product.',
      ),
      h2('2. What we take back'),
      ul(
        'Residential air conditioners (indoor and outdoor units).',
        'Household refrigerators, freezers and beverage coolers.',
        'Electric fans and ventilation fans.',
        'Dehumidifiers, air purifiers and hand dryers.',
        'Sora Electric packaging (cartons, foam and plastic film), which our delivery team will take away after installation if you ask.',
      ),
      h3('Conditions'),
      ul(
        'We accept appliances of any brand and any age, including broken ones.',
        'To qualify for a voucher, the appliance must be complete (with its compressor, heat exchangers or motor) and not stripped for parts.',
        'Air conditioners must be removed by a technician so the refrigerant can be recovered; removal is free when you buy a new Sora Electric air conditioner with installation.',
        'For connected appliances, please unlink the device from its app and restore factory settings before handing it over.',
      ),
      h2('3. Trade-in vouchers'),
      p(
        'Hand in an old appliance and buy a new Sora Electric product of the same type from a participating dealer or showroom, and you receive a voucher off the purchase price:',
      ),
      ul(
        [
          bold('Refrigerators: '),
          'up to VND 1,500,000, depending on the capacity of the new model.',
        ],
        [bold('Air conditioners: '), 'up to VND 1,000,000 per unit.'],
        [bold('Dehumidifiers and hand dryers: '), 'up to VND 500,000.'],
        [bold('Electric and ventilation fans: '), 'up to VND 200,000.'],
      ),
      p(
        'Voucher values and campaign dates are announced at dealers and on our ',
        link('News & events', '/tin-tuc-su-kien'),
        ' page. Each old appliance earns one voucher, valid for 60 days from issue; vouchers cannot be exchanged for cash and may not be combinable with some other promotions. Electronic vouchers are delivered to the Sora Electric app or by text message to your phone.',
      ),
      h2('4. Collection points'),
      ul(
        [
          bold('At home: '),
          'when we deliver a new refrigerator or install a new air conditioner, we take the old one away on the same visit. Separate collection of large appliances is free in Hanoi, Hai Phong, Hue, Da Nang, Ho Chi Minh City and Can Tho when booked through our hotline.',
        ],
        [
          bold('Authorised service centres: '),
          'more than 150 centres in all 34 provinces and cities accept small appliances such as fans, dehumidifiers and hand dryers during opening hours.',
        ],
        [
          bold('Dealers and showrooms: '),
          'look for the “Trade in, live green” sign; see the list on ',
          link('Where to buy', '/mua-o-dau'),
          '.',
        ],
        [
          bold('Recycling days: '),
          'held regularly in residential areas, schools and industrial parks.',
        ],
        [
          bold('Businesses and buildings: '),
          'bulk collection during refurbishment projects, with documents certifying proper treatment.',
        ],
      ),
      h2('5. What happens to your old appliance'),
      ol(
        'It is received, counted and weighed, and you get a receipt.',
        'It is taken to a consolidation warehouse and handed to a licensed recycling partner.',
        'Refrigerant and compressor oil are recovered with dedicated equipment, never vented; refrigerants are reclaimed or destroyed in line with ozone-layer protection rules.',
        'The appliance is dismantled and steel, copper, aluminium, plastics and circuit boards are sorted; hazardous components are treated separately.',
        'Materials go back into manufacturing; anything that cannot be recycled is treated at a licensed facility.',
      ),
      h2('6. Results so far'),
      ul(
        'In 2024 we collected more than 18,000 appliances, around 650 tonnes of material.',
        'About 85% of the weight collected is recycled into secondary raw materials.',
        'Nearly 8 tonnes of refrigerant were recovered safely instead of escaping into the atmosphere.',
        'Our 2030 goal: 50,000 appliances collected a year and a material recycling rate above 90%.',
      ),
      p(
        'Take-back and recycling results are updated every year on our ',
        link('Sustainable development', '/phat-trien-ben-vung'),
        ' page.',
      ),
      h2('7. Book a collection'),
      p(
        'Call our free hotline on ',
        bold(HOTLINE),
        ' (7:30–21:00 daily), email ',
        bold(EMAIL),
        ' or book in the Sora Electric app. Tell us the type and number of appliances, your address and a convenient time, and we will confirm your appointment within one working day.',
      ),
    ),
  ),
}

/* ------------------------------------------------------------------------------------------------
 * Payment methods (topic 23)
 * ---------------------------------------------------------------------------------------------- */

const paymentMethods: TopicSeed = {
  topicLink: 'PaymentMethods',
  slug: t('phuong-thuc-thanh-toan', 'payment-methods'),
  title: t('Phương thức thanh toán', 'Payment methods'),
  summary: t(
    'Các hình thức thanh toán khi mua sản phẩm Sora Electric tại đại lý ủy quyền, showroom và cho dự án, cùng hướng dẫn xuất hóa đơn điện tử và lưu ý an toàn.',
    'How to pay for Sora Electric products at authorised dealers, showrooms and for projects, plus guidance on e-invoices and staying safe from fraud.',
  ),
  updatedOn: '02/03/2026',
  content: t(
    doc(
      p(
        'Sản phẩm Sora Electric được bán qua hệ thống đại lý ủy quyền, showroom và đội ngũ kinh doanh dự án của Công ty TNHH Sora Electric Việt Nam. Website này cung cấp thông tin sản phẩm và không trực tiếp nhận thanh toán trực tuyến. Hình thức thanh toán có thể khác nhau giữa các điểm bán; vui lòng xác nhận với đại lý trước khi đặt hàng.',
      ),
      h2('1. Thanh toán tại đại lý và showroom'),
      h3('Tiền mặt'),
      p(
        'Thanh toán bằng đồng Việt Nam tại quầy hoặc khi nhận hàng. Bạn luôn được nhận phiếu thu hoặc biên nhận có xác nhận của đơn vị bán hàng. Khi giao hàng tận nhà, chỉ thanh toán cho nhân viên giao hàng có phiếu giao hàng của đại lý hoặc của Sora Electric.',
      ),
      h3('Chuyển khoản ngân hàng'),
      p(
        'Chuyển khoản vào tài khoản đứng tên pháp nhân của đại lý, hoặc tài khoản của Công ty TNHH Sora Electric Việt Nam đối với đơn hàng trực tiếp. Ghi nội dung chuyển khoản gồm mã đơn hàng và số điện thoại. Mã VietQR in trên đơn đặt hàng giúp bạn tránh nhập sai số tài khoản và số tiền.',
      ),
      h3('Thẻ và ví điện tử'),
      p(
        'Các điểm bán chấp nhận thẻ ATM nội địa, thẻ quốc tế Visa, Mastercard, JCB (tùy điểm bán) qua máy POS, cùng thanh toán bằng mã QR qua ứng dụng ngân hàng hoặc ví điện tử. Showroom Sora Electric không thu phí thanh toán thẻ.',
      ),
      h2('2. Trả góp'),
      h3('Trả góp qua thẻ tín dụng'),
      p(
        'Tại các điểm bán tham gia, chủ thẻ tín dụng của ngân hàng đối tác có thể chuyển đổi giao dịch sang trả góp kỳ hạn 3, 6, 9 hoặc 12 tháng. Trong các đợt ưu đãi, lãi suất 0% và không thu phí chuyển đổi; ngoài thời gian ưu đãi, phí chuyển đổi áp dụng theo biểu phí của ngân hàng phát hành thẻ.',
      ),
      ul(
        'Giá trị đơn hàng tối thiểu thường từ 3.000.000 đồng.',
        'Hạn mức thẻ còn lại phải đủ cho toàn bộ giá trị đơn hàng.',
        'Chủ thẻ trực tiếp thực hiện giao dịch và ký xác nhận.',
      ),
      h3('Trả góp qua công ty tài chính'),
      p(
        'Khách hàng không có thẻ tín dụng có thể trả góp qua công ty tài chính đối tác với hồ sơ đơn giản (thẻ căn cước hoặc căn cước công dân), thời gian duyệt nhanh và mức trả trước linh hoạt. Lãi suất, phí và tổng số tiền phải trả được ghi rõ trong hợp đồng tín dụng; vui lòng đọc kỹ trước khi ký.',
      ),
      p(
        'Danh sách ngân hàng, công ty tài chính đối tác và các chương trình trả góp 0% hiện hành được cập nhật tại đại lý và trên trang ',
        link('Tin tức & Sự kiện', '/tin-tuc-su-kien'),
        '.',
      ),
      h2('3. Hóa đơn giá trị gia tăng'),
      p(
        'Mọi giao dịch đều được lập hóa đơn điện tử theo quy định. Đại lý xuất hóa đơn cho sản phẩm do đại lý bán; Sora Electric xuất hóa đơn cho đơn hàng trực tiếp và dự án.',
      ),
      ul(
        'Nếu cần hóa đơn đứng tên doanh nghiệp, vui lòng cung cấp tên đơn vị, mã số thuế, địa chỉ và email nhận hóa đơn trước khi thanh toán.',
        'Hóa đơn được gửi qua email kèm mã tra cứu để bạn kiểm tra trên hệ thống của đơn vị cung cấp dịch vụ hóa đơn.',
        'Sau khi lập, hóa đơn chỉ được điều chỉnh hoặc thay thế khi có sai sót và không thể chuyển sang tên người mua khác.',
        'Doanh nghiệp nên thanh toán không dùng tiền mặt để đáp ứng điều kiện khấu trừ thuế GTGT đầu vào theo quy định hiện hành.',
        'Hãy lưu giữ hóa đơn: đây cũng là căn cứ xác định thời hạn bảo hành.',
      ),
      h2('4. Thanh toán cho dự án'),
      p(
        'Với hợp đồng cung cấp và lắp đặt điều hòa trung tâm, thang máy, thang cuốn, thiết bị tự động hóa hoặc hạ tầng, việc thanh toán được thực hiện bằng chuyển khoản theo tiến độ quy định trong hợp đồng. Một lộ trình tham khảo:',
      ),
      ol(
        [
          bold('Tạm ứng: '),
          '20–30% giá trị hợp đồng sau khi ký, kèm bảo lãnh tạm ứng của ngân hàng khi chủ đầu tư yêu cầu.',
        ],
        [
          bold('Giao hàng: '),
          '40–50% khi thiết bị được giao đến công trình, kèm biên bản giao nhận và chứng nhận xuất xứ, chất lượng (CO, CQ).',
        ],
        [bold('Lắp đặt và chạy thử: '), '15–25% sau khi nghiệm thu lắp đặt và vận hành thử.'],
        [
          bold('Giữ lại bảo hành: '),
          '5% thanh toán khi hết thời hạn bảo hành, hoặc ngay khi nghiệm thu nếu có bảo lãnh bảo hành thay thế.',
        ],
      ),
      p(
        'Với thiết bị nhập khẩu theo đơn hàng riêng, có thể áp dụng thư tín dụng (L/C). Tiến độ cụ thể được thỏa thuận theo quy mô và tính chất của từng dự án.',
      ),
      h2('5. Lưu ý an toàn khi thanh toán'),
      quote(
        'Sora Electric và đại lý ủy quyền không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân của nhân viên, kỹ thuật viên hay người giao hàng.',
      ),
      ul(
        'Chỉ chuyển khoản vào tài khoản đứng tên doanh nghiệp được ghi trên hợp đồng, đơn đặt hàng hoặc hóa đơn.',
        'Nếu nhận được yêu cầu đổi số tài khoản qua điện thoại, email hay tin nhắn, hãy gọi tổng đài để xác minh trước khi chuyển tiền.',
        'Không cung cấp mã OTP, mật khẩu, mã PIN hay ảnh hai mặt thẻ cho bất kỳ ai, kể cả người tự xưng là nhân viên Sora Electric.',
        [
          'Cảnh giác với trang mạng xã hội, website rao bán giá rẻ bất thường hoặc đòi đặt cọc trước; kiểm tra điểm bán chính hãng tại trang ',
          link('Mua ở đâu', '/mua-o-dau'),
          '.',
        ],
        'Sửa chữa trong bảo hành là miễn phí; chi phí ngoài bảo hành luôn được báo giá, xác nhận trước và thu theo phiếu dịch vụ có mã tra cứu.',
      ),
      p(
        'Nếu nghi ngờ giao dịch gian lận, hãy liên hệ ngay tổng đài ',
        bold(HOTLINE),
        ' hoặc email ',
        bold(EMAIL),
        '.',
      ),
    ),
    doc(
      p(
        'Sora Electric products are sold through our network of authorised dealers, our showrooms and the project sales team of Sora Electric Vietnam Co., Ltd. This website provides product information and does not take online payments. Payment options may differ from one outlet to another, so please check with your dealer before ordering.',
      ),
      h2('1. Paying at dealers and showrooms'),
      h3('Cash'),
      p(
        'Pay in Vietnamese dong at the counter or on delivery. You will always receive a receipt confirmed by the seller. For home deliveries, only pay a driver who presents a delivery note from the dealer or from Sora Electric.',
      ),
      h3('Bank transfer'),
      p(
        'Transfer to an account held in the dealer’s company name, or to the account of Sora Electric Vietnam Co., Ltd. for direct orders. Include your order number and phone number in the payment reference. The VietQR code printed on your order helps you avoid typing the wrong account number or amount.',
      ),
      h3('Cards and e-wallets'),
      p(
        'Outlets accept domestic ATM cards and international Visa, Mastercard and JCB cards (depending on the outlet) by card terminal, as well as QR payments from banking apps and e-wallets. Sora Electric showrooms do not charge card fees.',
      ),
      h2('2. Instalment plans'),
      h3('Credit card instalments'),
      p(
        'At participating outlets, holders of credit cards issued by our partner banks can convert a purchase into instalments over 3, 6, 9 or 12 months. During promotional periods these plans carry 0% interest and no conversion fee; at other times the card issuer’s standard conversion fee applies.',
      ),
      ul(
        'Minimum order value is usually VND 3,000,000.',
        'Your remaining card limit must cover the full order value.',
        'The cardholder must make and sign for the transaction in person.',
      ),
      h3('Consumer finance'),
      p(
        'If you do not have a credit card, you can pay in instalments through one of our partner consumer finance companies. Paperwork is simple (your citizen identity card), approval is quick and down payments are flexible. Interest, fees and the total amount payable are stated in the credit agreement, so please read it carefully before signing.',
      ),
      p(
        'The current list of partner banks and finance companies, and any 0% instalment offers, is available from dealers and on our ',
        link('News & events', '/tin-tuc-su-kien'),
        ' page.',
      ),
      h2('3. VAT invoices'),
      p(
        'Every sale is invoiced with an electronic VAT invoice as required by law. Dealers invoice the products they sell; Sora Electric invoices direct orders and projects.',
      ),
      ul(
        'If you need an invoice in a company’s name, give us the company name, tax code, address and an e-mail address for the invoice before you pay.',
        'The invoice is e-mailed to you with a lookup code so you can verify it on the e-invoice provider’s portal.',
        'Once issued, an invoice can only be adjusted or replaced to correct errors; it cannot be transferred to a different buyer.',
        'Businesses should pay by non-cash methods to meet the conditions for input VAT deduction under current regulations.',
        'Keep your invoice: it also establishes the start of your warranty.',
      ),
      h2('4. Payments for projects'),
      p(
        'For contracts to supply and install central air conditioning, elevators, escalators, automation or infrastructure equipment, payment is made by bank transfer according to the schedule in the contract. A typical schedule:',
      ),
      ol(
        [
          bold('Advance: '),
          '20–30% of the contract value on signing, against a bank advance-payment guarantee where the client requires one.',
        ],
        [
          bold('Delivery: '),
          '40–50% when the equipment arrives on site, with the delivery record and certificates of origin and quality (CO, CQ).',
        ],
        [
          bold('Installation and commissioning: '),
          '15–25% after acceptance of the installation and test run.',
        ],
        [
          bold('Warranty retention: '),
          '5% at the end of the warranty period, or at acceptance if a warranty bond is provided instead.',
        ],
      ),
      p(
        'Letters of credit (L/C) can be used for equipment imported to order. The exact schedule is agreed according to the size and nature of each project.',
      ),
      h2('5. Paying safely'),
      quote(
        'Sora Electric and its authorised dealers will never ask you to transfer money to the personal account of an employee, technician or delivery driver.',
      ),
      ul(
        'Only transfer money to a company account named in your contract, order or invoice.',
        'If you are asked by phone, e-mail or message to pay into a different account, call our hotline to check before you transfer anything.',
        'Never share one-time passwords, passwords, PINs or photos of both sides of your card with anyone, including people who say they work for Sora Electric.',
        [
          'Be wary of social media pages and websites offering unusually low prices or demanding a deposit up front; check genuine outlets on ',
          link('Where to buy', '/mua-o-dau'),
          '.',
        ],
        'Warranty repairs are free; any out-of-warranty charge is always quoted and approved first, and billed on a service report with a lookup code.',
      ),
      p(
        'If you suspect fraud, contact our hotline on ',
        bold(HOTLINE),
        ' or e-mail ',
        bold(EMAIL),
        ' straight away.',
      ),
    ),
  ),
}

/* ------------------------------------------------------------------------------------------------
 * Shipping and installation (topic 24)
 * ---------------------------------------------------------------------------------------------- */

const shipping: TopicSeed = {
  topicLink: 'Shipping',
  slug: t('van-chuyen-va-lap-dat', 'shipping-and-installation'),
  title: t('Vận chuyển và lắp đặt', 'Shipping and installation'),
  summary: t(
    'Phạm vi và thời gian giao hàng, điều kiện lắp đặt miễn phí điều hòa, phí lắp đặt tại các khu vực khác và những lưu ý khi nhận hàng, đặc biệt với sản phẩm cỡ lớn.',
    'Delivery areas and lead times, free air-conditioner installation, installation fees elsewhere and what to check on delivery, especially for large items.',
  ),
  updatedOn: '10/04/2026',
  content: t(
    doc(
      p(
        'Sản phẩm mua tại đại lý và showroom ủy quyền được giao bởi đơn vị bán hàng hoặc đối tác vận chuyển của Sora Electric từ các kho tại Hà Nội, Đà Nẵng và TP. Hồ Chí Minh. Chính sách dưới đây là tiêu chuẩn tối thiểu trong hệ thống; một số đại lý có thể áp dụng điều kiện ưu đãi hơn.',
      ),
      h2('1. Khu vực và thời gian giao hàng'),
      ul(
        [
          bold('Nội thành Hà Nội, Hải Phòng, Huế, Đà Nẵng, TP. Hồ Chí Minh và Cần Thơ: '),
          '24–48 giờ; nhiều điểm bán giao trong ngày với đơn xác nhận trước 11:00.',
        ],
        [bold('Trung tâm các tỉnh và khu vực lân cận thành phố lớn: '), '2–4 ngày làm việc.'],
        [
          bold('Vùng sâu, vùng xa, miền núi và hải đảo: '),
          '5–10 ngày làm việc, tùy điều kiện vận chuyển và thời tiết.',
        ],
      ),
      p(
        'Thời gian được tính từ khi đơn hàng được xác nhận. Vào mùa nắng nóng (tháng 4 đến tháng 7) và dịp trước Tết Nguyên đán, thời gian giao hàng có thể kéo dài thêm 1–2 ngày; nhân viên luôn gọi trước để hẹn giờ giao.',
      ),
      h3('Phí giao hàng'),
      p(
        'Giao hàng miễn phí trong bán kính 30 km từ điểm bán hoặc kho. Ngoài phạm vi này, phí được tính theo khoảng cách và kích thước sản phẩm, thông báo để bạn xác nhận trước khi giao.',
      ),
      h2('2. Lắp đặt'),
      h3('Lắp đặt miễn phí điều hòa'),
      p(
        'Điều hòa treo tường dân dụng công suất đến 2,5 HP mua tại đại lý, showroom ủy quyền được miễn phí công lắp đặt tiêu chuẩn tại Hà Nội, Hải Phòng, Huế, Đà Nẵng, TP. Hồ Chí Minh và Cần Thơ, trong phạm vi 30 km từ trạm bảo hành ủy quyền gần nhất. Công lắp đặt tiêu chuẩn bao gồm:',
      ),
      ul(
        'Khảo sát và tư vấn vị trí đặt dàn lạnh, dàn nóng.',
        'Lắp đặt ở vị trí thi công thông thường, khoan tường, đấu nối ống đồng và dây điện.',
        'Hút chân không, kiểm tra rò rỉ, chạy thử và đo thông số vận hành.',
        'Hướng dẫn sử dụng, kích hoạt bảo hành điện tử và vệ sinh khu vực thi công.',
      ),
      p(
        'Vật tư (ống đồng, bảo ôn, dây điện, ống thoát nước, giá đỡ, aptomat) được tính theo bảng giá niêm yết công khai của Sora Electric. Kỹ thuật viên báo giá trước khi thi công và bạn chỉ thanh toán khối lượng thực tế.',
      ),
      h3('Khu vực và sản phẩm khác'),
      ul(
        'Ngoài khu vực miễn phí: công lắp đặt điều hòa treo tường từ 300.000 đồng mỗi bộ, cộng phí đi lại theo khoảng cách, được thông báo trước.',
        'Điều hòa âm trần, áp trần, multi và hệ thống VRF: khảo sát và báo giá riêng theo thiết kế.',
        'Quạt thông gió âm trần, máy sấy tay: lắp đặt có tính phí theo bảng giá niêm yết.',
        'Tủ lạnh, quạt điện và máy hút ẩm không cần lắp đặt; nhân viên giao hàng hướng dẫn sử dụng ban đầu.',
        'Thi công trên cao, như dàn nóng treo ngoài tường từ tầng 2 trở lên mà không có ban công hay lối tiếp cận an toàn, cần thiết bị bảo hộ chuyên dụng và có phụ phí.',
      ),
      h2('3. Kiểm tra khi nhận hàng'),
      ol(
        'Kiểm tra thùng hàng còn nguyên đai, băng keo, không móp méo, ẩm ướt hay rách.',
        'Đối chiếu model, số sê-ri, màu sắc và số lượng với đơn hàng và phiếu giao hàng.',
        'Mở hộp kiểm tra bề ngoài sản phẩm và phụ kiện (điều khiển, sách hướng dẫn, khay, kệ) ngay trước mặt nhân viên giao hàng.',
        'Ký nhận phiếu giao hàng sau khi kiểm tra và ghi rõ mọi bất thường, nếu có.',
      ),
      h3('Hàng hư hỏng hoặc giao sai'),
      p(
        'Nếu sản phẩm bị móp méo, trầy xước, vỡ hoặc không đúng đơn hàng, bạn có quyền từ chối nhận hàng; hãy ghi chú trên phiếu giao hàng và chụp ảnh làm căn cứ. Đơn vị bán hàng sẽ đổi sản phẩm mới cùng model trong 1–3 ngày làm việc, không tính phí.',
      ),
      p(
        'Hư hỏng không thể phát hiện từ bên ngoài cần được thông báo trong vòng 48 giờ kể từ khi nhận hàng và trước khi lắp đặt, qua tổng đài ',
        bold(HOTLINE),
        ' hoặc email ',
        bold(EMAIL),
        ', kèm ảnh hoặc video.',
      ),
      h2('4. Sản phẩm cỡ lớn'),
      ul(
        'Tủ lạnh side-by-side, tủ nhiều cửa và điều hòa công suất lớn: vui lòng đo trước cửa ra vào, hành lang, cầu thang và thang máy; nhân viên sẽ gọi xác nhận điều kiện giao hàng.',
        'Nhà không có thang máy: vận chuyển thủ công đến tầng 3 được miễn phí; từ tầng 4 trở lên hoặc khi phải dùng dây, ròng rọc hay xe cẩu, phụ phí được báo trước.',
        'Tủ lạnh luôn được vận chuyển ở tư thế đứng. Sau khi đặt vào vị trí, chờ ít nhất 2 giờ (6 giờ nếu tủ từng bị nghiêng) rồi mới cắm điện để dầu máy nén ổn định.',
        'Chừa khoảng trống thông gió quanh tủ theo sách hướng dẫn của từng model.',
        'Thiết bị cho dự án được giao theo tiến độ công trường; phương tiện nâng hạ do các bên thỏa thuận trong hợp đồng.',
      ),
      h2('5. Liên hệ'),
      p(
        'Để đặt lịch giao hàng, lắp đặt hoặc phản ánh chất lượng dịch vụ, vui lòng gọi tổng đài miễn phí ',
        bold(HOTLINE),
        ' (7:30–21:00 hằng ngày) hoặc tìm điểm bán gần nhất tại trang ',
        link('Mua ở đâu', '/mua-o-dau'),
        '.',
      ),
    ),
    doc(
      p(
        'Products bought from authorised dealers and showrooms are delivered by the seller or by Sora Electric’s logistics partners from our warehouses in Hanoi, Da Nang and Ho Chi Minh City. The policy below is the minimum standard across our network; some dealers offer even better terms.',
      ),
      h2('1. Delivery areas and lead times'),
      ul(
        [
          bold('Urban Hanoi, Hai Phong, Hue, Da Nang, Ho Chi Minh City and Can Tho: '),
          '24–48 hours; many outlets deliver the same day for orders confirmed before 11:00.',
        ],
        [bold('Provincial centres and areas around the major cities: '), '2–4 working days.'],
        [
          bold('Remote, mountainous and island areas: '),
          '5–10 working days, depending on transport and weather.',
        ],
      ),
      p(
        'Lead times start when your order is confirmed. In the hot season (April to July) and in the run-up to Tet, deliveries may take one or two days longer; our team always calls ahead to agree a delivery time.',
      ),
      h3('Delivery charges'),
      p(
        'Delivery is free within 30 km of the outlet or warehouse. Beyond that, a charge based on distance and product size is quoted for you to approve before delivery.',
      ),
      h2('2. Installation'),
      h3('Free air-conditioner installation'),
      p(
        'Wall-mounted residential air conditioners of up to 2.5 HP bought from an authorised dealer or showroom are installed free of labour charges in Hanoi, Hai Phong, Hue, Da Nang, Ho Chi Minh City and Can Tho, within 30 km of the nearest authorised service centre. Standard installation includes:',
      ),
      ul(
        'A site check and advice on where to place the indoor and outdoor units.',
        'Mounting in a normal, accessible position, drilling the wall, and connecting the copper pipes and cables.',
        'Vacuuming the system, leak testing, a test run and measurement of operating values.',
        'A handover with usage tips, e-warranty activation and cleaning of the work area.',
      ),
      p(
        'Materials (copper pipe, insulation, cable, drain hose, brackets, circuit breaker) are charged at Sora Electric’s published price list. The technician quotes before starting and you only pay for what is actually used.',
      ),
      h3('Other areas and products'),
      ul(
        'Outside the free installation areas: wall-mounted air-conditioner installation from VND 300,000 per unit, plus a distance-based travel fee quoted in advance.',
        'Ceiling cassette, ceiling-suspended, multi-split and VRF systems: surveyed and quoted individually according to the design.',
        'Ceiling ventilation fans and hand dryers: installed for a fee at our published rates.',
        'Refrigerators, electric fans and dehumidifiers need no installation; the delivery team will show you how to get started.',
        'Work at height, such as outdoor units mounted on an outside wall from the second floor up with no balcony or safe access, requires specialist safety equipment and carries a surcharge.',
      ),
      h2('3. Checking your delivery'),
      ol(
        'Check that the carton is sealed and strapped, and not dented, wet or torn.',
        'Compare the model, serial number, colour and quantity with your order and the delivery note.',
        'Open the box and check the product’s exterior and accessories (remote control, manual, trays, shelves) in front of the delivery team.',
        'Sign the delivery note only after checking, and write down anything unusual.',
      ),
      h3('Damaged or incorrect goods'),
      p(
        'If the product is dented, scratched, broken or not what you ordered, you may refuse the delivery; note the problem on the delivery note and take photos. The seller will replace it with a new unit of the same model within one to three working days, free of charge.',
      ),
      p(
        'Damage that cannot be seen from the outside must be reported within 48 hours of delivery and before installation, by calling ',
        bold(HOTLINE),
        ' or e-mailing ',
        bold(EMAIL),
        ' with photos or a video.',
      ),
      h2('4. Large items'),
      ul(
        'Side-by-side and multi-door refrigerators and large air conditioners: please measure doorways, corridors, stairs and lifts in advance; our team will call to confirm access.',
        'Homes without a lift: carrying by hand up to the third floor is free; from the fourth floor up, or where ropes, pulleys or a crane are needed, a surcharge is quoted in advance.',
        'Refrigerators are always transported upright. Once in place, wait at least two hours (six hours if the unit has been tilted) before plugging in, so the compressor oil can settle.',
        'Leave ventilation space around the refrigerator as shown in the manual for your model.',
        'Project equipment is delivered to the site schedule; lifting equipment is agreed between the parties in the contract.',
      ),
      h2('5. Contact'),
      p(
        'To book a delivery or installation, or to give feedback on our service, call our free hotline on ',
        bold(HOTLINE),
        ' (7:30–21:00 daily) or find your nearest outlet on ',
        link('Where to buy', '/mua-o-dau'),
        '.',
      ),
    ),
  ),
}

/* ------------------------------------------------------------------------------------------------
 * Privacy policy (topic 25)
 * ---------------------------------------------------------------------------------------------- */

const privacyPolicy: TopicSeed = {
  topicLink: 'PrivacyPolicy',
  slug: t('chinh-sach-bao-mat', 'privacy-policy'),
  title: t('Chính sách bảo mật', 'Privacy policy'),
  summary: t(
    'Cách Sora Electric Việt Nam thu thập, sử dụng, chia sẻ và bảo vệ dữ liệu cá nhân của bạn, cùng các quyền của bạn theo pháp luật Việt Nam.',
    'How Sora Electric Vietnam collects, uses, shares and protects your personal data, and the rights you have under Vietnamese law.',
  ),
  updatedOn: '01/07/2026',
  content: t(
    doc(
      p(
        `${COMPANY_VI} (mã số thuế ${TAX_CODE}; “Sora Electric” hoặc “chúng tôi”) tôn trọng và bảo vệ dữ liệu cá nhân của bạn. Chính sách này giải thích cách chúng tôi xử lý dữ liệu khi bạn sử dụng website, ứng dụng Sora Electric và tổng đài, phù hợp với Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân, Luật Bảo vệ dữ liệu cá nhân năm 2025 và các văn bản hướng dẫn. Sora Electric là bên kiểm soát và xử lý dữ liệu cá nhân đối với các hoạt động nêu tại đây.`,
      ),
      h2('1. Dữ liệu chúng tôi thu thập'),
      ul(
        [
          bold('Tài khoản: '),
          'họ tên, email, số điện thoại, ngày sinh, giới tính, mật khẩu (lưu ở dạng mã hóa); khi bạn đăng nhập bằng Facebook hoặc Google: tên, email, ảnh đại diện và mã định danh tài khoản mạng xã hội.',
        ],
        [
          bold('Biểu mẫu liên hệ và đăng ký: '),
          'họ tên, số điện thoại, email, tên công ty, chức vụ, nội dung yêu cầu; thông tin đăng ký đại lý, sự kiện, khóa đào tạo và bản tin.',
        ],
        [
          bold('Đăng ký bảo hành: '),
          'họ tên, số điện thoại, địa chỉ lắp đặt, model, số sê-ri, ngày mua và lịch sử sửa chữa.',
        ],
        [
          bold('Dữ liệu kỹ thuật: '),
          'địa chỉ IP, trình duyệt, thiết bị, ngôn ngữ, trang đã xem, cookie và định danh tương tự.',
        ],
      ),
      p(
        'Chúng tôi không chủ đích thu thập dữ liệu cá nhân nhạy cảm như thông tin sức khỏe hay sinh trắc học. Website không dành cho trẻ em dưới 16 tuổi; dữ liệu của trẻ em chỉ được xử lý khi có sự đồng ý của cha mẹ hoặc người giám hộ.',
      ),
      h2('2. Mục đích xử lý'),
      ul(
        'Quản lý tài khoản, đăng ký sự kiện và khóa đào tạo.',
        'Trả lời yêu cầu tư vấn, báo giá và hỗ trợ kỹ thuật.',
        'Kích hoạt và xác minh bảo hành; đặt lịch giao hàng, lắp đặt, sửa chữa và thu hồi sản phẩm.',
        'Gửi bản tin, thông tin sự kiện và khuyến mại khi bạn đã đồng ý nhận.',
        'Cải thiện website và sản phẩm, bảo đảm an ninh, phòng chống gian lận.',
        'Thực hiện nghĩa vụ pháp lý về kế toán, thuế và bảo vệ người tiêu dùng.',
      ),
      h2('3. Cơ sở xử lý và sự đồng ý'),
      p(
        'Chúng tôi xử lý dữ liệu dựa trên sự đồng ý rõ ràng của bạn, như tích chọn hoặc nhấn nút đồng ý; sự im lặng không được coi là đồng ý. Khi pháp luật cho phép xử lý không cần sự đồng ý, như để thực hiện hợp đồng mua bán, bảo hành mà bạn là một bên hoặc nghĩa vụ pháp lý, chúng tôi chỉ xử lý trong phạm vi cần thiết.',
      ),
      p(
        'Bạn có thể rút lại sự đồng ý bất cứ lúc nào, ví dụ nhấn “Hủy đăng ký” trong email bản tin. Việc rút lại không ảnh hưởng đến tính hợp pháp của hoạt động xử lý đã thực hiện trước đó.',
      ),
      h2('4. Chia sẻ dữ liệu'),
      ul(
        [
          bold('Trạm bảo hành ủy quyền và đại lý: '),
          'họ tên, số điện thoại, địa chỉ và thông tin sản phẩm để giao hàng, lắp đặt, bảo hành và thu hồi, chỉ cho đúng mục đích đó và theo cam kết bảo mật.',
        ],
        [
          bold('Nhà cung cấp dịch vụ: '),
          'lưu trữ đám mây, tổng đài, gửi tin nhắn và email, vận chuyển, theo hợp đồng xử lý dữ liệu.',
        ],
        [
          bold('Tập đoàn Sora: '),
          'một số dữ liệu có thể được xử lý trên hệ thống của Tập đoàn ở nước ngoài để quản lý chất lượng; việc chuyển dữ liệu ra nước ngoài tuân thủ quy định, kể cả hồ sơ đánh giá tác động.',
        ],
        [bold('Cơ quan nhà nước có thẩm quyền: '), 'khi pháp luật yêu cầu.'],
      ),
      p('Chúng tôi không bán hay cho thuê dữ liệu cá nhân của bạn.'),
      h2('5. Thời gian lưu trữ'),
      ul(
        'Dữ liệu tài khoản: trong thời gian tài khoản hoạt động và tối đa 24 tháng sau lần đăng nhập cuối, hoặc đến khi bạn yêu cầu xóa.',
        'Dữ liệu bảo hành: trong thời hạn bảo hành và 5 năm sau đó.',
        'Yêu cầu liên hệ: 3 năm kể từ khi xử lý xong.',
        'Chứng từ kế toán và hóa đơn: theo thời hạn do pháp luật về kế toán quy định.',
      ),
      p('Khi hết thời hạn, dữ liệu được xóa hoặc ẩn danh hóa để không thể khôi phục.'),
      h2('6. Quyền của bạn'),
      p('Với tư cách chủ thể dữ liệu, bạn có quyền:'),
      ul(
        'Được biết về hoạt động xử lý dữ liệu cá nhân của mình.',
        'Đồng ý, không đồng ý hoặc rút lại sự đồng ý.',
        'Truy cập, chỉnh sửa và yêu cầu cung cấp dữ liệu cá nhân.',
        'Yêu cầu xóa dữ liệu, hạn chế xử lý, phản đối xử lý, kể cả cho mục đích quảng cáo, tiếp thị.',
        'Khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường thiệt hại theo quy định.',
      ),
      p(
        'Vui lòng gửi yêu cầu đến ',
        bold(PRIVACY_EMAIL),
        '. Sau khi xác minh danh tính, chúng tôi xác nhận trong vòng 2 ngày làm việc và xử lý trong thời hạn luật định.',
      ),
      h2('7. Bảo mật dữ liệu'),
      ul(
        'Kết nối được mã hóa bằng HTTPS; mật khẩu được lưu dưới dạng băm.',
        'Quyền truy cập được phân quyền tối thiểu và ghi nhật ký; nhân viên, đối tác ký cam kết bảo mật.',
        'Khi xảy ra vi phạm dữ liệu, chúng tôi thông báo cho cơ quan chuyên trách bảo vệ dữ liệu cá nhân trong thời hạn luật định và cho bạn nếu bạn bị ảnh hưởng.',
      ),
      h2('8. Cookie'),
      ul(
        [
          bold('Cookie thiết yếu: '),
          'duy trì đăng nhập, ghi nhớ ngôn ngữ (365 ngày), đơn vị tiền tệ hiển thị (7 ngày) và lựa chọn về cookie (100 ngày).',
        ],
        [
          bold('Cookie phân tích: '),
          'thống kê lượt truy cập để cải thiện nội dung, chỉ hoạt động khi bạn đồng ý.',
        ],
        [
          bold('Cookie của bên thứ ba: '),
          'từ nút chia sẻ mạng xã hội, video nhúng và cửa sổ trò chuyện, theo chính sách của các bên đó.',
        ],
      ),
      p(
        'Ở lần truy cập đầu tiên, website hiển thị thông báo về cookie; lựa chọn của bạn được lưu trong 100 ngày. Bạn có thể xóa hoặc chặn cookie trong trình duyệt, nhưng một số chức năng có thể không hoạt động đầy đủ.',
      ),
      h2('9. Liên hệ'),
      p(
        `Bộ phận Bảo vệ dữ liệu cá nhân, ${COMPANY_VI}, ${ADDRESS_VI}. Email: `,
        bold(PRIVACY_EMAIL),
        `; tổng đài: ${HOTLINE} (7:30–21:00 hằng ngày).`,
      ),
      h2('10. Cập nhật chính sách'),
      p(
        'Chúng tôi có thể cập nhật Chính sách này khi pháp luật hoặc hoạt động của công ty thay đổi. Thay đổi quan trọng được thông báo trên website hoặc qua email trước khi có hiệu lực và, khi cần, chúng tôi sẽ xin lại sự đồng ý của bạn. Xem thêm ',
        link('Điều khoản sử dụng và Chính sách bảo mật', '/topic/termAndPolicy'),
        '.',
      ),
    ),
    doc(
      p(
        `${COMPANY_EN} (tax code ${TAX_CODE}; “Sora Electric”, “we” or “us”) respects and protects your personal data. This policy explains how we process personal data when you use our website, the Sora Electric app and our hotline, in line with Decree 13/2023/NĐ-CP on personal data protection, the Law on Personal Data Protection of 2025 and their implementing regulations. Sora Electric acts as the data controller and processor for the activities described here.`,
      ),
      h2('1. Data we collect'),
      ul(
        [
          bold('Account: '),
          'name, e-mail address, phone number, date of birth, gender and password (stored encrypted); if you sign in with Facebook or Google, your name, e-mail address, profile picture and social account ID.',
        ],
        [
          bold('Contact and sign-up forms: '),
          'name, phone number, e-mail address, company, job title and your message; details you give when registering as a dealer or for events, training courses and newsletters.',
        ],
        [
          bold('Warranty registration: '),
          'name, phone number, installation address, model, serial number, purchase date and repair history.',
        ],
        [
          bold('Technical data: '),
          'IP address, browser, device, language, pages viewed, cookies and similar identifiers.',
        ],
      ),
      p(
        'We do not intentionally collect sensitive personal data such as health or biometric information. The website is not intended for children under 16; children’s data is only processed with the consent of a parent or guardian.',
      ),
      h2('2. Why we process your data'),
      ul(
        'To manage your account and your registrations for events and training courses.',
        'To answer requests for advice, quotations and technical support.',
        'To activate and verify warranties, and to schedule deliveries, installations, repairs and take-backs.',
        'To send newsletters, event information and promotions when you have agreed to receive them.',
        'To analyse and improve our website and products, keep them secure and prevent fraud.',
        'To meet our legal obligations on accounting, tax and consumer protection.',
      ),
      h2('3. Legal basis and consent'),
      p(
        'We process your data on the basis of your clear consent, such as ticking a box or clicking an accept button; silence is never treated as consent. Where the law allows processing without consent, for example to perform a sales or warranty contract you are party to or to meet a legal obligation, we process only what is necessary.',
      ),
      p(
        'You can withdraw your consent at any time, for instance by clicking “Unsubscribe” in a newsletter. Withdrawal does not affect the lawfulness of processing carried out before it.',
      ),
      h2('4. Who we share data with'),
      ul(
        [
          bold('Authorised service centres and dealers: '),
          'your name, phone number, address and product details for delivery, installation, warranty service and take-back, used only for those purposes and under confidentiality commitments.',
        ],
        [
          bold('Service providers: '),
          'cloud hosting, call centre, text and e-mail delivery and logistics, under data processing agreements.',
        ],
        [
          bold('Sora Group: '),
          'some data may be processed on group systems outside Vietnam for quality management; such transfers comply with the regulations, including the required impact assessment.',
        ],
        [bold('Competent authorities: '), 'where the law requires it.'],
      ),
      p('We never sell or rent your personal data.'),
      h2('5. How long we keep data'),
      ul(
        'Account data: while your account is active and for up to 24 months after your last sign-in, or until you ask us to delete it.',
        'Warranty data: for the warranty period plus five years.',
        'Contact requests: three years after they are resolved.',
        'Accounting records and invoices: for the periods set by accounting law.',
      ),
      p('At the end of these periods, data is deleted or irreversibly anonymised.'),
      h2('6. Your rights'),
      p('As a data subject, you have the right to:'),
      ul(
        'Be informed about the processing of your personal data.',
        'Give, refuse or withdraw consent.',
        'Access and correct your data, and ask us to provide a copy.',
        'Ask us to delete your data, restrict its processing or stop processing it, including for advertising and marketing.',
        'Complain, report, take legal action and claim compensation as provided by law.',
      ),
      p(
        'Please send requests to ',
        bold(PRIVACY_EMAIL),
        '. Once we have verified your identity, we will acknowledge your request within two working days and deal with it within the statutory time limits.',
      ),
      h2('7. Security'),
      ul(
        'Connections are encrypted with HTTPS, and passwords are stored only as hashes.',
        'Access is granted on a least-privilege basis and logged; staff and partners sign confidentiality commitments.',
        'If a data breach occurs, we notify the specialised personal data protection authority within the statutory deadline, and you if you are affected.',
      ),
      h2('8. Cookies'),
      ul(
        [
          bold('Essential cookies: '),
          'keep you signed in and remember your language (365 days), display currency (7 days) and cookie choice (100 days).',
        ],
        [
          bold('Analytics cookies: '),
          'count visits so we can improve our content; only active once you agree.',
        ],
        [
          bold('Third-party cookies: '),
          'set by social sharing buttons, embedded videos and the chat window, under those parties’ own policies.',
        ],
      ),
      p(
        'On your first visit, the website shows a cookie notice; your choice is stored for 100 days. You can delete or block cookies in your browser, although some features may then not work fully.',
      ),
      h2('9. Contact'),
      p(
        `Personal Data Protection Team, ${COMPANY_EN}, ${ADDRESS_EN}. E-mail: `,
        bold(PRIVACY_EMAIL),
        `; hotline: ${HOTLINE} (7:30–21:00 daily).`,
      ),
      h2('10. Changes to this policy'),
      p(
        'We may update this policy when the law or our business changes. Significant changes are announced on the website or by e-mail before they take effect and, where necessary, we will ask for your consent again. See also our ',
        link('Terms of use and privacy policy', '/topic/termAndPolicy'),
        ' page.',
      ),
    ),
  ),
}

/* ------------------------------------------------------------------------------------------------
 * Terms of use (topic 26)
 * ---------------------------------------------------------------------------------------------- */

const termsOfUse: TopicSeed = {
  topicLink: 'TermsOfUse',
  slug: t('dieu-khoan-su-dung', 'terms-of-use'),
  title: t('Điều khoản sử dụng', 'Terms of use'),
  summary: t(
    'Các điều kiện áp dụng khi bạn truy cập và sử dụng website của Sora Electric Việt Nam, bao gồm tài khoản, nội dung, thông tin sản phẩm và giới hạn trách nhiệm.',
    'The conditions that apply when you visit and use the Sora Electric Vietnam website, covering accounts, content, product information and liability.',
  ),
  updatedOn: '01/07/2026',
  content: t(
    doc(
      p(
        `Website này (“Website”) do ${COMPANY_VI} (mã số thuế ${TAX_CODE}) quản lý. Khi truy cập hoặc sử dụng Website, bạn đồng ý tuân thủ các Điều khoản sử dụng dưới đây. Nếu không đồng ý, vui lòng ngừng sử dụng Website.`,
      ),
      h2('1. Sử dụng Website'),
      p(
        'Bạn được sử dụng Website để tìm hiểu sản phẩm, dịch vụ, tải tài liệu, đăng ký sự kiện và liên hệ với Sora Electric. Bạn cam kết không:',
      ),
      ul(
        'Sử dụng Website cho mục đích trái pháp luật hoặc trái thuần phong mỹ tục Việt Nam.',
        'Tấn công, can thiệp, làm gián đoạn hệ thống, phát tán mã độc hoặc truy cập trái phép vào dữ liệu và tài khoản khác.',
        'Thu thập dữ liệu tự động với khối lượng lớn khi chưa được Sora Electric chấp thuận bằng văn bản.',
        'Mạo danh Sora Electric, nhân viên hoặc đại lý của chúng tôi, hay gửi thông tin sai sự thật qua biểu mẫu.',
      ),
      h2('2. Tài khoản'),
      ul(
        'Bạn có thể đăng ký bằng email hoặc qua Facebook, Google và cam kết cung cấp thông tin chính xác.',
        'Mật khẩu dài từ 8 đến 20 ký tự; bạn chịu trách nhiệm giữ bí mật mật khẩu và về mọi hoạt động dưới tài khoản của mình.',
        'Vui lòng thông báo ngay cho chúng tôi nếu phát hiện tài khoản bị truy cập trái phép.',
        'Sora Electric có thể tạm khóa hoặc chấm dứt tài khoản vi phạm Điều khoản này, và sẽ thông báo cho bạn khi có thể.',
        'Bạn có thể yêu cầu xóa tài khoản bất cứ lúc nào theo Chính sách bảo mật.',
      ),
      h2('3. Nội dung và quyền sở hữu trí tuệ'),
      p(
        'Nhãn hiệu “Sora”, “Sora Electric”, logo, hình ảnh, văn bản, video, catalogue, hướng dẫn sử dụng và dữ liệu CAD trên Website thuộc quyền sở hữu của Tập đoàn Sora hoặc được sử dụng hợp pháp theo giấy phép, và được bảo hộ theo Luật Sở hữu trí tuệ Việt Nam cùng các điều ước quốc tế liên quan.',
      ),
      ul(
        'Bạn được xem, tải và in tài liệu cho mục đích cá nhân, hoặc để thiết kế, lựa chọn, lắp đặt và vận hành sản phẩm Sora Electric.',
        'Bạn không được sao chép, chỉnh sửa, phân phối hay sử dụng nội dung cho mục đích thương mại khi chưa có chấp thuận bằng văn bản.',
        'Đại lý ủy quyền sử dụng nhãn hiệu và hình ảnh theo hợp đồng đại lý và hướng dẫn nhận diện thương hiệu.',
      ),
      p(
        'Khi gửi câu hỏi, góp ý hoặc hình ảnh cho chúng tôi, bạn xác nhận có quyền đối với nội dung đó và cho phép Sora Electric sử dụng nội dung để xử lý yêu cầu và cải thiện dịch vụ.',
      ),
      h2('4. Giá và thông tin sản phẩm'),
      ul(
        'Giá trên Website là giá bán lẻ đề xuất mang tính tham khảo, đã bao gồm thuế GTGT nhưng chưa gồm vật tư lắp đặt và phí vận chuyển ngoài phạm vi miễn phí. Giá bán thực tế do đại lý quyết định và có thể thay đổi theo chương trình khuyến mại.',
        'Giá quy đổi sang ngoại tệ chỉ để tham khảo theo tỷ giá cập nhật định kỳ; mọi giao dịch tại Việt Nam được thực hiện bằng đồng Việt Nam.',
        'Hình ảnh mang tính minh họa và màu sắc có thể khác do màn hình hiển thị. Thông số có thể thay đổi để cải tiến sản phẩm; thông số chính thức là thông số trong sách hướng dẫn và trên nhãn sản phẩm.',
        'Không phải model nào cũng có sẵn tại mọi điểm bán; vui lòng kiểm tra với đại lý.',
        'Website không phải sàn giao dịch thương mại điện tử và không nhận đặt hàng hay thanh toán trực tuyến.',
      ),
      h2('5. Liên kết'),
      p(
        'Website có thể chứa liên kết đến trang của bên thứ ba, như mạng xã hội, ngân hàng hoặc website của Tập đoàn Sora tại các quốc gia khác. Chúng tôi không kiểm soát và không chịu trách nhiệm về nội dung hay chính sách bảo mật của các trang đó. Bạn được phép đặt liên kết đến Website nếu không gây hiểu nhầm về quan hệ với Sora Electric và không hiển thị Website trong khung của trang khác.',
      ),
      h2('6. Giới hạn trách nhiệm'),
      p(
        'Chúng tôi nỗ lực bảo đảm thông tin chính xác và Website hoạt động liên tục, nhưng Website được cung cấp theo hiện trạng. Trong phạm vi pháp luật cho phép, Sora Electric không chịu trách nhiệm về thiệt hại gián tiếp phát sinh từ việc sử dụng hoặc không thể sử dụng Website, kể cả do bảo trì, sự cố kỹ thuật, sự kiện bất khả kháng hay hành vi của bên thứ ba. Điều khoản này không loại trừ trách nhiệm của chúng tôi đối với người tiêu dùng theo quy định bắt buộc của pháp luật, cũng như nghĩa vụ bảo hành sản phẩm.',
      ),
      h2('7. Thay đổi Điều khoản'),
      p(
        'Chúng tôi có thể sửa đổi Điều khoản này; phiên bản mới có hiệu lực kể từ khi được đăng trên Website. Việc bạn tiếp tục sử dụng Website sau thời điểm đó đồng nghĩa với việc chấp nhận các thay đổi.',
      ),
      h2('8. Luật áp dụng và giải quyết tranh chấp'),
      p(
        'Điều khoản này được điều chỉnh bởi pháp luật Việt Nam. Tranh chấp trước hết được giải quyết bằng thương lượng, hòa giải; nếu không thành, tranh chấp sẽ được đưa ra Tòa án nhân dân có thẩm quyền tại TP. Hồ Chí Minh, trừ trường hợp pháp luật về bảo vệ quyền lợi người tiêu dùng cho phép bạn lựa chọn cơ quan giải quyết khác. Khi có khác biệt giữa bản tiếng Việt và bản tiếng Anh, bản tiếng Việt được ưu tiên áp dụng.',
      ),
      h2('9. Liên hệ'),
      p(
        `${COMPANY_VI}, ${ADDRESS_VI}. Tổng đài: ${HOTLINE} (7:30–21:00 hằng ngày); email: `,
        bold(EMAIL),
        '. Xem thêm ',
        link('Điều khoản sử dụng và Chính sách bảo mật', '/topic/termAndPolicy'),
        ' hoặc gửi yêu cầu tại trang ',
        link('Liên hệ', '/lien-he'),
        '.',
      ),
    ),
    doc(
      p(
        `This website (the “Website”) is operated by ${COMPANY_EN} (tax code ${TAX_CODE}). By visiting or using the Website you agree to these Terms of use. If you do not agree, please stop using the Website.`,
      ),
      h2('1. Using the Website'),
      p(
        'You may use the Website to learn about our products and services, download documents, register for events and contact Sora Electric. You agree not to:',
      ),
      ul(
        'Use the Website for any purpose that is unlawful or contrary to Vietnamese public morals.',
        'Attack, interfere with or disrupt our systems, spread malware, or gain unauthorised access to data or other accounts.',
        'Harvest data automatically on a large scale without Sora Electric’s written permission.',
        'Impersonate Sora Electric, our staff or our dealers, or submit false information through our forms.',
      ),
      h2('2. Accounts'),
      ul(
        'You can register with an e-mail address or through Facebook or Google, and agree to provide accurate information.',
        'Passwords must be 8 to 20 characters long; you are responsible for keeping yours secret and for all activity under your account.',
        'Please tell us immediately if you notice any unauthorised access to your account.',
        'Sora Electric may suspend or close accounts that breach these Terms, and will notify you where possible.',
        'You can ask us to delete your account at any time, as described in our privacy policy.',
      ),
      h2('3. Content and intellectual property'),
      p(
        'The “Sora” and “Sora Electric” trademarks and logos, and the images, text, videos, catalogues, manuals and CAD data on the Website, belong to Sora Group or are used under licence, and are protected by Vietnam’s Law on Intellectual Property and the relevant international treaties.',
      ),
      ul(
        'You may view, download and print documents for personal use, or to design, select, install and operate Sora Electric products.',
        'You may not copy, modify, distribute or commercially exploit the content without our written permission.',
        'Authorised dealers use our trademarks and images under their dealer agreement and our brand guidelines.',
      ),
      p(
        'When you send us questions, feedback or pictures, you confirm that you have the right to do so and allow Sora Electric to use them to handle your request and improve our services.',
      ),
      h2('4. Prices and product information'),
      ul(
        'Prices on the Website are recommended retail prices given for reference only; they include VAT but exclude installation materials and delivery beyond the free delivery area. Actual selling prices are set by dealers and may change with promotions.',
        'Prices converted into other currencies are indicative only, at regularly updated exchange rates; all sales in Vietnam are made in Vietnamese dong.',
        'Pictures are for illustration and colours may look different on your screen. Specifications may change as products are improved; the binding specifications are those in the manual and on the product label.',
        'Not every model is available at every outlet; please check with your dealer.',
        'The Website is not an e-commerce marketplace and does not take orders or payments online.',
      ),
      h2('5. Links'),
      p(
        'The Website may link to third-party sites such as social networks, banks or Sora Group websites in other countries. We do not control them and are not responsible for their content or privacy practices. You may link to the Website provided the link does not suggest a relationship with Sora Electric that does not exist and does not display the Website within a frame on another site.',
      ),
      h2('6. Limitation of liability'),
      p(
        'We work hard to keep information accurate and the Website available, but the Website is provided “as is”. To the extent permitted by law, Sora Electric is not liable for indirect loss arising from the use of, or inability to use, the Website, including as a result of maintenance, technical failures, force majeure or the actions of third parties. Nothing in these Terms excludes our liability to consumers under mandatory law or our product warranty obligations.',
      ),
      h2('7. Changes to these Terms'),
      p(
        'We may amend these Terms; the new version applies from the time it is published on the Website. By continuing to use the Website after that, you accept the changes.',
      ),
      h2('8. Governing law and disputes'),
      p(
        'These Terms are governed by the laws of Vietnam. Disputes will first be settled by negotiation and conciliation; failing that, they will be brought before the competent People’s Court in Ho Chi Minh City, unless consumer protection law allows you to choose another forum. If the Vietnamese and English versions differ, the Vietnamese version prevails.',
      ),
      h2('9. Contact'),
      p(
        `${COMPANY_EN}, ${ADDRESS_EN}. Hotline: ${HOTLINE} (7:30–21:00 daily); e-mail: `,
        bold(EMAIL),
        '. See also our ',
        link('Terms of use and privacy policy', '/topic/termAndPolicy'),
        ' page, or send us a request via ',
        link('Contact', '/lien-he'),
        '.',
      ),
    ),
  ),
}

/** One topic per `TopicLinkName`, in the order of their ids (19, 21–26). */
export const topicSeeds: TopicSeed[] = [
  companyMission,
  warrantyTerms,
  productTakeBack,
  paymentMethods,
  shipping,
  privacyPolicy,
  termsOfUse,
]
