import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './Deposit'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { storyDepositAddress, storyDeposits, storyNoDeposits } from './depositSample'

const meta = {
  title: 'Screens/Assets/Deposit',
  component: Component,
  decorators: [
    withFlows({
      loadDepositAddress: resolves(storyDepositAddress),
      loadDepositHistory: resolves(storyDeposits),
    }),
    withRoute({ path: 'assets/deposit', layout: 'default' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const figure = (canvas: ReturnType<typeof within>, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling

/** The address with its QR code, the network's rules, and a pending, a credited and a small deposit. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(storyDepositAddress.address)).toBeVisible()
    await expect(
      await canvas.findByRole('img', { name: 'QR code of your deposit address' }),
    ).toBeVisible()
    await expect(
      canvas.getByText(/Send only USDT on BEP20 \(BNB Smart Chain\) to this address/),
    ).toBeVisible()
    await expect(figure(canvas, 'Minimum deposit')).toHaveTextContent('10 USDT')
    await expect(figure(canvas, 'Confirmations required')).toHaveTextContent('15')
    await expect(await canvas.findByText('Pending: 2/15 confirmations')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Confirmations' })).toBeVisible()
    await expect(canvas.getByText('100.123456 USDT')).toBeVisible()
    await expect(canvas.getByText('Below the minimum: not credited')).toBeVisible()
  },
}

/** Copy says it worked. No picture: whether the browser grants the clipboard varies by runner. */
export const CopiesAddress: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy address' }))
    await expect(await canvas.findByText('Address copied.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadDepositAddress: pends(), loadDepositHistory: pends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Loading your deposit address')).toBeVisible()
  },
}

export const NoDeposits: Story = {
  decorators: [
    withFlows({
      loadDepositAddress: resolves(storyDepositAddress),
      loadDepositHistory: resolves(storyNoDeposits),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No deposits yet')).toBeVisible()
  },
}

/** No chain watched on this server (npm start without CHAIN_*): the page says so. */
export const NotWatched: Story = {
  decorators: [
    withFlows({
      loadDepositAddress: resolves({ ...storyDepositAddress, watching: false, token_contract: '' }),
      loadDepositHistory: resolves(storyNoDeposits),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/Deposits are not being watched on this server yet/),
    ).toBeVisible()
  },
}

export const Failed: Story = {
  decorators: [
    withFlows({
      loadDepositAddress: rejects('internal'),
      loadDepositHistory: rejects('internal'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your deposit address could not be loaded.')).toBeVisible()
    await expect(await canvas.findByText('Your deposits could not be loaded')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2)
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Pending: 2/15 confirmations')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ฝาก USDT' })).toBeVisible()
    await expect(await canvas.findByText('รอดำเนินการ: ยืนยันแล้ว 2/15')).toBeVisible()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '充值 USDT' })).toBeVisible()
  },
}

export const Korean: Story = {
  globals: { locale: 'ko' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'USDT 입금' })).toBeVisible()
  },
}

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nạp USDT' })).toBeVisible()
  },
}
