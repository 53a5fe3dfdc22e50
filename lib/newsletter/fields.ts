// The newsletter form's parts that the browser needs before any check: no zod here (see schema.ts).

const BIRTH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$|^(\d{4})-(\d{2})-(\d{2})$/;

/** `dd/mm/yyyy` (what visitors type) or `yyyy-mm-dd` (what the API receives) → ISO date, or null. */
export function parseBirthDate(value: string): string | null {
  const match = BIRTH_DATE.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = match[1] ? [match[1], match[2], match[3]] : [match[6], match[5], match[4]];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  // 31/02 rolls over to March in Date: a real date must read back the same.
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The fields of SPEC §7's POST body, in the order the form shows them. */
export const newsletterFields = ['first_name', 'last_name', 'birth_date', 'email', 'privacy'] as const;
