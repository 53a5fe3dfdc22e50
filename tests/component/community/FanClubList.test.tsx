import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FanClubList } from '@/components/community/FanClubList';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';

const fanClubs = [
  {
    id: 1,
    name: 'De Gele Leeuwen',
    town: 'Ieper',
    clubhouse: 'Café De Sport',
    chairman: 'Luc',
    busTrip: true,
  },
  { id: 2, name: 'Les Lions', town: 'Comines', clubhouse: 'Le Relais', chairman: 'Jean', busTrip: false },
];

const messages = compiled({ FanClubs: en.FanClubs, Forms: { yes: en.Forms.yes, no: en.Forms.no } });

const renderList = () => {
  const user = userEvent.setup();
  render(
    <MessagesProvider locale="en" messages={messages}>
      <FanClubList fanClubs={fanClubs} />
    </MessagesProvider>,
  );
  return { user };
};

describe('FanClubList', () => {
  it('opens a dialog with clubhouse, chairman and bus trip, traps focus and closes on Escape', async () => {
    const { user } = renderList();
    const opener = screen.getByRole('button', { name: /^Les Lions/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Les Lions' });
    expect(dialog).toHaveTextContent('Le Relais');
    expect(dialog).toHaveTextContent('Jean');
    expect(dialog).toHaveTextContent(/Bus trip to away gamesNo/);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not inside', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: /^De Gele Leeuwen/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
