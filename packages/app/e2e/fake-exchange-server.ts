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
const fake = await startFakeExchange(
  { withdrawals: false, trading: true, strictAuth: true, book: true },
  port,
)
console.log(`fake exchange on ${fake.url}`)
