import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import { smtpMailer } from './mail'

describe('SMTP mailer', () => {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push(data)
        done()
      })
    },
  })
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('delivers through SMTP_URL', async () => {
    const { port } = server.server.address() as AddressInfo
    await smtpMailer(`smtp://127.0.0.1:${port}`).send({
      to: 'u@example.com',
      subject: 'Hello',
      text: 'Your code is 123456',
    })
    expect(received).toHaveLength(1)
    expect(received[0]).toContain('Subject: Hello')
    expect(received[0]).toContain('Your code is 123456')
    expect(received[0]).toContain('To: u@example.com')
  })
})
