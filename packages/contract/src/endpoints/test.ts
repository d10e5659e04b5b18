import * as yup from 'yup'
import { email } from '../schemas/fields'
import { decimalNumber } from '../schemas/numbers'
import { accountLabels } from '../accounts/labels'
import { endpoint } from './endpoint'
import { eventCreateSchema } from '../community/events'
import { tournamentCreateSchema } from '../community/tournaments'

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
    request: yup.object({ days: decimalNumber().integer().min(1).max(3650).default(30) }),
    errors: [],
    summary: 'Issue activation codes (tests only)',
    tag: 'test',
  }),
  testSignalProvider: endpoint<{ id: string; key: string }>()({
    method: 'POST',
    path: '/test/signal-provider',
    auth: false,
    request: yup.object({ name: yup.string().trim().required().max(80) }),
    errors: [],
    summary: 'Create a signal provider and its key, as the operator CLI does (tests only)',
    tag: 'test',
  }),
  testAgeSecurityChanges: endpoint<{ aged: number }>()({
    method: 'POST',
    path: '/test/security-changes/age',
    auth: false,
    request: yup.object({
      email: email(accountLabels.email),
      hours: decimalNumber().required().integer().min(1).max(1000),
    }),
    errors: ['record_not_found'],
    summary:
      'Move the account’s password and transaction-password changes back in time, as if the hours had passed (tests only)',
    tag: 'test',
  }),
  testWalletCredit: endpoint<{ balance: string }>()({
    method: 'POST',
    path: '/test/wallet-credit',
    auth: false,
    request: yup.object({
      email: email(accountLabels.email),
      amount: yup
        .string()
        .required()
        .matches(/^\d{1,9}(\.\d{1,6})?$/),
    }),
    errors: ['record_not_found'],
    summary: 'Credit a wallet from outside the ledger (tests only)',
    tag: 'test',
  }), // The operator's `events create` and `tournaments create` (admin CLI), for end-to-end runs.
  testEventCreate: endpoint<{ id: string }>()({
    method: 'POST',
    path: '/test/event',
    auth: false,
    request: eventCreateSchema,
    errors: [],
    summary: 'Publish an event as the admin CLI does (tests only)',
    tag: 'test',
  }),
  testTournamentCreate: endpoint<{ id: string }>()({
    method: 'POST',
    path: '/test/tournament',
    auth: false,
    request: tournamentCreateSchema,
    errors: [],
    summary: 'Create a tournament as the admin CLI does (tests only)',
    tag: 'test',
  }),
}
