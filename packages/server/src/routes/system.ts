import { APP_VERSION, type endpoints, type HealthData, type testEndpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
import { latestMails } from '../services/mail'
import { issueActivationCodes } from '../services/activation'

export const systemHandlers = (kind: HealthData['database']) =>
  ({
    health: async () => ({ status: 'ok', version: APP_VERSION, database: kind }),
  }) satisfies Partial<Handlers<typeof endpoints>>

/** Served only with `enableTestOutbox` (tests and end-to-end runs). */
export const testHandlers = (deps: Deps): Handlers<typeof testEndpoints> => ({
  testOutbox: async ({ input }) =>
    (await latestMails(deps.db, input.to)).map((mail) => ({
      ...mail,
      created_at: mail.created_at.toISOString(),
    })),
  // End-to-end runs redeem codes through the UI; the operator CLI cannot reach the test server's database.
  testActivationCodes: async ({ input }) => ({
    codes: await issueActivationCodes(deps.db, deps.clock, 1, input.days),
  }),
})
