'use client';

import { Button } from '@payloadcms/ui';
import { useId, useState, type FormEvent } from 'react';

export type ImportWords = {
  title: string;
  hint: string;
  file: string;
  submit: string;
  working: string;
  /** With `{pending}`, `{known}`, `{suppressed}`, `{stillSuppressed}`. */
  done: string;
  /** By the endpoint's problem code, with `{line}` where a line is named; `failed` for anything else. */
  problems: Record<string, string>;
};

type Answer = { counts?: Record<string, number>; error?: string; line?: number };

const fill = (text: string, values: Record<string, number | undefined>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * The newsletter's import (admins): a CSV file posted as it is to the import endpoint,
 * which answers with counts or with the problem that refused the whole file; the
 * answer is read out (role="status").
 */
export function ImportForm({ action, words }: { action: string; words: ImportWords }) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' });

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) return;
    setState({ busy: true, message: words.working });
    let answer: Answer = {};
    try {
      const response = await fetch(action, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'text/csv' },
        body: file,
      });
      answer = (await response.json().catch(() => ({}))) as Answer;
    } catch {
      answer = {};
    }
    const message = answer.counts
      ? fill(words.done, answer.counts)
      : fill(words.problems[answer.error ?? ''] ?? words.problems.failed, { line: answer.line });
    setState({ busy: false, message });
  }

  return (
    <form className="inbox-export" onSubmit={send} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="inbox-export__title">
        {words.title}
      </h2>
      <label htmlFor={`${id}-file`}>{words.file}</label>
      <input
        id={`${id}-file`}
        type="file"
        name="file"
        accept=".csv,text/csv"
        required
        aria-describedby={`${id}-hint`}
      />
      <Button type="submit" buttonStyle="secondary" size="small" margin={false} disabled={state.busy}>
        {words.submit}
      </Button>
      <p id={`${id}-hint`} className="inbox-export__hint">
        {words.hint}
      </p>
      <p role="status" className="inbox-export__hint" data-testid="newsletter-import-result">
        {state.message}
      </p>
    </form>
  );
}
