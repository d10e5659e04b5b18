// Local stand-ins for outside services, for the server's tests only (never imported by src code).
export {
  FAKE_CONTROL_PATH,
  fakeCredentials,
  faultKinds,
  startFakeExchange,
  type Fault,
  type FaultKind,
  type FakeState,
} from './exchange/ccxt/fake-exchange'
export { fakeMarketSymbols, startFakeMarket } from './exchange/ccxt/fake-market'
export { fakeOandaAccount, fakeOandaToken, startFakeOanda } from './exchange/oanda/fake-oanda'
