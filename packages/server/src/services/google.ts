import { OAuth2Client } from 'google-auth-library'

export interface GoogleIdentity {
  sub: string
  email: string
  name?: string
}

/** Turns a browser auth code into a verified Google identity. Tests inject a fake. */
export interface GoogleVerifier {
  /** The OAuth client the browser sends users to Google with. */
  clientId: string
  /** The page Google returns the code to; the code exchange must name the same one. */
  redirectUri: string
  verify(authCode: string): Promise<GoogleIdentity | null>
}

/**
 * End-to-end runs only (ENABLE_TEST_GOOGLE=1, never with real credentials): the browser goes through
 * the whole redirect flow against a stand-in consent page, and a code `test:<sub>:<email>` verifies
 * as that identity.
 */
export function testGoogleVerifier(redirectUri: string): GoogleVerifier {
  return {
    clientId: 'e2e-test.apps.googleusercontent.com',
    redirectUri,
    async verify(authCode) {
      const [prefix, sub, email] = authCode.split(':')
      return prefix === 'test' && sub && email ? { sub, email, name: 'Test Google User' } : null
    },
  }
}

export function googleVerifier(
  clientId: string,
  clientSecret: string,
  redirectUri: string,
): GoogleVerifier {
  const client = new OAuth2Client({ clientId, clientSecret, redirectUri })
  return {
    clientId,
    redirectUri,
    async verify(authCode) {
      const { tokens } = await client.getToken(authCode)
      if (!tokens.id_token) return null
      const ticket = await client.verifyIdToken({ idToken: tokens.id_token, audience: clientId })
      const payload = ticket.getPayload()
      if (!payload?.sub || !payload.email || payload.email_verified === false) return null
      return {
        sub: payload.sub,
        email: payload.email,
        ...(payload.name ? { name: payload.name } : {}),
      }
    },
  }
}
