import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { apiErrors, errorMessages, type ErrorCode } from '@atb/contract'
import { ApiRequestError } from '../../api/errors'

const call = vi.fn()
const handleApiError = vi.fn()
vi.mock('../api', () => ({ api: { call }, handleApiError }))
const { listFlows } = await import('./listFlows')

const refusal = (code: ErrorCode) =>
  new ApiRequestError(
    apiErrors[code].status,
    { status: 'error', description: apiErrors[code].description, code },
    '/v1/robot/list',
  )
const page = { items: [], total: 0, page: 1, page_size: 20, totals: [] }
const load = () =>
  toPromise(
    createActor(listFlows.loadBots, {
      input: { status: 'active', page: 1, page_size: 20 },
    }).start(),
  )

describe('loading the bot list', () => {
  beforeEach(() => {
    call.mockReset()
    handleApiError.mockReset()
  })

  it('asks GET /robot/list with the filter, showing its failures on the page', async () => {
    call.mockResolvedValue(page)
    await expect(load()).resolves.toEqual(page)
    expect(call.mock.calls[0]?.[1]).toEqual({ status: 'active', page: 1, page_size: 20 })
    expect(call.mock.calls[0]?.[2]).toMatchObject({ inline: true })
  })

  it('toasts the invalid-robot-list message on record not found (spec §8)', async () => {
    call.mockRejectedValue(refusal('record_not_found'))
    await expect(load()).rejects.toBeInstanceOf(ApiRequestError)
    expect(handleApiError).toHaveBeenCalledWith({
      kind: 'toast',
      message: errorMessages.invalidRobotList,
    })
  })

  it('asks once more, silently, when the request was outside the recvWindow', async () => {
    call.mockRejectedValueOnce(refusal('recv_window')).mockResolvedValueOnce(page)
    await expect(load()).resolves.toEqual(page)
    expect(call).toHaveBeenCalledTimes(2)
    expect(handleApiError).not.toHaveBeenCalled()
  })

  it('leaves other failures to the page', async () => {
    call.mockRejectedValue(refusal('internal'))
    await expect(load()).rejects.toBeInstanceOf(ApiRequestError)
    expect(call).toHaveBeenCalledTimes(1)
    expect(handleApiError).not.toHaveBeenCalled()
  })
})
