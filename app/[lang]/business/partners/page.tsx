import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { PageLead } from '@/components/pages/PageText';
import styles from '@/components/pages/pages.module.css';
import { Picture } from '@/components/ui/Picture';
import { partnerTiers } from '@/lib/domain/vocabulary/partner-tiers';
import { listPartners } from '@/lib/data/community';
import { getPageText } from '@/lib/data/pages';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { pageKeyOf } from '@/lib/domain/screens/registry';

export const generateMetadata = metadataFor('business-partners');

/** Partners grouped main, business, media and local hero (SPEC §2), each logo linking to the partner. */
export default async function PartnersPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [text, partners, t, empty] = await Promise.all([
    getPageText(pageKeyOf('business-partners'), lang),
    listPartners(lang),
    getTranslations({ locale: lang, namespace: 'Business' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
  ]);
  const groups = partnerTiers
    .map((tier) => ({ tier, partners: partners.filter((partner) => partner.tier === tier) }))
    .filter((group) => group.partners.length > 0);
  return (
    <PageFrame locale={lang} screen="business-partners" lead={<PageLead text={text} />}>
      {groups.length === 0 && <EmptyState message={empty('noDataToDisplay')} />}
      {groups.map((group) => (
        <section key={group.tier} aria-labelledby={`tier-${group.tier}`}>
          <h2 id={`tier-${group.tier}`}>{t(`tier.${group.tier}`)}</h2>
          <ul className={styles.partners}>
            {group.partners.map((partner) => (
              <li key={partner.id}>
                <a
                  className={styles.partner}
                  href={partner.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('visit', { name: partner.name })}
                >
                  {partner.logo ? (
                    <Picture
                      src={partner.logo.url}
                      alt={partner.logo.alt}
                      width={partner.logo.width}
                      height={partner.logo.height}
                    />
                  ) : (
                    partner.name
                  )}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageFrame>
  );
}
