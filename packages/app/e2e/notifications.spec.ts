import { expect, test } from '@playwright/test'
import { createGridViaWizard, signIn } from './bot-helpers'

/**
 * Issue 16: a bot's stop produces a notification whose badge on the header bell updates live,
 * over the socket, without a reload; the notification links to the bot; mark all read clears it.
 */
test('a stopped bot’s notification reaches the bell live, links to the bot, and is read', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'notify')
  const id = await createGridViaWizard(page, request, token)
  const bell = page.getByRole('button', { name: /^Notifications/ }).first()
  // This browser's first login is itself a security notification: the count starts from the API.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')

  // Stop on the bot page; the bell is in the header of the same page, which is not reloaded.
  await page
    .getByRole('group', { name: 'Bot actions' })
    .getByRole('button', { name: 'Stop' })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Sell BTC for USDT at market', { exact: true }).click()
  await dialog.getByRole('button', { name: 'Stop and sell BTC' }).click()
  await expect(page.getByText(/Bot stopped and its BTC sold at market/).first()).toBeVisible()
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread')
  await expect(page.getByTestId('notification-badge').first()).toHaveText('2')

  // The list: unread first, the stop newest.
  await bell.click()
  await expect(page).toHaveURL(/\/notification$/)
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  const list = page.getByRole('list', { name: 'Notifications' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').first()).toContainText('Bot stopped')
  await expect(list.getByRole('listitem').nth(1)).toContainText('New login')

  // The detail says what happened and links to the bot; opening it reads it.
  await list.getByRole('link', { name: /Bot stopped/ }).click()
  await expect(page).toHaveURL(/\/notification\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: 'Bot stopped', level: 1 })).toBeVisible()
  await expect(page.getByText(/BTCUSDT was stopped/)).toBeVisible()
  const toBot = page.getByRole('link', { name: 'Open the bot' })
  await expect(toBot).toHaveAttribute('href', `/bot/view/${id}`)
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await toBot.click()
  await expect(page).toHaveURL(new RegExp(`/bot/view/${id}$`))

  // Mark all read clears the badge.
  await bell.click()
  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect(page.getByText('All notifications marked as read').first()).toBeVisible()
  await expect(bell).toHaveAccessibleName('Notifications')
  await expect(page.getByTestId('notification-badge')).toHaveCount(0)
  await expect(page.getByText('0 unread')).toBeVisible()
})
