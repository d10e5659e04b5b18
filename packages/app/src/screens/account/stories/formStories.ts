import { expect, userEvent, waitFor, within } from 'storybook/test'
import { apiErrors, type ErrorCode } from '@atb/contract'
import { expectPending, pends, rejects, withFlows, type FakeOptions } from './storyKit'

export type Canvas = ReturnType<typeof within>
type SubmitKey = keyof NonNullable<FakeOptions['submit']>
type Play = { canvasElement: HTMLElement }

export interface FormScreen {
  /** The flow whose submit actor the stories replace. */
  flow: SubmitKey
  /** The form's accessible name. */
  form: string
  /** The submit button's accessible name. */
  submit: RegExp
  /** Types valid values into the form. */
  fill: (canvas: Canvas) => Promise<unknown>
  /** What the server answers in ServerError; the screen shows its message (in English here). */
  serverError: ErrorCode
}

/**
 * The stories every account form screen shares (Empty, Submitting, ServerError), plus the
 * helpers its own stories use. Each screen file still exports them by name, so CSF indexing
 * and the visual baselines stay per screen.
 */
export function formScreenStories(screen: FormScreen) {
  const button = (canvas: Canvas) => canvas.getByRole('button', { name: screen.submit })
  const submitFilled = async (canvasElement: HTMLElement) => {
    const canvas = within(canvasElement)
    await screen.fill(canvas)
    await userEvent.click(button(canvas))
    return canvas
  }
  const answer = (logic: ReturnType<typeof pends>) =>
    withFlows({ submit: { [screen.flow]: logic } })
  return {
    button,
    submitFilled,
    Empty: {
      play: async ({ canvasElement }: Play) => {
        await expect(
          await within(canvasElement).findByRole('form', { name: screen.form }),
        ).toBeVisible()
      },
    },
    Submitting: {
      decorators: [answer(pends())],
      play: async ({ canvasElement }: Play) => {
        await expectPending(button(await submitFilled(canvasElement)))
      },
    },
    ServerError: {
      decorators: [answer(rejects(screen.serverError))],
      play: async ({ canvasElement }: Play) => {
        const canvas = await submitFilled(canvasElement)
        await waitFor(() =>
          expect(canvas.getByRole('alert')).toHaveTextContent(
            apiErrors[screen.serverError].message.message,
          ),
        )
      },
    },
  }
}
