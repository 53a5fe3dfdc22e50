import type NProgressApi from 'nprogress';
import { loadingBar } from './ui-constants';

/**
 * The navigation loading bar (SPEC §4, §9): appears only when a navigation takes
 * longer than the throttle, estimates its progress over about two seconds, and
 * turns red when the page fails. Browser-only. nprogress itself loads with the
 * first navigation, within the throttle, not with the page.
 */
let loading: Promise<typeof NProgressApi> | undefined;
let NProgress: typeof NProgressApi | undefined;

function load(): Promise<typeof NProgressApi> {
  loading ??= import('nprogress').then(({ default: bar }) => {
    bar.configure({
      showSpinner: false,
      // nprogress's own template has role="bar", which is no ARIA role; the bar
      // is decoration (the page's own content tells what loaded).
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
      minimum: 0.08,
      // nprogress trickles ~10 times before it slows near the end: ≈ the 2 s estimate.
      trickleSpeed: loadingBar.durationMs / 10,
      // Width and fade transition: the bar completes, then resets.
      speed: loadingBar.resetDelayMs,
    });
    NProgress = bar;
    return bar;
  });
  return loading;
}

let throttle: ReturnType<typeof setTimeout> | undefined;
let hide: ReturnType<typeof setTimeout> | undefined;
// Counts navigations, so a bar still loading never starts after its navigation ended.
let navigation = 0;

const ERROR_CLASS = 'loading-bar-error';

export function startLoading(): void {
  clearTimeout(throttle);
  clearTimeout(hide);
  document.documentElement.classList.remove(ERROR_CLASS);
  const current = ++navigation;
  void load();
  throttle = setTimeout(() => {
    void load().then((bar) => {
      if (current === navigation) bar.start();
    });
  }, loadingBar.throttleMs);
}

export function finishLoading(): void {
  clearTimeout(throttle);
  navigation++;
  if (!NProgress?.isStarted()) return;
  NProgress.set(0.999);
  hide = setTimeout(() => NProgress?.done(), loadingBar.hideDelayMs);
}

/** The red error style, kept until the next navigation starts. */
export function failLoading(): void {
  clearTimeout(throttle);
  navigation++;
  document.documentElement.classList.add(ERROR_CLASS);
  if (NProgress) NProgress.set(1);
  else void load().then((bar) => bar.set(1));
}
