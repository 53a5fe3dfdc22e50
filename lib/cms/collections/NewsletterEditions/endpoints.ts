import type { Endpoint, PayloadRequest } from 'payload';
import { env } from '../../../shared/env';
import { localizedPath } from '../../../domain/i18n/routes';
import type { Locale } from '../../../domain/i18n/locales';
import { editionParts } from '../../../domain/newsletter/edition-content';
import { editionMail, renderEdition } from '../../../domain/newsletter/edition-render';
import { sendFailure } from '../../../domain/newsletter/send-failure';
import { log } from '../../../shared/log/logger';
import { sendsNewsletter, type Role } from '../../access';

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/** The edition the route names, for a signed-in sender; otherwise the answer to give. */
async function editionFor(req: PayloadRequest) {
  if (!sendsNewsletter(req.user as { roles?: Role[] } | null)) {
    return { refusal: json(req.user ? 403 : 401, { error: 'forbidden' }) };
  }
  const edition = await req.payload.findByID({
    collection: 'newsletter-editions',
    id: String(req.routeParams?.id),
    depth: 0,
    disableErrors: true,
  });
  return edition ? { edition } : { refusal: json(404, { error: 'notFound' }) };
}

/** The edition with the link a subscriber would get, pointing at the preferences page without their token. */
async function rendered(req: PayloadRequest, edition: Parameters<typeof editionParts>[1]) {
  const parts = await editionParts(req.payload, edition);
  const page = new URL(localizedPath(edition.locale as Locale, 'newsletter-preferences'), env.SITE_URL);
  return { mail: editionMail(renderEdition(parts.content, parts.brand), page.toString()), from: parts.from };
}

/**
 * `GET /api/newsletter-editions/:id/preview[?format=text]`: the edition as a subscriber of its
 * language sees it, HTML or plain text, for those who send editions. The HTML is served
 * sandboxed: an editor's text never runs as the admin's page.
 */
const preview: Endpoint = {
  path: '/:id/preview',
  method: 'get',
  handler: async (req) => {
    const found = await editionFor(req);
    if (!found.edition) return found.refusal;
    const { mail } = await rendered(req, found.edition);
    const text = req.searchParams.get('format') === 'text';
    return new Response(text ? mail.text : mail.html, {
      headers: {
        'Content-Type': text ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
        'Content-Security-Policy': "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'",
        'Cache-Control': 'no-store',
      },
    });
  },
};

/**
 * `POST /api/newsletter-editions/:id/test`: the edition to the signed-in account's own address,
 * at once and never to anyone else (nobody can use it to mail a stranger), with "[Test]"
 * before its subject. Answered with whether the mail server took it.
 */
const test: Endpoint = {
  path: '/:id/test',
  method: 'post',
  handler: async (req) => {
    const found = await editionFor(req);
    if (!found.edition) return found.refusal;
    const to = String(req.user!.email);
    const { mail, from } = await rendered(req, found.edition);
    const { deliverMail } = await import('../../../domain/mail/transport');
    try {
      await deliverMail({ from, to, ...mail, subject: `[Test] ${mail.subject}` });
      return json(200, { sent: true, to });
    } catch (error) {
      log.warn({ edition: found.edition.id, err: error }, 'newsletter: a test mail failed');
      return json(502, { sent: false, to, error: sendFailure(error).error });
    }
  },
};

/**
 * `POST /api/newsletter-editions/:id/send` with `{ "at": ISO date }` or nothing (now): the
 * edition is scheduled; the send job (lib/cms/jobs/newsletter-send.ts) starts it within a
 * minute of that moment. Again before it starts, to move the moment; refused once it has.
 */
const send: Endpoint = {
  path: '/:id/send',
  method: 'post',
  handler: async (req) => {
    const found = await editionFor(req);
    if (!found.edition) return found.refusal;
    if (found.edition.status !== 'draft' && found.edition.status !== 'scheduled') {
      return json(409, { error: 'alreadySent', status: found.edition.status });
    }
    const body = (await req.json?.().catch(() => ({}))) as { at?: unknown } | undefined;
    const at = typeof body?.at === 'string' ? new Date(body.at) : new Date();
    if (Number.isNaN(at.getTime())) return json(400, { error: 'badDate' });
    const edition = await req.payload.update({
      collection: 'newsletter-editions',
      id: found.edition.id,
      data: { status: 'scheduled', sendAt: at.toISOString() },
      depth: 0,
    });
    log.info(
      { edition: edition.id, sendAt: edition.sendAt, user: req.user?.id },
      'newsletter: an edition was scheduled',
    );
    return json(200, { status: edition.status, sendAt: edition.sendAt });
  },
};

export const editionEndpoints: Endpoint[] = [preview, test, send];
