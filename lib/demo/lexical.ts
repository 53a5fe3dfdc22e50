/**
 * Builds Lexical rich text (the CMS editor's JSON) for seeded texts: plain
 * paragraphs, and the headings and lists that legal and community pages need.
 */

/** A paragraph, a section heading (h2) or a bulleted list. */
export type Block = string | { heading: string } | { list: string[] };

const node = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const };
const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
});

function blockNode(block: Block) {
  if (typeof block === 'string') {
    return { ...node, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(block)] };
  }
  if ('heading' in block) return { ...node, type: 'heading', tag: 'h2', children: [text(block.heading)] };
  return {
    ...node,
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    children: block.list.map((item, index) => ({
      ...node,
      type: 'listitem',
      value: index + 1,
      children: [text(item)],
    })),
  };
}

export function richText(blocks: Block[]) {
  return { root: { ...node, type: 'root', children: blocks.map(blockNode) } };
}

export function paragraphs(texts: string[]) {
  return richText(texts);
}
