// The import boundaries the code keeps, checked in `npm test` (scripts/test.mjs) so that a crossing fails
// the build instead of waiting for a reviewer to notice it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-not-to-server',
      comment: 'The browser bundle must never pull in server code (secrets, database drivers).',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'features-not-to-other-features',
      comment:
        'A feature is changed on its own; what two features share lives in src/client/lib or components.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'ui-not-to-features',
      comment: 'Shared components serve every feature, so they may not depend on one.',
      severity: 'error',
      from: { path: '^src/client/components/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'repositories-not-to-routes-or-services',
      comment: 'Repositories are the bottom layer: data access only, called by services and routes.',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '\\.(routes|service)\\.ts$' },
    },
    {
      name: 'repositories-not-to-other-modules-repositories',
      comment:
        'A module reads its own tables; what two modules share lives in src/server/db or src/server/lib.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/.+\\.repository\\.ts$' },
      to: { path: '\\.repository\\.ts$', pathNot: '^src/server/modules/$1/' },
    },
    {
      name: 'database-not-to-modules',
      comment: 'The schema, migrations and seed sit below every module.',
      severity: 'error',
      from: { path: '^src/server/db/' },
      to: { path: '^src/server/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
