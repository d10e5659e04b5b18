import type { endpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
import {
  getNotification,
  getPreferences,
  listNotifications,
  readAllNotifications,
  readNotification,
  savePreferences,
} from '../services/notifications/notifications'
import { unreadCount } from '../services/notifications/notify'

/** Notifications (issue 16, decision 068). */
export const notificationHandlers = (deps: Deps) =>
  ({
    notificationList: async ({ user, input }) => listNotifications(deps.db, user.userId, input),
    notificationGet: async ({ user, input }) => getNotification(deps.db, user.userId, input.id),
    notificationRead: async ({ user, input }) => readNotification(deps, user.userId, input.id),
    notificationReadAll: async ({ user }) => readAllNotifications(deps, user.userId),
    notificationUnread: async ({ user }) => ({ unread: await unreadCount(deps.db, user.userId) }),
    notificationPreferences: async ({ user }) => getPreferences(deps.db, user.userId),
    notificationPreferencesSave: async ({ user, input }) =>
      savePreferences(deps, user.userId, input),
  }) satisfies Partial<Handlers<typeof endpoints>>
