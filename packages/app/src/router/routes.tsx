import type { RouteObject } from 'react-router'
import type { MessageDescriptor } from '@atb/contract'
import { prefixedLocales } from './locale'
import { loadFullCatalogue } from '../i18n/i18n'
import { installAccountFlows, installBotFlows, installWalletFlows } from '../services/flows'
import { lazyRoute, type RouteModule } from './lazyRoute'
import { Component as SessionGate } from './SessionGate'
import type { Access } from './guards'

/**
 * The route table: every route of spec section 2, once, mounted at `/` for English and under
 * `/th`, `/cn`, `/kr`, `/vn`. Route modules are lazy so the first page loads only its own code.
 * `handle.title` feeds the title template; `handle.access` is read by the session guard.
 */
export type { Access }
export interface RouteHandle {
  title?: MessageDescriptor
  access?: Access
}

type Load = () => Promise<RouteModule>

/**
 * A route module of the first page (/login). vite.catalogue.ts reads these calls: their messages
 * join the shell's in the first part of the catalogue, and their modules share one chunk.
 */
const firstPageRoute = (load: Load) => lazyRoute(load)

/**
 * The account screens' flows (services/accountFlows.ts). Imported here, not in the shell, so
 * neither their code nor their messages count toward the first page (vite.catalogue.ts).
 */
const loadAccountFlows = () =>
  // A failed chunk resolves to nothing once chunk error recovery has started a reload.
  import('../services/accountFlows').then((module) => {
    if (module) installAccountFlows(module.accountFlows)
  })

/** Any other route module: it loads together with the rest of the catalogue and the flows. */
const route = (load: Load) =>
  lazyRoute(() =>
    Promise.all([load(), loadFullCatalogue(), loadAccountFlows()]).then(([module]) => module),
  )

/** The bot screens' flows (services/botFlows.ts): they load with the bot routes only. */
const loadBotFlows = () =>
  import('../services/botFlows').then((module) => {
    if (module) installBotFlows(module.botFlows)
  })

/** A bot screen (issue 11): its module, the catalogue and the account and bot flows. */
const botRoute = (load: Load) =>
  lazyRoute(() =>
    Promise.all([load(), loadFullCatalogue(), loadAccountFlows(), loadBotFlows()]).then(
      ([module]) => module,
    ),
  )

/** The wallet screens' flows (services/walletFlows.ts): they load with the wallet routes only. */
const loadWalletFlows = () =>
  import('../services/walletFlows').then((module) => {
    if (module) installWalletFlows(module.walletFlows)
  })

/** A wallet screen (issue 15): its module, the catalogue and the account and wallet flows. */
const wallet = (path: string, handle: RouteHandle, module: Load): RouteObject => ({
  path,
  handle,
  Component: lazyRoute(() =>
    Promise.all([module(), loadFullCatalogue(), loadAccountFlows(), loadWalletFlows()]).then(
      ([loaded]) => loaded,
    ),
  ),
})

/** An account screen (issue 3): its own lazy route module under screens/account. */
const account = (path: string, handle: RouteHandle, module: Load): RouteObject => ({
  path,
  handle,
  Component: route(module),
})

/** The bot wizard (issue 11): the choosing steps share one module, the setup and review another. */
const BotChoose = botRoute(() => import('../screens/bots/create/Choose'))
const BotSetup = botRoute(() => import('../screens/bots/create/Setup'))
const createTitle = /*i18n*/ { id: 'title.botCreate', message: 'Create a bot' }
const setupTitle = /*i18n*/ { id: 'title.botSetup', message: 'Set up your bot' }
const botCreate: RouteObject[] = [
  { path: 'bot/create', handle: { title: createTitle }, Component: BotChoose },
  { path: 'bot/create/:market', handle: { title: createTitle }, Component: BotChoose },
  { path: 'bot/create/:market/:theme', handle: { title: createTitle }, Component: BotChoose },
  // The strategy's own address leads to its setup (decision 039).
  {
    path: 'bot/create/:market/:theme/:strategy',
    handle: { title: setupTitle },
    Component: BotSetup,
  },
  {
    path: 'bot/create/:market/:theme/:strategy/setup',
    handle: { title: setupTitle },
    Component: BotSetup,
  },
]

