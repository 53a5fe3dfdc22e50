import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VipReservationForm } from '@/components/forms/VipReservationForm';
import { fixtures, pendingFetch, pressNext, renderForm } from './render-form';

afterEach(() => vi.unstubAllGlobals());

async function fillToConfirm(user: ReturnType<typeof renderForm>['user']) {
  await user.selectOptions(screen.getByLabelText('Type of dinner'), 'gastronomic');
  await user.selectOptions(screen.getByLabelText('Which game would you like to dine at?'), '12');
  await pressNext(user, 'Step 2 of 4: Your details');
  await user.type(screen.getByLabelText('First name'), 'Sofie');
  await user.type(screen.getByLabelText('Last name'), 'Claes');
  await user.type(screen.getByLabelText('Birth date'), '1984-09-30');
  await user.type(screen.getByLabelText('Email'), 'sofie@example.com');
  await user.type(screen.getByLabelText('Phone'), '+32 57 20 30 40');
  await user.type(screen.getByLabelText('Street'), 'Markt');
  await user.type(screen.getByLabelText('House number'), '10');
  await user.type(screen.getByLabelText('Postal code'), '8900');
  await user.type(screen.getByLabelText('City'), 'Ieper');
  await pressNext(user, 'Step 3 of 4: Guests and extras');
  expect(screen.queryByLabelText(/Cashless card number/)).not.toBeInTheDocument();
  await user.click(screen.getByLabelText('I have a cashless card'));
  await user.type(screen.getByLabelText(/Cashless card number/), '12345678901234');
  await user.click(screen.getByLabelText('Add a champagne table (€80, excl. VAT)'));
  await pressNext(user, 'Step 4 of 4: Confirm');
}

describe('VipReservationForm', () => {
  it('stays on a step until its fields are right, with the SPEC messages', async () => {
    const { user } = renderForm(
      <VipReservationForm fixtures={fixtures} privacyHref="/en/privacy-policy" clubName="Test club" />,
    );
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Dinner and game' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('You must select a dinner type')).toBeInTheDocument();
    expect(screen.getByText('Sorry, not all fields are filled out correctly.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Step 1 of 4/ })).toBeInTheDocument();
  });

  it('moves next and previous keeping the values, and checks a 14-digit card number', async () => {
    const { user } = renderForm(
      <VipReservationForm fixtures={fixtures} privacyHref="/en/privacy-policy" clubName="Test club" />,
    );
    await user.selectOptions(screen.getByLabelText('Type of dinner'), 'brasserie');
    await user.selectOptions(screen.getByLabelText('Which game would you like to dine at?'), '11');
    // The step moves focus to its heading once it has rendered.
    const heading = await pressNext(user, 'Step 2 of 4: Your details');
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Type of dinner')).toHaveValue('brasserie');
  });

  it('shows "Confirming..." while sending, then the success message', async () => {
    const pending = pendingFetch(() => Response.json({ ok: true }, { status: 201 }));
    vi.stubGlobal('fetch', pending.fetch);
    const { user } = renderForm(
      <VipReservationForm fixtures={fixtures} privacyHref="/en/privacy-policy" clubName="Test club" />,
    );
    await fillToConfirm(user);
    expect(screen.getByText('KVC Westhoek – FC Kempen · Sunday', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
    expect(pending.calls[0].url).toBe('/api/forms/vip-reservation?lang=en');
    expect(pending.calls[0].body).toMatchObject({
      matchId: 12,
      cardNumber: '12345678901234',
      champagneTable: true,
    });
    // No tickets wanted: neither a count nor a category travels, so none is stored.
    expect(pending.calls[0].body).not.toHaveProperty('ticketCount');
    expect(pending.calls[0].body).not.toHaveProperty('priceCategory');
    await act(async () => pending.release());
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your reservation is received.');
  });

  it('on failure says so in the SPEC words and keeps every value', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'unavailable' }, { status: 503 }));
    const { user } = renderForm(
      <VipReservationForm fixtures={fixtures} privacyHref="/en/privacy-policy" clubName="Test club" />,
    );
    await fillToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Something went wrong with the reservation.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/Cashless card number/)).toHaveValue('12345678901234');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Sofie');
  });

  it('refuses a card number that is not 14 digits', async () => {
    const { user } = renderForm(
      <VipReservationForm fixtures={fixtures} privacyHref="/en/privacy-policy" clubName="Test club" />,
    );
    await user.selectOptions(screen.getByLabelText('Type of dinner'), 'brasserie');
    await user.selectOptions(screen.getByLabelText('Which game would you like to dine at?'), '11');
    await pressNext(user, 'Step 2 of 4: Your details');
    for (const [label, value] of [
      ['First name', 'A'],
      ['Last name', 'B'],
      ['Birth date', '1990-01-01'],
      ['Email', 'a@b.be'],
      ['Phone', '057123456'],
      ['Street', 'S'],
      ['House number', '1'],
      ['Postal code', '8900'],
      ['City', 'Ieper'],
    ])
      await user.type(screen.getByLabelText(label), value);
    await pressNext(user, 'Step 3 of 4: Guests and extras');
    await user.click(screen.getByLabelText('I have a cashless card'));
    await user.type(screen.getByLabelText(/Cashless card number/), '1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByText('The card number has exactly 14 digits.')).toBeInTheDocument(),
    );
  });
});
