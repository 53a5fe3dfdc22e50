import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical';
import {
  RichText as LexicalRichText,
  type JSXConverter,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react';
import type { ComponentProps } from 'react';
import { refusedLinkUrl } from '@/lib/domain/content/rich-text-links';
import richText from './rich-text.module.css';

/**
 * A link whose address the site does not link to (lib/domain/content/rich-text-links.ts) keeps its
 * words and loses its address: content stored before the CMS refused such links, or
 * written to the database directly, never reaches a visitor as a live `javascript:`.
 */
function withoutRefusedAddress<Node extends SerializedLinkNode | SerializedAutoLinkNode>(
  convert: JSXConverter<Node> | undefined,
): JSXConverter<Node> | undefined {
  if (typeof convert !== 'function') return convert;
  return function LinkWithAllowedAddress(args) {
    if (refusedLinkUrl(args.node) === null) return convert(args);
    return <>{args.nodesToJSX({ nodes: args.node.children })}</>;
  };
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: withoutRefusedAddress(defaultConverters.link),
  autolink: withoutRefusedAddress(defaultConverters.autolink),
});

/** The text editors wrote in the CMS, rendered as the site's own markup (never raw HTML). */
export function RichText({ data }: Pick<ComponentProps<typeof LexicalRichText>, 'data'>) {
  return <LexicalRichText className={richText.richText} data={data} converters={converters} />;
}
