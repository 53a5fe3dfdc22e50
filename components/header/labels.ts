/** Header strings, translated on the server and handed to the client menus. */
export type HeaderLabels = {
  mainNavigation: string;
  topNavigation: string;
  homeLink: string;
  openMenu: string;
  closeMenu: string;
  mobileMenu: string;
  back: string;
  language: string;
  opensInNewTab: string;
};
