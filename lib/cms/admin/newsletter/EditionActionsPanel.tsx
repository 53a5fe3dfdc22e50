'use client';
import { useDocumentInfo, useFormFields } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { EditionActionWords } from './edition-action-texts';
import styles from './edition-actions.module.css';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * Preview (HTML and plain text, in a new tab), a test to the signed-in account, and the send
 * now or at a chosen moment, through the edition's endpoints
 * (lib/cms/collections/NewsletterEditions/endpoints.ts). The progress counts sit below it in
 * the sidebar, refreshed when the page is.
 */
export function EditionActionsPanel({ words, reach }: { words: EditionActionWords; reach: string }) {
  const { id } = useDocumentInfo();
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined;
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState('');
  const [at, setAt] = useState('');
  if (!id) return <p>{words.saveFirst}</p>;
  const base = `/api/newsletter-editions/${id}`;
  const locked = status === 'sending' || status === 'sent';

  async function post(path: string, body?: object) {
    setBusy(true);
    setAnswer('');
    try {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      return { ok: response.ok, body: (await response.json()) as Record<string, string> };
    } catch (error) {
      return { ok: false, body: { error: String(error) } };
    } finally {
      setBusy(false);
    }
  }

  async function test() {
    const { ok, body } = await post('/test');
    setAnswer(ok ? fill(words.testSent, body) : fill(words.testFailed, { error: body.error ?? '' }));
  }

  async function send(when?: string) {
    if (!window.confirm(words.confirm)) return;
    const { ok, body } = await post('/send', when ? { at: new Date(when).toISOString() } : {});
    if (!ok) return setAnswer(fill(words.failed, { error: body.error ?? '' }));
    setAnswer(fill(words.scheduled, { at: new Date(body.sendAt).toLocaleString() }));
    router.refresh();
  }

  return (
    <div data-edition-actions>
      <h4>{words.title}</h4>
      {reach ? <p data-edition-audience>{reach}</p> : null}
      <p>
        <a href={`${base}/preview`} target="_blank" rel="noreferrer">
          {words.previewHtml}
        </a>{' '}
        ·{' '}
        <a href={`${base}/preview?format=text`} target="_blank" rel="noreferrer">
          {words.previewText}
        </a>
      </p>
      <div className={styles.buttons}>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={test}
          disabled={busy}
        >
          {busy ? words.working : words.test}
        </button>
        {!locked && (
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            onClick={() => send()}
            disabled={busy}
          >
            {words.sendNow}
          </button>
        )}
      </div>
      {locked ? (
        <p>{words.locked}</p>
      ) : (
        <div className={styles.buttons}>
          <input
            type="datetime-local"
            aria-label={words.schedule}
            value={at}
            onChange={(event) => setAt(event.target.value)}
          />
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => send(at)}
            disabled={busy || !at}
          >
            {words.schedule}
          </button>
        </div>
      )}
      <p role="status">{answer}</p>
    </div>
  );
}
