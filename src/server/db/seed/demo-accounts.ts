// The demo accounts the README lists. All share one password, so it is easy to try every role.
export const DEMO_PASSWORD = 'attune-demo';

export const DEMO_ACCOUNTS = {
  maya: {
    email: 'maya@attune.london',
    username: 'maya',
    firstName: 'Maya',
    lastName: 'Patel',
    userType: 'user',
  },
  priya: {
    email: 'priya@attune.london',
    username: 'priya_studios',
    firstName: 'Priya',
    lastName: 'Shah',
    userType: 'studio',
  },
  tom: {
    email: 'tom@attune.london',
    username: 'tom_okafor',
    firstName: 'Tom',
    lastName: 'Okafor',
    userType: 'studio',
  },
  /** An operator (docs/decisions/0079), for trying the console; a real one is made with npm run operator:create. */
  sam: {
    email: 'sam@attune.london',
    username: 'sam_operator',
    firstName: 'Sam',
    lastName: 'Reid',
    userType: 'operator',
  },
} as const;

/** Other members whose bookings fill the demo classes; their password is random and unusable. */
export const COMMUNITY_MEMBER_COUNT = 60;
