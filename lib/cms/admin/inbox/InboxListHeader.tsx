import type { BeforeListTableServerProps } from 'payload';
import { inboxPartOf } from '../../collections/Submissions/workflow';
import { adminLanguage } from '../mail-notice-texts';
import { hasRole, type Role } from '../../access';
import { ExportForm } from './ExportForm';
import { ImportForm } from './ImportForm';
import { inboxStyles } from './styles';
import { importWords, inboxTexts, newCount } from './texts';

/**
 * Above a part of the inbox's list: how many submissions are new, with a link that
 * shows only those (Payload's own list filter, in the URL), and the CSV export with
 * its range of days; on the newsletter's list, the import for admins. Rendered only
 * for users who may read the list at all.
 */
export async function InboxListHeader({ collectionConfig, payload, user, i18n }: BeforeListTableServerProps) {
  const part = inboxPartOf(collectionConfig);
  if (!part) return null;
  const language = adminLanguage(i18n?.language);
  const { admin, api } = payload.config.routes;
  const list = `${admin}/collections/${collectionConfig.slug}`;
  const fresh = part.workflow
    ? await payload.count({
        collection: collectionConfig.slug,
        where: { status: { equals: 'new' } },
        overrideAccess: false,
        user,
      })
    : null;
  return (
    <div className="inbox-bar">
      <style>{inboxStyles}</style>
      {fresh ? (
        <p className="inbox-bar__new">
          <span className="inbox-bar__count" data-testid="inbox-new-count">
            {newCount(fresh.totalDocs, language)}
          </span>
          <a href={`${list}?where[status][equals]=new`}>{inboxTexts.showNew[language]}</a>
          <a href={list}>{inboxTexts.showAll[language]}</a>
        </p>
      ) : (
        <p>{inboxTexts.confirmedOnly[language]}</p>
      )}
      <ExportForm
        action={`${api}/${collectionConfig.slug}/csv`}
        title={inboxTexts.exportTitle[language]}
        fromLabel={(part.workflow ? inboxTexts.receivedFrom : inboxTexts.confirmedFrom)[language]}
        untilLabel={inboxTexts.until[language]}
        hint={inboxTexts.exportHint[language]}
        download={inboxTexts.download[language]}
      />
      {collectionConfig.slug === 'newsletter-subscribers' && hasRole(user as { roles?: Role[] }, 'admin') ? (
        <ImportForm action={`${api}/${collectionConfig.slug}/import`} words={importWords[language]} />
      ) : null}
    </div>
  );
}
