import type { SanitizedConfig } from 'payload';
import { adminsOnly } from './index';

/**
 * Payload adds a global of its own when a task is scheduled (the nightly retention,
 * ../jobs/retention.ts): `payload-jobs-stats`, the last time each schedule queued its
 * task, with Payload's default access, so any signed-in account (an editor, the inbox's
 * staff, a match secretary) could rewrite it over REST and keep the retention from being
 * queued. Only admins may touch it; the queue itself writes it through the database
 * adapter, which asks no access.
 */
export function payloadInternalsForAdmins(config: SanitizedConfig): SanitizedConfig {
  for (const global of config.globals) {
    if (global.slug !== 'payload-jobs-stats') continue;
    global.access = { ...global.access, read: adminsOnly, update: adminsOnly, readVersions: adminsOnly };
  }
  return config;
}
