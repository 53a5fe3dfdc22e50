import type { Payload } from 'payload';
import sharp from 'sharp';
import { createLocalized } from './football/shared';
import type { Localized } from '@/lib/domain/i18n/locales';

/** Media ids by English alt text, read once per run. */
export async function mediaByAlt(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({ collection: 'media', locale: 'en', depth: 0, pagination: false });
  return new Map(docs.map((doc) => [doc.alt, doc.id]));
}

type Upload = {
  name: string;
  mimetype: string;
  alt: Localized;
  /** Called only when the file is not there yet: drawing and encoding are the slow part of a seed. */
  data: () => Buffer | Promise<Buffer>;
};

/**
 * Uploads a file with its alt text in every language, once: the English alt is
 * its stable key (`media` maps English alt → id), so a file left behind by an
 * interrupted run is reused.
 */
export async function uploadOnce(
  payload: Payload,
  media: Map<string, number>,
  { name, mimetype, alt, data: read }: Upload,
): Promise<number> {
  const existing = media.get(alt.en);
  if (existing) return existing;
  const data = await read();
  const id = await createLocalized(payload, 'media', {}, (locale) => ({ alt: alt[locale] }), {
    data,
    mimetype,
    name,
    size: data.length,
  });
  media.set(alt.en, id);
  return id;
}

/** PNG keeps flat drawings (logos, portraits) crisp; photo-like scenes are far smaller as JPEG. */
const encodings = {
  png: { mimetype: 'image/png', encode: (svg: string) => sharp(Buffer.from(svg)).png().toBuffer() },
  jpeg: {
    mimetype: 'image/jpeg',
    encode: (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer(),
  },
};

/** Renders a generated SVG as a picture and uploads it once (see uploadOnce). */
export function uploadDrawing(
  payload: Payload,
  media: Map<string, number>,
  { name, svg, alt, format }: { name: string; svg: string; alt: Localized; format: keyof typeof encodings },
): Promise<number> {
  const { mimetype, encode } = encodings[format];
  return uploadOnce(payload, media, { name, mimetype, alt, data: () => encode(svg) });
}
