import * as yup from 'yup'
import type { FastifyInstance } from 'fastify'
import {
  APP_VERSION,
  accountPaths as P,
  email,
  accountLabels,
  type HealthData,
} from '@atb/contract'
import type { Deps } from '../lib/deps'
import { openApiDocument } from '../lib/openapi'
import type { Api } from '../lib/route'
import { latestMails } from '../services/mail'
import { issueActivationCodes } from '../services/activation'

export function systemRoutes(
  api: Api,
  v1: FastifyInstance,
  deps: Deps,
  kind: HealthData['database'],
  testOutbox: boolean,
) {
  api.public(
    {
      method: 'GET',
      url: P.health,
      tag: 'system',
      summary: 'Liveness and database kind',
      schema: yup.object({}),
    },
    async (): Promise<HealthData> => ({ status: 'ok', version: APP_VERSION, database: kind }),
  )

  if (testOutbox) {
    api.public(
      {
        method: 'GET',
        url: '/test/outbox',
        tag: 'test',
        summary: 'Latest mails to an address (tests only)',
        schema: yup.object({ to: email(accountLabels.email) }),
      },
      async ({ input }) => latestMails(deps.db, input.to),
    )
    // End-to-end runs redeem codes through the UI; the operator CLI cannot reach the test server's database.
    api.public(
      {
        method: 'POST',
        url: '/test/activation-codes',
        tag: 'test',
        summary: 'Issue activation codes (tests only)',
        schema: yup.object({ days: yup.number().integer().min(1).max(3650).default(30) }),
      },
      async ({ input }) => ({
        codes: await issueActivationCodes(deps.db, deps.clock, 1, input.days),
      }),
    )
  }

  // Served raw (not in the envelope): it is read by OpenAPI tools, not by the app.
  v1.get('/openapi.json', async () => openApiDocument(api.routes))
}
