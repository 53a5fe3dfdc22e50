import type { CollectionConfig } from 'payload';
import { newsletterSenders } from '../../access';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';
import { keepUsedTopics } from './keep-used-topics';

/**
 * The newsletter's topics, where a club wants them (lib/domain/newsletter/topics.ts): a
 * subscriber ticks those they care for on their preferences page, and an edition may go
 * only to those who chose one of its topics. With none defined, nothing shows anywhere.
 * Written and read by those who send the newsletter; never public over the API (the
 * preferences page reads them on the server). A topic no longer offered is retired, not
 * deleted (keep-used-topics.ts): the subscribers and editions that chose it keep it.
 */
export const NewsletterTopics: CollectionConfig = {
  slug: 'newsletter-topics',
  labels: {
    singular: cmsLabel('NewsletterTopics.singular'),
    plural: cmsLabel('NewsletterTopics.plural'),
  },
  admin: {
    group: adminGroups.community,
    useAsTitle: 'name',
    defaultColumns: ['name', 'order', 'active'],
    description: cmsLabel('NewsletterTopics.description'),
  },
  access: {
    read: newsletterSenders,
    create: newsletterSenders,
    update: newsletterSenders,
    delete: newsletterSenders,
  },
  hooks: { beforeDelete: [keepUsedTopics] },
  defaultSort: 'order',
  fields: [
    {
      name: 'name',
      label: cmsLabel('NewsletterTopics.name'),
      type: 'text',
      required: true,
      localized: true,
      maxLength: 60,
    },
    {
      name: 'description',
      label: cmsLabel('NewsletterTopics.topicDescription'),
      type: 'text',
      localized: true,
      maxLength: 160,
    },
    {
      name: 'order',
      label: cmsLabel('NewsletterTopics.order'),
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar' },
    },
    {
      name: 'active',
      label: cmsLabel('NewsletterTopics.active'),
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: cmsLabel('NewsletterTopics.activeDescription') },
    },
  ],
};
