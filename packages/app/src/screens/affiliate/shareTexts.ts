import type { ProductLocale } from '@atb/contract'

/**
 * Ready-made invitation texts for /affiliate/tools (decision 065). They are content the user
 * posts for friends, so each language's texts show in that language's tab whatever the page's
 * own language is; they are not Lingui messages. `{link}` is replaced with the invite link.
 */
export const shareKinds = ['short', 'long', 'line', 'x', 'facebook'] as const
export type ShareKind = (typeof shareKinds)[number]

export interface ShareLanguage {
  /** The language's name in itself, as the tab shows it. */
  name: string
  /** The BCP 47 tag, for `lang` on the texts. */
  lang: string
  texts: Record<ShareKind, string>
}

export const shareLanguages: Record<ProductLocale, ShareLanguage> = {
  en: {
    name: 'English',
    lang: 'en',
    texts: {
      short: 'Trade with grid and DCA bots that run 24/7. Join me: {link}',
      long:
        'I use Auto Trading Bot to run grid and DCA bots on crypto around the clock. ' +
        'You can start with a free Paper bot to learn without risk, then connect your exchange ' +
        'when you are ready. Sign up with my link: {link}',
      line: 'Hi! I am trying Auto Trading Bot for grid and DCA trading bots. Start free with Paper trading here: {link}',
      x: 'My trading bots run 24/7 on Auto Trading Bot. Try a free Paper bot first 👉 {link} #crypto #tradingbot',
      facebook:
        'Looking for a simple way to automate your crypto trading? Auto Trading Bot runs grid ' +
        'and DCA bots for you day and night, and you can practise for free with a Paper bot. ' +
        'Join with my invite link: {link}',
    },
  },
  th: {
    name: 'ไทย',
    lang: 'th',
    texts: {
      short: 'เทรดด้วยบอทกริดและ DCA ที่ทำงานตลอด 24 ชั่วโมง สมัครผ่านลิงก์ของฉัน: {link}',
      long:
        'ฉันใช้ Auto Trading Bot รันบอทกริดและบอท DCA เทรดคริปโตได้ตลอดเวลา ' +
        'เริ่มจากบอท Paper ฟรีเพื่อฝึกโดยไม่มีความเสี่ยง แล้วค่อยเชื่อมต่อกระดานเทรดเมื่อพร้อม ' +
        'สมัครด้วยลิงก์ของฉัน: {link}',
      line: 'สวัสดี! ลองใช้ Auto Trading Bot บอทเทรดกริดและ DCA ดูสิ เริ่มฟรีด้วย Paper trading ได้ที่นี่: {link}',
      x: 'บอทเทรดของฉันทำงาน 24/7 บน Auto Trading Bot ลองบอท Paper ฟรีก่อนได้เลย 👉 {link} #คริปโต #บอทเทรด',
      facebook:
        'อยากให้การเทรดคริปโตเป็นอัตโนมัติแบบง่าย ๆ ไหม? Auto Trading Bot รันบอทกริดและ DCA ' +
        'ให้คุณทั้งวันทั้งคืน และฝึกได้ฟรีด้วยบอท Paper สมัครผ่านลิงก์เชิญของฉัน: {link}',
    },
  },
  cn: {
    name: '中文',
    lang: 'zh',
    texts: {
      short: '用全天候运行的网格和定投机器人交易。通过我的链接加入：{link}',
      long:
        '我在用 Auto Trading Bot 全天候运行加密货币网格和定投（DCA）机器人。' +
        '你可以先用免费的模拟（Paper）机器人零风险练习，准备好后再连接交易所。' +
        '用我的链接注册：{link}',
      line: '你好！我在试用 Auto Trading Bot 的网格和定投交易机器人，可以先免费模拟交易：{link}',
      x: '我的交易机器人在 Auto Trading Bot 上 24/7 运行，先免费试试模拟机器人 👉 {link} #加密货币 #交易机器人',
      facebook:
        '想用简单的方法让加密货币交易自动化吗？Auto Trading Bot 日夜为你运行网格和定投机器人，' +
        '还能用模拟机器人免费练习。通过我的邀请链接加入：{link}',
    },
  },
  kr: {
    name: '한국어',
    lang: 'ko',
    texts: {
      short: '24시간 돌아가는 그리드·DCA 봇으로 거래하세요. 제 링크로 가입하기: {link}',
      long:
        '저는 Auto Trading Bot으로 암호화폐 그리드 봇과 DCA 봇을 24시간 운영하고 있어요. ' +
        '무료 Paper 봇으로 위험 없이 먼저 연습하고, 준비되면 거래소를 연결하면 됩니다. ' +
        '제 링크로 가입하세요: {link}',
      line: '안녕하세요! Auto Trading Bot의 그리드·DCA 거래 봇을 써 보세요. Paper 거래로 무료로 시작할 수 있어요: {link}',
      x: '제 거래 봇은 Auto Trading Bot에서 24/7 돌아갑니다. 무료 Paper 봇부터 시작해 보세요 👉 {link} #암호화폐 #트레이딩봇',
      facebook:
        '암호화폐 거래를 간단하게 자동화하고 싶으신가요? Auto Trading Bot이 그리드 봇과 DCA 봇을 ' +
        '밤낮으로 운영해 드리고, Paper 봇으로 무료 연습도 할 수 있어요. 제 초대 링크로 가입하세요: {link}',
    },
  },
  vn: {
    name: 'Tiếng Việt',
    lang: 'vi',
    texts: {
      short: 'Giao dịch bằng bot lưới và DCA chạy 24/7. Tham gia qua liên kết của tôi: {link}',
      long:
        'Tôi dùng Auto Trading Bot để chạy bot lưới và bot DCA cho tiền mã hóa suốt ngày đêm. ' +
        'Bạn có thể bắt đầu với bot Paper miễn phí để luyện tập không rủi ro, rồi kết nối sàn khi đã sẵn sàng. ' +
        'Đăng ký bằng liên kết của tôi: {link}',
      line: 'Chào bạn! Mình đang dùng thử bot giao dịch lưới và DCA của Auto Trading Bot. Bắt đầu miễn phí với Paper trading tại: {link}',
      x: 'Bot giao dịch của tôi chạy 24/7 trên Auto Trading Bot. Thử bot Paper miễn phí trước nhé 👉 {link} #crypto #botgiaodich',
      facebook:
        'Bạn muốn tự động hóa giao dịch tiền mã hóa một cách đơn giản? Auto Trading Bot chạy bot lưới ' +
        'và bot DCA cho bạn cả ngày lẫn đêm, và bạn có thể luyện tập miễn phí với bot Paper. ' +
        'Tham gia bằng liên kết mời của tôi: {link}',
    },
  },
}

/** A text with the invite link in place. */
export const withLink = (text: string, link: string) => text.replaceAll('{link}', link)
