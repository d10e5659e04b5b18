import type { GuideContent } from '../topics'

const vi: GuideContent = {
  start: {
    title: 'Bắt đầu',
    summary:
      'Hãy thử mọi bot trên Paper trước: tài khoản demo có 10.000 USDT, giao dịch theo giá thật.',
    sections: [
      {
        heading: 'Bắt đầu với Paper',
        paragraphs: [
          'Paper là sàn giao dịch demo mà tài khoản nào cũng có. Sàn khớp lệnh theo giá thị trường thật và tính phí thật, nhưng tiền không phải tiền thật, nên bạn có thể tìm hiểu cách bot hoạt động mà không gặp rủi ro.',
          'Khi đã sẵn sàng, hãy kết nối một sàn và tạo bot tương tự ở đó. Bot trên Paper luôn miễn phí.',
        ],
        steps: [
          'Mở mục Bot và chọn Tạo.',
          'Chọn thị trường, chiến lược và sàn Paper.',
          'Điền cài đặt. Chạy backtest và xem lợi nhuận, mức sụt giảm tối đa và phí.',
          'Đồng ý với rủi ro và tạo bot. Trang của bot hiển thị mọi lệnh và mọi lần khớp.',
        ],
      },
      {
        heading: 'Tạm dừng, chỉnh sửa và dừng',
        paragraphs: [
          'Bot đang tạm dừng không đặt lệnh mới; các lệnh đã nằm trên sổ lệnh vẫn có thể khớp và được ghi lại. Khi dừng bot, bạn chọn giữ coin hoặc bán. Bot đã dừng chuyển vào lịch sử cùng mọi giao dịch và lợi nhuận, có thể xuất ra CSV.',
        ],
      },
    ],
  },
  grid: {
    title: 'Bot lưới',
    summary: 'Lưới mua thấp bán cao trong một khoảng giá, lặp đi lặp lại.',
    sections: [
      {
        heading: 'Lưới hoạt động thế nào',
        paragraphs: [
          'Bạn chọn giá thấp nhất, giá cao nhất và số lưới. Bot đặt lệnh mua dưới giá hiện tại và lệnh bán phía trên. Mỗi khi lệnh mua khớp, bot đặt lệnh bán cao hơn một mức; mỗi khi lệnh bán khớp, bot mua lại thấp hơn một mức. Mỗi cặp hoàn tất mang về khoảng chênh giữa hai mức, trừ phí.',
          'Lưới kiếm được nhiều nhất khi thị trường đi ngang. Nếu giá ra khỏi khoảng, bot sẽ chờ: dưới khoảng thì giữ coin, trên khoảng thì giữ USDT.',
        ],
      },
      {
        heading: 'Chọn cài đặt',
        paragraphs: [
          'Lưới mới mở ra với khoảng giá gợi ý từ giá của bảy ngày gần nhất, khoảng này đi theo giá cho đến khi bạn thay đổi; nút dùng giá trị gợi ý sẽ đưa nó trở lại. Bạn nhập tổng vốn đầu tư: biểu mẫu chia nó cho các lưới và hiển thị số tiền mỗi lưới cùng mức tối thiểu (số tiền mỗi lưới có thể tự đặt trong phần Nâng cao). Nhiều lưới hơn nghĩa là lợi nhuận mỗi giao dịch nhỏ hơn nhưng giao dịch nhiều hơn; biểu mẫu hiển thị lợi nhuận mỗi lưới sau phí, hãy kiểm tra rằng nó lớn hơn không.',
          'Giá cắt lỗ phải thấp hơn giá gần nhất. Lưới hợp đồng tương lai có thêm đòn bẩy: đòn bẩy nhân cả lãi lẫn lỗ và có thể khiến vị thế bị thanh lý, vì vậy hãy bắt đầu với đòn bẩy thấp.',
        ],
      },
    ],
  },
  dca: {
    title: 'Martingale và DCA',
    summary: 'Mua, mua thêm khi giá giảm, rồi bán hết khi có lãi so với giá trung bình.',
    sections: [
      {
        heading: 'Các bước bù giá hoạt động thế nào',
        paragraphs: [
          'Bot mua lần đầu. Khi giá giảm đúng mức bạn đặt, bot mua tiếp, thường với số tiền lớn hơn: đó là các bước bù giá. Mỗi lần mua làm giá trung bình thấp xuống, nên chỉ cần giá hồi nhẹ là đạt điểm chốt lời.',
          'Khi giá lên tới điểm chốt lời trên giá trung bình, bot bán toàn bộ vị thế và bắt đầu lại. Nếu bật trailing, bot theo giá đi lên và bán khi giá quay đầu.',
        ],
      },
      {
        heading: 'Giữ đủ tiền cho trường hợp xấu nhất',
        paragraphs: [
          'Phần xem trước cộng dồn mọi bước: trường hợp xấu nhất là khi tất cả các bước đều khớp. Hãy giữ sẵn số tiền đó, nếu không các bước sau sẽ không mua được. Mỗi lệnh phải từ 15 USDT trở lên.',
        ],
      },
    ],
  },
  signals: {
    title: 'Bot tín hiệu và bot tái cân bằng',
    summary: 'Tự động theo tín hiệu giao dịch, hoặc giữ một rổ coin theo tỷ trọng cố định.',
    sections: [
      {
        heading: 'Bot tín hiệu',
        paragraphs: [
          'Bot tín hiệu mở giao dịch khi tín hiệu báo và đóng ở điểm chốt lời hoặc cắt lỗ. Mỗi tín hiệu hiển thị điểm đánh giá và kết quả đo được thực tế, nên bạn thấy được các tín hiệu trước đó ra sao trước khi theo.',
        ],
      },
      {
        heading: 'Bot tái cân bằng',
        paragraphs: [
          'Chọn các coin và tỷ trọng cho từng coin; tổng tỷ trọng phải bằng 100 %. Bot giao dịch để đưa về các tỷ trọng đó sau mỗi chu kỳ, hoặc khi một coin lệch quá ngưỡng bạn chọn: bán bớt phần đã tăng và mua thêm phần đã giảm.',
        ],
      },
    ],
  },
  keys: {
    title: 'Kết nối khóa sàn an toàn',
    summary:
      'Tạo khóa có thể giao dịch nhưng không thể rút tiền. Chúng tôi từ chối khóa có quyền rút.',
    sections: [
      {
        heading: 'Tạo khóa',
        paragraphs: [
          'Trên sàn của bạn, tạo API key cho Auto Trading Bot với quyền đọc và giao dịch giao ngay hoặc hợp đồng tương lai. Để tắt quyền rút tiền. Nếu sàn có danh sách IP cho phép, hãy dùng nó.',
        ],
        steps: [
          'Mở trang API keys trong Auto Trading Bot và chọn sàn.',
          'Dán API key và secret key, cùng passphrase nếu sàn cung cấp.',
          'Chúng tôi kiểm tra khóa với sàn trước khi lưu và nói rõ lỗi ở đâu nếu không đạt.',
        ],
      },
      {
        heading: 'Nếu khóa ngừng hoạt động',
        paragraphs: [
          'Khóa được lưu ở dạng mã hóa. Nếu sau này sàn từ chối khóa, trang API keys sẽ đánh dấu, và các bot trên sàn đó dừng lại với lý do hiển thị trên trang của bot, nên không có lỗi nào âm thầm xảy ra. Bạn có thể thu hồi khóa trên sàn bất cứ lúc nào.',
        ],
      },
    ],
  },
  wallet: {
    title: 'Ví USDT của bạn',
    summary: 'Nạp, chuyển cho người dùng khác và rút; bot giao dịch thật chia lợi nhuận từ đây.',
    sections: [
      {
        heading: 'Nạp, chuyển và rút',
        paragraphs: [
          'Nạp USDT qua mạng BEP20 (BNB Smart Chain) vào địa chỉ của riêng bạn; tiền được ghi có sau số xác nhận hiển thị trên trang nạp. Gửi USDT cho người dùng khác bằng user ID: đến ngay và miễn phí. Rút tiền từ 10 đến 10.000 USDT, hiển thị phí trước và được kiểm tra trước khi gửi.',
          'Để bảo vệ bạn, việc rút tiền bị tạm ngưng 24 giờ sau khi bạn đổi mật khẩu hoặc mật khẩu giao dịch.',
        ],
      },
      {
        heading: 'Số dư tối thiểu và chia lợi nhuận',
        paragraphs: [
          'Bot trên sàn đã kết nối cần 30 USDT trong ví để tạo và 10 USDT để tiếp tục chạy; dưới 10 bot sẽ bị tạm dừng và chúng tôi sẽ báo cho bạn. Khi bot như vậy chốt được lợi nhuận, nền tảng trích phần chia từ ví; bot trên Paper không phải trả. Mọi biến động đều có trong lịch sử ví, có thể lọc và xuất ra.',
        ],
      },
    ],
  },
}

export default vi
