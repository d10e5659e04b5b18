import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import helmet from 'helmet'
import { describe, expect, it } from 'vitest'
import { helmetOptions, securityHeaders } from './security-headers'

describe('securityHeaders', () => {
  it('records exactly the headers helmet sets on a real response, once', () => {
    // Arrange
    const options = helmetOptions(undefined)
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
    expect(byName['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})
