import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** `element` as the server sends it: its HTML in the document, before any script of the page runs. */
export function serverHtml(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  return container;
}

/** The page's script taking over that HTML: `element` hydrated into it, its effects run. */
export async function hydrate(container: HTMLElement, element: ReactElement): Promise<void> {
  await act(async () => {
    render(element, { container, hydrate: true });
  });
}
