import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/domain/i18n/locales';
import { inboxRoles, roles } from '@/lib/cms/access';
import { inboxTexts, newCount } from '@/lib/cms/admin/inbox/texts';
import { workflowFields } from '@/lib/cms/collections/Submissions/workflow';
import { roleLabels } from '@/lib/cms/collections/Users/role-labels';

/** Every label, description and option label of the inbox's fields, however deep. */
function wordsOf(fields: Field[]): unknown[] {
  return fields.flatMap((field) => {
    const own = field as {
      label?: unknown;
      labels?: { singular: unknown; plural: unknown };
      admin?: { description?: unknown };
      options?: { label: unknown }[];
      fields?: Field[];
    };
    return [
      own.label,
      own.labels?.singular,
      own.labels?.plural,
      own.admin?.description,
      ...(own.options ?? []).map((option) => option.label),
      ...wordsOf(own.fields ?? []),
    ].filter((words) => words !== undefined);
  });
}

describe('the inbox speaks the admin’s three languages', () => {
  it.each(inboxRoles)('the workflow fields of the %s part', (role) => {
    const words = wordsOf(workflowFields(role));
    expect(words.length).toBeGreaterThan(10);
    for (const label of words) {
      for (const language of locales) expect((label as Record<string, string>)[language]).toBeTruthy();
    }
  });

  it('every role and every word of the dashboard, the list header and the export form', () => {
    for (const role of roles) for (const language of locales) expect(roleLabels[role][language]).toBeTruthy();
    for (const words of Object.values(inboxTexts)) {
      for (const language of locales) expect(words[language]).toBeTruthy();
    }
    expect(locales.map((language) => newCount(2, language))).toEqual(['2 new', '2 nieuw', '2 nouveaux']);
  });
});
