import { fuzzEndpoints, isTradingEndpoint } from '../test/fuzz-kit'

// Bots, exchanges, market data, signals, profit and the community's trading pages.
fuzzEndpoints('trading', isTradingEndpoint)
