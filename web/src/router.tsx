import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { backOfficeRoute } from './features/admin/frame';
import { GuestOnly, RequireLogin } from './features/auth/guards';
import DynamicLandingPage from './features/landing/DynamicLandingPage';
import { landingHome, landingPage } from './features/landing/fullscreen';
import PartnerLandingPage from './features/landing/PartnerLandingPage';
import { PARTNER_VARIANTS } from './features/landing/variants';
import { POLICY_ROUTES } from './features/policies';
import FairnessRedirect from './features/provablyfair/FairnessRedirect';
import { HomeRoute } from './HomeRoute';
import { lazyScreen, ScreenSuspense } from './navigation/lazy-screen';
import { Layout } from './shell/Layout';

// Screens load the spec §4 way (navigation/lazy-screen: delayed loader, time-out, retries, error screen),
// each from its area's chunk (web/vite.config.ts). The landing pages are in the entry instead: a guest's
// first screen, one request, never the player's app behind it.
const LocationArticlePage = lazyScreen(() => import('./features/location/LocationArticlePage'));
const PromotionsPage = lazyScreen(() => import('./features/promotions/PromotionsPage'));
const PromotionArticlePage = lazyScreen(() => import('./features/promotions/PromotionArticlePage'));
const AuthPage = lazyScreen(() => import('./features/auth/AuthPage'));
const ReferralLink = lazyScreen(() => import('./features/marketing/ReferralLink'));
const ForgotPasswordPage = lazyScreen(() => import('./features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyScreen(() => import('./features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazyScreen(() => import('./features/auth/VerifyEmailPage'));
const SettingsPage = lazyScreen(() => import('./features/settings/SettingsPage'));
const NotFoundPage = lazyScreen(() => import('./features/not-found/NotFoundPage'));
const GamePage = lazyScreen(() => import('./features/games/GamePage'));
const RulesPage = lazyScreen(() => import('./features/games/RulesPage'));
const ChatPage = lazyScreen(() => import('./features/chat/ChatPage'));
const BetsPage = lazyScreen(() => import('./features/history/BetsPage'));
const StatisticsPage = lazyScreen(() => import('./features/statistics/StatisticsPage'));
const BetDetailPage = lazyScreen(() => import('./features/games/BetDetailPage'));
const ProvablyFairPage = lazyScreen(() => import('./features/provablyfair/ProvablyFairPage'));
const JackpotContributorsPage = lazyScreen(() => import('./features/freebies/JackpotContributorsPage'));
const GroupPage = lazyScreen(() => import('./features/lobby/GroupPage'));
const ProvidersPage = lazyScreen(() => import('./features/lobby/ProvidersPage'));
const GameInfoPage = lazyScreen(() => import('./features/gamepage/GameInfoPage'));
const PolicyPage = lazyScreen(() => import('./features/policies/PolicyPage'));
const TransactionsPage = lazyScreen(() => import('./features/transactions/TransactionsPage'));
const TransactionDetailPage = lazyScreen(() => import('./features/transactions/TransactionDetailPage'));
const MyGamePlayPage = lazyScreen(() => import('./features/transactions/MyGamePlayPage'));
const MyPlayPage = lazyScreen(() => import('./features/transactions/MyPlayPage'));
const SandboxFlowPage = lazyScreen(() => import('./features/identity/sandbox/SandboxFlowPage'));
const VipBonusPage = lazyScreen(() => import('./features/bonuses/VipBonusPage'));
const NotificationsPage = lazyScreen(() => import('./features/notifications/NotificationsPage'));
const WeeklyBonusPage = lazyScreen(() => import('./features/bonuses/WeeklyBonusPage'));
const SandboxCheckoutPage = lazyScreen(() => import('./features/wallet/sandbox/SandboxCheckoutPage'));
const SandboxBankWidgetPage = lazyScreen(() => import('./features/wallet/sandbox/SandboxBankWidgetPage'));
const SandboxBankDebitPage = lazyScreen(() => import('./features/wallet/sandbox/SandboxBankDebitPage'));
const AmoeTemplatePage = lazyScreen(() => import('./features/amoe/TemplatePage'));
const RtpListPage = lazyScreen(() => import('./features/rtp/RtpListPage'));
const RtpGamePage = lazyScreen(() => import('./features/rtp/RtpGamePage'));
const ProviderGamePage = lazyScreen(() => import('./features/provider-sandbox/ProviderGamePage'));
// The back office: staff only, its own chunk so players never download it.
const AdminApp = lazyScreen(() => import('./features/admin/AdminApp'));

/** A route's element: lazy screens bring their own loader and error screen, the rest may suspend too. */
const Page = ScreenSuspense;

const guest = (node: ReactNode) => <Page>{<GuestOnly>{node}</GuestOnly>}</Page>;
const player = (node: ReactNode) => <Page>{<RequireLogin>{node}</RequireLogin>}</Page>;

/** Routes of spec §2 that exist so far; the rest arrive with their features. */
export const router = createBrowserRouter([
  // The sandbox vendor's flow is embedded in a frame: it has no shell of its own.
  { path: '/veriff/sandbox/:sessionId', element: <Page>{<SandboxFlowPage />}</Page> },
  // The sandbox payment vendor's hosted checkout (spec §2), embedded in the wallet like the real one.
  { path: '/bank/test/card', element: <Page>{<SandboxCheckoutPage kind="card" />}</Page> },
  { path: '/bank/test/ach', element: <Page>{<SandboxCheckoutPage kind="ach" />}</Page> },
  // The sandbox ACH vendor's bank-linking widget (embedded) and its bank's back office for a debit.
  { path: '/bank/test/flinks', element: <Page>{<SandboxBankWidgetPage />}</Page> },
  { path: '/bank/test/ach-debit', element: <Page>{<SandboxBankDebitPage />}</Page> },
  // The sandbox game provider's own game page, framed by the casino's game page: the provider's, no shell.
  { path: '/provider-sandbox/:protocol/:sessionId', element: <Page>{<ProviderGamePage />}</Page> },
  // The free-entry card to print: without the shell, so only the card and the address print.
  { path: '/free-entry/template/:id', element: player(<AmoeTemplatePage />) },
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Page>{<HomeRoute />}</Page>, handle: landingHome },
      ...PARTNER_VARIANTS.map((slug) => ({
        path: `/${slug}`,
        element: <Page>{<PartnerLandingPage />}</Page>,
        handle: landingPage,
      })),
      { path: '/article/location-service-activation', element: <Page>{<LocationArticlePage />}</Page> },
      { path: '/promotions', element: <Page>{<PromotionsPage />}</Page> },
      { path: '/promotions/:slug', element: <Page>{<PromotionArticlePage />}</Page> },
      { path: '/c/:code', element: <Page>{<ReferralLink />}</Page> },
      { path: '/auth', element: guest(<AuthPage />) },
      { path: '/auth/:type', element: guest(<AuthPage />) },
      { path: '/password/forgot', element: guest(<ForgotPasswordPage />) },
      { path: '/password/reset/:token', element: guest(<ResetPasswordPage />) },
      { path: '/email/verify/:token', element: <Page>{<VerifyEmailPage />}</Page> },
      { path: '/settings/:type', element: player(<SettingsPage />) },
      { path: '/settings', element: player(<SettingsPage />) },
      { path: '/vip-bonus', element: player(<VipBonusPage />) },
      { path: '/notifications', element: player(<NotificationsPage />) },
      { path: '/weekly-bonus/:code', element: player(<WeeklyBonusPage />) },
      // Temporary: the wallet's bonus pages on their own until the wallet modal hosts them.
      { path: '/casino/group/:slug', element: <Page>{<GroupPage />}</Page> },
      { path: '/:software/casino/group/:slug', element: <Page>{<GroupPage />}</Page> },
      { path: '/games', element: <Page>{<GroupPage fixedSlug="all" />}</Page> },
      { path: '/search', element: <Page>{<GroupPage fixedSlug="all" focusSearch />}</Page> },
      { path: '/providers', element: <Page>{<ProvidersPage />}</Page> },
      { path: '/rtp', element: <Page>{<RtpListPage />}</Page> },
      { path: '/rtp/:gameId', element: <Page>{<RtpGamePage />}</Page> },
      { path: '/freebies/jackpotcontributors', element: <Page>{<JackpotContributorsPage />}</Page> },
      { path: '/casino/games/:name', element: <Page>{<GameInfoPage />}</Page> },
      { path: '/:software/casino/games/:name', element: <Page>{<GameInfoPage />}</Page> },
      { path: '/casino/:slug', element: <Page>{<GamePage />}</Page> },
      { path: '/casino/:slug/rules', element: <Page>{<RulesPage />}</Page> },
      { path: '/casino/:slug/fairness', element: <FairnessRedirect /> },
      { path: '/casino/:slug/history/:gameId', element: player(<BetDetailPage />) },
      { path: '/bets', element: <Page>{<BetsPage />}</Page> },
      { path: '/chat', element: player(<ChatPage />) },
      { path: '/user/statistics', element: <Page>{<StatisticsPage />}</Page> },
      { path: '/transactions', element: player(<TransactionsPage />) },
      { path: '/transactions/:name', element: player(<TransactionsPage />) },
      { path: '/transactions/:name/:id', element: player(<TransactionDetailPage />) },
      { path: '/my-game-play', element: player(<MyGamePlayPage />) },
      { path: '/my-game-play/:betId', element: player(<MyPlayPage />) },
      { path: '/provablyfair/:name', element: <Page>{<ProvablyFairPage />}</Page> },
      { path: '/provablyfair/:name/:section', element: <Page>{<ProvablyFairPage />}</Page> },
      ...POLICY_ROUTES.map(({ path, name }) => ({
        path,
        element: <Page>{<PolicyPage name={name} />}</Page>,
      })),
      { path: '/bank', element: <Navigate to="/?tab=bank" replace /> },
      { path: '/admin/*', element: player(<AdminApp />), handle: backOfficeRoute },
      { path: '/not-found', element: <Page>{<NotFoundPage />}</Page> },
      // Last of the single-segment routes: any static path above wins over a landing slug.
      { path: '/:landingSlug', element: <Page>{<DynamicLandingPage />}</Page>, handle: landingPage },
      { path: '*', element: <Page>{<NotFoundPage />}</Page> },
    ],
  },
]);
