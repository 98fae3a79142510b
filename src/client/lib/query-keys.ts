import type { ListParams } from './paged-query';

/**
 * Every query key the client uses, in one factory (TanStack Query's convention). A key starts with the
 * API path it caches, so `invalidateQueries({ queryKey: queryKeys.classes.all })` drops every class
 * list and detail at once, and the server renderer can read the URL back from a key (urlFromQueryKey).
 */
export const queryKeys = {
  classes: {
    all: ['/api/classes'] as const,
    list: (params: ListParams) => ['/api/classes', params] as const,
    detail: (id: string) => ['/api/classes', id] as const,
  },
  studios: {
    all: ['/api/studios'] as const,
    list: (params: ListParams) => ['/api/studios', params] as const,
    detail: (id: string) => ['/api/studios', id] as const,
    /** Under the studio's own key: whatever refreshes the studio refreshes what it sells. */
    products: (id: string) => ['/api/studios', id, 'products'] as const,
    /** Its waiver's latest version (lib/waivers.ts). */
    waiver: (id: string) => ['/api/studios', id, 'waiver'] as const,
  },
  sessions: {
    detail: (id: string) => ['/api/sessions', id] as const,
  },
  /** Places as they are now, of the sessions on screen (lib/live-places.ts). */
  availabilityAll: ['/api/availability'] as const,
  availability: (sessionIds: string[]) => ['/api/availability', sessionIds] as const,
  teachers: {
    detail: (id: string) => ['/api/teachers', id] as const,
  },
  bookings: {
    detail: (id: string) => ['/api/bookings', id] as const,
  },
  user: {
    bookings: ['/api/user/bookings'] as const,
    waitlist: ['/api/user/waitlist'] as const,
    profile: ['/api/user/profile'] as const,
    devices: ['/api/user/sessions'] as const,
    calendarFeed: ['/api/user/calendar-feed'] as const,
    balance: ['/api/user/balance'] as const,
    passes: ['/api/user/passes'] as const,
    favourites: ['/api/user/favourites'] as const,
    waiverSignatures: ['/api/user/waiver-signatures'] as const,
    /** The viewer's places on one class's sessions; `classPlaces.all` refreshes every class's. */
    classPlaces: {
      all: ['/api/user/classes'] as const,
      of: (classId: string) => ['/api/user/classes', classId, 'sessions'] as const,
    },
  },
  owner: {
    studios: ['/api/owner/studios'] as const,
    /** Under the owner's studios, so whatever refreshes those refreshes these too. */
    classes: (studioId: string) => ['/api/owner/studios', studioId, 'classes'] as const,
    /** A class's upcoming sessions with the cancelled ones; under its studio's classes, refreshed with them. */
    classSessions: (studioId: string, classId: string) =>
      ['/api/owner/studios', studioId, 'classes', classId, 'sessions'] as const,
    /** A studio's products with their sales (GET /api/owner/products?studioId); under the studio, refreshed with it. */
    products: (studioId: string) => ['/api/owner/studios', studioId, 'products'] as const,
    /** A studio's promo codes with their uses (GET /api/studios/:id/promo-codes); under the studio too. */
    promoCodes: (studioId: string) => ['/api/owner/studios', studioId, 'promo-codes'] as const,
    /** A studio's teachers (GET /api/owner/studios/:id/teachers); under the studio too. */
    teachers: (studioId: string) => ['/api/owner/studios', studioId, 'teachers'] as const,
    stats: ['/api/owner/stats'] as const,
    bookings: {
      all: ['/api/owner/bookings'] as const,
      /** The Bookings tab's pages: all the owner's bookings, or those its filters choose. */
      pages: (filters: Record<string, string | undefined>) =>
        ['/api/owner/bookings', 'pages', filters] as const,
      roster: (sessionId: string) => ['/api/owner/bookings', 'session', sessionId] as const,
    },
    /** The timetable's weeks and the check-in rosters, both read again after any owner change. */
    sessions: {
      all: ['/api/owner/sessions'] as const,
      week: (from: string, to: string, studioId: string | undefined) =>
        ['/api/owner/sessions', { from, to, studioId: studioId ?? 'all' }] as const,
      roster: (sessionId: string) => ['/api/owner/sessions', sessionId, 'roster'] as const,
    },
    clients: {
      all: ['/api/owner/clients'] as const,
      pages: (studioId: string | undefined, q: string) =>
        ['/api/owner/clients', 'pages', { studioId: studioId ?? 'all', q }] as const,
      detail: (userId: string) => ['/api/owner/clients', userId] as const,
    },
    revenue: (from: string, to: string, studioId: string | undefined) =>
      ['/api/owner/revenue', { from, to, studioId: studioId ?? 'all' }] as const,
    revenueAll: ['/api/owner/revenue'] as const,
  },
  landingWaitlist: ['/api/waitlist'] as const,
};
