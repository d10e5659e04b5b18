import * as yup from 'yup'
import type { HealthData } from '../accounts/api'
import { endpoint } from './endpoint'

export const health = /* @__PURE__ */ endpoint<HealthData>()({
  method: 'GET',
  path: '/health',
  auth: false,
  request: yup.object({}),
  errors: [],
  summary: 'Liveness and database kind',
  tag: 'system',
})
