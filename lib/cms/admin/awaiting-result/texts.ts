import type { Locale } from '@/lib/domain/i18n/locales';
import { cmsWords } from '../../labels';

/** The column of the matches' list and the notice on a match's screen (AwaitingResult.tsx). */
export const awaitingResultTexts: Record<Locale, { column: string; cell: string; notice: string }> = cmsWords(
  (t) => ({
    column: t('awaitingResult.column'),
    cell: t('awaitingResult.cell'),
    notice: t('awaitingResult.notice'),
  }),
);
