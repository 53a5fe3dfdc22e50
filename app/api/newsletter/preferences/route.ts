import type { NextRequest } from 'next/server';
import { changeNewsletterLanguage } from '@/lib/domain/newsletter/unsubscribe';
import { answerPreferencesForm } from './preferences-form';

/**
 * POST /api/newsletter/preferences?token=…&lang=… — the language form of the preferences
 * page (`locale=en|nl|fr`): the subscriber's newsletter is written in that language from the
 * next mail on (preferences-form.ts: the token, the answers).
 */
export async function POST(request: NextRequest) {
  return answerPreferencesForm(request, {
    saved: 'language',
    // The form's one field: a few bytes.
    bodyLimit: 1024,
    invalid: 'languageInvalid',
    change: (payload, token, fields) => changeNewsletterLanguage(payload, token, fields.get('locale')),
  });
}
