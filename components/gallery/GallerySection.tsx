import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { imageAttributes } from '@/components/ui/Picture';
import type { GalleryPhoto } from '@/lib/data/news';
import type { Locale } from '@/lib/domain/i18n/locales';
import { PhotoGallery } from './PhotoGallery';
import { galleryWords } from './words';

/** A news item's photos: heading, count and the gallery, translated and sized on the server. */
export async function GallerySection({ locale, photos }: { locale: Locale; photos: GalleryPhoto[] }) {
  const t = await getTranslations({ locale, namespace: 'NewsDetail' });
  return (
    <section aria-labelledby="news-photos">
      <h2 id="news-photos">
        {`${t('photos')} `}
        <small>({t('photoCount', { count: photos.length })})</small>
      </h2>
      <ClientMessages locale={locale} pick={galleryWords}>
        <PhotoGallery
          photos={photos}
          thumbnails={photos.map(({ thumb }) =>
            imageAttributes({
              src: thumb.url,
              alt: '',
              width: thumb.width,
              height: thumb.height,
              sizes: '(max-width: 640px) 50vw, (max-width: 1100px) 33vw, 280px',
            }),
          )}
        />
      </ClientMessages>
    </section>
  );
}
