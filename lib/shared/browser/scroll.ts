/** Smooth scrolling that honours `prefers-reduced-motion`. Browser-only. */

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the window to `top` over `durationMs` (ease-in-out), or at once. */
export function animateScrollTo(top: number, durationMs: number): void {
  const target = Math.max(0, top);
  if (durationMs <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, target);
    return;
  }
  const start = window.scrollY;
  const distance = target - start;
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, start + distance * eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Scrolls so that the element sits `offset` pixels below the top of the viewport. */
export function scrollToElement(element: Element, offset: number, durationMs: number): void {
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  animateScrollTo(top, durationMs);
}
