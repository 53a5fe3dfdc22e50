import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/components/newsletter/NewsletterForm';
import { pendingFetch, renderForm } from './render-form';

afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof renderForm>['user'], email = 'jonas@example.be') {
  await user.type(screen.getByLabelText('First name'), 'Jonas');
  await user.type(screen.getByLabelText('Last name'), 'Peeters');
  await user.type(screen.getByLabelText('Birth date'), '01/05/1988');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('checkbox'));
}

/** The newsletter runs on the forms' pipeline (useSchemaForm) with its own messages and route. */
describe('NewsletterForm', () => {
  it('shows each required message and the general one, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Sorry, not all fields are filled out correctly.')).toBeInTheDocument();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Birth date is required',
      'Email is required',
      'Please accept the privacy policy.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the sign-up with its language in the query and the birth date as an ISO date, then asks to confirm', async () => {
    const pending = pendingFetch(() => Response.json({ ok: true }, { status: 202 }));
    vi.stubGlobal('fetch', pending.fetch);
    const { user } = renderForm(<NewsletterForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    expect(pending.calls[0].url).toBe('/api/newsletter?lang=en');
    expect(pending.calls[0].body).toEqual({
      first_name: 'Jonas',
      last_name: 'Peeters',
      birth_date: '1988-05-01',
      email: 'jonas@example.be',
      privacy: true,
    });
    pending.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Please check your inbox');
  });

  it("shows the server's field messages, which arrive in the visitor's language", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        {
          error: 'Sorry, not all fields are filled out correctly.',
          fields: { email: 'Please enter a valid email address.' },
        },
        { status: 400 },
      ),
    );
    const { user } = renderForm(<NewsletterForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('jonas@example.be');
  });

  it('keeps the input and offers a retry when sending fails', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderForm(<NewsletterForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not subscribe you right now, so nothing was saved.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Jonas');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
