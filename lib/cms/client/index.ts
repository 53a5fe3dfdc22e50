import config from '@payload-config';
import { getPayload } from 'payload';

/** The embedded CMS, through its local API (no HTTP hop). */
export function cms() {
  return getPayload({ config });
}
