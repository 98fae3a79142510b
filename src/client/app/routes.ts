import { type LazyPage, lazyPage } from './lazy-page';

interface PageRoute {
  path: string;
  Page: LazyPage;
  /**
   * Public pages the server renders to HTML with their data, so they paint before any script runs
   * (docs/decisions). Pages that depend on who is signed in are drawn by the browser alone.
   */
  serverRendered?: boolean;
}

/** Full-bleed pages without the site header. */
export const standaloneRoutes: PageRoute[] = [
  {
    path: '/',
    Page: lazyPage(() => import('../features/landing/pages/landing-page'), 'LandingPage'),
    serverRendered: true,
  },
  {
    path: '/our-story',
    Page: lazyPage(() => import('../features/story/pages/our-story-page'), 'OurStoryPage'),
    serverRendered: true,
  },
  {
    path: '/contact',
    Page: lazyPage(() => import('../features/contact/pages/contact-page'), 'ContactPage'),
    serverRendered: true,
  },
];

/** Marketplace pages, drawn inside the header-and-footer layout. */
export const marketplaceRoutes: PageRoute[] = [
  {
    path: '/home',
    Page: lazyPage(() => import('../features/home/pages/home-page'), 'HomePage'),
    serverRendered: true,
  },
  {
    path: '/browse',
    Page: lazyPage(() => import('../features/classes/pages/browse-page'), 'BrowsePage'),
    serverRendered: true,
  },
  {
    path: '/classes/:id',
    Page: lazyPage(() => import('../features/classes/pages/class-detail-page'), 'ClassDetailPage'),
    serverRendered: true,
  },
  {
    path: '/studios',
    Page: lazyPage(() => import('../features/studios/pages/studios-page'), 'StudiosPage'),
    serverRendered: true,
  },
  {
    path: '/studios/:id',
    Page: lazyPage(() => import('../features/studios/pages/studio-detail-page'), 'StudioDetailPage'),
    serverRendered: true,
  },
  {
    path: '/teachers/:id',
    Page: lazyPage(() => import('../features/teachers/pages/teacher-page'), 'TeacherPage'),
    serverRendered: true,
  },
  {
    path: '/privacy',
    Page: lazyPage(() => import('../features/legal/pages/privacy-page'), 'PrivacyPage'),
    serverRendered: true,
  },
  {
    path: '/terms',
    Page: lazyPage(() => import('../features/legal/pages/terms-page'), 'TermsPage'),
    serverRendered: true,
  },
  // About Attune itself: the footer's Company and Support links and the store buttons' page (issue 69).
  {
    path: '/help',
    Page: lazyPage(() => import('../features/company/pages/help-page'), 'HelpPage'),
    serverRendered: true,
  },
  {
    path: '/careers',
    Page: lazyPage(() => import('../features/company/pages/careers-page'), 'CareersPage'),
    serverRendered: true,
  },
  {
    path: '/press',
    Page: lazyPage(() => import('../features/company/pages/press-page'), 'PressPage'),
    serverRendered: true,
  },
  {
    path: '/get-the-app',
    Page: lazyPage(() => import('../features/company/pages/get-the-app-page'), 'GetTheAppPage'),
    serverRendered: true,
  },
  // Public: anyone sees what a gift card is; buying and redeeming ask for a sign-in on the page.
  {
    path: '/gift-cards',
    Page: lazyPage(() => import('../features/gift-cards/pages/gift-cards-page'), 'GiftCardsPage'),
  },
  // Signed-in journeys (issue 5): each page sends visitors without the right account to /auth.
  {
    path: '/booking/:sessionId',
    Page: lazyPage(() => import('../features/booking/pages/booking-page'), 'BookingPage'),
  },
  {
    path: '/checkout/:bookingId',
    Page: lazyPage(() => import('../features/checkout/pages/checkout-page'), 'CheckoutPage'),
  },
  { path: '/auth', Page: lazyPage(() => import('../features/auth/pages/auth-page'), 'AuthPage') },
  {
    path: '/auth/forgot-password',
    Page: lazyPage(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
  },
  // PASSWORD_RESET_PATH, the link the reset e-mail carries (a literal: the schema module would bring
  // zod into the first chunk every page loads).
  {
    path: '/auth/reset-password',
    Page: lazyPage(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/dashboard',
    Page: lazyPage(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: '/bookings',
    Page: lazyPage(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  // A signed-in student's "List Your Studio": the same account becomes an owner's (issue 30).
  {
    path: '/list-your-studio',
    Page: lazyPage(() => import('../features/become-owner/pages/become-owner-page'), 'BecomeOwnerPage'),
  },
  {
    path: '/studio-dashboard',
    Page: lazyPage(
      () => import('../features/studio-dashboard/pages/studio-dashboard-page'),
      'StudioDashboardPage',
    ),
  },
  // Operators only; anyone else sees the not-found page (docs/decisions/0079).
  { path: '/operator', Page: lazyPage(() => import('./operator-route'), 'OperatorRoute') },
  // Drawn by the server too, so an unknown path answers HTTP 404 with the page (entry-server.tsx).
  {
    path: '*',
    Page: lazyPage(() => import('../features/not-found/pages/not-found-page'), 'NotFoundPage'),
    serverRendered: true,
  },
];
