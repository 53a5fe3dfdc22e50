'use client';

import { Button } from '@payloadcms/ui';
import { useId, useState } from 'react';

type Props = {
  /** The collection's export endpoint, `/api/<slug>/csv`. */
  action: string;
  title: string;
  fromLabel: string;
  untilLabel: string;
  hint: string;
  download: string;
};

/**
 * A plain GET form to the export endpoint: the browser downloads the answer (it is
 * sent as an attachment) and stays on the list, with or without JavaScript. With it,
 * each date input keeps the other end in bounds; the endpoint checks the range anyway.
 */
export function ExportForm({ action, title, fromLabel, untilLabel, hint, download }: Props) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <form className="inbox-export" method="get" action={action} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="inbox-export__title">
        {title}
      </h2>
      <label htmlFor={`${id}-from`}>{fromLabel}</label>
      <input
        id={`${id}-from`}
        type="date"
        name="from"
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={`${id}-to`}>{untilLabel}</label>
      <input
        id={`${id}-to`}
        type="date"
        name="to"
        value={to}
        min={from || undefined}
        onChange={(event) => setTo(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
        {download}
      </Button>
      <p id={`${id}-hint`} className="inbox-export__hint">
        {hint}
      </p>
    </form>
  );
}
