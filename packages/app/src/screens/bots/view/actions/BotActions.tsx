import type { BotView } from '@atb/contract'

export interface BotActionsProps {
  /** The bot as the page shows it. */
  bot: BotView
  /** After an action worked: the page loads the bot again. */
  onChanged: () => void
}

/** Seam (issue 12): the bot page's actions (pause/resume, edit, stop, duplicate, sell). */
export function BotActions(_props: BotActionsProps) {
  return null
}
