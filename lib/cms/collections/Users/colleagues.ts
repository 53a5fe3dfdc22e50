import type { Access } from 'payload';
import { adminsOrSelf, inboxRoles, type Role } from '../../access';

/**
 * Whom a user sees in the user list: admins everyone, others themselves and, for
 * inbox staff, the people they may assign a submission to (admins and staff of
 * their parts of the inbox). Editors still see only their own account.
 */
export const selfAndInboxColleagues: Access = (args) => {
  const user = args.req.user as { id: number; roles?: Role[] | null } | null;
  const ownParts = inboxRoles.filter((role) => user?.roles?.includes(role));
  if (!user || ownParts.length === 0) return adminsOrSelf(args);
  return { or: [{ id: { equals: user.id } }, { roles: { in: ['admin', ...ownParts] } }] };
};
