import { storedForms } from '../../../domain/forms/registry';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';
import { submissionCollection } from './factory';
import { fieldsFromDescription } from './fields-from-description';

/**
 * Every form's collection, one per entry of the forms' registry (lib/domain/forms/registry.ts),
 * in its order. The CMS config lists them, and the retention settings and the daily
 * deletion (lib/cms/globals/ClubSettings/retention.ts, lib/cms/jobs/retention.ts) follow them.
 */
export const submissionCollections = storedForms.map((form) =>
  submissionCollection({
    slug: form.collection,
    group: adminGroups[form.group],
    labels: { singular: cmsLabel(form.labels.singular), plural: cmsLabel(form.labels.plural) },
    useAsTitle: 'lastName',
    defaultColumns: [...form.columns],
    fields: fieldsFromDescription(form.fields),
    staffRole: form.inbox,
  }),
);
