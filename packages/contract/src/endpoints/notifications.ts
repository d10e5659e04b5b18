import {
  notificationIdSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationReadAllSchema,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationUnreadResponse,
  type NotificationView,
} from '../notifications/notifications'
import * as yup from 'yup'
import { endpoint } from './endpoint'

/** Notifications (issue 16, decision 068). */
export const notificationList = /* @__PURE__ */ endpoint<NotificationListResponse>()({
  method: 'GET',
  path: '/notification/list',
  auth: true,
  request: notificationListSchema,
  errors: [],
  summary: 'The user’s notifications, unread first then newest, by category and unread',
  tag: 'notifications',
})

export const notificationGet = /* @__PURE__ */ endpoint<NotificationView>()({
  method: 'GET',
  path: '/notification/view',
  auth: true,
  request: notificationIdSchema,
  errors: ['record_not_found'],
  summary: 'One of the user’s notifications',
  tag: 'notifications',
})

export const notificationRead = /* @__PURE__ */ endpoint<NotificationView>()({
  method: 'POST',
  path: '/notification/read',
  auth: true,
  request: notificationIdSchema,
  errors: ['record_not_found'],
  summary: 'Marks one notification read (again is fine)',
  tag: 'notifications',
})

export const notificationReadAll = /* @__PURE__ */ endpoint<NotificationUnreadResponse>()({
  method: 'POST',
  path: '/notification/read_all',
  auth: true,
  request: notificationReadAllSchema,
  errors: [],
  summary: 'Marks every notification read; answers the unread count (0)',
  tag: 'notifications',
})

export const notificationUnread = /* @__PURE__ */ endpoint<NotificationUnreadResponse>()({
  method: 'GET',
  path: '/notification/unread',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'How many notifications are unread, for the header’s bell',
  tag: 'notifications',
})

export const notificationPreferences = /* @__PURE__ */ endpoint<NotificationPreferences>()({
  method: 'GET',
  path: '/notification/preferences',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'Which categories the user receives, and whether bots resume after an outage',
  tag: 'notifications',
})

export const notificationPreferencesSave = /* @__PURE__ */ endpoint<NotificationPreferences>()({
  method: 'POST',
  path: '/notification/preferences/save',
  auth: true,
  request: notificationPreferencesSchema,
  errors: [],
  summary: 'Chooses which categories the user receives, and whether bots resume after an outage',
  tag: 'notifications',
})
