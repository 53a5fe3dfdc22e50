import type { Localized } from '@/lib/domain/i18n/locales';

const p = (en: string, nl: string, fr: string): Localized => ({ en, nl, fr });

export const seedPartners = [
  { name: 'Westhoek Energie', tier: 'main', colour: '#1d4ed8' },
  { name: 'Brouwerij De Leeuw', tier: 'main', colour: '#b45309' },
  { name: 'Vandaele Bouw', tier: 'business', colour: '#047857' },
  { name: 'Optiek Lambrecht', tier: 'business', colour: '#7c3aed' },
  { name: 'Transport Decock', tier: 'business', colour: '#be123c' },
  { name: 'Radio Westkust', tier: 'media', colour: '#0f766e' },
  { name: 'Het Ieperse Nieuws', tier: 'media', colour: '#334155' },
  { name: 'Bakkerij Vermeersch', tier: 'local-hero', colour: '#a16207' },
  { name: 'Fietsen Maes', tier: 'local-hero', colour: '#15803d' },
] as const;

export const seedFanClubs = [
  {
    name: 'De Gele Leeuwen',
    town: 'Ieper',
    clubhouse: 'Café De Sport, Grote Markt 12, Ieper',
    chairman: 'Luc Vandenberghe',
    busTrip: true,
  },
  {
    name: 'Westhoek Boys Poperinge',
    town: 'Poperinge',
    clubhouse: 'Zaal Hoprank, Gasthuisstraat 4, Poperinge',
    chairman: 'Griet Declerck',
    busTrip: true,
  },
  {
    name: 'Les Lions de Comines',
    town: 'Comines',
    clubhouse: 'Le Relais, Rue de Wervicq 8, Comines',
    chairman: 'Jean-Marc Leroy',
    busTrip: false,
  },
  {
    name: 'Supportersclub Zonnebeke',
    town: 'Zonnebeke',
    clubhouse: 'De Kroon, Ieperstraat 1, Zonnebeke',
    chairman: 'Pieter Maes',
    busTrip: false,
  },
];

export const seedFaqs = [
  {
    question: p('Where can I buy tickets?', 'Waar koop ik tickets?', 'Où acheter des billets ?'),
    answer: p(
      'Online in the ticket shop, or at the ticket counter from two hours before kick-off. Online prices are lower.',
      'Online in de ticketshop, of aan het loket vanaf twee uur voor de aftrap. Online zijn de prijzen lager.',
      'En ligne dans la billetterie, ou au guichet dès deux heures avant le coup d’envoi. Les prix en ligne sont plus bas.',
    ),
  },
  {
    question: p(
      'Is there parking at the stadium?',
      'Is er parking aan het stadion?',
      'Y a-t-il un parking au stade ?',
    ),
    answer: p(
      'Yes: 600 places on the Stadionlaan, free for subscribers. Cyclists park for free next to the east stand.',
      'Ja: 600 plaatsen aan de Stadionlaan, gratis voor abonnees. Fietsers parkeren gratis naast de oosttribune.',
      'Oui : 600 places sur la Stadionlaan, gratuites pour les abonnés. Les cyclistes se garent gratuitement près de la tribune est.',
    ),
  },
  {
    question: p(
      'Can I pay with cash in the stadium?',
      'Kan ik cash betalen in het stadion?',
      'Puis-je payer en liquide au stade ?',
    ),
    answer: p(
      'No, the stadium is cashless. Top up your cashless card online or at the top-up points.',
      'Nee, het stadion is cashless. Laad je cashless kaart op online of aan de oplaadpunten.',
      'Non, le stade est cashless. Rechargez votre carte en ligne ou aux points de recharge.',
    ),
  },
  {
    question: p(
      'How do I send fan mail to a player?',
      'Hoe stuur ik fanmail naar een speler?',
      'Comment envoyer du courrier à un joueur ?',
    ),
    answer: p(
      'Send it to the club address with the player’s name and a stamped return envelope.',
      'Stuur het naar het adres van de club met de naam van de speler en een gefrankeerde retourenveloppe.',
      'Envoyez-le à l’adresse du club avec le nom du joueur et une enveloppe retour affranchie.',
    ),
  },
  {
    question: p(
      'Can I bring my child to the stadium?',
      'Mag ik mijn kind meenemen naar het stadion?',
      'Puis-je amener mon enfant au stade ?',
    ),
    answer: p(
      'Children under 6 enter for free on an adult’s lap; the family stand is in the north.',
      'Kinderen onder 6 jaar mogen gratis op schoot; de familietribune is de noordtribune.',
      'Les enfants de moins de 6 ans entrent gratuitement sur les genoux d’un adulte ; la tribune familiale est au nord.',
    ),
  },
];

