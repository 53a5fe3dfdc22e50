import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { translationsFor, useLocale } from '@/components/i18n/translations.client';
import { useFormatter } from '@/components/i18n/use-formatter';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { compiled } from '../../support/compiled-messages';

const catalogues = { en, nl, fr };
const useTranslations = translationsFor<{ NewsDetail: 'all'; Forms: 'all' }>();

function Probe() {
  const detail = useTranslations('NewsDetail');
  const forms = useTranslations('Forms');
  const format = useFormatter();
  const locale = useLocale();
  return (
    <div>
      <p data-testid="plural-one">{detail('photoCount', { count: 1 })}</p>
      <p data-testid="plural-many">{detail('photoCount', { count: 12 })}</p>
      <p data-testid="rich">
        {forms.rich('privacyNotice', { privacy: (chunks) => <a href="/p">{chunks}</a> })}
      </p>
      {/* A key the catalogue lacks is a type error; what the browser would do with one anyway: */}
      {/* @ts-expect-error -- not in the catalogue */}
      <p data-testid="has">{`${forms.has('privacyNotice')} ${forms.has('nothing.here')}`}</p>
      {/* @ts-expect-error -- not in the catalogue */}
      <p data-testid="missing">{detail('noSuchKey')}</p>
      {/* 19:30 UTC on 1 August is 21:30 in Brussels (summer time). */}
      <p data-testid="time">
        {format.dateTime(Date.UTC(2026, 7, 1, 19, 30), { hour: '2-digit', minute: '2-digit' })}
      </p>
      <p data-testid="price">{format.number(1250, { style: 'currency', currency: 'EUR' })}</p>
      <p data-testid="list">{format.list(['A', 'B', 'C'])}</p>
      <p data-testid="locale">{locale}</p>
    </div>
  );
}

function renderIn(locale: keyof typeof catalogues) {
  const { NewsDetail, Forms } = catalogues[locale];
  render(
    <MessagesProvider locale={locale} messages={compiled({ NewsDetail, Forms })}>
      <Probe />
    </MessagesProvider>,
  );
  return (id: string) => screen.getByTestId(id);
}

describe('#translations in the browser', () => {
  it('formats compiled messages with plurals, values and tags, as next-intl would', () => {
    const text = renderIn('en');
    expect(text('plural-one')).toHaveTextContent(/^1 photo$/);
    expect(text('plural-many')).toHaveTextContent(/^12 photos$/);
    expect(text('rich').querySelector('a')).toHaveAttribute('href', '/p');
    expect(text('rich').textContent).not.toContain('<privacy>');
    expect(text('has')).toHaveTextContent('true false');
    expect(text('locale')).toHaveTextContent('en');
  });

  it('shows the path of a missing message instead of breaking the page', () => {
    expect(renderIn('en')('missing')).toHaveTextContent('NewsDetail.noSuchKey');
  });

  it('formats dates in the club time zone, and prices and lists in the page language', () => {
    const text = renderIn('nl');
    expect(text('time')).toHaveTextContent('21:30');
    expect(text('price').textContent).toMatch(/^€\s?1\.250,00$/);
    expect(text('list')).toHaveTextContent('A, B en C');
    expect(text('plural-many')).toHaveTextContent("12 foto's");
  });

  it('refuses to render outside a provider, so a missing one is found in development', () => {
    expect(() => render(<Probe />)).toThrow(/ClientMessages/);
  });
});