/** A bot-area screen (issue 12) at `path`: its own module, loaded with the bot flows. */
const bots = (path: string, handle: RouteHandle, module: Load): RouteObject => ({
  path,
  handle,
  Component: botRoute(module),
})

const auth: RouteObject = {
  Component: firstPageRoute(() => import('../shell/layouts/AuthRoute')),
  handle: { access: 'public' } satisfies RouteHandle,
  children: [
    {
      path: 'login',
      handle: {
        title: /*i18n*/ { id: 'title.login', message: 'Log in' },
        access: 'public',
      } satisfies RouteHandle,
      Component: firstPageRoute(() => import('../screens/account/Login')),
    },
    account(
      'signup',
      { title: /*i18n*/ { id: 'title.signup', message: 'Sign up' }, access: 'public' },
      () => import('../screens/account/Signup'),
    ),
    account(
      'signup/verify',
      {
        title: /*i18n*/ { id: 'title.signupVerify', message: 'Verify your email' },
        access: 'public',
      },
      () => import('../screens/account/SignupVerify'),
    ),
    account(
      'forgot-password',
      {
        title: /*i18n*/ { id: 'title.forgotPassword', message: 'Forgot password' },
        access: 'public',
      },
      () => import('../screens/account/ForgotPassword'),
    ),
    account(
      'recovery-password/:token',
      {
        title: /*i18n*/ { id: 'title.recoveryPassword', message: 'Set a new password' },
        access: 'public',
      },
      () => import('../screens/account/RecoveryPassword'),
    ),
  ],
}

const blank: RouteObject = {
  Component: route(() => import('../shell/layouts/BlankRoute')),
  children: [
    account(
      'policy',
      {
        title: /*i18n*/ { id: 'title.policy', message: 'Terms and privacy policy' },
        access: 'open',
      },
      () => import('../screens/account/Policy'),
    ),
    ...botCreate,
    bots(
      'bot/update/:robot',
      { title: /*i18n*/ { id: 'title.botUpdate', message: 'Edit bot' } },
      () => import('../screens/bots/update/BotUpdate'),
    ),
    bots(
      'api/connect/:exchange',
      { title: /*i18n*/ { id: 'title.apiConnect', message: 'Connect exchange' } },
      () => import('../screens/api/ApiConnect'),
    ),
    bots(
      'api/disable/:exchange',
      { title: /*i18n*/ { id: 'title.apiDisable', message: 'Disconnect exchange' } },
      () => import('../screens/api/ApiDisable'),
    ),
    bots(
      'api/update/:exchange',
      { title: /*i18n*/ { id: 'title.apiUpdate', message: 'Update API key' } },
      () => import('../screens/api/ApiUpdate'),
    ),
    bots(
      'oauth/okx/callback',
      { title: /*i18n*/ { id: 'title.oauth', message: 'Connecting to OKX' } },
      () => import('../screens/api/OkxCallback'),
    ),
    account(
      'profile/edit',
      { title: /*i18n*/ { id: 'title.profileEdit', message: 'Edit profile' } },
      () => import('../screens/account/ProfileEdit'),
    ),
    account(
      'profile/change-password',
      { title: /*i18n*/ { id: 'title.changePassword', message: 'Change password' } },
      () => import('../screens/account/ChangePassword'),
    ),
    account(
      'profile/pincode/create',
      { title: /*i18n*/ { id: 'title.pinCreate', message: 'Create PIN' } },
      () => import('../screens/account/PinCreate'),
    ),
    account(
      'profile/pincode/update',
      { title: /*i18n*/ { id: 'title.pinUpdate', message: 'Change PIN' } },
      () => import('../screens/account/PinUpdate'),
    ),
    account(
      'profile/activation',
      { title: /*i18n*/ { id: 'title.activation', message: 'Activation' } },
      () => import('../screens/account/Activation'),
    ),
    account(
      'profile/activation/buy',
      { title: /*i18n*/ { id: 'title.activationBuy', message: 'Buy activation' } },
      () => import('../screens/account/ActivationBuy'),
    ),
    account(
      'profile/two-factor',
      { title: /*i18n*/ { id: 'title.twoFactor', message: 'Two-factor sign-in' } },
      () => import('../screens/account/TwoFactor'),
    ),
    account(
      'profile/activity-logs',
      { title: /*i18n*/ { id: 'title.activityLogs', message: 'Activity log' } },
      () => import('../screens/account/ActivityLogs'),
    ),
    wallet(
      'assets/deposit',
      { title: /*i18n*/ { id: 'title.deposit', message: 'Deposit' } },
      () => import('../screens/assets/deposit/Deposit'),
    ),
    wallet(
      'assets/transfer',
      { title: /*i18n*/ { id: 'title.transfer', message: 'Transfer' } },
      () => import('../screens/assets/Transfer'),
    ),
    wallet(
      'assets/withdraw',
      { title: /*i18n*/ { id: 'title.withdraw', message: 'Withdraw' } },
      () => import('../screens/assets/withdraw/Withdraw'),
    ),
  ],
}

