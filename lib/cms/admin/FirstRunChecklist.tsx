import type { ServerProps } from 'payload';
import { hasRole, type Role } from '../access';
import { firstRunChecks, type FirstRunCheck } from './first-run-checks';
import { adminTime, firstRunItemTexts, firstRunTexts } from './first-run-texts';
import { adminLanguage } from './mail-notice-texts';
import { TestMailButton } from './TestMailButton';
import styles from './first-run-checklist.module.css';
import type { Locale } from '@/lib/domain/i18n/locales';

/** The line under an item: when it last happened, or where and how it is done. */
function detail(check: FirstRunCheck, language: Locale): string {
  if (check.item === 'testMail' && check.at && check.server) {
    return firstRunTexts.lastTestMail[language](adminTime(check.at, language), check.server);
  }
  if (check.item === 'backup' && check.at)
    return firstRunTexts.lastBackup[language](adminTime(check.at, language));
  return firstRunItemTexts[check.item].hint[language];
}

/**
 * The admin's dashboard, above the collections: what a new club does before going live,
 * each item ticked from what the database holds (lib/cms/admin/first-run-checks.ts) and
 * linking to where it is done. Folded away once all is done; shown to admins only.
 */
export async function FirstRunChecklist({ payload, user, i18n }: ServerProps) {
  if (!hasRole(user as { roles?: Role[] } | undefined, 'admin')) return null;
  const language = adminLanguage(i18n?.language);
  const checks = await firstRunChecks(payload);
  const done = checks.filter((check) => check.done).length;
  const allDone = done === checks.length;
  return (
    <section className={styles.checklist} data-first-run={allDone ? 'done' : 'open'}>
      <h2 className={styles.heading}>{firstRunTexts.heading[language]}</h2>
      <details open={!allDone}>
        <summary>
          {allDone ? firstRunTexts.allDone[language] : firstRunTexts.progress[language](done, checks.length)}
        </summary>
        <ol className={styles.items}>
          {checks.map((check) => {
            const label = firstRunItemTexts[check.item].label[language];
            return (
              <li key={check.item} data-item={check.item} data-done={check.done} className={styles.item}>
                <span className={styles.mark} aria-hidden="true">
                  {check.done ? '✓' : '○'}
                </span>
                <span className={styles.visuallyHidden}>
                  {check.done ? firstRunTexts.done[language] : firstRunTexts.toDo[language]}:{' '}
                </span>
                <span>
                  {check.href ? <a href={check.href}>{label}</a> : label}
                  <br />
                  <small>{detail(check, language)}</small>
                  {check.item === 'testMail' ? (
                    <TestMailButton
                      endpoint={`${payload.config.routes.api}/globals/site-checks/test-mail`}
                      label={firstRunTexts.sendTestMail[language]}
                      sending={firstRunTexts.sending[language]}
                    />
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      </details>
    </section>
  );
}
