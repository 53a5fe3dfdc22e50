import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import { hydrateTranslatedOnInteraction } from '@/components/i18n/hydrateTranslatedOnInteraction';
import nl from '@/messages/nl.json';
import { compiled } from '../../support/compiled-messages';

describe('hydrateTranslatedOnInteraction', () => {
  it('brings the translations its page picked: no provider needed around it', async () => {
    const TranslatedContactForm = hydrateTranslatedOnInteraction(async () => ContactForm);
    const { Forms, FormErrors, Choices, ContactForm: contact } = nl;
    render(
      <TranslatedContactForm
        privacyHref="/nl/privacybeleid"
        locale="nl"
        messages={compiled({ Forms, FormErrors, Choices, ContactForm: contact })}
      />,
    );
    expect(await screen.findByLabelText('Voornaam')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute('href', '/nl/privacybeleid');
  });
});
