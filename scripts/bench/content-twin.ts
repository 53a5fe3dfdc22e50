import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

/**
 * A page's content twin: the elements and style sheets of our server's HTML for that page,
 * served by the floor app (floor-app.ts, `/twin/<name>`) as plain elements of a server
 * component. The same DOM and CSS, hydrated by the same React, without any of our client
 * code: no islands, no next/link, no messages, no inline scripts. Between the floor and
 * our page it splits the difference in two: what the page's content costs the framework
 * (twin − floor) and what our code costs beyond it (ours − twin).
 */
export type TwinNode = string | [tag: string, attributes: Record<string, string>, children: TwinNode[]];
export type TwinPage = { lang: string; styleSheets: string[]; inlineStyles: string[]; body: TwinNode[] };

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Neither content nor style: what our code runs, and Next's markers around streamed parts. */
const left = new Set(['script', 'noscript', 'template', '#comment']);

const isElement = (node: Node | DefaultTreeAdapterMap['node']): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((each) => each.name === name)?.value;

/**
 * `html` as a twin page. Links to style sheets become `/twin-css/<file>` (served from the floor,
 * so they load from the same origin as ours do); any other address of ours (images, links) keeps
 * our server's origin.
 */
export function twinPage(html: string, ourOrigin: string): TwinPage {
  const document = parse(html);
  const root = document.childNodes.find(isElement)!;
  const [head, body] = ['head', 'body'].map(
    (name) => root.childNodes.find((node) => isElement(node) && node.tagName === name) as Element,
  );
  const styleSheets: string[] = [];
  const inlineStyles: string[] = [];
  for (const node of head.childNodes) {
    if (!isElement(node)) continue;
    if (node.tagName === 'link' && attribute(node, 'rel') === 'stylesheet')
      styleSheets.push(attribute(node, 'href')!);
    if (node.tagName === 'style')
      inlineStyles.push(node.childNodes.map((text) => ('value' in text ? text.value : '')).join(''));
  }
  const absolute = (value: string) =>
    value.startsWith('/') && !value.startsWith('//') ? ourOrigin + value : value;
  const convert = (node: Node): TwinNode | null => {
    if (node.nodeName === '#text') return 'value' in node ? node.value : null;
    if (!isElement(node) || left.has(node.tagName)) return null;
    // Next's holder of streamed parts: empty markers once the page is whole.
    if (
      node.tagName === 'div' &&
      attribute(node, 'hidden') !== undefined &&
      node.childNodes.every((child) => !isElement(child))
    ) {
      return null;
    }
    const attributes = Object.fromEntries(
      node.attrs.map(({ name, value }) => [
        name,
        name === 'href' || name === 'src'
          ? absolute(value)
          : name === 'srcset'
            ? value.replace(/(^|,\s*)\//g, `$1${ourOrigin}/`)
            : value,
      ]),
    );
    return [node.tagName, attributes, node.childNodes.map(convert).filter((child) => child !== null)];
  };
  return {
    lang: attribute(root, 'lang') ?? 'en',
    styleSheets,
    inlineStyles,
    body: body.childNodes.map(convert).filter((node) => node !== null),
  };
}

/**
 * Writes each page's twin into the floor's folder (`twin/<name>.json`) with the style sheets it
 * links (`twin/css/<file>`), fetched from our server. The floor renders them per request.
 */
export async function writeTwins(
  floorDir: string,
  ourOrigin: string,
  pages: readonly { name: string; path: string }[],
) {
  const dir = path.join(floorDir, 'twin');
  mkdirSync(path.join(dir, 'css'), { recursive: true });
  // The pages share most of their style sheets: each is fetched once.
  const copied = new Set<string>();
  for (const page of pages) {
    const response = await fetch(`${ourOrigin}${page.path}`);
    if (!response.ok) throw new Error(`twin of ${page.path}: our server answered ${response.status}`);
    const twin = twinPage(await response.text(), ourOrigin);
    for (const href of twin.styleSheets.filter((each) => !copied.has(each))) {
      copied.add(href);
      const css = await fetch(`${ourOrigin}${href}`);
      if (!css.ok) throw new Error(`twin of ${page.path}: ${href} answered ${css.status}`);
      writeFileSync(path.join(dir, 'css', path.basename(href)), await css.text());
    }
    twin.styleSheets = twin.styleSheets.map((href) => `/twin-css/${path.basename(href)}`);
    writeFileSync(path.join(dir, `${twinName(page.name)}.json`), JSON.stringify(twin));
  }
}

/** A page's name as a path segment: "a form page" → "a-form-page". */
export const twinName = (name: string) => name.replace(/\W+/g, '-');
