import type { BotWizardSnapshot, WizardStep } from '@atb/machines'

/**
 * The step a wizard state shows: a quick start's preparing and creating stay on the review,
 * created on its last step.
 */
export function stepOf(snapshot: BotWizardSnapshot): WizardStep {
  const on = (state: 'preparing' | 'creating' | 'created') => snapshot.matches(state)
  if (on('preparing') || on('creating') || on('created')) return 'review'
  return snapshot.value as WizardStep
}

/** The address of one step for the wizard's choices (without the language prefix). */
export function pathOfStep(step: WizardStep, snapshot: BotWizardSnapshot): string {
  const { market, theme, kind } = snapshot.context
  if (step === 'market' || !market) return '/bot/create'
  if (step === 'theme' || !theme) return `/bot/create/${market}`
  if (step === 'strategy' || !kind) return `/bot/create/${market}/${theme}`
  const setup = `/bot/create/${market}/${theme}/${kind}/setup`
  return step === 'setup' ? setup : `${setup}?step=review`
}

/** Where a wizard state belongs: its step's address, or the new bot's page once it exists. */
export function pathOf(snapshot: BotWizardSnapshot): string {
  const bot = snapshot.context.bot
  if (snapshot.matches('created') && bot) return `/bot/view/${bot.id}`
  return pathOfStep(stepOf(snapshot), snapshot)
}

/**
 * A quick start's address (decision 089): the kind's review, prepared on Paper with the market's
 * most traded pair. The wizard checks what the address names, as for any deep link.
 */
export const paperStartPathOf = (market: string, theme: string, kind: string) =>
  `/bot/create/${market}/${theme}/${kind}/setup?step=review&start=paper`
