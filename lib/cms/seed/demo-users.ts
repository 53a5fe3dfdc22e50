/**
 * Demo logins for a local machine only (README "The CMS"). Only the demo road seeds them
 * (scripts/prepare-database.ts), and never into a database whose users are not these.
 */
export const demoUsers = [
  {
    name: 'Demo admin',
    email: 'admin@westhoek.example',
    password: 'westhoek-admin-demo',
    roles: ['admin' as const],
  },
  {
    name: 'Demo editor',
    email: 'editor@westhoek.example',
    password: 'westhoek-editor-demo',
    roles: ['editor' as const],
  },
  {
    name: 'Demo match secretary',
    email: 'secretary@westhoek.example',
    password: 'westhoek-secretary-demo',
    roles: ['match-secretary' as const],
  },
];
