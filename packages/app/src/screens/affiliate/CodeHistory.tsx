import { useEffect, useState } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { InvitationCodeView, InvitationCodesResponse } from '@atb/contract'
import { Button, Card, EmptyState, Table, TextField, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { FormAlert } from '../account/FormAlert'
import { useFormBinding } from '../account/useFormBinding'
import { useResource } from '../account/useResource'
import styles from './affiliate.module.css'

type Row = InvitationCodeView & { id: string }

/** /affiliate/code-history: the user's invitation codes, each with its label and signups, and a new one. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const [codes, reload] = useResource(flows.loadInvitationCodes, undefined)
  const [, , actor] = useMachine(flows.invitationCode, { input: {} })
  const form = useFormBinding(actor)
  const made = form.context?.result
  // A reload after a new code keeps the list in view until the fresh one arrives.
  const [shown, setShown] = useState<InvitationCodesResponse | null>(null)
  if (codes.status === 'done' && shown !== codes.data) setShown(codes.data)
  const data = codes.status === 'done' ? codes.data : shown
  const labelled = data ? data.items.filter((c) => !c.primary).length : 0
  const full = data !== null && labelled >= data.limit

  useEffect(() => {
    if (!form.isSuccess || !made) return
    flows.notify(t`Code ${made.code} made for “${made.label}”.`)
    reload()
    form.send({ type: 'form.reset' })
  }, [form, made, flows, t, reload])

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Invitation codes`}</h1>
      <p className={styles.muted}>
        {t`Give each place you share a code of its own, and see how many signups each brought.`}
      </p>
      <Table<Row>
        aria-label={t`Your invitation codes`}
        stackOnNarrow
        isLoading={codes.status === 'loading' && !data}
        error={
          codes.status === 'error' && !data
            ? t`Your invitation codes could not be loaded`
            : undefined
        }
        onRetry={reload}
        emptyState={
          <EmptyState
            size="sm"
            title={t`No invitation code yet`}
            description={t`Make one below.`}
          />
        }
        rows={(data?.items ?? []).map((c) => ({ ...c, id: c.code }))}
        columns={[
          {
            id: 'label',
            name: t`Label`,
            isRowHeader: true,
            wrap: true,
            cell: (c) => (c.primary ? t`Your own code` : c.label),
          },
          { id: 'code', name: t`Code`, cell: (c) => <span className={styles.code}>{c.code}</span> },
          { id: 'signups', name: t`Signups`, numeric: true, cell: (c) => format.number(c.signups) },
          { id: 'created', name: t`Created`, cell: (c) => format.date(c.created_at) },
        ]}
      />
      <Card title={t`New code`} headingLevel={2}>
        {full ? (
          <p className={styles.muted}>
            {t`You have made all ${data.limit} codes allowed. Share the ones you have.`}
          </p>
        ) : (
          <form
            className={styles.stack}
            onSubmit={form.onSubmit}
            noValidate
            aria-label={t`Make an invitation code`}
          >
            <TextField
              {...form.field('label')}
              label={t`Label`}
              description={
                data
                  ? t`Where you will share it, e.g. “LINE group”. ${labelled} of ${data.limit} codes made.`
                  : t`Where you will share it, e.g. “LINE group”.`
              }
              autoComplete="off"
            />
            <FormAlert tone="error">{form.formError}</FormAlert>
            <div className={styles.actions}>
              <Button type="submit" isPending={form.isSubmitting}>
                {t`Make code`}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  )
}
