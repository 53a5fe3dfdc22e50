import { RichText } from '@payloadcms/richtext-lexical/react';
import type { PageText as Text } from '@/lib/data/pages';

/** The body editors wrote for a screen, rendered from the CMS's rich text (never raw HTML). */
export function PageBody({ text }: { text: Text | null }) {
  if (!text?.body) return null;
  return <RichText className="rich-text" data={text.body} />;
}

export function PageLead({ text }: { text: Text | null }) {
  return text?.intro ? <p>{text.intro}</p> : null;
}
