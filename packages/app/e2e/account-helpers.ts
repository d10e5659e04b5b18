import { expect, type APIRequestContext, type Page } from '@playwright/test'
import {
  API_PREFIX,
  endpoints,
  testEndpoints,
  type AnyEndpoint,
  type RequestOf,
  type ResponseOf,
} from '@atb/contract'

/** Helpers for the account end-to-end specs: the real API under /v1, mail read from the test outbox. */
export const PASSWORD = 'secret-pass-1'
let seq = 0

/**
 * A fresh address per call, so rate limits and the one-session rule never cross tests. With
 * E2E_WORKERS=2, the worker's index keeps two specs from making the same address.
 */
export function freshEmail(tag: string): string {
  seq += 1
  const worker = process.env.TEST_WORKER_INDEX ?? '0'
  return `${tag}-${Date.now().toString(36)}-w${worker}-${seq}@example.com`
}

async function data<T>(response: {
  ok(): boolean
  json(): Promise<unknown>
  status(): number
}): Promise<T> {
  const body = (await response.json()) as { status: string; data: T; description?: string }
  if (!response.ok() || body.status !== 'success')
    throw new Error(`API ${response.status()}: ${body.description}`)
  return body.data
}

/** The newest mail to an address, waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  match: RegExp,
): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null
  await expect
    .poll(async () => {
      const mails = await callApi(request, testEndpoints.testOutbox, { to })
      found = mails.map((m) => m.text.match(match)).find((m) => m !== null) ?? null
      return found !== null
    })
    .toBe(true)
  return found as unknown as RegExpMatchArray
}

export const otpOf = (request: APIRequestContext, to: string) =>
  latestMail(request, to, /\b(\d{6})\b/).then((m) => m[1] ?? '')

/** Creates an account through the API (OTP read from the outbox) and returns its token. */
export async function signUpViaApi(
  request: APIRequestContext,
  email: string,
  invitation?: string,
): Promise<string> {
  const { otp_token } = await callApi(request, endpoints.otpSent, { email })
  const otp_pin = await otpOf(request, email)
  const { token } = await callApi(request, endpoints.registerEmail, {
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    otp_pin,
    otp_token,
    invitation_code: invitation,
  })
  return token
}

/** The transaction password the wallet flows set. */
export const TRANSACTION_PASSWORD = 'a1b2c3'

/**
 * The wallet flows' start: a new account with its transaction password set and `amount` USDT
 * credited by the test server. Returns its address and token.
 */
export async function fundedAccount(request: APIRequestContext, tag: string, amount: string) {
  const email = freshEmail(tag)
  const token = await signUpViaApi(request, email)
  await callApi(
    request,
    endpoints.transactionPasswordSet,
    {
      transaction_password: TRANSACTION_PASSWORD,
      confirm_transaction_password: TRANSACTION_PASSWORD,
      password: PASSWORD,
    },
    token,
  )
  await callApi(request, testEndpoints.testWalletCredit, { email, amount })
  return { email, token }
}

/** Calls the real API through an endpoint's descriptor, as the app does. */
export async function callApi<E extends AnyEndpoint>(
  request: APIRequestContext,
  endpoint: E,
  input: RequestOf<E>,
  token?: string,
): Promise<ResponseOf<E>> {
  const url = `${API_PREFIX}${endpoint.path}`
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  const params = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]))
  const response =
    endpoint.method === 'GET'
      ? await request.get(url, { params, headers })
      : await request.post(url, { data: input, headers })
  return data<ResponseOf<E>>(response)
}

/** Logs in through the login screen (the caller is already on it, or it is opened). */
export async function logInViaUi(page: Page, email: string, password = PASSWORD, open = true) {
  if (open) await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** Types a code into a PinInput group, one digit per cell. */
export async function typePin(page: Page, label: string, digits: string) {
  const group = page.getByRole('group', { name: label, exact: true })
  await group.getByRole('textbox').first().click()
  await page.keyboard.type(digits)
}
