import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Squad } from '@/lib/data/teams';
import { getClubIdentity } from '@/lib/data/club-identity';
import type { Locale } from '@/lib/domain/i18n/locales';
import { sportsTeam } from '@/lib/server/seo/structured-data';
import { PersonCard } from './PersonCard';
import styles from './SquadView.module.css';

/**
 * A team's squad grouped by position, then its staff (SPEC §2: trainers apart). `preloadFirst`
 * for the page's first squad: its first portrait is what a phone shows largest on arrival, so it
 * is fetched first (Picture's `preload`) instead of waiting for layout as a lazy image does.
 */
export async function SquadView({
  locale,
  squad,
  headingLevel = 2,
  preloadFirst = false,
}: {
  locale: Locale;
  squad: Squad;
  headingLevel?: 2 | 3;
  preloadFirst?: boolean;
}) {
  const [t, functions, empty, identity] = await Promise.all([
    getTranslations({ locale, namespace: 'Teams' }),
    getTranslations({ locale, namespace: 'Functions' }),
    getTranslations({ locale, namespace: 'Empty' }),
    getClubIdentity(locale),
  ]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const hasPeople = squad.players.length > 0 || squad.staff.length > 0;
  const inOrder = [...squad.players.flatMap((group) => group.people), ...squad.staff];
  const lead = preloadFirst ? inOrder.find((person) => person.photo)?.id : undefined;
  return (
    <section className={styles.squad} aria-labelledby={`squad-${squad.team.id}`}>
      <Heading id={`squad-${squad.team.id}`}>{squad.team.name}</Heading>
      {squad.team.description && <p>{squad.team.description}</p>}
      {!hasPeople && <EmptyState message={empty('currentlyNoData')} />}
      {squad.players.map((group) => (
        <div key={group.function}>
          <Sub>{functions(`${group.function}_plural` as 'GOALKEEPER_plural')}</Sub>
          <ul className={styles.people}>
            {group.people.map((person) => (
              <li key={person.id}>
                <PersonCard locale={locale} person={person} preload={person.id === lead} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {squad.staff.length > 0 && (
        <div>
          <Sub>{t('staff')}</Sub>
          <ul className={styles.people}>
            {squad.staff.map((person) => (
              <li key={person.id}>
                <PersonCard locale={locale} person={person} preload={person.id === lead} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {hasPeople && <JsonLd data={sportsTeam(squad, identity.name)} />}
    </section>
  );
}
