/**
 * A club's name as a league's feed and our Clubs list are compared: accents, case, punctuation
 * and the letters of a club's legal form ("KV", "FC", "K.", "R.", "Royal"…) left out, since a
 * federation writes "K.V. Kortrijk" where the club's own site says "KV Kortrijk" and a French
 * feed "Royal Excel Mouscron" for "Excel Mouscron". Two names that differ only in these are one
 * club; a name that is nothing but them is kept whole.
 */
const legalForms = new Set([
  'afc',
  'as',
  'asbl',
  'cs',
  'fc',
  'fcv',
  'k',
  'kfc',
  'ksc',
  'ksk',
  'kv',
  'kvc',
  'kvk',
  'r',
  'rc',
  'rfc',
  'royal',
  'rsc',
  'sc',
  'sk',
  'sv',
  'vc',
  'vv',
  'vzw',
]);

export function clubNameKey(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    // "K.V." and "R.S.C." are the same letters as "KV" and "RSC".
    .replace(/\b(\p{Letter})\.(?=\p{Letter}\.)/gu, '$1')
    .split(/[^\p{Letter}\p{Number}]+/u)
    .filter(Boolean);
  const kept = words.filter((word) => !legalForms.has(word));
  return (kept.length > 0 ? kept : words).join(' ');
}
