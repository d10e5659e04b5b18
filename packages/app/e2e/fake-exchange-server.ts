/**
 * The local stand-in for Binance and OKX that end-to-end runs point the server at
 * (EXCHANGE_URL_BINANCE, EXCHANGE_URL_OKX): the engine's fake exchange, strict about keys and
 * signatures as the real ones are, on the port given as the first argument. Nothing leaves the
 * machine. Its limit orders rest until its price reaches them; specs move that price through the
 * fake's control route (FAKE_CONTROL_PATH).
 */
import { startFakeExchange } from '@atb/engine/testing'

const port = Number(process.argv[2])
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: fake-exchange-server <port>')
// The account holds WLD of its own beside what the bots buy. The fake's balances do not move with
// its trades, so the bots' coins must fit inside them, or the server's check of coins sold
// outside the bots (issue 28) would find them gone and pause the bots.
const balances = { USDT: { free: '980.5', locked: '20' }, WLD: { free: '1000', locked: '0' } }
const fake = await startFakeExchange(
  { withdrawals: false, trading: true, strictAuth: true, book: true, balances },
  port,
)
console.log(`fake exchange on ${fake.url}`)
