import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import helmet from 'helmet'
import { describe, expect, it } from 'vitest'
import { cspDirectives } from '../test/net'
import { helmetOptions, securityHeaders } from './security-headers'

describe('securityHeaders', () => {
  it.each([true, false])('records exactly the headers helmet sets (https %s), once', (https) => {
    // Arrange
    const options = helmetOptions(undefined, { https })
    const res = new ServerResponse(new IncomingMessage(new Socket()))
    helmet(options)(new IncomingMessage(new Socket()), res, (error) => {
      if (error) throw error
    })

    // Act
    const recorded = securityHeaders(options)

    // Assert
    const byName = Object.fromEntries(recorded.map(([name, value]) => [name.toLowerCase(), value]))
    expect(byName).toEqual(res.getHeaders())
    expect(byName['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(byName['strict-transport-security']).toBe(
      https ? 'max-age=31536000; includeSubDomains' : undefined,
    )
  })

  it('allows the charting provider’s script and frame hosts, and nothing more', () => {
    // Arrange
    const byName = Object.fromEntries(
      securityHeaders(helmetOptions(undefined, { https: true })).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    )

    // Act
    const policy = cspDirectives(byName['content-security-policy'] ?? '')

    // Assert
    expect(policy['script-src']).toEqual(["'self'", 'https://s3.tradingview.com'])
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://s.tradingview.com',
      'https://www.tradingview-widget.com',
    ])
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy['child-src']).toBeUndefined()
    expect(policy['frame-ancestors']).toEqual(["'none'"])
  })
})
