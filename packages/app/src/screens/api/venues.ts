import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { createActor, type PromiseActorLogic } from 'xstate'
import { keyedExchanges, type KeyedExchange } from '@atb/contract'
import { splitLocale, withLocale } from '../../router/locale'

/** Venue names are proper nouns, the same in every language; Paper is translated where shown. */
export const venueName: Record<KeyedExchange, string> = {
  binance: 'Binance',
  okx: 'OKX',
  oanda: 'OANDA',
}

/** The venue an address names, when it is one a user connects with a key; null otherwise. */
export function keyedVenue(param: string | undefined): KeyedExchange | null {
  return (keyedExchanges as readonly string[]).includes(param ?? '')
    ? (param as KeyedExchange)
    : null
}

/** Turns an app path into the address for the language the user is browsing in. */
export function useLocalePath() {
  const { locale } = splitLocale(useLocation().pathname)
  return useCallback((path: string) => withLocale(path, locale), [locale])
}

/** Runs a provided call actor once, as a promise (a button that only starts a request). */
export function runCall<T, I>(logic: PromiseActorLogic<T, I>, input: I): Promise<T> {
  return new Promise((resolve, reject) => {
    const actor = createActor(logic, { input })
    actor.subscribe({
      complete: () => resolve(actor.getSnapshot().output as T),
      error: reject,
    })
    actor.start()
  })
}
