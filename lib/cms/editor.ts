import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical';
import type { TextFieldSingleValidation } from 'payload';
import { firstRefusedLinkUrl, isAllowedLinkUrl } from '../domain/content/rich-text-links';
import { adminLanguage } from './admin/mail-notice-texts';
import { refusedLinkText } from './admin/link-texts';

type Language = { i18n?: { language?: string } } | undefined;
const refusal = (url: string, req: Language) => refusedLinkText[adminLanguage(req?.i18n?.language)](url);

/**
 * The link drawer's address field: refused there, under the field, as the editor types
 * it; the default check (no spaces) still runs after ours.
 */
const linkFeature = LinkFeature({
  fields: ({ defaultFields }) =>
    defaultFields.map((field) => {
      if (!('name' in field) || field.name !== 'url' || field.type !== 'text') return field;
      const standard = field.validate as TextFieldSingleValidation | undefined;
      const validate: TextFieldSingleValidation = (value, options) => {
        const internal = (options.siblingData as { linkType?: string } | undefined)?.linkType === 'internal';
        if (!internal && value && !isAllowedLinkUrl(value)) return refusal(value, options.req);
        return standard ? standard(value, options) : true;
      };
      return { ...field, validate } as typeof field;
    }),
});

const lexical = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures.map((feature) => (feature.key === 'link' ? linkFeature : feature)),
});

/**
 * The rich-text editor of every field (Payload's Lexical with its default features).
 * Links may only go where lib/domain/content/rich-text-links.ts allows. A save through the API, which no
 * drawer checked, is refused as a whole with the same message naming the address.
 */
export const richTextEditor: typeof lexical = async (args) => {
  const adapter = await lexical(args);
  return {
    ...adapter,
    validate: async (value, options) => {
      const refused = firstRefusedLinkUrl(value);
      if (refused !== null) return refusal(refused, options.req);
      return adapter.validate(value, options);
    },
  };
};
