// The import boundaries the code keeps, checked in `npm test` (scripts/test.mjs) so that a crossing fails
// the build instead of waiting for a reviewer to notice it.

/** A boundary: no module matching `from` may import one matching `to`. Every crossing fails the build. */
const forbid = (name, from, to, comment) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'client-not-to-server',
      { path: '^src/client/' },
      { path: '^src/server/' },
      'The browser bundle must never pull in server code (secrets, database drivers).',
    ),
    forbid(
      'features-not-to-other-features',
      { path: '^src/client/features/([^/]+)/' },
      { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
      'A feature is changed on its own; what two features share lives in src/client/lib or components.',
    ),
    forbid(
      'ui-not-to-features',
      { path: '^src/client/components/' },
      { path: '^src/client/features/' },
      'Shared components serve every feature, so they may not depend on one.',
    ),
    {
      ...forbid(
        'modules-not-in-a-loop',
        // No exceptions: the auth plugin, which every module's routes use, is handed the token lookup
        // by app.ts instead of importing the auth module (docs/decisions/0054).
        { path: '^src/server/modules/[^/]+$' },
        { path: '^src/server/modules/[^/]+$', circular: true },
        'A module never imports another that imports it back (directly or around a loop); what two modules share lives in src/server/db, src/server/lib or the module below both.',
      ),
      // Whole folders: a loop between two modules' files counts even when no single file is in it.
      scope: 'folder',
    },
    forbid(
      'only-places-writes-places',
      { path: '^src/', pathNot: '^src/server/modules/places/' },
      { path: '^src/server/modules/places/rows/' },
      "The writes of sessions' seat counts, bookings' status and payment and the waitlist rows are the places module's alone (docs/decisions/0049); others call its operations.",
    ),
    forbid(
      'places-below-its-callers',
      { path: '^src/server/modules/places/' },
      {
        path: '^src/server/modules/',
        pathNot: '^src/server/modules/(places|notifications|payments|balance)/',
      },
      'The places module is called by bookings, waitlist, owner and account and calls only the outbox, the payment provider and the balance ledger, so it never depends on its callers.',
    ),
    forbid(
      'balance-below-everything',
      { path: '^src/server/modules/balance/' },
      { path: '^src/server/modules/', pathNot: '^src/server/modules/balance/' },
      'The balance ledger is called by places, gift cards and purchases inside their transactions and calls none of them (docs/decisions/0057).',
    ),
    forbid(
      'database-not-to-modules',
      { path: '^src/server/db/' },
      { path: '^src/server/modules/' },
      'The schema, migrations and seed sit below every module.',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
