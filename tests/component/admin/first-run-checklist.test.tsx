import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ServerProps } from 'payload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstRunCheck } from '@/lib/cms/admin/first-run-checks';

vi.mock('next/navigation', () => import('../../support/next-navigation-mock'));
// What the database says is stood in for: the checks themselves run on a real one (tests/integration).
const checks = vi.hoisted(() => ({ current: [] as FirstRunCheck[] }));
vi.mock('@/lib/cms/admin/first-run-checks', () => ({ firstRunChecks: async () => checks.current }));

const { FirstRunChecklist } = await import('@/lib/cms/admin/FirstRunChecklist');

const allItems = [
  'identity',
  'contactDetails',
  'ourClub',
  'firstTeam',
  'firstArticle',
  'mailboxes',
  'testMail',
  'backup',
] as const;
const withDone = (...done: string[]): FirstRunCheck[] =>
  allItems.map((item) => ({
    item,
    done: done.includes(item),
    href: ['testMail', 'backup'].includes(item) ? undefined : `/admin/somewhere/${item}`,
  }));

async function renderChecklist(language: string, roles: string[] = ['admin']) {
  const props = {
    payload: { config: { routes: { api: '/api', admin: '/admin' } } },
    user: { roles },
    i18n: { language },
  } as unknown as ServerProps;
  const element = await FirstRunChecklist(props);
  return element ? render(element) : null;
}

afterEach(() => vi.unstubAllGlobals());

describe('the first-run checklist on the admin dashboard', () => {
  it('lists what is left in the admin’s language, each open item linking to where it is done', async () => {
    checks.current = withDone('identity', 'firstTeam', 'backup');
    checks.current[7].at = '2026-03-29T01:30:00.000Z';
    await renderChecklist('fr');
    expect(screen.getByRole('heading', { name: 'Mise en ligne' })).toBeVisible();
    expect(screen.getByText('3 sur 8 faits').closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Donner un nom au club' })).toHaveAttribute(
      'href',
      '/admin/somewhere/identity',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.done)).toEqual([
      'true',
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
      'true',
    ]);
    // Brussels time, in French: the night the clocks went forward.
    expect(screen.getByText(/^Dernière sauvegarde 29 mars 2026, 03:30\.$/)).toBeInTheDocument();
  });

  it('folds away once everything is done', async () => {
    checks.current = withDone(...allItems);
    await renderChecklist('nl');
    expect(screen.getByText('Alles is ingesteld.').closest('details')).not.toHaveAttribute('open');
  });

  it('is not shown to an editor', async () => {
    checks.current = withDone();
    expect(await renderChecklist('en', ['editor'])).toBeNull();
  });

  it('sends the test mail and says what the mail server answered', async () => {
    checks.current = withDone();
    const message =
      'Not sent: the mail server mail.club.example:587 could not be reached (connect ECONNREFUSED).';
    const fetch = vi.fn(async () => Response.json({ sent: false, message }, { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    await renderChecklist('en');
    const item = screen.getAllByRole('listitem')[6];
    fireEvent.click(within(item).getByRole('button', { name: 'Send a test e-mail to me' }));
    await waitFor(() => expect(within(item).getByRole('status')).toHaveTextContent(message));
    expect(fetch).toHaveBeenCalledWith('/api/globals/site-checks/test-mail', {
      method: 'POST',
      credentials: 'include',
    });
    expect(within(item).getByRole('button')).toBeEnabled();
  });
});
