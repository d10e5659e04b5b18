import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { APP_VERSION, type endpoints, type HealthData, type testEndpoints } from '@atb/contract'
import { users } from '../db/schema'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import type { Handlers } from '../lib/route'
import { latestMails } from '../services/mail'
import { createProvider } from '../services/signals/signals'
import { issueActivationCodes } from '../services/activation'
import { credit, walletBalance } from '../services/wallet/wallet'
import { createEvent } from '../services/community/events'
import { ageSecurityChanges } from '../services/security-hold'
import { createTournament } from '../services/community/tournaments'

export const systemHandlers = (kind: HealthData['database']) =>
  ({
    health: async () => ({ status: 'ok', version: APP_VERSION, database: kind }),
  }) satisfies Partial<Handlers<typeof endpoints>>

/** Served only with `enableTestOutbox` (tests and end-to-end runs). */
export const testHandlers = (deps: Deps): Handlers<typeof testEndpoints> => {
  /** The account a test names by its address; 404 when there is none. */
  const userIdOf = async (email: string): Promise<string> => {
    const [user] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
    if (!user) throw new ApiFailure('record_not_found')
    return user.id
  }
  return {
    testOutbox: async ({ input }) =>
      (await latestMails(deps.db, input.to)).map((mail) => ({
        ...mail,
        created_at: mail.created_at.toISOString(),
      })),
    // End-to-end runs redeem codes through the UI; the operator CLI cannot reach the test server's database.
    testActivationCodes: async ({ input }) => ({
      codes: await issueActivationCodes(deps.db, deps.clock, 1, input.days),
    }),
    // End-to-end runs fund a wallet the way a confirmed deposit will.
    testSignalProvider: async ({ input }) =>
      createProvider(deps.db, deps.clock, { name: input.name }),
    testAgeSecurityChanges: async ({ input }) => ({
      aged: await ageSecurityChanges(deps.db, await userIdOf(input.email), input.hours),
    }),
    testWalletCredit: async ({ input }) => {
      const userId = await userIdOf(input.email)
      await credit(deps.db, userId, input.amount, `test-credit:${randomUUID()}`, deps.clock.now())
      return { balance: (await walletBalance(deps.db, userId, deps.clock.now())).available }
    },
    // The admin CLI's `events create` and `tournaments create`, through the same functions.
    testEventCreate: async ({ input }) => ({ id: await createEvent(deps, input) }),
    testTournamentCreate: async ({ input }) => ({
      id: await createTournament(deps, input),
    }),
  }
}
