import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/i18n/locales';
import { shareLinks, type ShareNetwork } from '@/lib/domain/news/share';
import styles from './ShareLinks.module.css';

const names: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

export async function ShareLinks({ locale, url, title }: { locale: Locale; url: string; title: string }) {
  const t = await getTranslations({ locale, namespace: 'NewsDetail' });
  return (
    <nav className={styles.share} aria-label={t('share')}>
      <h2>{t('share')}</h2>
      <ul>
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('shareOn', { network: names[network] })}
            >
              {names[network]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
