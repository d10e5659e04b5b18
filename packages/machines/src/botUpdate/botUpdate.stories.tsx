import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { botUpdateMachine } from './botUpdate.machine'
import { updateFixtureBot, updateFixturePlan, updateFixtureResult } from './botUpdate.fixtures'

const bot = updateFixtureBot()

const meta = {
  title: 'Machines/BotUpdate',
  component: MachineStepper,
  args: {
    machine: botUpdateMachine,
    title: 'Bot update',
    implementations: {
      actors: {
        load: fromPromise(async () => bot),
        preview: fromPromise(async () => updateFixturePlan()),
        save: fromPromise(async ({ input }: { input: { config: Record<string, unknown> } }) =>
          updateFixtureResult(bot, input.config),
        ),
      },
    },
    input: { id: bot.id },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: {
    events: {
      'update.review': [
        { values: { ...bot.config, upper_price: 64000 } },
        { values: { ...bot.config } },
      ],
    },
  },
}
