/**
 * A club's name as a league's feed and our Clubs list are compared: accents, case, punctuation
 * and the letters of a club's legal form ("KV", "FC", "K.", "R.", "Royal"…) left out, since a
 * federation writes "K.V. Kortrijk" where the club's own site says "KV Kortrijk" and a French
 * feed "Royal Excel Mouscron" for "Excel Mouscron". Two names that differ only in these are one
 * club; a name that is nothing but them is kept whole.
 */
/**
 * A legal form is written in the initials of its words (Koninklijke, Royal, Voetbal, Football,
 * Club, Sport, Association: "KV", "FC", "RSC", "KFC", "SK", "AS"), or in full.
 */
const isLegalForm = (word: string) =>
  /^[acfkrsv]{1,4}$/.test(word) || ['royal', 'koninklijke', 'asbl', 'vzw'].includes(word);

export function clubNameKey(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    // "K.V." and "R.S.C." are the same letters as "KV" and "RSC".
    .replace(/\b(\p{Letter})\.(?=\p{Letter}\.)/gu, '$1')
    .split(/[^\p{Letter}\p{Number}]+/u)
    .filter(Boolean);
  const kept = words.filter((word) => !isLegalForm(word));
  return (kept.length > 0 ? kept : words).join(' ');
}
