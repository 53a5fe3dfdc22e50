import type { Metadata } from 'next';
import { redirectOrNotFound } from '@/components/errors/NotFoundInPage';
import { notFoundMetadata } from '@/components/errors/not-found-metadata';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

/**
 * Any path under a language that matches no screen. Rendered like the detail
 * pages (static, on demand): only that road sets the 404 status when the page
 * puts its 404 screen in the HTML (components/errors/NotFoundInPage.tsx); a
 * per-request render would answer it with 200.
 */
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ lang: string; rest: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params));
}

/** An editor's redirect for the path, or the localized 404 (SPEC §2, §4). */
export default async function UnknownPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { rest } = await params;
  return redirectOrNotFound(`/${lang}/${rest.join('/')}`);
}
