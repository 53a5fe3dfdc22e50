/**
 * The staff roles that each read one part of the club's inbox (the forms' submissions),
 * besides admins. The forms' registry names one per form; the CMS's access rules
 * (lib/cms/access) build on them.
 */
export type InboxRole = 'business' | 'ticketing' | 'community';
export const inboxRoles: InboxRole[] = ['business', 'ticketing', 'community'];
