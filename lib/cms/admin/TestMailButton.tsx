'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import styles from './first-run-checklist.module.css';

/**
 * The checklist's test mail: posts to the endpoint (lib/cms/globals/SiteChecks) with the
 * admin's session, says what the server answered, in the admin's language, and refreshes the
 * checklist so a sent mail ticks its item.
 */
export function TestMailButton({
  endpoint,
  label,
  sending,
}: {
  endpoint: string;
  label: string;
  sending: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ sent: boolean; message: string } | null>(null);

  async function send() {
    setBusy(true);
    setAnswer(null);
    try {
      const response = await fetch(endpoint, { method: 'POST', credentials: 'include' });
      const body = (await response.json()) as {
        sent?: boolean;
        message?: string;
        errors?: { message: string }[];
      };
      setAnswer({
        sent: Boolean(body.sent),
        message: body.message ?? body.errors?.[0]?.message ?? `${response.status} ${response.statusText}`,
      });
      if (body.sent) router.refresh();
    } catch (error) {
      setAnswer({ sent: false, message: String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={styles.testMail}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={send}
        disabled={busy}
      >
        {busy ? sending : label}
      </button>
      <span role="status" className={answer && !answer.sent ? styles.failure : undefined}>
        {answer?.message}
      </span>
    </span>
  );
}
