import { Picture } from '@/components/ui/Picture';
import type { PageText as Text } from '@/lib/data/pages';
import { RichText } from '@/components/ui/RichText';
import styles from './PageText.module.css';

/**
 * The body editors wrote for a screen, rendered from the CMS's rich text (never
 * raw HTML), after the screen's picture when it has one.
 */
export function PageBody({ text }: { text: Text | null }) {
  if (!text) return null;
  return (
    <>
      {text.image && (
        <Picture
          className={styles.picture}
          src={text.image.url}
          alt={text.image.alt}
          width={text.image.width}
          height={text.image.height}
          sizes="(max-width: 800px) 100vw, 768px"
          preload
        />
      )}
      {text.body && <RichText data={text.body} />}
    </>
  );
}

export function PageLead({ text }: { text: Text | null }) {
  return text?.intro ? <p>{text.intro}</p> : null;
}
