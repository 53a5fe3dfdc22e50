import { getImageProps, type ImageProps } from 'next/image';
import { withinSourceWidth } from './source-width';

type ImageInput = Omit<ImageProps, 'priority' | 'preload' | 'src'> & { src: string };

/** The attributes of an optimized `<img>`: plain data, so a server parent can hand them to a client component. */
export type ImageAttributes = ReturnType<typeof getImageProps>['props'];

/** srcset through Next's image endpoint, lazy loading and async decoding, computed where it is called. */
export function imageAttributes(image: ImageInput): ImageAttributes {
  return withinSourceWidth(getImageProps(image).props, image.width);
}

/**
 * An optimized image as a plain `<img>`. Unlike `next/image`'s `<Image>`, which
 * is a client component and brings ≈ 5 KB of script to every page that shows a
 * picture, this renders on the server and ships no JavaScript. Use it in server
 * components; a client component that needs pictures gets `imageAttributes`
 * from its server parent. Cards that the server renders and, after "load more"
 * or a filter change, code loaded on demand renders too (NewsCard, MatchCard)
 * use it as well: `getImageProps` gives the browser the same srcset, and the
 * bundler leaves next/image's component out.
 */
export function Picture({ preload = false, ...image }: ImageInput & { preload?: boolean }) {
  const props = imageAttributes({ ...image, loading: preload ? 'eager' : image.loading });
  // The page's largest image is fetched first: eager and high priority. React itself adds
  // the <link rel=preload> for it: for every image that is not lazy, in the HTML's head and
  // as a hint in the RSC payload. The hint is also in a prefetched page's payload, so
  // prefetching a page fetches its lead image (Chrome warns "preloaded but not used" when
  // the visitor does not follow the link). Only the lead image is eager, to keep that to one.
  return <img {...props} alt={image.alt} fetchPriority={preload ? 'high' : props.fetchPriority} />;
}
