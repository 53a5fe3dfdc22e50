import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'preload' | 'src'> & {
  src: string;
  /** The page's largest image: fetched early and with high priority (largest contentful paint). */
  preload?: boolean;
};

/**
 * An optimized image (srcset through Next's image endpoint, lazy by default) as a
 * plain `<img>`. Unlike `next/image`'s `<Image>`, which is a client component and
 * brings ≈ 5 KB of script to every page that shows a picture, this renders on the
 * server and ships no JavaScript. Use it in server components and in components
 * shared by server and client; a client-only component that needs a picture gets
 * it from its server parent.
 */
export function Picture({ preload = false, ...image }: Props) {
  const { props } = getImageProps({ ...image, loading: preload ? 'eager' : image.loading });
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  return <img {...props} alt={image.alt} fetchPriority={preload ? 'high' : props.fetchPriority} />;
}
