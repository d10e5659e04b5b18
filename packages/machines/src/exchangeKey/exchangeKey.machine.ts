import { exchangeKeySchema, type ExchangeConnectionView } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /api/connect/{exchange} and /api/update/{exchange}: the spec's exchange key form. The screen
 * passes the venue in `input.values.exchange_name`; the passphrase is required for OKX only.
 * The app provides `submit` (connect or update), which the server answers only after the
 * exchange has checked the key.
 */
export const exchangeKeyMachine = createFormMachine({
  id: 'exchangeKey',
  schema: exchangeKeySchema,
  initialValues: { exchange_name: 'binance', api_key: '', secret_key: '', passphrase: '' },
  types: {} as { result: ExchangeConnectionView },
})
