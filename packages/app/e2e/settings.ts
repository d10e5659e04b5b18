/**
 * What playwright.config.ts starts the end-to-end run with, for specs to reach and check against:
 * the server's port (E2E_PORT), the fake exchange beside it (E2E_EXCHANGE_PORT, the next port by
 * default) and the profit share's rates (PROFIT_SHARE_RATE, AFFILIATE_COMMISSION_RATE, decision 067).
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4317)
export const e2eExchangeUrl = `http://127.0.0.1:${Number(process.env.E2E_EXCHANGE_PORT ?? e2ePort + 1)}`
export const e2eRates = { profitShare: '0.1', commission: '0.2' } as const
