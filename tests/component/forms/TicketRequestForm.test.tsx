import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TicketRequestForm } from '@/components/forms/TicketRequestForm';
import { fixtures, pressNext, renderForm } from './render-form';

afterEach(() => vi.unstubAllGlobals());

describe('TicketRequestForm', () => {
  it('goes through match, personal data and confirm, then announces the e-mail', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm(<TicketRequestForm fixtures={fixtures} privacyHref="/en/privacy-policy" />);
    await user.selectOptions(screen.getByLabelText('Competition'), '2');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain(
      fixtures[0].label,
    );
    await user.selectOptions(screen.getByLabelText('Match'), '12');
    await pressNext(user, 'Step 2 of 3: Personal data');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Ticket type is required')).toBeInTheDocument();
    expect(screen.getByText('Birth date is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Marc');
    await user.type(screen.getByLabelText('Last name'), 'Dubois');
    await user.type(screen.getByLabelText('Birth date'), '1975-04-12');
    await user.type(screen.getByLabelText('Email'), 'marc@example.com');
    await user.selectOptions(screen.getByLabelText('Invitation card'), 'other');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Which other invitation card?'), 'UEFA delegate');
    await user.selectOptions(screen.getByLabelText('Ticket type'), 'standing');
    await pressNext(user, 'Step 3 of 3: Confirm');
    expect(screen.getByText('UEFA delegate')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A confirmation e-mail is on its way to marc@example.com.',
    );
  });

  it('goes back to the step of a field the server refused', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'invalid', fieldErrors: { matchId: 'matchRequired' } }, { status: 400 }),
    );
    const { user } = renderForm(<TicketRequestForm fixtures={fixtures} privacyHref="/en/privacy-policy" />);
    await user.selectOptions(screen.getByLabelText('Match'), '11');
    await pressNext(user, 'Step 2 of 3: Personal data');
    await user.type(screen.getByLabelText('First name'), 'Marc');
    await user.type(screen.getByLabelText('Last name'), 'Dubois');
    await user.type(screen.getByLabelText('Birth date'), '1975-04-12');
    await user.type(screen.getByLabelText('Email'), 'marc@example.com');
    await user.selectOptions(screen.getByLabelText('Invitation card'), 'referee');
    await user.selectOptions(screen.getByLabelText('Ticket type'), 'standing');
    await pressNext(user, 'Step 3 of 3: Confirm');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Competition and match' })).toHaveFocus();
    expect(screen.getByText('Please choose a match')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('marc@example.com');
  });
});
