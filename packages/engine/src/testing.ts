// Test-only helpers other packages use (the server's tests run its exchange checks against these).
export { fakeCredentials, startFakeExchange, type FakeState } from './exchange/ccxt/fake-exchange'
