/**
 * What a visitor does inside server-rendered markup whose code has not loaded yet
 * (see hydrateOnInteraction). Typing, ticking a box and moving focus change the
 * DOM itself and need nothing. The rest would be lost: React drops events aimed at
 * markup it has not hydrated, and a form with no handler yet would be sent by the
 * browser as a page load. So those are held here and dispatched again once the
 * component is live.
 */

/** The first four say the visitor is about to use the markup; the last three are held. */
const EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'click', 'submit'];

export function holdInteractions(region: HTMLElement, onFirstInteraction: () => void) {
  // Changed fields get their change event again, so state that follows them catches up.
  const changed = new Set<Element>();
  // A click on a plain button (a step's "next") or a submit: only the last one matters.
  let action = () => {};

  const listener = (event: Event) => {
    // These events always target an element (or the document, which is outside).
    const target = event.target as Element;
    if (!region.contains(target)) return;
    onFirstInteraction();
    const button = target.closest<HTMLElement>('button[type="button"]');
    if (event.type === 'change') changed.add(target);
    else if (event.type === 'submit') {
      event.preventDefault();
      action = () => (target as HTMLFormElement).requestSubmit((event as SubmitEvent).submitter);
      // A submit button's click is left alone: it becomes the submit held above.
    } else if (event.type === 'click' && button) action = () => button.click();
    else return;
    event.stopImmediatePropagation();
  };

  // On window, in the capture phase: React listens on the document and stops what
  // it cannot deliver there, before it would reach the region.
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type of EVENTS) window[method](type, listener, true);
  };
  const stop = () => listen('removeEventListener');
  listen('addEventListener');

  return {
    stop,
    /** Once the component is live: fields first, then the click or submit. */
    replay() {
      stop();
      for (const field of changed) field.dispatchEvent(new Event('change', { bubbles: true }));
      action();
    },
  };
}
