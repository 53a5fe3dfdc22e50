import { getFormatter, getTranslations } from 'next-intl/server';
import { Picture } from '@/components/ui/Picture';
import type { Person } from '@/lib/data/teams';
import type { Locale } from '@/lib/domain/i18n/locales';
import styles from './PersonCard.module.css';

/** A player or staff card: photo, number, name, function, nationality and birth date. */
export async function PersonCard({
  locale,
  person,
  preload = false,
}: {
  locale: Locale;
  person: Person;
  /** The page's lead image: fetched first, not lazily. */
  preload?: boolean;
}) {
  const [t, functions, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Teams' }),
    getTranslations({ locale, namespace: 'Functions' }),
    getFormatter({ locale }),
  ]);
  const country = person.nationality
    ? new Intl.DisplayNames([locale], { type: 'region' }).of(person.nationality.toUpperCase())
    : null;
  return (
    <article className={styles.card}>
      <div className={styles.photo}>
        {person.photo ? (
          <Picture
            src={person.photo.url}
            alt={person.photo.alt}
            width={person.photo.width}
            height={person.photo.height}
            sizes="(max-width: 600px) 50vw, 220px"
            preload={preload}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {person.firstName[0]}
            {person.lastName[0]}
          </span>
        )}
        {person.shirtNumber != null && (
          <span className={styles.number} aria-label={t('shirtNumber', { number: person.shirtNumber })}>
            {person.shirtNumber}
          </span>
        )}
      </div>
      <h4 className={styles.name}>
        {`${person.firstName} `}
        <strong>{person.lastName}</strong>
      </h4>
      <p className={styles.function}>{functions(person.function)}</p>
      {(country || person.birthDate) && (
        <p className={styles.facts}>
          {country && <span>{country}</span>}
          {person.birthDate && (
            <span>
              {t('born', {
                date: format.dateTime(new Date(person.birthDate), { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </span>
          )}
        </p>
      )}
    </article>
  );
}
