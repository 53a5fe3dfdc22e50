'use client';
import { getTranslation } from '@payloadcms/translations';
import { Button, useConfig, useTranslation } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useValueTypedEarly } from '@/lib/shared/browser/use-value-typed-early';
import { adminLanguage } from './mail-notice-texts';
import { rightsRequestTexts } from './rights-request-texts';

type Found = {
  email: string;
  records: number;
  perCollection: Record<string, number>;
  earlier: { kind: string; createdAt: string; records: number }[];
};

const endpoint = (path: string) => `/api/rights-requests/${path}`;
const postJson = (path: string, body: unknown) =>
  fetch(endpoint(path), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Above the log of data requests: an admin enters a visitor's address, sees what the site
 * holds under it, downloads it as one file or erases it after a confirmation. The server
 * (RightsRequests/endpoints.ts) checks the role, the address and the confirmed count again.
 */
export function RightsRequestTool() {
  const { i18n } = useTranslation();
  const { config } = useConfig();
  const router = useRouter();
  const t = rightsRequestTexts[adminLanguage(i18n.language)];
  const inputId = useId();
  const [address, setAddress] = useState('');
  const addressField = useValueTypedEarly<HTMLInputElement>(setAddress);
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const confirmRef = useRef<HTMLDivElement>(null);

  const labelOf = (slug: string) => {
    const labels = config.collections.find((collection) => collection.slug === slug)?.labels;
    return labels ? getTranslation(labels.plural, i18n) : slug;
  };
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Europe/Brussels' }).format(
      new Date(iso),
    );

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setMessage('');
    try {
      await action();
    } catch {
      setMessage(t.failed);
    } finally {
      setBusy(false);
    }
  }

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    setFound(null);
    setConfirming(false);
    return run(async () => {
      const response = await postJson('lookup', { email: address });
      if (response.status === 400) return setMessage(t.invalidAddress);
      if (!response.ok) throw new Error(String(response.status));
      setFound({ email: address, ...(await response.json()) });
    });
  };

  const download = () =>
    run(async () => {
      const response = await postJson('export', { email: found!.email });
      if (!response.ok) throw new Error(String(response.status));
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name ?? 'personal-data.json';
      link.click();
      URL.revokeObjectURL(link.href);
      setMessage(t.downloaded);
      router.refresh();
    });

  const erase = () =>
    run(async () => {
      const response = await postJson('erase', { email: found!.email, expectedRecords: found!.records });
      setConfirming(false);
      if (response.status === 409) {
        const { records } = await response.json();
        setFound(null);
        return setMessage(t.changed(records));
      }
      if (!response.ok) throw new Error(String(response.status));
      const { records } = await response.json();
      setFound(null);
      setMessage(t.erased(records));
      router.refresh();
    });

  return (
    <section
      className="rights-request-tool gutter--left gutter--right"
      aria-labelledby={`${inputId}-heading`}
    >
      <h2 id={`${inputId}-heading`}>{t.heading}</h2>
      <p>{t.intro}</p>
      <form onSubmit={lookUp} className="rights-request-tool__form">
        <div className="field-type email">
          <label className="field-label" htmlFor={inputId}>
            {t.address}
          </label>
          <input
            id={inputId}
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            ref={addressField}
            onChange={(event) => setAddress(event.target.value)}
          />
        </div>
        <Button type="submit" buttonStyle="secondary" disabled={busy}>
          {busy ? t.lookingUp : t.lookUp}
        </Button>
      </form>

      {found && (
        <div className="rights-request-tool__found">
          <p>{t.holds(found.records)}</p>
          {found.records > 0 && (
            <ul>
              {Object.entries(found.perCollection)
                .filter(([, count]) => count > 0)
                .map(([slug, count]) => (
                  <li key={slug}>
                    {labelOf(slug)}: {count}
                  </li>
                ))}
            </ul>
          )}
          {found.earlier.length > 0 && (
            <>
              <p>{t.earlier}</p>
              <ul>
                {found.earlier.map((entry) => (
                  <li key={entry.createdAt}>
                    {dateOf(entry.createdAt)}: {t.kind[entry.kind] ?? entry.kind} ({entry.records})
                  </li>
                ))}
              </ul>
            </>
          )}
          <Button buttonStyle="primary" onClick={download} disabled={busy}>
            {t.download}
          </Button>{' '}
          {!confirming && (
            <Button
              buttonStyle="error"
              disabled={busy}
              onClick={() => {
                setConfirming(true);
                requestAnimationFrame(() => confirmRef.current?.focus());
              }}
            >
              {t.erase}
            </Button>
          )}
          {confirming && (
            <div role="alertdialog" aria-labelledby={`${inputId}-confirm`} tabIndex={-1} ref={confirmRef}>
              <p id={`${inputId}-confirm`}>{t.confirm(found.records)}</p>
              <Button buttonStyle="error" onClick={erase} disabled={busy}>
                {t.confirmErase(found.records)}
              </Button>{' '}
              <Button buttonStyle="secondary" onClick={() => setConfirming(false)} disabled={busy}>
                {t.cancel}
              </Button>
            </div>
          )}
        </div>
      )}
      <p role="status">{message}</p>
    </section>
  );
}
