import { defineWords } from '@/components/i18n/words';

/** The photo grid's words, and the lightbox's, which loads on the first click on a photo. */
export const galleryWords = defineWords({
  NewsDetail: ['photosError', 'retry', 'openPhoto', 'lightbox', 'close', 'position', 'previous', 'next'],
});
