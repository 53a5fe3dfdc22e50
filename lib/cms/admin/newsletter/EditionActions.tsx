import type { ServerProps } from 'payload';
import { adminLanguage } from '../mail-notice-texts';
import { editionActionTexts } from './edition-action-texts';
import { EditionActionsPanel } from './EditionActionsPanel';

/**
 * The edition's sidebar panel: its words in the admin's language, chosen on the server so
 * the browser carries one language's, not the three catalogues.
 */
export function EditionActions({ i18n }: ServerProps) {
  return <EditionActionsPanel words={editionActionTexts[adminLanguage(i18n?.language)]} />;
}
