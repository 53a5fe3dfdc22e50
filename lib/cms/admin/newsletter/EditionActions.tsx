import type { UIFieldServerProps } from 'payload';
import { audienceSize } from '../../collections/NewsletterDeliveries/audience';
import { adminLanguage } from '../mail-notice-texts';
import { audienceTexts } from './audience-texts';
import { editionActionTexts } from './edition-action-texts';
import { EditionActionsPanel } from './EditionActionsPanel';

/**
 * The edition's sidebar panel: its words in the admin's language, chosen on the server so
 * the browser carries one language's, not the three catalogues, and how many the saved
 * edition's audience reaches now, counted as the send would queue them.
 */
export async function EditionActions({ i18n, payload, data }: UIFieldServerProps) {
  const language = adminLanguage(i18n?.language);
  const texts = audienceTexts[language];
  const saved = data?.id !== undefined && typeof data?.locale === 'string';
  // Once it goes out, its progress counts say whom it reached.
  const started = data?.status === 'sending' || data?.status === 'sent';
  const reach = !saved
    ? texts.saveFirst
    : started
      ? ''
      : texts[data.audience === 'topics' ? 'topics' : 'everyone'](
          await audienceSize(payload, { id: data.id, locale: data.locale, audience: data.audience }),
        );
  return <EditionActionsPanel words={editionActionTexts[language]} reach={reach} />;
}
