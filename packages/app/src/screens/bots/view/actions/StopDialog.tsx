import { useLingui } from '@lingui/react/macro'
import type { StopMode } from '@atb/contract'
import type { BotControlSnapshot } from '@atb/machines'
import { Button, Dialog, Modal, Radio, RadioGroup } from '@atb/ui'
import { useMessage } from '../../../../i18n/useMessage'
import { FormAlert } from '../../../account/FormAlert'
import type { PairAssets } from './pairAssets'
import styles from './actions.module.css'

export interface StopDialogProps {
  snapshot: BotControlSnapshot
  assets: PairAssets
  onChoose: (mode: StopMode) => void
  onConfirm: () => void
  onCancel: () => void
}

/** Stop, asking every time whether to keep what the bot holds or sell (close) it at market. */
export function StopDialog({ snapshot, assets, onChoose, onConfirm, onCancel }: StopDialogProps) {
  const { t } = useLingui()
  const translate = useMessage()
  const { mode, needsChoice, error } = snapshot.context
  const stopping = snapshot.matches('stopping')
  const isOpen = snapshot.matches('confirmingStop') || stopping || snapshot.matches('stopFailed')
  const { base, quote, positions } = assets

  const keep = positions
    ? {
        label: t`Keep the position open`,
        description: t`The position stays open on the exchange and you manage it yourself.`,
        confirm: t`Stop and keep the position`,
      }
    : {
        label: t`Keep ${base}`,
        description: t`The ${base} the bot bought stays in your account. You can sell it later.`,
        confirm: t`Stop and keep ${base}`,
      }
  const sell = positions
    ? {
        label: t`Close the position at market`,
        description: t`The bot closes its position at the market price before it stops.`,
        confirm: t`Stop and close the position`,
      }
    : {
        label: t`Sell ${base} for ${quote} at market`,
        description: t`The bot sells all the ${base} it holds for ${quote} at the market price before it stops.`,
        confirm: t`Stop and sell ${base}`,
      }
  const confirmLabel = mode === 'keep' ? keep.confirm : mode === 'sell' ? sell.confirm : t`Stop bot`

  return (
    <Modal
      size="md"
      isOpen={isOpen}
      isDismissable={!stopping}
      isKeyboardDismissDisabled={stopping}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
    >
      <Dialog
        title={t`Stop this bot?`}
        hideCloseButton={stopping}
        footer={
          <>
            <Button variant="secondary" isDisabled={stopping} onPress={onCancel}>
              {t`Cancel`}
            </Button>
            <Button variant="danger" isPending={stopping} onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        <div className={styles.stack}>
          {error ? <FormAlert tone="error">{translate(error)}</FormAlert> : null}
          <p className={styles.text}>
            {t`The bot stops trading and its open orders are cancelled. Its history, trades and figures are kept in your bot history.`}
          </p>
          <RadioGroup
            label={
              positions
                ? t`What happens to the bot's position?`
                : t`What happens to the ${base} the bot holds?`
            }
            value={mode}
            onChange={(value) => onChoose(value as StopMode)}
            isDisabled={stopping}
            isInvalid={needsChoice}
            errorMessage={
              needsChoice ? t`Choose whether to keep or sell before stopping.` : undefined
            }
          >
            <Radio value="keep" description={keep.description}>
              {keep.label}
            </Radio>
            <Radio value="sell" description={sell.description}>
              {sell.label}
            </Radio>
          </RadioGroup>
        </div>
      </Dialog>
    </Modal>
  )
}
