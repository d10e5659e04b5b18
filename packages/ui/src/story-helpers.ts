import { expect, waitFor, within } from 'storybook/test'

/**
 * Finds an open overlay by role and waits until its entry animation is over, as a person would
 * before pressing inside it. A press during the entry animation makes React Aria wait on an
 * animation that is then cancelled; its exit never ends and the overlay stays on the page (the
 * "dialog seen open again" of full runs on a busy runner).
 */
export async function findOverlay(
  role: 'dialog' | 'alertdialog',
  name?: string | RegExp,
): Promise<HTMLElement> {
  const overlay = await within(document.body).findByRole(role, name ? { name } : {})
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull(), {
    timeout: 5000,
  })
  return overlay
}
