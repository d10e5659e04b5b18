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
  }

  // Served raw (not in the envelope): it is read by OpenAPI tools, not by the app.
  v1.get('/openapi.json', async () => openApiDocument(api.routes))
}
