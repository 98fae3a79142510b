import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';

export interface PageRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** Full-bleed pages without the site header (SPEC §2: /, /our-story and /contact). */
export const standaloneRoutes: PageRoute[] = [
  { path: '/', Page: lazyPage(() => import('../features/landing/pages/landing-page'), 'LandingPage') },
  {
    path: '/our-story',
    Page: lazyPage(() => import('../features/story/pages/our-story-page'), 'OurStoryPage'),
  },
  { path: '/contact', Page: lazyPage(() => import('../features/contact/pages/contact-page'), 'ContactPage') },
];

/** Marketplace pages, drawn inside the header-and-footer layout. */
export const marketplaceRoutes: PageRoute[] = [
  { path: '/home', Page: lazyPage(() => import('../features/home/pages/home-page'), 'HomePage') },
  { path: '/browse', Page: lazyPage(() => import('../features/classes/pages/browse-page'), 'BrowsePage') },
  {
    path: '/classes/:id',
    Page: lazyPage(() => import('../features/classes/pages/class-detail-page'), 'ClassDetailPage'),
  },
  { path: '/studios', Page: lazyPage(() => import('../features/studios/pages/studios-page'), 'StudiosPage') },
  {
    path: '/studios/:id',
    Page: lazyPage(() => import('../features/studios/pages/studio-detail-page'), 'StudioDetailPage'),
  },
  // Signed-in journeys (issue 5): placeholders until their features land.
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
    path: '/dashboard',
    Page: lazyPage(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: '/bookings',
    Page: lazyPage(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: '/studio-dashboard',
    Page: lazyPage(
      () => import('../features/studio-dashboard/pages/studio-dashboard-page'),
      'StudioDashboardPage',
    ),
  },
  { path: '*', Page: lazyPage(() => import('../features/not-found/pages/not-found-page'), 'NotFoundPage') },
];
