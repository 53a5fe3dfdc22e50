import { Banner } from '@payloadcms/ui';
import type { DefaultServerCellComponentProps, UIFieldServerProps } from 'payload';
import { awaitsResult, type ResultSource } from '@/lib/domain/matches/awaiting-result';
import { adminLanguage } from '../mail-notice-texts';
import { awaitingResultTexts } from './texts';

/** In the matches' list: a match past its kick-off whose result was never entered. */
export function AwaitingResultCell({ rowData, i18n }: DefaultServerCellComponentProps) {
  // Payload also renders cells with no row (seen on the matches' screens in the dev server).
  if (!rowData?.kickoff || !awaitsResult(rowData as ResultSource, new Date())) return null;
  return (
    <strong className="awaiting-result">{awaitingResultTexts[adminLanguage(i18n?.language)].cell}</strong>
  );
}

/** On top of such a match's screen: what is missing, and why it matters to visitors. */
export function AwaitingResultNotice({ data, i18n }: UIFieldServerProps) {
  if (!data?.kickoff || !awaitsResult(data as ResultSource, new Date())) return null;
  return (
    <Banner type="warning">
      <span role="note" className="awaiting-result">
        {awaitingResultTexts[adminLanguage(i18n?.language)].notice}
      </span>
    </Banner>
  );
}
