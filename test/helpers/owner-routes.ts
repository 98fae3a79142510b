/** The owner's CSV exports: text/csv answers, not JSON. */
export const OWNER_CSV_ROUTES = [
  'GET /api/owner/sessions/{id}/roster.csv',
  'GET /api/owner/bookings.csv',
  'GET /api/owner/clients.csv',
  'GET /api/owner/revenue.csv',
];

/** Every studio owner's route, as the OpenAPI document names it: all need an owner's token. */
export const OWNER_ROUTES = [
  'GET /api/owner/studios',
  'POST /api/studios',
  'PATCH /api/studios/{id}',
  'DELETE /api/studios/{id}',
  'POST /api/studios/{id}/reactivate',
  'POST /api/studios/{id}/image',
  'POST /api/classes/{id}/image',
  'GET /api/owner/studios/{id}/classes',
  'POST /api/studios/{id}/classes',
  'PATCH /api/classes/{id}',
  'DELETE /api/classes/{id}',
  'POST /api/classes/{id}/restore',
  'GET /api/owner/classes/{id}/sessions',
  'POST /api/classes/{id}/sessions',
  'POST /api/classes/{id}/schedules',
  'PATCH /api/sessions/{id}',
  'POST /api/sessions/{id}/cancel',
  'GET /api/owner/bookings',
  'POST /api/bookings/{id}/attendance',
  'GET /api/owner/stats',
  'GET /api/owner/sessions',
  'GET /api/owner/sessions/{id}/roster',
  'GET /api/owner/clients',
  'GET /api/owner/clients/{userId}',
  'GET /api/owner/revenue',
  ...OWNER_CSV_ROUTES,
];
