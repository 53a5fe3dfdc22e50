import { pageLocale } from '@/lib/i18n/page-locale';
import { redirectOrNotFound } from '@/lib/redirects/follow';

/** Any path under a language that matches no screen renders on demand. */
export const dynamicParams = true;

type Props = { params: Promise<{ lang: string; rest: string[] }> };

/** An editor's redirect for the path, or the localized 404 (SPEC §2, §4). */
export default async function UnknownPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { rest } = await params;
  return redirectOrNotFound(`/${lang}/${rest.join('/')}`);
}
