import { leavesTheSite } from '../../shared/http/site-relative';

/**
 * Where a link written in rich text may go: the web (http, https), an e-mail (mailto),
 * a phone (tel) or a page of this site (`/nl/nieuws`, `#tickets`). Anything else
 * (`javascript:`, `data:`, `vbscript:`, `file:`) could run script in a visitor's
 * browser or open what the club never published. The CMS refuses to store such a link
 * (lib/cms/editor) and the site never renders one (components/ui/RichText.tsx), for
 * content stored before the rule too.
 */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function isAllowedLinkUrl(url: string): boolean {
  // `//host` and `/\host` start like a path but lead to another site.
  if (url.startsWith('/') || url.startsWith('#')) return !leavesTheSite(url);
  // A scheme as browsers read it: they drop tabs and newlines inside (`java\tscript:`),
  // which the URL parser does too, so the parsed protocol is what a click would open.
  if (!/^[a-z][a-z\d+.-]*:/i.test(url)) return false;
  try {
    return allowedSchemes.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The lexical nodes that carry an address an editor typed (internal links carry a document). */
type LinkNode = { type: 'link' | 'autolink'; fields?: { linkType?: string; url?: string | null } };
type AnyNode = { type?: string; children?: unknown[]; fields?: unknown };

/** The address a link node would open when it is one the site must not render; else null. */
export function refusedLinkUrl(node: AnyNode): string | null {
  if (node.type !== 'link' && node.type !== 'autolink') return null;
  const { fields } = node as LinkNode;
  if (fields?.linkType === 'internal') return null;
  const url = fields?.url ?? '';
  return isAllowedLinkUrl(url) ? null : url;
}

/** The first refused address anywhere in a rich-text value (a lexical editor state), or null. */
export function firstRefusedLinkUrl(value: unknown): string | null {
  const pending: unknown[] = [(value as { root?: unknown } | null)?.root];
  while (pending.length) {
    const node = pending.pop() as AnyNode | undefined;
    if (!node || typeof node !== 'object') continue;
    const refused = refusedLinkUrl(node);
    if (refused !== null) return refused;
    if (Array.isArray(node.children)) pending.push(...node.children);
  }
  return null;
}
