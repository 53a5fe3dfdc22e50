/**
 * Demo logins for a local machine only (README "Admin"). A deployment creates
 * its own users; the seed never runs against a database that already has some.
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
];
