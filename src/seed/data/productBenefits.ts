import { t } from '../bilingual'
import { bold, doc, h3, p, ul } from '../lexical'
import type { MediaSeed, ProductBenefitSeed } from '../types'

import { imageSeedsAt } from './mediaImage'

/**
 * Product-benefit stories (`/product-benefits`): eight short articles, each explaining one
 * practical benefit of a product range to a home or business customer, with worked figures
 * where money is involved. Every cover image is declared in `benefitMediaSeeds` (keys prefixed
 * `benefit-`), and the model codes in `products` all belong to active catalogue products.
 */

/** Pixel sizes per use in these stories. */
const sizes = {
  card: { width: 1200, height: 800 },
} as const

const image = imageSeedsAt(sizes)

export const benefitMediaSeeds: MediaSeed[] = [
  image(
    'benefit-inverter-savings',
    'airConditioner',
    'sky',
    1,
    'card',
    'Dàn lạnh điều hòa treo tường màu trắng thổi những luồng gió mát xuống phòng, bên cạnh là chiếc điều khiển từ xa',
    'A white wall-mounted air conditioner sending streams of cool air down into the room, with a remote control beside it',
  ),
  image(
    'benefit-soft-freeze',
    'refrigerator',
    'forest',
    3,
    'card',
    'Tủ lạnh hai cánh phía trên, hai ngăn kéo phía dưới, đặt giữa một chậu cây xanh và tủ bếp thấp có đĩa trái cây',
    'A refrigerator with two doors above and two drawers below, between a potted plant and a low kitchen cabinet with a bowl of fruit',
  ),
  image(
    'benefit-dehumidifier-nom',
    'dehumidifier',
    'ocean',
    1,
    'card',
    'Máy hút ẩm có ô kính nhìn thấy mực nước trong bình chứa, những giọt hơi ẩm bay về phía máy, cạnh một chậu cây xanh',
    'A dehumidifier with a window showing the water level in its tank and droplets of moisture drifting towards it, beside a potted plant',
  ),
  image(
    'benefit-drives-pumps-fans',
    'factory',
    'sunset',
    2,
    'card',
    'Nhà xưởng có ống khói, băng tải chở những thùng carton và cánh tay robot nhấc thùng cuối cùng, góc trên là hai bánh răng',
    'A factory hall with a chimney, a conveyor carrying cartons and a robot arm lifting the last one, with two gears in the top corner',
  ),
  image(
    'benefit-dc-fan',
    'fan',
    'teal',
    0,
    'card',
    'Quạt đứng năm cánh trên chân đế tròn, làn gió nhẹ tỏa sang một bên, cạnh một chậu cây xanh',
    'A five-blade stand fan on a round base with a gentle breeze drifting to one side, next to a potted plant',
  ),
  image(
    'benefit-clean-air-sleep',
    'airConditioner',
    'violet',
    4,
    'card',
    'Điều hòa treo tường tỏa những luồng gió dịu lẫn các chấm sáng li ti, phía dưới là chiếc điều khiển từ xa',
    'A wall-mounted air conditioner releasing soft streams of air flecked with tiny pale specks, with a remote control below',
  ),
  image(
    'benefit-hand-dryer',
    'handDryer',
    'crimson',
    0,
    'card',
    'Máy sấy tay kiểu đưa tay vào gắn trên tường ốp gạch, luồng khí chạy dọc khe sấy và những giọt nước bắn ra hai bên',
    'A hands-in hand dryer on a tiled wall, air streaming down its drying slot and water droplets flying off to either side',
  ),
  image(
    'benefit-fridge-running-cost',
    'refrigerator',
    'graphite',
    2,
    'card',
    'Tủ lạnh bốn cánh có bảng điều khiển nhỏ trên cửa, một bên là chậu cây, bên kia là tủ bếp thấp với đĩa trái cây',
    'A four-door refrigerator with a small control panel on the door, a potted plant on one side and a low cabinet with a fruit bowl on the other',
  ),
]

