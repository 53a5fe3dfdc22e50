export const clubSettings = {
  name: 'KVC Westhoek',
  address: { street: 'Stadionlaan 1', postalCode: '8900', city: { en: 'Ypres', nl: 'Ieper', fr: 'Ypres' } },
  phone: '+32 57 00 19 22',
  email: 'info@westhoek.example',
  // The demo's staff read their mail in Dutch; contact messages about "something else"
  // go to the club's address above, as an empty general mailbox does.
  mailboxes: {
    tickets: 'tickets@westhoek.example',
    business: 'business@westhoek.example',
    community: 'community@westhoek.example',
    language: 'nl' as const,
  },
  links: {
    webshop: 'https://shop.westhoek.example',
    memberPortal: 'https://my.westhoek.example',
    sportsAcademy: 'https://academy.westhoek.example',
    ticketShop: 'https://tickets.westhoek.example',
  },
  apps: {
    ios: 'https://apps.apple.com/app/kvc-westhoek/id0000000000',
    android: 'https://play.google.com/store/apps/details?id=example.westhoek',
  },
  social: {
    instagram: 'https://www.instagram.com/kvcwesthoek',
    twitter: 'https://x.com/kvcwesthoek',
    youtube: 'https://www.youtube.com/@kvcwesthoek',
    facebook: 'https://www.facebook.com/kvcwesthoek',
    tiktok: 'https://www.tiktok.com/@kvcwesthoek',
  },
};
