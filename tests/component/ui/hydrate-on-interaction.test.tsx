import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import { TicketRequestForm } from '@/components/forms/TicketRequestForm';
import { VipReservationForm } from '@/components/forms/VipReservationForm';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';
import { fixtures, pendingFetch } from '../forms/render-form';

const withMessages = (ui: ReactElement) => (
  <MessagesProvider locale="en" messages={compiled(en)}>
    {ui}
  </MessagesProvider>
);

/** The HTML a server sends for `ui` (no window there: the component renders in full). Unstubs fetch. */
async function serverHtml(ui: ReactElement) {
  vi.stubGlobal('window', undefined);
  try {
    const { prelude } = await prerender(withMessages(ui));
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A component whose code arrives when the test says so; `load` is a spy that tells when it was asked for. */
function slowCode<Props extends object>(component: ComponentType<Props>) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return component;
  });
  return { load, arrive: () => act(async () => arrive()) };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/**
 * A page as a first visitor gets it: the server's HTML, hydrated by the browser.
 * Server and browser each have their own copy of the module, hence two wrappers.
 */
async function hydratePage<Props extends object>(component: ComponentType<Props>, props: Props) {
  const Server = hydrateOnInteraction(async () => component);
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(<Server {...props} />);
  document.body.append(container);
  const code = slowCode(component);
  const Browser = hydrateOnInteraction(code.load);
  await act(async () => {
    root = hydrateRoot(container, withMessages(<Browser {...props} />));
  });
  return { ...code, Browser, user: userEvent.setup() };
}

const contactProps = { privacyHref: '/en/privacy-policy', clubName: 'Test club' };

describe('hydrateOnInteraction', () => {
  it('serves the form in full and loads no code before the visitor uses it', async () => {
    const page = await hydratePage(ContactForm, contactProps);
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(page.load).not.toHaveBeenCalled();
    await page.user.click(screen.getByLabelText('First name'));
    expect(page.load).toHaveBeenCalledOnce();
  });

  it('keeps what was typed, ticked and chosen before the code arrived, and sends it when asked meanwhile', async () => {
    const page = await hydratePage(ContactForm, contactProps);
    const pending = pendingFetch(() => Response.json({ ok: true }, { status: 201 }));
    vi.stubGlobal('fetch', pending.fetch);
    await page.user.type(screen.getByLabelText('First name'), 'Lotte');
    await page.user.type(screen.getByLabelText('Last name'), 'Maes');
    await page.user.type(screen.getByLabelText('Email'), 'lotte@example.com');
    await page.user.selectOptions(screen.getByLabelText('Subject'), 'tickets');
    await page.user.type(screen.getByLabelText('Message'), 'Seats left?');
    await page.user.click(screen.getByLabelText(/e-mails me its offers/));
    await page.user.click(screen.getByLabelText('Message'));
    await page.user.keyboard('{ArrowLeft}');
    await page.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(pending.calls).toHaveLength(0);

    await page.arrive();
    await waitFor(() => expect(pending.calls).toHaveLength(1));
    expect(pending.calls[0].body).toMatchObject({
      firstName: 'Lotte',
      lastName: 'Maes',
      email: 'lotte@example.com',
      subject: 'tickets',
      message: 'Seats left?',
      marketingConsent: true,
    });
  });

  it('keeps the focus and the caret of a field being typed in while the code arrives', async () => {
    const page = await hydratePage(ContactForm, contactProps);
    const message = screen.getByLabelText<HTMLTextAreaElement>('Message');
    await page.user.type(message, 'Seats left?');
    await page.user.keyboard('{ArrowLeft}{ArrowLeft}');
    await page.arrive();
    expect(message).toHaveFocus();
    expect(message).toHaveValue('Seats left?');
    expect(message.selectionStart).toBe('Seats left'.length - 1);
    await page.user.keyboard('!');
    expect(message).toHaveValue('Seats lef!t?');
  });

  it('checks the fields typed before loading like any others', async () => {
    const page = await hydratePage(ContactForm, contactProps);
    vi.stubGlobal('fetch', vi.fn());
    await page.user.type(screen.getByLabelText('First name'), 'Lotte');
    await page.user.type(screen.getByLabelText('Email'), 'lotte@');
    await page.user.click(screen.getByRole('button', { name: 'Send' }));
    await page.arrive();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('moves to the next step when "next" was pressed before loading', async () => {
    const page = await hydratePage(VipReservationForm, {
      fixtures,
      privacyHref: '/en/privacy-policy',
      clubName: 'Test club',
    });
    await page.user.selectOptions(screen.getByLabelText('Type of dinner'), 'gastronomic');
    await page.user.selectOptions(screen.getByLabelText('Which game would you like to dine at?'), '12');
    await page.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Dinner and game' })).toBeInTheDocument();
    await page.arrive();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Step 2 of 4: Your details' })).toHaveFocus(),
    );
  });

  it('lets a choice made before loading drive the form once loaded (the competition filters the matches)', async () => {
    const page = await hydratePage(TicketRequestForm, { fixtures, privacyHref: '/en/privacy-policy' });
    await page.user.selectOptions(screen.getByLabelText('Competition'), '2');
    await page.arrive();
    const matches = screen.getByLabelText('Match');
    await waitFor(() => expect(matches).not.toHaveTextContent(fixtures[0].label));
    expect(matches).toHaveTextContent(fixtures[1].label);
  });

  it('works at once when shown again after a client-side navigation, its code loaded by then', async () => {
    const page = await hydratePage(VipReservationForm, {
      fixtures,
      privacyHref: '/en/privacy-policy',
      clubName: 'Test club',
    });
    await page.user.click(screen.getByLabelText('Type of dinner'));
    await page.arrive();
    act(() => root?.unmount());
    render(
      withMessages(
        <page.Browser fixtures={fixtures} privacyHref="/en/privacy-policy" clubName="Test club" />,
      ),
    );
    await page.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('You must select a dinner type')).toBeInTheDocument();
  });

  it('loads at once when the browser renders it (a client-side navigation)', async () => {
    const load = vi.fn(async () => ContactForm);
    const Browser = hydrateOnInteraction(load);
    render(withMessages(<Browser {...contactProps} />));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
