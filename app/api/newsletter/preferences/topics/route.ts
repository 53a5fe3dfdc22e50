import type { NextRequest } from 'next/server';
import { changeNewsletterTopics } from '@/lib/domain/newsletter/unsubscribe';
import { answerPreferencesForm } from '../preferences-form';

/**
 * POST /api/newsletter/preferences/topics?token=…&lang=… — the topics form of the preferences
 * page (`topic=<id>` per ticked box, none for none): the subscriber gets the editions of those
 * topics from the next one on. A topic not offered any more (retired, deleted) or not a topic
 * at all refuses the whole form, and nothing is changed (preferences-form.ts: the token, the
 * answers).
 */
export async function POST(request: NextRequest) {
  return answerPreferencesForm(request, {
    saved: 'topics',
    // A checkbox per topic: a club's few dozen at most fit many times over.
    bodyLimit: 2048,
    invalid: 'topicsInvalid',
    change: (payload, token, fields) =>
      changeNewsletterTopics(
        payload,
        token,
        fields.getAll('topic').map((value) => (typeof value === 'string' ? value : '')),
      ),
  });
}
