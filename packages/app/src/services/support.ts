/** The support chat: the product's LINE official account (spec section 1, support contact). */
export const SUPPORT_URL = 'https://line.me/R/ti/p/@autotradingbot'
