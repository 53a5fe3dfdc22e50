/** A stored rich-text body of one paragraph holding one link of `type` to `url`, as Lexical saves it. */
export function bodyWithLink(url: string, type: 'link' | 'autolink' = 'link') {
  const text = { type: 'text', text: 'tickets', format: 0, detail: 0, mode: 'normal', style: '', version: 1 };
  const link = {
    type,
    fields: { linkType: 'custom', url, newTab: false },
    children: [text],
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 3,
  };
  const paragraph = {
    type: 'paragraph',
    children: [link],
    direction: 'ltr',
    format: '',
    indent: 0,
    textFormat: 0,
    version: 1,
  };
  return {
    root: { type: 'root', children: [paragraph], direction: 'ltr', format: '', indent: 0, version: 1 },
  };
}
