import { getTranslations } from 'next-intl/server';
import { SocialIcon } from '@/components/footer/SocialIcon';
import { getClubIdentity } from '@/lib/data/club-identity';
import { clubChannels, getClubInfo, socialNetworkNames } from '@/lib/data/club-settings';
import type { Locale } from '@/lib/domain/i18n/locales';
import styles from './HomeMedia.module.css';

/** The club's social channels (SPEC §2 home: social links). */
export async function HomeSocial({ locale }: { locale: Locale }) {
  const [identity, info, t] = await Promise.all([
    getClubIdentity(locale),
    getClubInfo(locale),
    getTranslations({ locale, namespace: 'HomeNews' }),
  ]);
  const channels = clubChannels(info);
  if (channels.length === 0) return null;
  return (
    <section className={styles.social} aria-labelledby="home-social">
      <h2 id="home-social">{t('social', { club: identity.name })}</h2>
      <ul>
        {channels.map((network) => (
          <li key={network}>
            <a href={info.social[network]} rel="noopener noreferrer" target="_blank">
              <SocialIcon network={network} />
              {` ${socialNetworkNames[network]}`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
