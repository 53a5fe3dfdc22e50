'use client';

import { Button } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { ImportReport } from '@/lib/domain/league/report';
import { reportLines } from './report-lines';
import type { LeagueImportWords } from './texts';

/**
 * "Import now" and "Import this file": posts to the feed's import endpoint with the editor's
 * session (nothing, or the file as it is), reads the answer out (role="status") and refreshes
 * the screen so the stored report below shows the run.
 */
export function ImportNowButton({ action, words }: { action: string; words: LeagueImportWords }) {
  const id = useId();
  const router = useRouter();
  const [state, setState] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' });

  async function run(file?: File) {
    setState({ busy: true, message: words.working });
    let message = words.problems.failed;
    try {
      const response = await fetch(action, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': file ? 'application/octet-stream' : 'text/plain' },
        body: file ?? undefined,
      });
      const report = (await response.json().catch(() => null)) as ImportReport | { problem?: string } | null;
      if (report && 'items' in report) message = reportLines(report, words).summary;
      else if (report?.problem === 'tooLarge') message = words.problems.tooLarge;
      router.refresh();
    } catch {
      // Unreachable server: said as a failed import.
    }
    setState({ busy: false, message });
  }

  return (
    <div className="league-import__actions">
      <Button
        type="button"
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={state.busy}
        onClick={() => run()}
      >
        {words.importNow}
      </Button>
      <label htmlFor={`${id}-file`}>{words.file}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,.ics,text/csv,text/calendar"
        disabled={state.busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void run(file);
        }}
      />
      <p role="status" data-testid="league-import-status">
        {state.message}
      </p>
    </div>
  );
}