/** Subscription prices per stand (EUR per season) and what each includes. */
export const seedSubscriptions = [
  {
    stand: 'east',
    adult: 295,
    reduced: 215,
    perks: ['scarf', 'magazine', 'priority-period', 'voucher-booklet'],
  },
  {
    stand: 'north',
    adult: 240,
    reduced: 160,
    perks: ['scarf', 'birthday-package', 'magazine', 'free-bus', 'voucher-booklet'],
  },
  {
    stand: 'west',
    adult: 340,
    reduced: 260,
    perks: [
      'scarf',
      'personalised-item',
      'birthday-package',
      'magazine',
      'free-bus',
      'priority-period',
      'voucher-booklet',
    ],
  },
] as const;

/** Online prices per match (EUR); the ticket counter adds a surcharge. */
export const seedTicketPrices = [
  { ageGroup: 'adult', normal: 20, subtop: 25, top: 32 },
  { ageGroup: 'senior', normal: 16, subtop: 20, top: 27 },
  { ageGroup: 'youth', normal: 10, subtop: 12, top: 16 },
  { ageGroup: 'child', normal: 5, subtop: 6, top: 8 },
] as const;

export const seedDinners = [
  {
    type: 'brasserie',
    pricePerGuest: 95,
    description: p(
      'A generous buffet with local produce, drinks included.',
      'Een royaal buffet met streekproducten, drank inbegrepen.',
      'Un buffet généreux de produits locaux, boissons comprises.',
    ),
  },
  {
    type: 'gastronomic',
    pricePerGuest: 145,
    description: p(
      'A four-course dinner by our chef, served at your table.',
      'Een viergangendiner van onze chef, aan tafel geserveerd.',
      'Un dîner de quatre services par notre chef, servi à table.',
    ),
  },
  {
    type: 'business-lounge',
    pricePerGuest: 120,
    description: p(
      'Walking dinner in the business lounge, ideal for networking.',
      'Walking dinner in de business lounge, ideaal om te netwerken.',
      'Walking dinner au business lounge, idéal pour réseauter.',
    ),
  },
] as const;

export const seedOffices = [
  {
    name: p('Ticket office', 'Ticketdienst', 'Billetterie'),
    address: 'Stadionlaan 1, 8900 Ieper',
    phone: '+32 57 00 19 23',
    email: 'tickets@westhoek.example',
    hours: [
      {
        days: p('Monday to Friday', 'Maandag tot vrijdag', 'Du lundi au vendredi'),
        time: p('10:00–17:00', '10:00–17:00', '10h00–17h00'),
      },
      {
        days: p('Home game days', 'Thuiswedstrijddagen', 'Jours de match à domicile'),
        time: p('12:00–kick-off', '12:00–aftrap', "12h00–coup d'envoi"),
      },
    ],
  },
  {
    name: p('Club secretariat', 'Clubsecretariaat', 'Secrétariat du club'),
    address: 'Stadionlaan 1, 8900 Ieper',
    phone: '+32 57 00 19 22',
    email: 'info@westhoek.example',
    hours: [
      {
        days: p('Monday to Friday', 'Maandag tot vrijdag', 'Du lundi au vendredi'),
        time: p('09:00–12:30, 13:30–17:00', '09:00–12:30, 13:30–17:00', '9h00–12h30, 13h30–17h00'),
      },
    ],
  },
];

export const seedFanMailRules = {
  en: [
    'Write to KVC Westhoek, Fan mail, Stadionlaan 1, 8900 Ypres.',
    'Add a stamped return envelope; players sign at most two items per letter.',
    'We do not forward parcels or gifts of food.',
  ],
  nl: [
    'Schrijf naar KVC Westhoek, Fanmail, Stadionlaan 1, 8900 Ieper.',
    'Voeg een gefrankeerde retourenveloppe toe; spelers tekenen maximaal twee items per brief.',
    'We sturen geen pakjes of voedingsgeschenken door.',
  ],
  fr: [
    'Écrivez à KVC Westhoek, Courrier des fans, Stadionlaan 1, 8900 Ypres.',
    'Joignez une enveloppe retour affranchie ; les joueurs signent au maximum deux objets par lettre.',
    'Nous ne transmettons ni colis ni cadeaux alimentaires.',
  ],
};
