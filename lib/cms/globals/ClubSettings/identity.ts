import type { Field, FieldHook, PayloadRequest } from 'payload';
import { HEX_COLOUR } from '../../../domain/club/contrast';
import { colourProblem, formatRatio, neutralColours } from '../../../domain/club/palette';
import { isPathSegment, NEUTRAL_PATH_SEGMENT } from '../../../domain/club/path-segment.mjs';
import { adminLanguage } from '../../admin/mail-notice-texts';
import { identityRefusals } from './identity-texts';
import { cmsLabel } from '../../labels';

/**
 * The club's identity (docs/editors.md "The CMS"): what the site calls itself, looks like and signs its
 * mails with. Every field is optional: until one is set the site uses a neutral one
 * (lib/data/club-identity.ts). Read through `getClubIdentity()`, tagged like the rest of the settings,
 * so a save reaches every page, feed and mail as a publish does.
 */

type Validation = { req?: Partial<PayloadRequest>; siblingData?: Record<string, unknown> };

const refusal = (req: Validation['req']) => identityRefusals[adminLanguage(req?.i18n?.language)];

const colourValue = (value: unknown, fallback: string) =>
  typeof value === 'string' && value ? value.toLowerCase() : fallback;

/** The accent is checked against the primary colour being saved with it, and the primary against white. */
const validColour =
  (which: 'primary' | 'accent') =>
  (value: unknown, { req, siblingData }: Validation): true | string => {
    if (value == null || value === '') return true;
    if (typeof value !== 'string' || !HEX_COLOUR.test(value)) return refusal(req).colour;
    const colours = {
      primary: colourValue(siblingData?.primary, neutralColours.primary),
      accent: colourValue(siblingData?.accent, neutralColours.accent),
    };
    if (!HEX_COLOUR.test(colours.primary) || !HEX_COLOUR.test(colours.accent)) return true;
    const problem = colourProblem(colours);
    if (!problem) return true;
    const ratio = formatRatio(problem.ratio);
    if (problem.pair === 'primaryOnWhite')
      return which === 'primary' ? refusal(req).primaryOnWhite(colours.primary, ratio) : true;
    return which === 'accent' ? refusal(req).accentOnPrimary(colours.accent, colours.primary, ratio) : true;
  };

/**
 * The segments the club used before, kept so that the next build redirects their paths to
 * the new one (scripts/path-segments.ts). Written here, never by hand.
 */
const rememberPreviousSegment: FieldHook = ({ value, data, originalDoc }) => {
  const original = originalDoc as
    { pathSegment?: string | null; previousPathSegments?: string | null } | undefined;
  const stored = value === undefined ? original?.previousPathSegments : value;
  const kept = typeof stored === 'string' && stored ? stored.split(',') : [];
  const saved = original?.pathSegment;
  const before = saved || NEUTRAL_PATH_SEGMENT;
  // A save that leaves the segment out (the seed's later steps, a script) keeps the saved one.
  const now =
    (data?.pathSegment === undefined ? saved : (data.pathSegment as string | null)) || NEUTRAL_PATH_SEGMENT;
  const segments = before === now || kept.includes(before) ? kept : [...kept, before];
  return segments.filter((segment) => segment !== now).join(',') || null;
};

export const identityFields: Field[] = [
  {
    name: 'shortName',
    type: 'text',
    label: cmsLabel('ClubSettings.shortName.label'),
    admin: {
      description: cmsLabel('ClubSettings.shortName.description'),
    },
  },
  {
    name: 'pathSegment',
    type: 'text',
    label: cmsLabel('ClubSettings.pathSegment.label'),
    validate: (value: unknown, { req }: Validation) =>
      value == null || value === '' || isPathSegment(value) || refusal(req).pathSegment,
    admin: {
      placeholder: NEUTRAL_PATH_SEGMENT,
      description: cmsLabel('ClubSettings.pathSegment.description'),
    },
  },
  {
    name: 'previousPathSegments',
    type: 'text',
    admin: { hidden: true },
    hooks: { beforeChange: [rememberPreviousSegment] },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'crest',
        type: 'upload',
        relationTo: 'media',
        label: cmsLabel('ClubSettings.crest.label'),
        admin: {
          description: cmsLabel('ClubSettings.crest.description'),
        },
      },
      {
        name: 'crestMonochrome',
        type: 'upload',
        relationTo: 'media',
        label: cmsLabel('ClubSettings.crestMonochrome.label'),
        admin: {
          description: cmsLabel('ClubSettings.crestMonochrome.description'),
        },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'foundedYear',
        type: 'number',
        label: cmsLabel('ClubSettings.foundedYear.label'),
        validate: (value: unknown, { req }: Validation) => {
          const latest = new Date().getUTCFullYear();
          return (
            value == null ||
            (Number.isInteger(value) && (value as number) >= 1850 && (value as number) <= latest) ||
            refusal(req).foundedYear(latest)
          );
        },
      },
      {
        name: 'mascotName',
        type: 'text',
        label: cmsLabel('ClubSettings.mascotName.label'),
      },
    ],
  },
  {
    type: 'group',
    name: 'colours',
    label: cmsLabel('ClubSettings.colours.label'),
    admin: {
      description: cmsLabel('ClubSettings.colours.description'),
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'primary',
            type: 'text',
            label: cmsLabel('ClubSettings.colours.primary.label'),
            validate: validColour('primary'),
            admin: { placeholder: neutralColours.primary },
          },
          {
            name: 'accent',
            type: 'text',
            label: cmsLabel('ClubSettings.colours.accent.label'),
            validate: validColour('accent'),
            admin: { placeholder: neutralColours.accent },
          },
        ],
      },
    ],
  },
  {
    type: 'group',
    name: 'mail',
    label: cmsLabel('ClubSettings.mail.label'),
    admin: {
      description: cmsLabel('ClubSettings.mail.description'),
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'senderName', type: 'text', label: cmsLabel('ClubSettings.mail.senderName.label') },
          { name: 'senderAddress', type: 'email', label: cmsLabel('ClubSettings.mail.senderAddress.label') },
        ],
      },
    ],
  },
  {
    name: 'copyright',
    type: 'text',
    localized: true,
    label: cmsLabel('ClubSettings.copyright.label'),
    admin: {
      description: cmsLabel('ClubSettings.copyright.description'),
    },
  },
];
