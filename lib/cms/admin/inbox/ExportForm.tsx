'use client';

import { Button } from '@payloadcms/ui';
import { useId, useState } from 'react';
import { useValueTypedEarly } from '@/lib/shared/browser/use-value-typed-early';

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
 * The dates are the inputs' own (uncontrolled): a date typed while the admin's script
 * was still loading stays, where a controlled input's empty state wiped it at hydration
 * and the download left that end open.
 */
export function ExportForm({ action, title, fromLabel, untilLabel, hint, download }: Props) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // The bounds start from whatever was typed before hydration.
  const fromInput = useValueTypedEarly<HTMLInputElement>(setFrom);
  const toInput = useValueTypedEarly<HTMLInputElement>(setTo);
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
        ref={fromInput}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={`${id}-to`}>{untilLabel}</label>
      <input
        id={`${id}-to`}
        type="date"
        name="to"
        ref={toInput}
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
