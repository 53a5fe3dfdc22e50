import NProgress from 'nprogress';
import { loadingBar } from './ui-constants';

/**
 * The navigation loading bar (SPEC §4, §9): appears only when a navigation takes
 * longer than the throttle, estimates its progress over about two seconds, and
 * turns red when the page fails. Browser-only.
 */
NProgress.configure({
  showSpinner: false,
  minimum: 0.08,
  // nprogress trickles ~10 times before it slows near the end: ≈ the 2 s estimate.
  trickleSpeed: loadingBar.durationMs / 10,
  // Width and fade transition: the bar completes, then resets.
  speed: loadingBar.resetDelayMs,
});

let throttle: ReturnType<typeof setTimeout> | undefined;
let hide: ReturnType<typeof setTimeout> | undefined;

const ERROR_CLASS = 'loading-bar-error';

export function startLoading(): void {
  clearTimeout(throttle);
  clearTimeout(hide);
  document.documentElement.classList.remove(ERROR_CLASS);
  throttle = setTimeout(() => NProgress.start(), loadingBar.throttleMs);
}

export function finishLoading(): void {
  clearTimeout(throttle);
  if (!NProgress.isStarted()) return;
  NProgress.set(0.999);
  hide = setTimeout(() => NProgress.done(), loadingBar.hideDelayMs);
}

/** The red error style, kept until the next navigation starts. */
export function failLoading(): void {
  clearTimeout(throttle);
  document.documentElement.classList.add(ERROR_CLASS);
  NProgress.set(1);
}
