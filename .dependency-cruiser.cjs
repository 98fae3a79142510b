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
    forbid(
      'repositories-not-to-routes-or-services',
      { path: '\\.repository\\.ts$' },
      { path: '\\.(routes|service)\\.ts$' },
      'Repositories are the bottom layer: data access only, called by services and routes.',
    ),
    forbid(
      'repositories-not-to-other-modules-repositories',
      { path: '^src/server/modules/([^/]+)/.+\\.repository\\.ts$' },
      { path: '\\.repository\\.ts$', pathNot: '^src/server/modules/$1/' },
      'A module reads its own tables; what two modules share lives in src/server/db or src/server/lib.',
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
