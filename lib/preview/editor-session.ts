import 'server-only';
import { cms } from '@/lib/cms/client';

/** Whether the request carries a CMS login: a preview shows drafts to editors only. */
export async function isEditorRequest(headers: Headers): Promise<boolean> {
  const payload = await cms();
  const { user } = await payload.auth({ headers });
  return Boolean(user);
}
