import { defineWords } from '@/components/i18n/words';

/**
 * The header's words (HeaderBar and the menus, drawer and language control it
 * renders). Every page carries them, so only these keys; the newsletter dialog
 * fetches its own when it first opens (components/newsletter/words.ts).
 */
export const headerWords = defineWords({
  Header: [
    'mainNavigation',
    'topNavigation',
    'homeLink',
    'openMenu',
    'closeMenu',
    'mobileMenu',
    'back',
    'language',
    'opensInNewTab',
  ],
});
