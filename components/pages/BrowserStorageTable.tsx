import { getTranslations } from 'next-intl/server';
import { browserStorage, type StoredItem } from '@/lib/domain/consent/browser-storage';
import type { Locale } from '@/lib/domain/i18n/locales';
import styles from './pages.module.css';

/** A prefix (`club:reloaded:*`) reads as the start of a family of names. */
const displayName = (item: StoredItem) =>
  item.name.endsWith('*') ? `${item.name.slice(0, -1)}…` : item.name;

/** The cookie policy's list: exactly what the code stores (lib/domain/consent/browser-storage.ts). */
export async function BrowserStorageTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CookiePolicy' });
  const lifetime = (item: StoredItem) =>
    'count' in item.lifetime
      ? t(`lifetimes.${item.lifetime.unit}`, { count: item.lifetime.count })
      : t(`lifetimes.${item.lifetime.unit}`);
  return (
    // On a phone the table scrolls sideways inside this region, which the keyboard can reach too.
    <div className={styles.scroll} role="region" aria-labelledby="stored-in-browser-caption" tabIndex={0}>
      <table className={styles.table} id="stored-in-browser">
        <caption id="stored-in-browser-caption">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('storedIn')}</th>
            <th scope="col">{t('purpose')}</th>
            <th scope="col">{t('lifetime')}</th>
            <th scope="col">{t('category')}</th>
          </tr>
        </thead>
        <tbody>
          {browserStorage.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <code>{displayName(item)}</code>
              </th>
              <td>{t(`where.${item.where}`)}</td>
              <td>{t(`purposes.${item.id}`)}</td>
              <td>{lifetime(item)}</td>
              <td>{t(`categories.${item.category}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
