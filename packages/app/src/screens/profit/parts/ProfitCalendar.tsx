import { useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ProfitDay } from '@atb/contract'
import { Button, useFormatter, VisuallyHidden } from '@atb/ui'
import { addDays, dayNoon, monthOf, monthWeeks, shiftMonth, type MonthKey } from './profitData'
import styles from './profit.module.css'

export interface ProfitCalendarProps {
  days: readonly ProfitDay[]
  currency: string
  /** The server's clock: the calendar opens on its UTC month and stops there. */
  /** Today's key in the summary's time zone. */
  today: string
}

type Tone = 'gain' | 'loss' | 'flat' | 'none'

const toneOf = (profit: string | undefined): Tone =>
  profit === undefined ? 'none' : Number(profit) > 0 ? 'gain' : Number(profit) < 0 ? 'loss' : 'flat'

/** ▲ and ▼ carry the sign as a shape too, so a day reads the same without colour. */
const marks: Record<Tone, string> = { gain: '▲', loss: '▼', flat: '', none: '' }

/**
 * A month of daily PnL: a grid with one focusable day (arrows move by day and week, Home/End to
 * the week's ends, Page Up/Down by month); each day shows its PnL with sign, mark and colour.
 */
export function ProfitCalendar({ days, currency, today }: ProfitCalendarProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const first = days[0]?.date ?? today
  const [focused, setFocused] = useState(today)
  const month = monthOf(focused)
  const grid = useRef<HTMLTableElement>(null)
  const byDay = new Map(days.map((d) => [d.date, d.profit]))
  const monthTitle = new Intl.DateTimeFormat(format.dateLocale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayNoon(`${month}-01`))
  const weekday = new Intl.DateTimeFormat(format.dateLocale, { weekday: 'short', timeZone: 'UTC' })
  const weekdayLong = new Intl.DateTimeFormat(format.dateLocale, {
    weekday: 'long',
    timeZone: 'UTC',
  })
  // 2030-01-07 is a Monday: the week's columns from Monday on.
  const columns = Array.from({ length: 7 }, (_, i) => dayNoon(addDays('2030-01-07', i)))
  const canBack = month > monthOf(first)
  const canForward = month < monthOf(today)

  const clamp = (key: string) => (key > today ? today : key < first && key < today ? first : key)
  const move = (key: string) => {
    const next = clamp(key)
    setFocused(next)
    // Focus follows once the new month (if any) is drawn.
    requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus(),
    )
  }
  const toMonth = (target: MonthKey) => {
    const day = `${target}-${focused.slice(8)}`
    const last = monthWeeks(target).flat().filter(Boolean).pop()!
    setFocused(clamp(day > last ? last : day))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const weekdayIndex = (new Date(dayNoon(focused)).getUTCDay() + 6) % 7
    const keys: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekdayIndex),
      End: () => addDays(focused, 6 - weekdayIndex),
      PageUp: () => `${shiftMonth(month, -1)}-01`,
      PageDown: () => `${shiftMonth(month, 1)}-01`,
    }
    const to = keys[event.key]
    if (!to) return
    event.preventDefault()
    move(to())
  }

  const noFills = (date: string) => t`${date}: no change`
  const signed = (value: number) => format.pnl(value, '').trim()
  return (
    <div className={styles.calendar}>
      <div className={styles.calendarBar}>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!canBack}
          onPress={() => toMonth(shiftMonth(month, -1))}
        >
          {t`Previous month`}
        </Button>
        <h3 className={styles.calendarTitle} aria-live="polite">
          {monthTitle}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!canForward}
          onPress={() => toMonth(shiftMonth(month, 1))}
        >
          {t`Next month`}
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={t`Daily PnL, ${monthTitle}`}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {columns.map((day) => (
              <th key={day} scope="col" abbr={weekdayLong.format(day)}>
                {weekday.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((key, d) => {
                if (!key) return <td key={d} role="gridcell" className={styles.blank} />
                const profit = byDay.get(key)
                const tone = toneOf(profit)
                const value = Number(profit ?? 0)
                const outside = key > today || key < first
                const date = format.date(dayNoon(key))
                const name =
                  profit === undefined ? noFills(date) : `${date}: ${format.pnl(value, currency)}`
                return (
                  <td
                    key={key}
                    role="gridcell"
                    data-day={key}
                    data-tone={tone}
                    data-today={key === today || undefined}
                    aria-disabled={outside || undefined}
                    aria-selected={key === focused}
                    tabIndex={key === focused ? 0 : -1}
                    onClick={() => (outside ? undefined : setFocused(key))}
                    className={styles.day}
                  >
                    <VisuallyHidden>{name}</VisuallyHidden>
                    <span className={styles.dayNumber} aria-hidden>
                      {format.number(Number(key.slice(8)))} {marks[tone]}
                    </span>
                    {profit !== undefined ? (
                      <span className={styles.dayValue} aria-hidden>
                        {signed(value)}
                      </span>
                    ) : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note} aria-hidden>
        {byDay.has(focused)
          ? `${format.date(dayNoon(focused))}: ${format.pnl(Number(byDay.get(focused)), currency)}`
          : noFills(format.date(dayNoon(focused)))}
      </p>
      <ul className={styles.legend} aria-label={t`Legend`}>
        <li data-tone="gain">
          <span aria-hidden>▲+</span> {t`Profit day`}
        </li>
        <li data-tone="loss">
          <span aria-hidden>▼−</span> {t`Loss day`}
        </li>
        <li data-tone="flat">
          <span aria-hidden>0</span> {t`No net change`}
        </li>
        <li data-tone="none">{t`Blank: the bots’ total did not move`}</li>
      </ul>
    </div>
  )
}
