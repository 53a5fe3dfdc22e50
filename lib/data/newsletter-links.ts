import 'server-only';
import { cms } from '@/lib/cms/client';
import { unsubscribeLinkState as linkStateIn, type UnsubscribeLinkState } from '@/lib/domain/newsletter/unsubscribe';

/**
 * What the unsubscribe link of a newsletter mail leads to, read when its page is opened: a
 * visitor's own link, never cached.
 */
export async function unsubscribeLinkState(token: string): Promise<UnsubscribeLinkState> {
  return linkStateIn(await cms(), token);
}
