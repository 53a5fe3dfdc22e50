import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { translationsFor } from '@/components/i18n/translations.client';
import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';
import nl from '@/messages/nl.json';
import { compiled } from '../../support/compiled-messages';

describe('the messages a server parent hands its island (ClientMessages)', () => {
  it('reach code loaded on demand inside it: a form in Dutch', async () => {
    const OnInteraction = hydrateOnInteraction(async () => ContactForm);
    const { Forms, FormErrors, Choices, ContactForm: contact } = nl;
    render(
      <MessagesProvider locale="nl" messages={compiled({ Forms, FormErrors, Choices, ContactForm: contact })}>
        <OnInteraction privacyHref="/nl/privacybeleid" clubName="Testclub" />
      </MessagesProvider>,
    );
    expect(await screen.findByLabelText('Voornaam')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute('href', '/nl/privacybeleid');
  });

  it('come first, then those of the provider around it (the layout’s error words)', () => {
    const useTranslations = translationsFor<{ Error: ['retry']; Header: ['back'] }>();
    function Probe() {
      const error = useTranslations('Error');
      const back = useTranslations('Header');
      return <p>{`${back('back')} · ${error('retry')}`}</p>;
    }
    render(
      <MessagesProvider locale="nl" messages={compiled({ Error: nl.Error, Header: { back: 'outer' } })}>
        <MessagesProvider locale="nl" messages={compiled({ Header: { back: nl.Header.back } })}>
          <Probe />
        </MessagesProvider>
      </MessagesProvider>,
    );
    expect(screen.getByText(`${nl.Header.back} · ${nl.Error.retry}`)).toBeInTheDocument();
  });
});
