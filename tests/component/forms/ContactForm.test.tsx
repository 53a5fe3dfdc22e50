import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import { pendingFetch, renderForm } from './render-form';

afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Lotte');
  await user.type(screen.getByLabelText('Last name'), 'Maes');
  await user.type(screen.getByLabelText('Email'), 'lotte@example.com');
  await user.selectOptions(screen.getByLabelText('Subject'), 'tickets');
  await user.type(screen.getByLabelText('Message'), 'Are there seats left for Saturday?');
}

describe('ContactForm', () => {
  it('says what is missing and sends nothing until the form is right', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm(<ContactForm privacyHref="/en/privacy-policy" clubName="Test club" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sorry, not all fields are filled out correctly.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows "Sending..." while sending, then thanks the visitor in place of the form', async () => {
    const pending = pendingFetch(() => Response.json({ ok: true }, { status: 201 }));
    vi.stubGlobal('fetch', pending.fetch);
    const { user } = renderForm(<ContactForm privacyHref="/en/privacy-policy" clubName="Test club" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(pending.calls[0].url).toBe('/api/forms/contact?lang=en');
    expect(pending.calls[0].body).toMatchObject({ firstName: 'Lotte', subject: 'tickets' });
    pending.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your message is received');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps the input and offers to send again when sending fails', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'unavailable' }, { status: 503 }));
    const { user } = renderForm(<ContactForm privacyHref="/en/privacy-policy" clubName="Test club" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The form could not be sent, so nothing was saved. What you typed is still here',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('lotte@example.com');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says that nothing was saved and the page needs a reload when the server refuses the request', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'forbiddenOrigin' }, { status: 403 }));
    const { user } = renderForm(<ContactForm privacyHref="/en/privacy-policy" clubName="Test club" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('nothing was saved');
    expect(alert).toHaveTextContent('reload the page');
    expect(alert).not.toHaveTextContent(/kept|try again in a moment/);
  });
});