export const productBenefitSeeds: ProductBenefitSeed[] = [
  {
    title: t(
      'Điều hòa Inverter tiết kiệm điện thế nào?',
      'How much does an inverter air conditioner really save?',
    ),
    slug: t(
      'dieu-hoa-inverter-tiet-kiem-dien-the-nao',
      'how-much-does-an-inverter-air-conditioner-really-save',
    ),
    summary: t(
      'Cùng một phòng ngủ 18 m², cùng 8 tiếng mỗi đêm, máy Inverter có thể giúp bạn bớt gần 300.000 đồng tiền điện mỗi tháng so với máy thường. Đây là cách tính.',
      'Same 18 m² bedroom, same eight hours a night: an inverter unit can take almost 300,000 VND a month off your electricity bill. Here is the arithmetic.',
    ),
    body: t(
      doc(
        p(
          'Điều hòa thường (không Inverter) chỉ có hai trạng thái: chạy hết công suất hoặc tắt hẳn. Phòng vừa đạt nhiệt độ cài đặt, máy nén ngắt; nhiệt độ nhích lên một, hai độ, máy nén lại khởi động với dòng điện lớn. Vòng đóng ngắt ấy lặp lại suốt đêm, vừa tốn điện vừa khiến căn phòng lúc nóng lúc lạnh. Máy nén Inverter thì đổi tốc độ liên tục: chạy mạnh trong khoảng nửa giờ đầu để hạ nhiệt nhanh, rồi giảm dần và chỉ chạy vừa đủ bù lượng nhiệt lọt vào phòng.',
        ),
        h3('Tính thử cho một phòng ngủ 18 m²'),
        p(
          'Giả sử bạn dùng máy 12.000 BTU 8 tiếng mỗi đêm, 30 đêm mỗi tháng, giá điện khoảng 3.000 đồng/kWh (phần điện dùng thêm cho điều hòa mùa hè thường bị tính ở các bậc giá cao):',
        ),
        ul(
          [
            bold('MS-KS35VF (không Inverter): '),
            'máy nén đóng ngắt liên tục, trung bình khoảng 0,9 kWh mỗi giờ, tức khoảng 216 kWh mỗi tháng – gần 650.000 đồng.',
          ],
          [
            bold('MSY-JW35VF (Inverter): '),
            'khi phòng đã mát, máy chạy êm ở tốc độ thấp, trung bình khoảng 0,5 kWh mỗi giờ, tức khoảng 120 kWh mỗi tháng – chừng 360.000 đồng.',
          ],
          [
            bold('Chênh lệch: '),
            'khoảng 96 kWh, tương đương gần 290.000 đồng mỗi tháng, hay khoảng 1,4 triệu đồng cho 5 tháng nóng.',
          ],
        ),
        p(
          'Giá niêm yết của MSY-JW35VF cao hơn MS-KS35VF khoảng 3,2 triệu đồng, nên phần chênh lệch được bù lại sau chừng hai mùa hè; từ năm thứ ba trở đi là tiền tiết kiệm thật. Trên thực tế, mức tiết kiệm thường dao động 30–50%, tùy hướng nắng, độ kín của phòng và nhiệt độ bạn cài đặt.',
        ),
        p(
          'Máy thường vẫn hợp lý cho những phòng chỉ bật điều hòa hai, ba tiếng mỗi ngày, như phòng cho khách hay phòng làm việc ít dùng; khi đó MS-KS25VF là lựa chọn kinh tế hơn. Còn với phòng ngủ bật máy cả đêm, phòng của bé hay của ông bà, một model Inverter như MSY-JW25VF hoặc MSY-JW35VF gần như luôn đáng đồng tiền hơn.',
        ),
      ),
      doc(
        p(
          'A conventional fixed-speed air conditioner has only two settings: flat out or off. Once the room reaches the set temperature the compressor cuts out; as soon as it warms up by a degree or two, the compressor starts again with a surge of current. That cycle repeats all night, wasting electricity and leaving the room by turns too warm and too cool. An inverter compressor varies its speed instead: it works hard for the first half hour or so to pull the temperature down, then slows right down and runs just fast enough to match the heat creeping in.',
        ),
        h3('The numbers for an 18 m² bedroom'),
        p(
          'Take a 12,000 BTU unit running eight hours a night, 30 nights a month, with electricity at about 3,000 VND/kWh – roughly the upper-tier rate at which extra summer air-conditioning use is billed:',
        ),
        ul(
          [
            bold('MS-KS35VF (fixed speed): '),
            'the compressor keeps cycling and averages about 0.9 kWh an hour, or around 216 kWh a month – close to 650,000 VND.',
          ],
          [
            bold('MSY-JW35VF (inverter): '),
            'once the room is cool it ticks over quietly at low speed, averaging about 0.5 kWh an hour, or around 120 kWh a month – roughly 360,000 VND.',
          ],
          [
            bold('The difference: '),
            'about 96 kWh, or nearly 290,000 VND a month – some 1.4 million VND over a five-month hot season.',
          ],
        ),
        p(
          'The MSY-JW35VF lists at about 3.2 million VND more than the MS-KS35VF, so the extra outlay comes back in roughly two summers, and from the third year on the savings are yours to keep. In practice they usually fall between 30% and 50%, depending on how much sun the room gets, how well it is sealed and the temperature you set.',
        ),
        p(
          'A fixed-speed unit still makes sense in a room that is cooled for only two or three hours a day, such as a guest room or a little-used study; there the MS-KS25VF is the more economical choice. For a bedroom where the air conditioning runs all night, or a room for a baby or grandparents, an inverter model such as the MSY-JW25VF or MSY-JW35VF will almost always pay its way.',
        ),
      ),
    ),
    category: 'AirConditioning',
    cover: 'benefit-inverter-savings',
    products: ['MSY-JW25VF', 'MSY-JW35VF', 'MS-KS25VF', 'MS-KS35VF'],
    publishedAt: '2026-04-14',
    displayOrder: 800,
  },
  {
    title: t(
      'Ngăn đông mềm: thịt cá tươi lâu hơn, chẳng cần rã đông',
      'Soft-freeze drawers: fresher meat and fish, no defrosting',
    ),
    slug: t(
      'ngan-dong-mem-thit-ca-tuoi-lau-hon-chang-can-ra-dong',
      'soft-freeze-drawers-fresher-meat-and-fish-no-defrosting',
    ),
    summary: t(
      'Đi chợ một lần cho cả tuần mà thịt cá vẫn tươi, lấy ra là thái được ngay: đó là việc của ngăn đông mềm −7 °C trên tủ lạnh 3 cửa.',
      'Shop once for the week and keep meat and fish fresh and ready to slice straight away: that is the job of the −7 °C soft-freeze drawer on a three-door fridge.',
    ),
    body: t(
      doc(
        p(
          'Nhiều gia đình thành phố chỉ đi chợ, đi siêu thị vào cuối tuần. Thịt cá mua về thường chia làm hai: phần nấu trong một, hai ngày để ngăn mát, phần còn lại cho vào ngăn đá. Rắc rối nằm ở chỗ thịt đông cứng ở −18 °C phải rã đông hàng giờ trước khi nấu; rã vội ở nhiệt độ phòng thì thịt mất nước, bở đi và vi khuẩn có thời gian sinh sôi.',
        ),
        h3('Ngăn đông mềm hoạt động ra sao?'),
        p(
          'Ở −7 °C, thịt cá chỉ đông se lại: đủ lạnh để giữ tươi lâu hơn hẳn ngăn mát, nhưng vẫn mềm để dao thái được ngay. Trên MR-CX34EN và MR-CX45EN, ngăn kéo giữa (58 lít và 78 lít) còn chuyển được sang chế độ làm mát hoặc cấp đông chỉ bằng một nút chạm, nên bạn sắp xếp tủ theo thực đơn từng tuần chứ không phải ép thực đơn theo tủ.',
        ),
        h3('Gợi ý sắp xếp cho một tuần'),
        ul(
          [
            bold('Ngăn đông mềm −7 °C: '),
            'thịt, cá, tôm định nấu trong khoảng một tuần, chia sẵn từng phần vừa một bữa.',
          ],
          [
            bold('Ngăn rau: '),
            'màng điều tiết độ ẩm của MR-CX45EN giữ rau muống, cải, xà lách tươi đến bảy ngày; trên MR-FV28EN, đóng thanh trượt cho rau lá và mở ra khi đựng trái cây.',
          ],
          [bold('Ngăn mát: '), 'trứng, sữa và thức ăn đã nấu, nên dùng hết trong ba, bốn ngày.'],
          [
            bold('Ngăn đông −18 °C: '),
            'thực phẩm trữ dài ngày; ghi ngày cấp đông lên hộp để dùng trước những món cũ.',
          ],
        ),
        p(
          'Những ngày giáp Tết, khi tủ phải chứa thêm giò chả, nước ngọt và bia, hãy chuyển ngăn giữa sang chế độ làm mát; qua Tết lại đưa về chế độ đông mềm. Cùng một chiếc tủ mà dùng được nhiều cách, và lượng thực phẩm phải bỏ đi cũng ít hẳn.',
        ),
      ),
      doc(
        p(
          'Plenty of city families do their shopping once a week, at the market or the supermarket. The meat and fish usually get split in two: what will be cooked in the next day or two goes in the fridge, the rest into the freezer. The trouble is that meat frozen solid at −18 °C needs hours to thaw before it can be cooked, and thawing it in a hurry at room temperature leaves it dry and crumbly while giving bacteria time to multiply.',
        ),
        h3('How soft-freeze works'),
        p(
          'At −7 °C, meat and fish only just firm up: cold enough to keep far longer than in the fresh-food section, yet soft enough to slice straight away. On the MR-CX34EN and MR-CX45EN, the middle drawer (58 and 78 litres respectively) can also switch to chill or full freeze at the touch of a button, so the fridge fits around each week’s menu rather than the other way round.',
        ),
        h3('Where to put a week’s shopping'),
        ul(
          [
            bold('Soft-freeze drawer at −7 °C: '),
            'meat, fish and prawns you plan to cook within about a week, divided into single-meal portions.',
          ],
          [
            bold('Crisper: '),
            'the humidity-regulating membrane on the MR-CX45EN keeps morning glory, mustard greens and lettuce fresh for up to seven days; on the MR-FV28EN, close the slider for leafy greens and open it for fruit.',
          ],
          [
            bold('Fresh-food section: '),
            'eggs, milk and cooked dishes, which are best eaten within three or four days.',
          ],
          [
            bold('Freezer at −18 °C: '),
            'anything for longer storage – write the date on each box so the oldest gets used first.',
          ],
        ),
        p(
          'In the run-up to Tet, when the fridge also has to hold pork rolls, soft drinks and beer, switch the middle drawer to chill, then put it back on soft-freeze once the holiday is over. One fridge, several ways to use it – and a good deal less food thrown away.',
        ),
      ),
    ),
    category: 'Refigerators',
    cover: 'benefit-soft-freeze',
    products: ['MR-CX34EN', 'MR-CX45EN', 'MR-FV28EN'],
    publishedAt: '2026-01-20',
    displayOrder: 700,
  },
  {
    title: t(
      'Mùa nồm: chống mốc và hong khô quần áo bằng máy hút ẩm',
      'How a dehumidifier gets you through the nồm season',
    ),
    slug: t(
      'mua-nom-chong-moc-va-hong-kho-quan-ao-bang-may-hut-am',
      'how-a-dehumidifier-gets-you-through-the-nom-season',
    ),
    summary: t(
      'Tường đổ mồ hôi, sàn nhà nhớp nháp, quần áo phơi ba ngày chưa khô: máy hút ẩm giúp các gia đình miền Bắc qua mùa nồm mà không lo nấm mốc.',
      'Sweating walls, clammy floors and washing that won’t dry for days: a dehumidifier gets homes in the north through the damp season without the mould.',
    ),
    body: t(
      doc(
        p(
          'Ở Hà Nội và các tỉnh phía Bắc, mùa nồm thường kéo dài từ khoảng tháng Hai đến tháng Tư. Sau những đợt rét, tường và sàn nhà vẫn còn lạnh; khi gió nồm mang hơi ẩm từ biển thổi về, hơi nước gặp bề mặt lạnh liền ngưng lại thành nước. Có ngày độ ẩm trong nhà vượt 90%, tường “đổ mồ hôi”, sàn gạch trơn như vừa lau và tủ quần áo bắt đầu có mùi.',
        ),
        h3('Vì sao nên giữ độ ẩm dưới 60%'),
        p(
          'Nấm mốc và mạt bụi nhà sinh sôi mạnh khi độ ẩm vượt 70%, và đây cũng là hai thủ phạm quen thuộc gây viêm mũi dị ứng, hen suyễn ở trẻ nhỏ. Giữ phòng ở mức 45–60% là đủ để chặn chúng mà không làm không khí khô khó chịu. Trên máy hút ẩm Sora Electric, bạn cài đúng mức độ ẩm mong muốn; máy tự tạm dừng khi đạt và chạy lại khi độ ẩm tăng.',
        ),
        ul(
          [
            bold('Phòng ngủ, phòng của bé (15–25 m²): '),
            'MJ-E12SV hút 12 lít mỗi ngày, có màn hình hiển thị độ ẩm thực tế và khóa trẻ em.',
          ],
          [
            bold('Phơi đồ trong nhà: '),
            'chế độ sấy quần áo của MJ-E16SV thổi gió thẳng vào giá phơi, một mẻ giặt khô sau khoảng 4–6 giờ. Máy chỉ 290 W, nên mỗi mẻ tốn chưa tới 1,8 kWh, khoảng 5.000 đồng tiền điện.',
          ],
          [
            bold('Tầng trệt nhà phố, phòng khách rộng (35–50 m²): '),
            'MJ-E20SV hút 20 lít mỗi ngày; nối ống thoát nước là máy chạy liên tục ngày đêm, không phải đổ bình.',
          ],
        ),
        p(
          'Mẹo nhỏ: những hôm nồm nặng, hãy đóng kín cửa sổ, vì mở cửa cho “thoáng” chỉ đưa thêm hơi ẩm vào nhà. Đặt máy ở giữa phòng, cách tường ít nhất 20 cm và khép cửa phòng đang hút ẩm để máy làm việc hiệu quả. Khi trời hanh trở lại, lau khô bình chứa và vệ sinh lưới lọc trước khi cất máy.',
        ),
      ),
      doc(
        p(
          'In Hanoi and the northern provinces, the nồm season usually runs from about February to April. After the winter cold snaps, walls and floors are still cold, so when the warm, moist southerly wind blows in off the sea, the water vapour condenses the moment it touches them. On some days indoor humidity tops 90%: walls “sweat”, tiled floors look as if they have just been mopped and wardrobes start to smell musty.',
        ),
        h3('Why to keep humidity below 60%'),
        p(
          'Mould and house dust mites thrive once humidity climbs above 70%, and both are common triggers of allergic rhinitis and asthma in children. Keeping a room at 45–60% is enough to hold them back without making the air unpleasantly dry. On a Sora Electric dehumidifier you set the humidity you want; the unit pauses when it gets there and starts again when the air turns damp.',
        ),
        ul(
          [
            bold('Bedrooms and nurseries (15–25 m²): '),
            'the MJ-E12SV extracts 12 litres a day and has a display showing the actual humidity, plus a child lock.',
          ],
          [
            bold('Drying laundry indoors: '),
            'the MJ-E16SV’s laundry mode blows straight at the drying rack and dries a load in about four to six hours. At 290 W, that is under 1.8 kWh a load – around 5,000 VND of electricity.',
          ],
          [
            bold('Townhouse ground floors and large living rooms (35–50 m²): '),
            'the MJ-E20SV extracts 20 litres a day; attach a drain hose and it will run day and night with no tank to empty.',
          ],
        ),
        p(
          'A tip: on the worst days, keep the windows shut. Opening them to “air the place out” only lets more moisture in. Stand the unit in the middle of the room, at least 20 cm from the walls, and close the door of the room you are drying so it can do its job. When the dry weather returns, wipe out the tank and clean the filter before putting the unit away.',
        ),
      ),
    ),
    category: 'Dehumidifiers',
    cover: 'benefit-dehumidifier-nom',
    products: ['MJ-E12SV', 'MJ-E16SV', 'MJ-E20SV'],
    publishedAt: '2026-02-24',
    displayOrder: 600,
  },
  {
    title: t(
      'Lắp biến tần cho bơm và quạt: tiết kiệm điện ra sao?',
      'Inverter drives on pumps and fans: where the savings come from',
    ),
    slug: t(
      'lap-bien-tan-cho-bom-va-quat-tiet-kiem-dien-ra-sao',
      'inverter-drives-on-pumps-and-fans-where-the-savings-come-from',
    ),
    summary: t(
      'Bơm và quạt chạy hết tốc độ rồi tiết lưu bằng van là nguồn lãng phí điện rất phổ biến trong nhà máy. Giảm 20% tốc độ bằng biến tần, công suất giảm gần một nửa.',
      'Pumps and fans that run flat out while a valve throttles the flow are a common drain on factory power bills. Slow them by 20% with a drive and the power drops by almost half.',
    ),
    body: t(
      doc(
        p(
          'Ở nhiều nhà máy, bơm nước làm mát, quạt hút và quạt cấp gió được chọn dư công suất, chạy liên tục ở tốc độ tối đa, còn lưu lượng thì chỉnh bằng cách khép bớt van, cửa gió. Làm vậy chẳng khác nào vừa nhấn ga vừa đạp phanh: động cơ vẫn ngốn gần hết công suất, còn phần năng lượng thừa thì mất đi qua van.',
        ),
        h3('Công suất giảm theo lập phương tốc độ'),
        p(
          'Với bơm ly tâm và quạt, lưu lượng tỉ lệ thuận với tốc độ quay, còn công suất tỉ lệ với lập phương tốc độ. Chạy ở 80% tốc độ, động cơ chỉ cần khoảng 51% công suất; ở 70% tốc độ, còn khoảng 34%. Biến tần như FR-E840-0095 (3,7 kW) hay FR-A840-00620 (22 kW) điều chỉnh tốc độ động cơ theo đúng nhu cầu, thay cho van tiết lưu.',
        ),
        h3('Ví dụ: một bơm nước làm mát 22 kW'),
        ul(
          [
            bold('Trước cải tạo: '),
            'bơm chạy 20 giờ mỗi ngày, 300 ngày mỗi năm với van khép bớt, công suất đo được khoảng 19 kW.',
          ],
          [
            bold('Sau khi lắp FR-A840-00620 và mở hết van: '),
            'bơm chỉ cần khoảng 80% tốc độ để cho cùng lưu lượng, công suất còn khoảng 11 kW, đã tính tổn hao biến tần và cột áp tĩnh của hệ thống.',
          ],
          [
            bold('Kết quả: '),
            'tiết kiệm khoảng 48.000 kWh mỗi năm, tức khoảng 96 triệu đồng theo giá điện sản xuất bình quân 2.000 đồng/kWh, đồng thời giảm chừng 30 tấn CO₂.',
          ],
          [
            bold('Lợi ích đi kèm: '),
            'khởi động mềm, hết hiện tượng búa nước, vòng bi và phớt bơm bền hơn.',
          ],
        ),
        p(
          'Kết hợp với bộ điều khiển lập trình FX5U-32MT/ES, tốc độ bơm tự bám theo áp suất hay nhiệt độ nước thực tế, còn các bơm chạy luân phiên để chia đều giờ vận hành. Không phải hệ thống nào cũng đạt mức như ví dụ trên – bơm đẩy nước lên cao, cột áp tĩnh lớn sẽ tiết kiệm ít hơn – nên kỹ sư Sora Electric luôn đo tải thực tế trước khi đề xuất phương án.',
        ),
      ),
      doc(
        p(
          'In many factories, cooling-water pumps, extract fans and supply fans are oversized, run non-stop at full speed and have their flow trimmed by partly closing a valve or damper. It is rather like driving with one foot on the accelerator and the other on the brake: the motor still draws almost its full power, and the surplus energy is simply lost across the valve.',
        ),
        h3('Power falls with the cube of speed'),
        p(
          'For centrifugal pumps and fans, flow is proportional to speed, but power is proportional to the cube of speed. At 80% speed a motor needs only about 51% of the power; at 70%, around 34%. A drive such as the FR-E840-0095 (3.7 kW) or FR-A840-00620 (22 kW) sets the motor speed to match demand, doing the job the throttling valve used to do.',
        ),
        h3('Example: a 22 kW cooling-water pump'),
        ul(
          [
            bold('Before: '),
            'the pump runs 20 hours a day, 300 days a year, against a part-closed valve, drawing a measured 19 kW or so.',
          ],
          [
            bold('After fitting an FR-A840-00620 and opening the valve fully: '),
            'about 80% speed delivers the same flow, and the draw falls to about 11 kW, allowing for drive losses and the system’s static head.',
          ],
          [
            bold('Result: '),
            'roughly 48,000 kWh saved a year – about 96 million VND at an average industrial tariff of 2,000 VND/kWh – and some 30 tonnes less CO₂.',
          ],
          [
            bold('Side benefits: '),
            'soft starting, no more water hammer, and longer-lasting bearings and pump seals.',
          ],
        ),
        p(
          'Add an FX5U-32MT/ES programmable controller and the pump speed can follow the actual water pressure or temperature, with several pumps taking turns so their running hours stay even. Not every system will save as much as this example – pumps lifting water against a high static head save less – which is why Sora Electric engineers always measure the real load before recommending a solution.',
        ),
      ),
    ),
    category: 'FactoryAutomation',
    cover: 'benefit-drives-pumps-fans',
    products: ['FR-A840-00620', 'FR-E840-0095', 'FX5U-32MT/ES'],
    publishedAt: '2025-10-08',
    displayOrder: 500,
  },
  {
    title: t(
      'Quạt động cơ DC: êm hơn, gió mịn hơn và bớt tiền điện',
      'DC motor fans: quieter, gentler and cheaper to run',
    ),
    slug: t(
      'quat-dong-co-dc-em-hon-gio-min-hon-va-bot-tien-dien',
      'dc-motor-fans-quieter-gentler-and-cheaper-to-run',
    ),
    summary: t(
      'Động cơ DC cho quạt tới 12 mức gió, chạy êm từ 22 dB(A) và dùng ít điện hơn tới 60%. Khoản tiết kiệm với một chiếc quạt không lớn, nhưng giấc ngủ yên thì rất đáng giá.',
      'A DC motor gives a fan 12 speeds, runs from a hushed 22 dB(A) and uses up to 60% less electricity. The saving on one fan is modest; a quiet night’s sleep is worth a lot more.',
    ),
    body: t(
      doc(
        p(
          'Quạt điện thông thường dùng động cơ xoay chiều (AC), chỉ có ba, bốn mức gió cố định, và ở mức thấp nhất động cơ vẫn kêu ù ù khá rõ trong đêm yên tĩnh. Động cơ một chiều không chổi than (DC) thì được mạch điện tử điều khiển, có thể quay thật chậm mà vẫn êm và đều.',
        ),
        h3('Êm hơn, gió dịu hơn'),
        p(
          'LV16-DC có 12 mức gió; ở mức nhẹ nhất, quạt chỉ tiêu thụ khoảng 3 W và êm khoảng 22 dB(A), ngang tiếng lá xào xạc. Mức êm nhất của quạt AC cùng cỡ như LV16-RX đã là 32 dB(A); chênh 10 dB(A) nghĩa là tai người nghe to gần gấp đôi. Bảy cánh mỏng được cân bằng động cho làn gió mịn, không phả từng đợt, rất hợp với người lớn tuổi và trẻ nhỏ nằm quạt cả đêm.',
        ),
        h3('Tiết kiệm được bao nhiêu?'),
        ul(
          [
            bold('Quạt đứng phòng ngủ: '),
            'chạy 8 tiếng mỗi đêm trong 180 đêm nóng, một quạt AC ở mức gió vừa (khoảng 35 W) dùng chừng 50 kWh, còn LV16-DC cho làn gió tương đương chỉ tốn khoảng 20 kWh. Tính theo 3.000 đồng/kWh, bạn bớt khoảng 90.000 đồng mỗi mùa.',
          ],
          [
            bold('Quạt trần phòng khách: '),
            'C60-RL động cơ DC chỉ 38 W ở tốc độ cao nhất, bằng một nửa quạt trần AC 75 W. Chạy 10 tiếng mỗi ngày trong 200 ngày, phần chênh lệch khoảng 74 kWh, hơn 200.000 đồng mỗi năm.',
          ],
        ),
        p(
          'Với một chiếc quạt, đó chưa phải khoản tiền lớn; nhưng nhà dùng ba, bốn chiếc thì con số bắt đầu đáng kể. Dẫu vậy, lợi ích rõ nhất của động cơ DC vẫn là sự yên tĩnh: chiếc quạt chạy suốt đêm mà bạn gần như quên mất là nó đang bật.',
        ),
      ),
      doc(
        p(
          'Most electric fans use an AC motor, which gives them three or four fixed speeds and, even on the lowest, a hum you can clearly hear in a quiet bedroom. A brushless DC motor is controlled electronically instead, so it can turn very slowly and still run smoothly and silently.',
        ),
        h3('Quieter, with a softer breeze'),
        p(
          'The LV16-DC has 12 speeds. On the gentlest it draws about 3 W and runs at around 22 dB(A), about as loud as rustling leaves. A similar AC fan such as the LV16-RX starts at 32 dB(A), and a 10 dB(A) difference sounds roughly twice as loud to the human ear. Seven thin, dynamically balanced blades give a smooth breeze rather than a buffeting one, which older people and young children sleeping under a fan all night will appreciate.',
        ),
        h3('What it saves'),
        ul(
          [
            bold('A bedroom stand fan: '),
            'running eight hours a night for 180 hot nights, an AC fan on a medium setting (about 35 W) uses around 50 kWh, while the LV16-DC delivers the same breeze for about 20 kWh. At 3,000 VND/kWh, that is around 90,000 VND saved each season.',
          ],
          [
            bold('A living-room ceiling fan: '),
            'the DC-powered C60-RL draws only 38 W at top speed, half as much as a 75 W AC ceiling fan. Run ten hours a day for 200 days, the difference comes to about 74 kWh – over 200,000 VND a year.',
          ],
        ),
        p(
          'On a single fan that is not a fortune, but in a home with three or four fans it starts to add up. Even so, the biggest benefit of a DC motor is the quiet: a fan that runs all night and that you almost forget is on.',
        ),
      ),
    ),
    category: 'ElectricFans',
    cover: 'benefit-dc-fan',
    products: ['LV16-DC', 'C60-RL'],
    publishedAt: '2025-05-20',
    displayOrder: 400,
  },
  {
    title: t(
      'Điều hòa lọc bụi mịn: không khí sạch cho giấc ngủ ngon',
      'Cleaner air, better sleep: filtering fine dust in the bedroom',
    ),
    slug: t(
      'dieu-hoa-loc-bui-min-khong-khi-sach-cho-giac-ngu-ngon',
      'cleaner-air-better-sleep-filtering-fine-dust-in-the-bedroom',
    ),
    summary: t(
      'Phòng ngủ đóng kín suốt đêm là nơi bụi mịn dễ quẩn quanh. Bộ lọc PM2.5, ion khử mùi và luồng gió biết tránh người giúp bạn thở dễ hơn, ngủ sâu hơn.',
      'A bedroom shut up all night is where fine dust lingers. A PM2.5 filter, an ioniser and airflow that steers around you make for easier breathing and deeper sleep.',
    ),
    body: t(
      doc(
        p(
          'Mùa hè, bật điều hòa thì phải đóng kín cửa; từ cuối thu sang đông, chỉ số bụi mịn PM2.5 ở Hà Nội và nhiều đô thị phía Bắc lại thường xuyên vượt ngưỡng khuyến nghị. Bụi từ khói xe, công trình và khói bếp lọt vào qua khe cửa rồi quẩn quanh trong phòng ngủ suốt bảy, tám tiếng. Lưới lọc thông thường chỉ giữ được bụi thô và lông tóc; những hạt nhỏ hơn 2,5 micromet vẫn lọt qua.',
        ),
        h3('Lọc không khí ngay trong dàn lạnh'),
        p(
          'Trên dòng GR, không khí đi qua bộ lọc tĩnh điện giữ lại bụi mịn PM2.5, rồi bộ tạo ion trung hòa mùi ẩm mốc, mùi thức ăn và một phần vi khuẩn. Cả hai lớp xử lý vẫn hoạt động khi máy chỉ chạy quạt, nên những hôm trời dịu không cần làm lạnh, bạn vẫn bật để lọc không khí. MSZ-AX35VF có thêm chức năng sưởi, nên lọc bụi được cả trong những ngày rét.',
        ),
        ul(
          [
            bold('Êm hơn tiếng thì thầm: '),
            'MSY-GR25VF chỉ 19 dB(A) ở tốc độ quạt thấp nhất, đủ yên cho phòng của trẻ sơ sinh.',
          ],
          [
            bold('Gió không thổi thẳng vào người: '),
            'cảm biến chuyển động trên MSY-GR35VF nhận biết chỗ bạn nằm và lái luồng gió sang hướng khác, tránh khô họng, mỏi cổ khi thức dậy.',
          ],
          [
            bold('Chia gió cho hai người: '),
            'hai cánh đảo gió độc lập của MSZ-AX35VF cho một bên gió nhẹ, bên kia gần như không có gió.',
          ],
          [
            bold('Không quên vệ sinh bộ lọc: '),
            'ứng dụng Sora Electric nhắc bạn khi đến lúc rửa lưới lọc của MSZ-AX35VF.',
          ],
        ),
        p(
          'Cũng cần nói rõ: điều hòa lọc bụi không thay thế hoàn toàn máy lọc không khí trong những ngày ô nhiễm nặng, và cũng không đưa khí tươi vào phòng. Hãy mở cửa sổ mươi phút khi chất lượng không khí ngoài trời ở mức tốt, và rửa bộ lọc định kỳ để máy giữ được hiệu quả lọc.',
        ),
      ),
      doc(
        p(
          'In summer, running the air conditioning means keeping doors and windows shut; from late autumn into winter, PM2.5 levels in Hanoi and other northern cities regularly exceed recommended limits. Dust from traffic, building sites and cooking slips in around the doors and windows, then circulates in a closed bedroom for seven or eight hours. A standard air-conditioner filter stops only coarse dust and hair; particles smaller than 2.5 micrometres pass straight through.',
        ),
        h3('Filtering the air inside the indoor unit'),
        p(
          'On the GR series, air passes through an electrostatic filter that traps PM2.5, then an ioniser neutralises musty and food smells along with some of the bacteria. Both stages also work in fan-only mode, so on mild days when you don’t need cooling you can still run the unit just to clean the air. The MSZ-AX35VF heats as well, so it can keep filtering through the cold months too.',
        ),
        ul(
          [
            bold('Quieter than a whisper: '),
            'the MSY-GR25VF makes just 19 dB(A) at its lowest fan speed, quiet enough for a newborn’s room.',
          ],
          [
            bold('No draught in your face: '),
            'the motion sensor on the MSY-GR35VF knows where you are lying and steers the airflow elsewhere, so you don’t wake up with a dry throat or a stiff neck.',
          ],
          [
            bold('Two people, two preferences: '),
            'the twin independent louvres on the MSZ-AX35VF give one side of the bed a gentle breeze and the other almost none.',
          ],
          [
            bold('Filter reminders: '),
            'the Sora Electric app tells you when the MSZ-AX35VF’s filter is due for a wash.',
          ],
        ),
        p(
          'To be clear, an air-purifying air conditioner is no full substitute for a dedicated air purifier on heavily polluted days, and it does not bring in fresh air. Open a window for ten minutes or so when outdoor air quality is good, and wash the filters regularly so they keep working as they should.',
        ),
      ),
    ),
    category: 'AirConditioning',
    cover: 'benefit-clean-air-sleep',
    products: ['MSY-GR25VF', 'MSY-GR35VF', 'MSZ-AX35VF'],
    publishedAt: '2025-11-12',
    displayOrder: 300,
  },
  {
    title: t(
      'Máy sấy tay hay khăn giấy: lựa chọn nào sạch và rẻ hơn?',
      'Hand dryers or paper towels: which is cleaner and cheaper?',
    ),
    slug: t(
      'may-say-tay-hay-khan-giay-lua-chon-nao-sach-va-re-hon',
      'hand-dryers-or-paper-towels-which-is-cleaner-and-cheaper',
    ),
    summary: t(
      'Khăn giấy tốn tiền mua, tốn công dọn và tràn thùng rác vào giờ cao điểm. Máy sấy tay không chạm giữ khu vệ sinh gọn sạch hơn và thường hoàn vốn sau khoảng một năm.',
      'Paper towels cost money to buy and effort to clear away, and the bins overflow at busy times. A touch-free hand dryer keeps washrooms tidier and usually pays for itself in about a year.',
    ),
    body: t(
      doc(
        p(
          'Ở khu vệ sinh công cộng, khăn giấy có vẻ là lựa chọn quen thuộc nhất, nhưng kéo theo không ít phiền toái: hộp giấy hết đúng giờ đông người, thùng rác đầy tràn, giấy vụn rơi xuống sàn ướt. Mỗi lần rút giấy, bàn tay vừa rửa sạch lại chạm vào một bề mặt dùng chung.',
        ),
        h3('Tính thử cho văn phòng 200 người'),
        p(
          'Một văn phòng 200 nhân viên với hai khu vệ sinh nam, nữ dùng khoảng 1.000 tờ khăn giấy mỗi ngày, tương ứng chừng 400 lượt lau tay. Với giá khoảng 120 đồng một tờ, riêng tiền giấy đã vào khoảng 120.000 đồng mỗi ngày, tức khoảng 30 triệu đồng cho 250 ngày làm việc, chưa kể túi rác và công bổ sung giấy.',
        ),
        ul(
          [
            bold('Điện năng: '),
            'JT-SB116JH làm khô tay trong khoảng 9 giây; kể cả khi bật sưởi, mỗi lượt tốn chưa tới 0,003 kWh. 400 lượt mỗi ngày chỉ dùng khoảng 1,1 kWh, tức vài nghìn đồng tiền điện.',
          ],
          [
            bold('Đầu tư: '),
            'hai máy JT-SB116JH cho hai khu vệ sinh có giá niêm yết khoảng 30 triệu đồng, xấp xỉ tiền giấy của một năm.',
          ],
          [
            bold('Bảo trì: '),
            'đổ khay nước định kỳ và thay bộ lọc HEPA sau 12 tháng, thay cho việc bổ sung giấy và đổ rác mỗi ngày.',
          ],
        ),
        h3('Gọn sạch hơn cho người dùng'),
        p(
          'Máy chạy hoàn toàn bằng cảm biến nên sau khi rửa tay, người dùng không phải chạm vào đâu. Không khí được lọc HEPA trước khi thổi lên tay, nước gạt xuống được gom vào khay chứa thay vì nhỏ ra sàn. Ở trung tâm thương mại hay nhà ga, JT-SB216JSH có lớp phủ kháng khuẩn trên khe sấy và khay chứa; với phòng khám, bệnh viện, JT-MC106HS có thân máy liền khối, chịu được việc lau khử khuẩn bằng cồn hằng ngày.',
        ),
      ),
      doc(
        p(
          'In a public washroom, paper towels can seem the obvious choice, but they bring plenty of hassle: dispensers that run out at the busiest moment, overflowing bins and soggy scraps on a wet floor. And every time someone pulls out a towel, freshly washed hands touch a shared surface.',
        ),
        h3('The sums for a 200-person office'),
        p(
          'An office of 200 staff with a men’s and a women’s washroom gets through around 1,000 paper towels a day – roughly 400 hand-dryings. At about 120 VND a sheet, that is some 120,000 VND a day on paper alone, or around 30 million VND over 250 working days, before bin liners and the time spent restocking.',
        ),
        ul(
          [
            bold('Electricity: '),
            'the JT-SB116JH dries hands in about 9 seconds and, even with the heater on, uses under 0.003 kWh per use. Four hundred uses a day come to about 1.1 kWh – a few thousand dong.',
          ],
          [
            bold('Outlay: '),
            'two JT-SB116JH units, one for each washroom, list at about 30 million VND in total – roughly a year’s worth of paper.',
          ],
          [
            bold('Upkeep: '),
            'empty the drip tray regularly and replace the HEPA filter every 12 months, instead of restocking paper and emptying bins every day.',
          ],
        ),
        h3('Tidier for everyone'),
        p(
          'The dryer works entirely by sensor, so once their hands are washed, users touch nothing. The air is HEPA-filtered before it reaches their hands, and the water blown off is caught in a tray rather than dripping onto the floor. For shopping centres and stations, the JT-SB216JSH adds an antibacterial coating to the drying slot and tray; for clinics and hospitals, the JT-MC106HS has a seamless body that stands up to daily wiping with alcohol-based disinfectant.',
        ),
      ),
    ),
    category: 'JetTowel',
    cover: 'benefit-hand-dryer',
    products: ['JT-SB116JH', 'JT-SB216JSH', 'JT-MC106HS'],
    publishedAt: '2025-07-09',
    displayOrder: 200,
  },
  {
    title: t(
      'Tủ lạnh Inverter tốn bao nhiêu điện mỗi tháng?',
      'How much electricity does an inverter fridge use each month?',
    ),
    slug: t(
      'tu-lanh-inverter-ton-bao-nhieu-dien-moi-thang',
      'how-much-electricity-does-an-inverter-fridge-use-each-month',
    ),
    summary: t(
      'Một tủ lạnh Inverter 330 lít tốn chưa tới 75.000 đồng tiền điện mỗi tháng. Kệ kính, đèn LED, chuông báo cửa và vài thói quen nhỏ giúp giữ con số ấy ở mức thấp.',
      'A 330-litre inverter fridge costs less than 75,000 VND a month to run. Glass shelves, LED lighting, a door alarm and a few good habits help keep it that way.',
    ),
    body: t(
      doc(
        p(
          'Tủ lạnh là thiết bị hiếm hoi trong nhà chạy suốt 24 giờ, quanh năm, nên con số trên nhãn năng lượng rất đáng xem kỹ. MR-FV33EN 330 lít tiêu thụ khoảng 289 kWh mỗi năm, MR-FS25EN 243 lít khoảng 252 kWh. Với giá khoảng 3.000 đồng/kWh, chiếc tủ 330 lít tốn chừng 870.000 đồng mỗi năm, chưa tới 75.000 đồng mỗi tháng. Một tủ không Inverter cùng cỡ đã dùng mười năm có thể ngốn 450–500 kWh mỗi năm; đổi sang tủ Inverter 5 sao, gia đình bớt được khoảng 500.000–600.000 đồng tiền điện mỗi năm.',
        ),
        h3('Những chi tiết nhỏ giữ hơi lạnh'),
        ul(
          [
            bold('Kệ kính cường lực: '),
            'chịu được cả nồi canh đầy; nước canh hay sữa lỡ đổ chỉ đọng trên mặt kính chứ không nhỏ xuống các tầng dưới, lau một lượt là sạch, không phải mở cửa tủ thật lâu để dọn.',
          ],
          [
            bold('Đèn LED: '),
            'tỏa rất ít nhiệt so với bóng đèn sợi đốt trên tủ đời cũ, máy nén đỡ phải làm việc thêm mỗi lần mở cửa.',
          ],
          [
            bold('Làm lạnh đa chiều: '),
            'cửa gió ở nhiều độ cao giúp nhiệt độ trong tủ phục hồi nhanh sau khi đóng cửa.',
          ],
          [
            bold('Chuông báo cửa: '),
            'kêu khi cửa chưa đóng kín quá một phút, chuyện vẫn thường xảy ra ở nhà có trẻ nhỏ.',
          ],
          [
            bold('Chế độ đi vắng: '),
            'trên MR-FV36EN, ngăn mát được nâng lên 15 °C khi cả nhà về quê hay đi du lịch, trong khi ngăn đông vẫn giữ −18 °C.',
          ],
        ),
        h3('Vài thói quen nên giữ'),
        p(
          'Đặt tủ cách tường phía sau và hai bên ít nhất 10 cm để tủ tản nhiệt tốt, tránh xa bếp ga và chỗ nắng chiếu. Để thức ăn nguội hẳn rồi mới cho vào tủ, và đừng xếp đồ che kín các cửa gió. Cũng nên nhớ rằng số kWh trên nhãn được đo ở điều kiện tiêu chuẩn; trong căn bếp nóng nực mùa hè, mức tiêu thụ thực tế thường nhỉnh hơn đôi chút.',
        ),
      ),
      doc(
        p(
          'A fridge is one of the few appliances in the home that runs 24 hours a day, all year round, so the figure on its energy label deserves a close look. The 330-litre MR-FV33EN uses about 289 kWh a year and the 243-litre MR-FS25EN about 252 kWh. At around 3,000 VND/kWh, the 330-litre model costs roughly 870,000 VND a year to run – less than 75,000 VND a month. A ten-year-old fixed-speed fridge of the same size can easily use 450–500 kWh a year, so swapping it for a 5-star inverter model takes around 500,000–600,000 VND a year off the bill.',
        ),
        h3('Small details that keep the cold in'),
        ul(
          [
            bold('Toughened glass shelves: '),
            'strong enough for a full pot of soup, and any spilt soup or milk stays on the glass instead of dripping onto the shelves below, so one wipe cleans it up without the door standing open for ages.',
          ],
          [
            bold('LED lighting: '),
            'gives off far less heat than the incandescent bulbs in older fridges, so the compressor has less extra work to do each time the door opens.',
          ],
          [
            bold('Multi-flow cooling: '),
            'vents at several heights bring the temperature back down quickly once the door is shut.',
          ],
          [
            bold('Door alarm: '),
            'sounds if the door has been left ajar for more than a minute – a familiar problem in homes with small children.',
          ],
          [
            bold('Holiday mode: '),
            'on the MR-FV36EN, the fresh-food section goes up to 15 °C while the family is away for Tet or on holiday, and the freezer stays at −18 °C.',
          ],
        ),
        h3('Habits worth keeping'),
        p(
          'Leave at least 10 cm between the fridge and the wall behind and on either side so it can shed heat, and keep it away from the gas hob and direct sun. Let food cool completely before it goes in, and don’t block the air vents with containers. Bear in mind, too, that the label figure is measured under standard test conditions; in a hot kitchen in summer, real consumption is usually a little higher.',
        ),
      ),
    ),
    category: 'Refigerators',
    cover: 'benefit-fridge-running-cost',
    products: ['MR-FS25EN', 'MR-FV33EN', 'MR-FV36EN'],
    publishedAt: '2025-03-18',
    displayOrder: 100,
  },
]
