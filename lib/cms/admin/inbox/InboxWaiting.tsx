import type { ServerProps } from 'payload';
import { handlesInbox, type Role } from '../../access';
import { inboxPartOf } from '../../collections/Submissions/workflow';
import { adminLanguage } from '../mail-notice-texts';
import { inboxStyles } from './styles';
import { inboxTexts, labelIn, newCount } from './texts';

/**
 * The dashboard's "what is waiting": each part of the inbox this user works through,
 * with its count of new submissions and a link to exactly those. Editors, who have
 * no part, see nothing here.
 */
export async function InboxWaiting({ payload, user, i18n }: ServerProps) {
  const staff = user as { roles?: Role[] } | undefined;
  const parts = payload.config.collections.filter((collection) => {
    const part = inboxPartOf(collection);
    return part?.workflow && handlesInbox(staff, part.role);
  });
  if (parts.length === 0) return null;
  const language = adminLanguage(i18n?.language);
  const counts = await Promise.all(
    parts.map((collection) =>
      payload.count({
        collection: collection.slug,
        where: { status: { equals: 'new' } },
        overrideAccess: false,
        user,
      }),
    ),
  );
  const waiting = counts.reduce((sum, { totalDocs }) => sum + totalDocs, 0);
  return (
    <section className="inbox-waiting" aria-labelledby="inbox-waiting-title">
      <style>{inboxStyles}</style>
      <h2 id="inbox-waiting-title">{inboxTexts.waiting[language]}</h2>
      {waiting === 0 && <p>{inboxTexts.nothingWaiting[language]}</p>}
      <ul>
        {parts.map((collection, index) => (
          <li key={collection.slug} data-inbox={collection.slug}>
            <a
              href={`${payload.config.routes.admin}/collections/${collection.slug}?where[status][equals]=new`}
            >
              {labelIn(collection.labels.plural, language)}
            </a>
            {': '}
            <span data-testid={`waiting-${collection.slug}`}>
              {newCount(counts[index].totalDocs, language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
