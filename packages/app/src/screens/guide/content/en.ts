import type { GuideContent } from '../topics'

const en: GuideContent = {
  start: {
    title: 'Getting started',
    summary:
      'Try every bot on Paper first: a demo account with 10,000 USDT that trades on real prices.',
    sections: [
      {
        heading: 'Start on Paper',
        paragraphs: [
          'Paper is a demo exchange that every account has. It fills orders at real market prices with real fees, but the money is not real, so you can learn how a bot behaves without risk.',
          'When you are ready, connect an exchange and create the same bot there. Paper bots stay free.',
        ],
        steps: [
          'Open Bots and choose Create.',
          'Pick a market, a strategy and the Paper exchange.',
          'Fill in the settings. Run the backtest and read its return, drawdown and fees.',
          'Agree to the risk and create the bot. Its page shows every order and fill.',
        ],
      },
      {
        heading: 'Pause, edit and stop',
        paragraphs: [
          'A paused bot places no new orders; orders already on the book can still fill and are booked. When you stop a bot you choose to keep the coins or sell them. Stopped bots move to history with every trade and their profit, which you can export as CSV.',
        ],
      },
    ],
  },
  grid: {
    title: 'Grid bots',
    summary: 'A grid buys low and sells high inside a price range, many times over.',
    sections: [
      {
        heading: 'How a grid works',
        paragraphs: [
          'You choose a lower and an upper price and a number of grids. The bot places buy orders below the price and sell orders above it. Each time a buy fills, it places a sell one level higher; each time a sell fills, it buys again one level lower. Every completed pair earns the gap between two levels, minus fees.',
          'A grid earns most in a market that moves sideways. If the price leaves the range, the bot waits: below the range it holds coins, above it holds USDT.',
        ],
      },
      {
        heading: 'Choosing the settings',
        paragraphs: [
          'A new grid opens on a range suggested from the last seven days of prices, which follows the price until you change it; Use suggested brings it back. You enter the total investment: the form shares it over the grids and shows the amount per grid and the minimum (the amount per grid itself is under Advanced). More grids mean smaller profits per trade but more trades; the form shows the profit per grid after fees, so check that it stays above zero.',
          'A stop loss must be below the last price. Futures grids add leverage: it multiplies gains and losses and can liquidate the position, so start with low leverage.',
        ],
      },
    ],
  },
  dca: {
    title: 'Martingale and DCA',
    summary:
      'Buy, then buy more as the price falls, and sell everything at a profit on the average.',
    sections: [
      {
        heading: 'How coverage steps work',
        paragraphs: [
          'The bot makes a first buy. When the price falls by the drop you set, it buys again, often a larger amount: these are the coverage steps. Each buy lowers the average price, so a smaller bounce reaches the take-profit.',
          'When the price rises to the take-profit above the average, the bot sells the whole position and starts again. With trailing on, it follows the price up and sells when it pulls back.',
        ],
      },
      {
        heading: 'Keep enough for the worst case',
        paragraphs: [
          'The preview adds up every step: the worst case is when all of them fill. Keep that amount available, or the later steps cannot be bought. Each order must be at least 15 USDT.',
        ],
      },
    ],
  },
  signals: {
    title: 'Signal and rebalancing bots',
    summary: 'Follow trade calls automatically, or keep a basket of coins at fixed weights.',
    sections: [
      {
        heading: 'Signal bots',
        paragraphs: [
          'A signal bot opens a trade when its signal calls one and closes it at the take-profit or the stop loss. Each signal shows its rating and its measured results, so you can see how its calls have done before you follow it.',
        ],
      },
      {
        heading: 'Rebalancing bots',
        paragraphs: [
          'Choose coins and a weight for each; the weights must add up to 100 %. The bot trades back to those weights every period, or whenever a coin drifts further than the threshold you choose. It sells some of what rose and buys some of what fell.',
        ],
      },
    ],
  },
  keys: {
    title: 'Connecting exchange keys safely',
    summary: 'Create a key that can trade but never withdraw. We refuse keys that can withdraw.',
    sections: [
      {
        heading: 'Create the key',
        paragraphs: [
          'On your exchange, create an API key for Auto Trading Bot with reading and spot or futures trading allowed. Leave withdrawals off. If the exchange offers an IP allow list, use it.',
        ],
        steps: [
          'Open API keys in Auto Trading Bot and choose the exchange.',
          'Paste the API key and the secret key, and the passphrase if the exchange gives one.',
          'We check the key with the exchange before saving it, and tell you exactly what is wrong if it fails.',
        ],
      },
      {
        heading: 'If a key stops working',
        paragraphs: [
          'Keys are stored encrypted. If the exchange refuses a key later, the API keys page marks it, and the bots on that exchange stop with the reason shown on their page, so nothing fails silently. You can revoke a key on the exchange at any time.',
        ],
      },
    ],
  },
  wallet: {
    title: 'Your USDT wallet',
    summary: 'Deposit, send to other users and withdraw; live bots share profit from here.',
    sections: [
      {
        heading: 'Deposit, transfer and withdraw',
        paragraphs: [
          'Deposit USDT on the BEP20 network (BNB Smart Chain) to your own address; it is credited after the confirmations shown on the deposit page. Send USDT to another user by their user ID: it arrives at once and is free. Withdrawals go from 10 to 10,000 USDT, show their fee first, and are checked before they are sent.',
          'For your safety, withdrawals are paused for 24 hours after you change your password or transaction password.',
        ],
      },
      {
        heading: 'Minimum balances and profit share',
        paragraphs: [
          'A bot on a connected exchange needs 30 USDT in the wallet to be created and 10 USDT to keep running; below 10 it is paused and we tell you. When such a bot realises a profit, the platform takes its share from the wallet; paper bots pay nothing. Every movement appears in the wallet history, which you can filter and export.',
        ],
      },
    ],
  },
}

export default en
