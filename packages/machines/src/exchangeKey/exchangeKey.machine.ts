import { exchangeKeySchema, type ExchangeConnectionView } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /api/connect/{exchange} and /api/update/{exchange}: the spec's exchange key form. The screen
 * passes the venue in `input.values.exchange_name`; the passphrase is required for OKX only.
 * The app provides `submit` (connect or update), which the server answers only after the
 * exchange has checked the key. With two-factor sign-in on (`{two_factor: true}` in the input's
 * validation context) the form carries a code from the authenticator app (decision 082).
 */
export const exchangeKeyMachine = createFormMachine({
  id: 'exchangeKey',
  schema: exchangeKeySchema,
  initialValues: {
    exchange_name: 'binance',
    api_key: '',
    secret_key: '',
    passphrase: '',
    totp_code: '',
  },
  types: {} as { result: ExchangeConnectionView },
})
