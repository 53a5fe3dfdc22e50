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
};

export type ResultsSection = 'games-results' | 'news-results';
