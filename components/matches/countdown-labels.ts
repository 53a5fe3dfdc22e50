import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@/lib/i18n/locales';
import type { CountdownLabels } from './Countdown';

type Translate = (key: string, values?: { count: number }) => string;

/** The countdown's words from a translator of the `Countdown` namespace, each unit singular and plural. */
export function countdownLabelsFrom(t: Translate, localeTag: string): CountdownLabels {
  const forms = (unit: string) => ({ one: t(unit, { count: 1 }), other: t(unit, { count: 2 }) });
  return {
    localeTag,
    label: t('label'),
    started: t('started'),
    units: {
      days: forms('days'),
      hours: forms('hours'),
      minutes: forms('minutes'),
      seconds: forms('seconds'),
    },
  };
}

/** The countdown's words in `locale`. */
export async function countdownLabels(locale: Locale): Promise<CountdownLabels> {
  const t = await getTranslations({ locale, namespace: 'Countdown' });
  return countdownLabelsFrom(t as Translate, localeTags[locale]);
}
