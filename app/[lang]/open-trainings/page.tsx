import { getFormatter, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { listOpenTrainings } from '@/lib/data/open-trainings';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import table from '@/components/ui/table.module.css';

export const generateMetadata = metadataFor('open-trainings');

/** Past trainings drop off: the page renders again at most an hour after it was built. */
export const revalidate = 3600;

export default async function OpenTrainingsPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const today = new Date().toISOString().slice(0, 10);
  const [trainings, t, empty, format] = await Promise.all([
    listOpenTrainings(lang, today),
    getTranslations({ locale: lang, namespace: 'OpenTrainings' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
    getFormatter({ locale: lang }),
  ]);
  return (
    <PageFrame locale={lang} screen="open-trainings" lead={<p>{t('intro')}</p>}>
      {trainings.length === 0 ? (
        <EmptyState message={empty('currentlyNoData')} />
      ) : (
        <div className={table.scroll} role="region" aria-label={t('training')} tabIndex={0}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('training')}</th>
                <th scope="col">{t('place')}</th>
                <th scope="col">{t('day')}</th>
              </tr>
            </thead>
            <tbody>
              {trainings.map((training) => {
                const startsAt = new Date(training.startsAt);
                return (
                  <tr key={training.id}>
                    <td>
                      <time dateTime={training.startsAt}>
                        {format.dateTime(startsAt, {
                          day: 'numeric',
                          month: 'long',
                          hour: '2-digit',
                          minute: '2-digit',
                        })}
                      </time>
                    </td>
                    <td>{training.training}</td>
                    <td>{training.place}</td>
                    <td>{format.dateTime(startsAt, { weekday: 'long' })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}
