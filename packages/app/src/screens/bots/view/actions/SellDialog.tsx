import { useEffect, useRef, useState } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import {
  SELL_QUOTE_MAX,
  SELL_QUOTE_MIN,
  TRANSACTION_PASSWORD_LENGTH,
  type BotView,
} from '@atb/contract'
import { botSellMachine } from '@atb/machines'
import {
  Button,
  Dialog,
  Modal,
  NumberField,
  PasswordField,
  Segment,
  SegmentedControl,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../../../services/FlowsContext'
import { FormAlert } from '../../../account/FormAlert'
import { useFormBinding } from '../../../account/useFormBinding'
import type { PairAssets } from './pairAssets'
import { SellPreview } from './SellPreview'
import styles from './actions.module.css'

export interface SellDialogProps {
  bot: BotView
  assets: PairAssets
  /** Closed (cancelled, or done after a sale). */
  onClose: () => void
  /** The sale filled: the page loads the bot again. */
  onSold: (text: string) => void
}

type Choice = 'PERCENT' | 'COIN_BASE' | 'COIN_QUOTE' | 'ALL'

/** Spec §5's sell form: part of the bot's holding at market, by percent, coin, quote or all. */
export function SellDialog({ bot, assets, onClose, onSold }: SellDialogProps) {
  const { t } = useLingui()
  const fmt = useFormatter()
  const flows = useFlows()
  const needsPassword = flows.store.get().user?.has_transaction_password ?? false
  const [machine] = useState(() => botSellMachine.provide({ actors: { submit: flows.sellBot } }))
  const [, , actor] = useMachine(machine, {
    input: {
      values: { id: bot.id },
      context: {
        minQuantity: Number(bot.min_quantity ?? 0),
        needsTransactionPassword: needsPassword,
      },
    },
  })
  const form = useFormBinding(actor)
  const values = form.context?.values
  const result = form.isSuccess ? actor.getSnapshot().context.result : null
  const { base, quote } = assets
  const choice: Choice = values?.sell_all ? 'ALL' : (values?.type ?? 'PERCENT')
  const choose = (next: Choice) => {
    form.change('sell_all', next === 'ALL')
    if (next !== 'ALL') form.change('type', next)
  }

  const soldText = result
    ? t`Sold ${fmt.number(Number(result.sold.qty))} ${base} at ${fmt.price(Number(result.sold.price))} ${quote}, for ${fmt.money(Number(result.sold.quote), quote)}.`
    : ''
  const told = useRef(false)
  useEffect(() => {
    if (!soldText || told.current) return
    told.current = true
    onSold(soldText)
  }, [soldText, onSold])

  const min = Number(bot.min_quantity ?? 0)
  const confirmLabel =
    choice === 'ALL'
      ? t`Sell all ${base}`
      : choice === 'PERCENT' && values?.percent
        ? t`Sell ${fmt.percent(values.percent)} of ${base}`
        : choice === 'COIN_BASE' && values?.quantity
          ? t`Sell ${fmt.number(values.quantity)} ${base}`
          : choice === 'COIN_QUOTE' && values?.amount
            ? t`Sell ${fmt.money(values.amount, quote)} of ${base}`
            : t`Sell ${base}`

  return (
    <Modal
      size="md"
      isOpen
      // Closing mid-sale would lose its answer, and the page would not reload with the new holding.
      isDismissable={!form.isSubmitting}
      isKeyboardDismissDisabled={form.isSubmitting}
      onOpenChange={(open) => !open && onClose()}
    >
      <Dialog
        title={t`Sell part of the ${base}`}
        hideCloseButton={form.isSubmitting}
        footer={
          result ? (
            <Button onPress={onClose}>{t`Done`}</Button>
          ) : (
            <>
              <Button variant="secondary" isDisabled={form.isSubmitting} onPress={onClose}>
                {t`Cancel`}
              </Button>
              <Button
                isPending={form.isSubmitting}
                onPress={() => form.send({ type: 'form.submit' })}
              >
                {confirmLabel}
              </Button>
            </>
          )
        }
      >
        {result ? (
          <p className={styles.done} role="status">
            {soldText}
          </p>
        ) : (
          <form className={styles.stack} onSubmit={form.onSubmit} noValidate>
            <FormAlert tone="error">{form.formError}</FormAlert>
            <p className={styles.text}>
              {t`The bot sells at market and keeps running with what is left.`}
            </p>
            <SegmentedControl
              aria-label={t`Sell by`}
              selectedKey={choice}
              onSelectionChange={(key) => choose(key as Choice)}
              isDisabled={form.isSubmitting}
              fullWidth
              size="sm"
            >
              <Segment id="PERCENT">{t`Percent`}</Segment>
              <Segment id="COIN_BASE">{base}</Segment>
              <Segment id="COIN_QUOTE">{quote}</Segment>
              <Segment id="ALL">{t`All`}</Segment>
            </SegmentedControl>
            {choice === 'PERCENT' ? (
              <NumberField
                {...form.number('percent')}
                label={t`Percent of the holding`}
                unit="%"
                description={t`From 1 to 100.`}
              />
            ) : null}
            {choice === 'COIN_BASE' ? (
              <NumberField
                {...form.number('quantity')}
                label={t`Quantity (${base})`}
                unit={base}
                formatOptions={{ maximumFractionDigits: 8 }}
                description={min > 0 ? t`At least ${fmt.number(min)} ${base}.` : undefined}
              />
            ) : null}
            {choice === 'COIN_QUOTE' ? (
              <NumberField
                {...form.number('amount')}
                label={t`Value (${quote})`}
                unit={quote}
                description={t`From ${fmt.number(SELL_QUOTE_MIN)} to ${fmt.number(SELL_QUOTE_MAX)} ${quote}.`}
              />
            ) : null}
            {choice === 'ALL' ? (
              <p className={styles.text}>{t`Sells all the ${base} the bot holds.`}</p>
            ) : null}
            {needsPassword ? (
              <PasswordField
                {...form.field('transaction_password')}
                label={t`Transaction password`}
                maxLength={TRANSACTION_PASSWORD_LENGTH}
                autoComplete="current-password"
              />
            ) : null}
            {values ? <SellPreview values={values} bot={bot} assets={assets} /> : null}
          </form>
        )}
      </Dialog>
    </Modal>
  )
}
