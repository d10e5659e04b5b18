import { describe, expect, it } from 'vitest'
import { descriptionMessages, messageForDescription, serverDescriptions } from './errors'

describe('server descriptions', () => {
  it('has a translatable message for every description a user can meet', () => {
    const shown = Object.entries(serverDescriptions).filter(([key]) => key !== 'notFound')
    for (const [key, description] of shown) {
      expect(messageForDescription(description), key).toMatchObject({
        id: expect.stringMatching(/^error\./),
      })
    }
    expect(Object.keys(descriptionMessages).length).toBe(shown.length + 2)
  })

  it('does not treat unknown texts or object keys as descriptions', () => {
    expect(messageForDescription('Mail could not be sent')).toBeNull()
    expect(messageForDescription('toString')).toBeNull()
  })
})
