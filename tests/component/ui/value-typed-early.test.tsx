import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqSearch } from '@/components/community/FaqSearch';
import { TicketRequestForm } from '@/components/forms/TicketRequestForm';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { SearchPanel } from '@/components/search/SearchPanel';
import { noResults } from '@/lib/domain/search/results';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';
import { hydrate, serverHtml } from '../../support/server-html';
import { fixtures } from '../forms/render-form';

const messages = compiled(en);
const withWords = (element: ReactElement) => (
  <MessagesProvider locale="en" messages={messages}>
    {element}
  </MessagesProvider>
);

/** The server's HTML, `typed` into its field before the script runs, then hydrated. */
async function typedBeforeHydration(element: ReactElement, label: string, typed: string) {
  const container = serverHtml(withWords(element));
  screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value = typed;
  await hydrate(container, withWords(element));
  return screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('a field typed into before the page’s script runs keeps the text, and the page follows it', () => {
  it('the FAQ search: the questions are filtered by it', async () => {
    const questions = [
      { id: 1, question: 'Where do I park?', answer: 'Behind the main stand.' },
      { id: 2, question: 'Can I bring a flag?', answer: 'Yes, without a pole.' },
    ];
    const field = await typedBeforeHydration(<FaqSearch questions={questions} />, en.Faq.search, 'park');
    expect(field.value).toBe('park');
    expect(screen.getByText('Where do I park?')).toBeInTheDocument();
    expect(screen.queryByText('Can I bring a flag?')).toBeNull();
  });

  it('the site search: the results are asked for it', async () => {
    const fetch = vi.fn(async () => Response.json({ query: 'stadium', results: noResults() }));
    vi.stubGlobal('fetch', fetch);
    const panel = (
      <SearchPanel
        locale="en"
        action="/en/search"
        initial={{ query: '', results: noResults() }}
        suggestions={{ news: '/en/news', matches: '/en/games', faq: '/en/faq' }}
      />
    );
    const field = await typedBeforeHydration(panel, en.Search.label, 'stadium');
    expect(field.value).toBe('stadium');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0]).includes('q=stadium')).toBe(true);
  });

  it('the ticket form: a competition chosen early narrows the matches offered', async () => {
    const form = <TicketRequestForm fixtures={fixtures} privacyHref="/en/privacy-policy" />;
    const field = await typedBeforeHydration(form, en.TicketForm.competition, '2');
    expect(field.value).toBe('2');
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toContain(fixtures[1].label);
    expect(offered).not.toContain(fixtures[0].label);
  });
});
