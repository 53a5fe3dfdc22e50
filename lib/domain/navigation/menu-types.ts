/**
 * A menu entry as SPEC §3 describes it (label, to, action, isDropdown, items),
 * already translated and localized on the server so client menus ship no messages.
 */
export type MenuItem = {
  label: string;
  /** A localized public path, or an outside address when `external`. */
  to?: string;
  external?: boolean;
  /** Outside links that open in a new tab (the sports academy). */
  newTab?: boolean;
  /** Opens a dialog when scripts run; `to` is the page that serves without them. */
  action?: 'newsletter';
  isDropdown?: boolean;
  items?: MenuItem[];
  /** After choosing this link on a phone, scroll to this results section (SPEC §9). */
  scrollTarget?: ResultsSection;
  /**
   * A page rendered for each request (the search): never prefetched. A menu link is in every
   * page's header, so its prefetch was a render of that page for every page any visitor opened.
   */
  perRequest?: boolean;
};

export type ResultsSection = 'games-results' | 'news-results';
