import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from '@/components/header/Dropdown';
import { LanguageControl } from '@/components/header/LanguageControl';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';
import { hydrate, serverHtml } from '../../support/server-html';

vi.mock('next/navigation', () => import('../../support/next-navigation-mock'));

const messages = compiled({ Header: en.Header });

/** Two of the header's menus, rendered by the server and then hydrated, as on every page. */
function menus(onCommit: (phase: string) => void) {
  return (
    <Profiler id="menus" onRender={(_id, phase) => onCommit(phase)}>
      <MessagesProvider locale="en" messages={messages}>
        <Dropdown
          item={{
            label: 'Club',
            isDropdown: true,
            items: [
              { label: 'History', to: '/en/history' },
              { label: 'Stadium', to: '/en/stadium' },
            ],
          }}
        />
        <LanguageControl current="en" variant="dropdown" />
      </MessagesProvider>
    </Profiler>
  );
}

describe('the header menus at hydration', () => {
  it('hydrate in one commit, flagged for CSS only once their script is live', async () => {
    const container = serverHtml(menus(() => {}));
    // The server's HTML: CSS opens the menus on hover and focus until the script runs.
    expect(container.querySelectorAll('[data-enhanced]')).toHaveLength(0);

    const commits: string[] = [];
    await hydrate(
      container,
      menus((phase) => commits.push(phase)),
    );

    // No second, synchronous render of the menus and their links right after hydration
    // (it was the longest task of a page's start on a phone, docs/performance.md "Performance").
    expect(commits).toEqual(['mount']);
    expect(container.querySelectorAll('[data-enhanced]')).toHaveLength(2);
  });
});
