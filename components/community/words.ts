import { defineWords } from '@/components/i18n/words';

/** A fan club's dialog (FanClubList). */
export const fanClubWords = defineWords({
  FanClubs: ['close', 'clubhouse', 'chairman', 'busTrip'],
  Forms: ['yes', 'no'],
});

/** The questions' search (FaqSearch). */
export const faqWords = defineWords({ Faq: 'all' });