const main: RouteObject = {
  Component: route(() => import('../shell/layouts/DefaultRoute')),
  children: [
    {
      index: true,
      handle: { title: /*i18n*/ { id: 'title.home', message: 'Home' } },
      Component: botRoute(() => import('../screens/home/Home')),
    },
    {
      path: 'guide',
      handle: { title: /*i18n*/ { id: 'title.guide', message: 'Guide' } },
      Component: route(() => import('../screens/guide/Guide')),
    },
    bots(
      'heatmap',
      { title: /*i18n*/ { id: 'title.heatmap', message: 'Heatmap' } },
      () => import('../screens/market/Heatmap'),
    ),
    account(
      'affiliate',
      { title: /*i18n*/ { id: 'title.affiliate', message: 'Affiliate' } },
      () => import('../screens/affiliate/Hub'),
    ),
    account(
      'affiliate/code-history',
      { title: /*i18n*/ { id: 'title.affiliateCodes', message: 'Invitation code history' } },
      () => import('../screens/affiliate/CodeHistory'),
    ),
    account(
      'affiliate/history',
      { title: /*i18n*/ { id: 'title.affiliateHistory', message: 'Referral history' } },
      () => import('../screens/affiliate/History'),
    ),
    account(
      'affiliate/invite',
      { title: /*i18n*/ { id: 'title.affiliateInvite', message: 'Invite friends' } },
      () => import('../screens/affiliate/Invite'),
    ),
    account(
      'affiliate/overview',
      { title: /*i18n*/ { id: 'title.affiliateOverview', message: 'Affiliate overview' } },
      () => import('../screens/affiliate/Overview'),
    ),
    account(
      'affiliate/rank',
      { title: /*i18n*/ { id: 'title.affiliateRank', message: 'Affiliate rank' } },
      () => import('../screens/affiliate/Rank'),
    ),
    account(
      'affiliate/tools',
      { title: /*i18n*/ { id: 'title.affiliateTools', message: 'Affiliate tools' } },
      () => import('../screens/affiliate/Tools'),
    ),
    bots(
      'api',
      { title: /*i18n*/ { id: 'title.api', message: 'API keys' } },
      () => import('../screens/api/ApiKeys'),
    ),
    wallet(
      'assets',
      { title: /*i18n*/ { id: 'title.assets', message: 'Assets' } },
      () => import('../screens/assets/Assets'),
    ),
    bots(
      'bot',
      { title: /*i18n*/ { id: 'title.bots', message: 'Bots' } },
      () => import('../screens/bots/list/BotList'),
    ),
    bots(
      'bot/exchange-history',
      { title: /*i18n*/ { id: 'title.exchangeHistory', message: 'Exchange history' } },
      () => import('../screens/bots/orders/ExchangeHistory'),
    ),
    bots(
      'bot/history',
      { title: /*i18n*/ { id: 'title.botHistory', message: 'Bot history' } },
      () => import('../screens/bots/list/BotHistory'),
    ),
    // The spec's multi-segment catch-all: the robot id is the first segment after view/.
    bots(
      'bot/view/*',
      { title: /*i18n*/ { id: 'title.botView', message: 'Bot details' } },
      () => import('../screens/bots/view/BotView'),
    ),
    account(
      'event',
      { title: /*i18n*/ { id: 'title.events', message: 'Events' } },
      () => import('../screens/community/Events'),
    ),
    account(
      'event/:id',
      { title: /*i18n*/ { id: 'title.event', message: 'Event' } },
      () => import('../screens/community/EventDetail'),
    ),
    bots(
      'market',
      { title: /*i18n*/ { id: 'title.market', message: 'Market' } },
      () => import('../screens/market/MarketList'),
    ),
    // The spec's multi-segment catch-all: BTC/USDT and BTC-USDT both name BTCUSDT.
    bots(
      'market/*',
      { title: /*i18n*/ { id: 'title.marketPair', message: 'Market' } },
      () => import('../screens/market/PairPage'),
    ),
    account(
      'notification',
      { title: /*i18n*/ { id: 'title.notifications', message: 'Notifications' } },
      () => import('../screens/notifications/NotificationList'),
    ),
    account(
      'notification/:id',
      { title: /*i18n*/ { id: 'title.notification', message: 'Notification' } },
      () => import('../screens/notifications/NotificationDetail'),
    ),
    account(
      'profile',
      { title: /*i18n*/ { id: 'title.profile', message: 'Profile' } },
      () => import('../screens/account/Profile'),
    ),
    bots(
      'profit',
      { title: /*i18n*/ { id: 'title.profit', message: 'Profit' } },
      () => import('../screens/profit/Profit'),
    ),
    bots(
      'profit/history',
      { title: /*i18n*/ { id: 'title.profitHistory', message: 'Profit history' } },
      () => import('../screens/profit/ProfitHistory'),
    ),
    // The ranking loads with the bot flows: "Copy this bot" opens the wizard (issue 16).
    bots(
      'ranking',
      { title: /*i18n*/ { id: 'title.ranking', message: 'Ranking' } },
      () => import('../screens/ranking/Ranking'),
    ),
    bots(
      'ranking/:id',
      { title: /*i18n*/ { id: 'title.rankingDetail', message: 'Ranking' } },
      () => import('../screens/ranking/RankingBot'),
    ),
    // Issue 16: signals load with the bot flows (their charts use the market's candles).
    bots(
      'signal',
      { title: /*i18n*/ { id: 'title.signals', message: 'Signals' } },
      () => import('../screens/signals/List'),
    ),
    bots(
      'signal/:id',
      { title: /*i18n*/ { id: 'title.signal', message: 'Signal' } },
      () => import('../screens/signals/Detail'),
    ),
    bots(
      'signal/:id/history',
      { title: /*i18n*/ { id: 'title.signalHistory', message: 'Signal history' } },
      () => import('../screens/signals/History'),
    ),
    account(
      'subscription',
      { title: /*i18n*/ { id: 'title.subscription', message: 'Subscription' } },
      () => import('../screens/account/Subscription'),
    ),
    account(
      'tournament',
      { title: /*i18n*/ { id: 'title.tournament', message: 'Tournament' } },
      () => import('../screens/community/Tournament'),
    ),
    account(
      'ws',
      { title: /*i18n*/ { id: 'title.ws', message: 'Live connection' } },
      () => import('../screens/live/LivePage'),
    ),
  ],
}

const notFound: RouteObject = {
  path: '*',
  handle: {
    title: /*i18n*/ { id: 'title.notFound', message: 'Page not found' },
    access: 'open',
  } satisfies RouteHandle,
  Component: route(() => import('../screens/NotFound')),
}

const pages: RouteObject[] = [auth, blank, main, notFound]

/** Every page sits under the session gate (flows for the screens, navigation for the services). */
export const routes: RouteObject[] = [
  {
    Component: SessionGate,
    children: [
      ...prefixedLocales.map((code) => ({ path: code, children: pages })),
      { path: '/', children: pages },
    ],
  },
]
