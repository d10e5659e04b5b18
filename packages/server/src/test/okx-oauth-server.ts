import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fakeCredentials } from '@atb/engine/testing'

export const OKX_CLIENT = { clientId: 'okx-client', clientSecret: 'okx-client-secret' }
/** The one code the stand-in accepts, as OKX would after the user approved. */
export const GOOD_CODE = 'good-code'

interface Seen {
  path: string
  form: Record<string, string>
  json: Record<string, unknown>
  authorization: string | undefined
}

/**
 * A stand-in for OKX's fast API on loopback: the token endpoint takes an authorization code with
 * the client's credentials, the API-key endpoint takes the bearer token and issues the fake
 * exchange's working key with the passphrase it was given.
 */
export async function startOkxOAuthServer() {
  const seen: Seen[] = []
  const accessToken = 'access-token-1'
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://okx').pathname
      const form = Object.fromEntries(new URLSearchParams(body))
      const json = body.startsWith('{') ? (JSON.parse(body) as Record<string, unknown>) : {}
      seen.push({ path, form, json, authorization: req.headers.authorization })
      const reply = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(data))
      }
      if (req.method === 'POST' && path === '/v5/users/oauth/token') {
        const client =
          form.client_id === OKX_CLIENT.clientId && form.client_secret === OKX_CLIENT.clientSecret
        if (!client || form.grant_type !== 'authorization_code' || form.code !== GOOD_CODE)
          return reply(400, { error: 'invalid_grant' })
        return reply(200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600 })
      }
      if (req.method === 'POST' && path === '/api/v5/users/oauth/apikey') {
        if (req.headers.authorization !== `Bearer ${accessToken}`)
          return reply(401, { code: '50111', msg: 'Invalid token', data: [] })
        return reply(200, {
          code: '0',
          msg: '',
          data: [
            {
              label: json.label,
              apiKey: fakeCredentials.apiKey,
              secretKey: fakeCredentials.secret,
              passphrase: json.passphrase,
              perm: json.perm,
              bindApp: true,
            },
          ],
        })
      }
      return reply(404, { error: 'not_found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
