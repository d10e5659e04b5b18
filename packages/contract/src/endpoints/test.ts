import * as yup from 'yup'
import { email } from '../schemas/fields'
import { accountLabels } from '../accounts/labels'
import { endpoint } from './endpoint'

/** A mail the outbox kept, as the test endpoint lists it. */
export interface OutboxMail {
  to: string
  subject: string
  text: string
  created_at: string
}

/**
 * Served only when the server is started for tests and end-to-end runs (never in production):
 * the mails it would have sent, and activation codes the operator CLI would issue.
 */
export const testEndpoints = {
  testOutbox: endpoint<OutboxMail[]>()({
    method: 'GET',
    path: '/test/outbox',
    auth: false,
    request: yup.object({ to: email(accountLabels.email) }),
    errors: [],
    summary: 'Latest mails to an address (tests only)',
    tag: 'test',
  }),
  testActivationCodes: endpoint<{ codes: string[] }>()({
    method: 'POST',
    path: '/test/activation-codes',
    auth: false,
    request: yup.object({ days: yup.number().integer().min(1).max(3650).default(30) }),
    errors: [],
    summary: 'Issue activation codes (tests only)',
    tag: 'test',
  }),
}
