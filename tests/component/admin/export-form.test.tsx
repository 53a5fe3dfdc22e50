import { describe, expect, it, vi } from 'vitest';
import { hydrate, serverHtml } from '../../support/server-html';

// Payload's button is its admin's look, not this test's concern.
vi.mock('@payloadcms/ui', () => ({
  Button: ({ children, type }: { children: React.ReactNode; type: 'submit' }) => (
    <button type={type}>{children}</button>
  ),
}));

const { ExportForm } = await import('@/lib/cms/admin/inbox/ExportForm');

const form = (
  <ExportForm
    action="/api/contact-messages/csv"
    title="Export"
    fromLabel="Received from"
    untilLabel="until"
    hint="Both ends included."
    download="Download CSV"
  />
);

describe('the inbox export form', () => {
  it('keeps a date typed before the admin’s script took over, and bounds the other end by it', async () => {
    const container = serverHtml(form);
    const [from, until] = [...container.querySelectorAll('input')];
    // Typed while the page was still the server's HTML.
    from.value = '2026-11-02';

    await hydrate(container, form);

    expect(from.value).toBe('2026-11-02');
    expect(new FormData(container.querySelector('form')!).get('from')).toBe('2026-11-02');
    expect(until.min).toBe('2026-11-02');
  });
});
