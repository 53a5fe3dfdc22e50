import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import type { Locale } from '../i18n/locales';

/**
 * The one renderer of a newsletter edition: the HTML part and the plain-text part of the
 * mail, the admin's preview and the test mail alike. No `server-only`: the CMS's send job
 * loads it outside Next. The parts every recipient shares are rendered once per edition
 * (`renderEdition`); a recipient's mail only adds their own link (`editionMail`), so a send
 * to thousands converts the rich text once.
 */

const messages = { en, nl, fr };

/** A picked news item or an upcoming match, drawn as a card that links to the site. */
export type EditionCard = { title: string; meta?: string; text?: string; url: string };

export type EditionContent = {
  locale: Locale;
  subject: string;
  preheader?: string | null;
  body?: SerializedEditorState | null;
  news: EditionCard[];
  matches: EditionCard[];
};

/** The club as the mail shows it: its name, its colours and its crest (an absolute address). */
export type EditionBrand = { name: string; primary: string; accent: string; logoUrl?: string };

export type RenderedEdition = { subject: string; html: string; text: string };

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Where the recipient's own link goes: replaced in `editionMail`, escaped in both parts. */
const LINK = '\u0000link\u0000';

function cardsHtml(title: string, cards: EditionCard[], more: string, colour: string): string {
  if (cards.length === 0) return '';
  const items = cards
    .map(
      (card) =>
        `<tr><td style="padding:12px 16px;border:1px solid #e2e2e2;border-radius:6px">` +
        (card.meta ? `<div style="font-size:13px;color:#666">${escape(card.meta)}</div>` : '') +
        `<div style="font-size:17px;font-weight:bold;margin:4px 0">${escape(card.title)}</div>` +
        (card.text ? `<div style="font-size:15px">${escape(card.text)}</div>` : '') +
        `<a href="${escape(card.url)}" style="color:${colour}">${escape(more)}</a></td></tr>` +
        `<tr><td style="height:8px"></td></tr>`,
    )
    .join('');
  return `<h2 style="font-size:19px;margin:24px 0 8px">${escape(title)}</h2><table role="presentation" width="100%" cellspacing="0" cellpadding="0">${items}</table>`;
}

function cardsText(title: string, cards: EditionCard[]): string[] {
  if (cards.length === 0) return [];
  return [
    title.toUpperCase(),
    '',
    ...cards.flatMap((card) => [
      ...(card.meta ? [card.meta] : []),
      card.title,
      ...(card.text ? [card.text] : []),
      card.url,
      '',
    ]),
  ];
}

/** The edition as every recipient of its language gets it, with a place for their own link. */
export function renderEdition(content: EditionContent, brand: EditionBrand): RenderedEdition {
  const t = createTranslator({
    locale: content.locale,
    messages: messages[content.locale],
    namespace: 'NewsletterEdition',
  });
  const words = { club: brand.name };
  const bodyHtml = content.body ? convertLexicalToHTML({ data: content.body, disableContainer: true }) : '';
  const bodyText = content.body ? convertLexicalToPlaintext({ data: content.body }) : '';
  const preheader = content.preheader?.trim() ?? '';
  const logo = brand.logoUrl
    ? `<img src="${escape(brand.logoUrl)}" alt="" width="48" height="48" style="vertical-align:middle;margin-right:12px">`
    : '';
  const html = [
    `<!doctype html><html lang="${content.locale}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${escape(content.subject)}</title></head>`,
    `<body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">`,
    // The preheader: the line a mail program shows after the subject, hidden in the mail itself.
    preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escape(preheader)}</div>` : '',
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">`,
    `<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;background:#fff">`,
    `<tr><td style="background:${brand.primary};color:#fff;padding:16px 24px;border-bottom:4px solid ${brand.accent};font-size:20px;font-weight:bold">${logo}${escape(brand.name)}</td></tr>`,
    `<tr><td style="padding:24px;font-size:16px;line-height:1.5">`,
    `<h1 style="font-size:24px;margin:0 0 16px">${escape(content.subject)}</h1>`,
    bodyHtml,
    cardsHtml(t('news'), content.news, t('readMore'), brand.primary),
    cardsHtml(t('matches'), content.matches, t('matchDetails'), brand.primary),
    `</td></tr><tr><td style="padding:16px 24px;font-size:13px;color:#555;border-top:1px solid #e2e2e2">`,
    `${escape(t('why', words))} <a href="${LINK}" style="color:${brand.primary}">${escape(t('leave'))}</a>`,
    `</td></tr></table></td></tr></table></body></html>`,
  ].join('');
  const text = [
    content.subject,
    '',
    ...(bodyText ? [bodyText, ''] : []),
    ...cardsText(t('news'), content.news),
    ...cardsText(t('matches'), content.matches),
    '--',
    t('why', words),
    `${t('leave')}: ${LINK}`,
  ].join('\n');
  return { subject: content.subject, html, text };
}

/** One recipient's mail: the edition with their preferences and unsubscribe page. */
export function editionMail(edition: RenderedEdition, page: string): RenderedEdition {
  return {
    subject: edition.subject,
    html: edition.html.replace(LINK, escape(page)),
    text: edition.text.replace(LINK, page),
  };
}
