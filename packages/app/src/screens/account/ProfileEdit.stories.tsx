import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './ProfileEdit'
import { expectPending, pends, rejects, withFlows, withRoute } from './stories/storyKit'

const meta = {
  title: 'Screens/Account/ProfileEdit',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/edit', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const button = (canvas: Canvas) => canvas.getByRole('button', { name: /Save profile/ })
const retype = async (canvas: Canvas, nickname: string, signature: string) => {
  const nick = await canvas.findByLabelText('Nickname')
  await userEvent.clear(nick)
  if (nickname) await userEvent.type(nick, nickname)
  const sign = canvas.getByLabelText('Signature')
  await userEvent.clear(sign)
  if (signature) await userEvent.type(sign, signature)
}

/** No cached profile yet: every field starts blank. */
export const Empty: Story = {
  decorators: [withFlows({ user: null })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Nickname')).toHaveValue('')
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Nickname')).toHaveValue('Trader')
    await retype(canvas, 'Night Owl', 'DCA on BTC, grid on ETH')
    await expect(canvas.getByLabelText('Signature')).toHaveValue('DCA on BTC, grid on ETH')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await retype(canvas, '', 'Hello <world>!')
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('The nickname field is required')).toBeVisible()
    await expect(canvas.getByText('The signature not allow special characters')).toBeVisible()
  },
}

export const Submitting: Story = {
  decorators: [withFlows({ submit: { profileEdit: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText('Nickname')
    await userEvent.click(button(canvas))
    await expectPending(button(canvas))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ submit: { profileEdit: rejects(413, 'Request body is too large') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText('Nickname')
    await userEvent.click(button(canvas))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Request body is too large'))
  },
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText('Nickname')
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('Profile saved.')).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
