import type { GeneratePreviewURL, LivePreviewConfig, PayloadRequest } from 'payload';
import { derivedSecret } from '../../shared/env/derived-secret';
import { env } from '../../shared/env';
import { requestOrigin } from '../../shared/http/request-origin';
import { defaultLocale, isLocale } from '../../domain/i18n/locales';
import { documentPath, type PreviewableCollection } from '../../domain/preview/document-paths';

/** The preview route (`app/api/preview/route.ts`) that turns on draft mode, then opens `path`. */
function previewLink(path: string): string {
  return `/api/preview?${new URLSearchParams({ path, secret: derivedSecret('preview-link') })}`;
}

/** The "Preview" button of a document: its public page in the language being edited. */
export function previewButton(collection: PreviewableCollection): GeneratePreviewURL {
  return (doc, { locale }) => {
    const path = documentPath(collection, doc, isLocale(locale) ? locale : defaultLocale);
    return path ? previewLink(path) : null;
  };
}

/** The admin's own origin: the live preview frame must share it to receive its messages. */
function adminOrigin(req: PayloadRequest): string {
  return requestOrigin(req.headers, 'http', env.SITE_URL) ?? new URL(env.SITE_URL).origin;
}

/** Live preview beside the editor: the same page, refreshed on every autosave. */
export const livePreviewUrl: NonNullable<LivePreviewConfig['url']> = ({
  data,
  locale,
  req,
  collectionConfig,
}) => {
  const collection = collectionConfig?.slug as PreviewableCollection | undefined;
  if (!collection) return null;
  const path = documentPath(collection, data, isLocale(locale?.code) ? locale.code : defaultLocale);
  return path ? `${adminOrigin(req)}${previewLink(path)}` : null;
};
