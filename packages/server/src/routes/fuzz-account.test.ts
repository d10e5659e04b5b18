import { fuzzEndpoints, isTradingEndpoint } from '../test/fuzz-kit'

// Sign-in, the account, the wallet, affiliates, notifications: every endpoint the trading file
// leaves, so the two files cover the whole contract between them.
fuzzEndpoints('account', (url) => !isTradingEndpoint(url))
