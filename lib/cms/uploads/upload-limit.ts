import type { AfterErrorHook } from 'payload';
import { adminLanguage } from '../admin/mail-notice-texts';

/**
 * The one upload limit of the site, in bytes. Payload refuses a larger file
 * (`upload.limits.fileSize` in lib/cms/payload.config.ts) and the front cache's
 * `client_max_body_size` is derived from it (scripts/front-cache.ts fills the
 * deployable deploy/nginx/club-site.conf), a little above, so that an editor's
 * too-large photo meets the CMS's own message, not nginx's bare 413 page.
 * Editors' photos are usually 2–10 MB.
 */
export const UPLOAD_LIMIT_MB = 20;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;

/**
 * What the front lets through: the file plus the form around it (the document's
 * fields, multipart boundaries). A body past this never reaches the CMS.
 */
export const FRONT_BODY_LIMIT_MB = UPLOAD_LIMIT_MB + 1;

/** Said in the admin when a file is larger than the limit (in the admin's language). */
export const uploadTooLarge = {
  en: `This file is larger than ${UPLOAD_LIMIT_MB} MB, the most the site accepts. Make it smaller (a photo of 2,000–3,000 pixels wide is plenty) and upload it again.`,
  nl: `Dit bestand is groter dan ${UPLOAD_LIMIT_MB} MB, het maximum dat de site aanvaardt. Maak het kleiner (een foto van 2.000–3.000 pixels breed is ruim genoeg) en laad het opnieuw op.`,
  fr: `Ce fichier dépasse ${UPLOAD_LIMIT_MB} Mo, le maximum accepté par le site. Réduisez-le (une photo de 2 000 à 3 000 pixels de large suffit) et envoyez-le à nouveau.`,
} as const;

/**
 * Payload's multipart parser stops at the limit with this message, then rewraps the
 * error as a 500 whose message a production build hides ("Something went wrong."):
 * the editor's mistake would read as a server fault.
 */
export const UPLOAD_LIMIT_REACHED = 'File size limit has been reached';

/** The rewrapped limit error becomes a 413 that says what to do, in the admin's language. */
export const uploadLimitIsClientMistake: AfterErrorHook = ({ error, req }) => {
  if (error.message !== UPLOAD_LIMIT_REACHED) return;
  return {
    status: 413,
    response: { errors: [{ message: uploadTooLarge[adminLanguage(req.i18n?.language)] }] },
  };
};
