import type { Field, FieldHook, PayloadRequest } from 'payload';
import { HEX_COLOUR } from '../../../domain/club/contrast';
import { colourProblem, formatRatio, neutralColours } from '../../../domain/club/palette';
import { isPathSegment, NEUTRAL_PATH_SEGMENT } from '../../../domain/club/path-segment.mjs';
import { adminLanguage } from '../../admin/mail-notice-texts';
import { identityRefusals } from './identity-texts';

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
    label: { en: 'Short name', nl: 'Korte naam', fr: 'Nom court' },
    admin: {
      description: {
        en: 'Where space is short: menus, the phone’s home screen. Left empty, the name.',
        nl: 'Waar weinig plaats is: menu’s, het beginscherm van een telefoon. Leeg: de naam.',
        fr: 'Là où la place manque : les menus, l’écran d’accueil du téléphone. Vide : le nom.',
      },
    },
  },
  {
    name: 'pathSegment',
    type: 'text',
    label: {
      en: 'Club part of the addresses',
      nl: 'Clubdeel van de adressen',
      fr: 'Partie club des adresses',
    },
    validate: (value: unknown, { req }: Validation) =>
      value == null || value === '' || isPathSegment(value) || refusal(req).pathSegment,
    admin: {
      placeholder: NEUTRAL_PATH_SEGMENT,
      description: {
        en: 'The {club} in addresses such as /en/we-{club} and /en/teams/{club}-youth. A change takes effect with the next build of the site (npm run build, or the next release installed); the old addresses then redirect to the new ones.',
        nl: 'De {club} in adressen zoals /nl/wij-{club} en /nl/ploegen/{club}-jeugd. Een wijziging werkt pas na de volgende build van de site (npm run build, of de volgende release die geïnstalleerd wordt); de oude adressen verwijzen dan door naar de nieuwe.',
        fr: 'Le {club} des adresses comme /fr/nous-{club} et /fr/equipes/{club}-jeunesse. Un changement prend effet au prochain build du site (npm run build, ou la prochaine version installée) ; les anciennes adresses redirigent alors vers les nouvelles.',
      },
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
        label: { en: 'Crest', nl: 'Clublogo', fr: 'Écusson' },
        admin: {
          description: {
            en: 'In colour, at the foot of every page. A square picture fits best.',
            nl: 'In kleur, onderaan elke pagina. Een vierkante afbeelding past het best.',
            fr: 'En couleur, au pied de chaque page. Une image carrée convient le mieux.',
          },
        },
      },
      {
        name: 'crestMonochrome',
        type: 'upload',
        relationTo: 'media',
        label: { en: 'Crest, one colour', nl: 'Clublogo, één kleur', fr: 'Écusson, une couleur' },
        admin: {
          description: {
            en: 'In the header, and the icon of the browser tab and the phone’s home screen. Left empty, the crest in colour.',
            nl: 'In de kop van de site, en het icoon van het browsertabblad en het beginscherm van de telefoon. Leeg: het clublogo in kleur.',
            fr: 'Dans l’en-tête, et l’icône de l’onglet et de l’écran d’accueil du téléphone. Vide : l’écusson en couleur.',
          },
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
        label: { en: 'Founded in', nl: 'Opgericht in', fr: 'Fondé en' },
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
        label: { en: 'Mascot’s name', nl: 'Naam van de mascotte', fr: 'Nom de la mascotte' },
      },
    ],
  },
  {
    type: 'group',
    name: 'colours',
    label: { en: 'Colours', nl: 'Kleuren', fr: 'Couleurs' },
    admin: {
      description: {
        en: 'Checked for WCAG AA contrast (4.5:1) before they are saved: white on the primary colour, the accent on the primary colour. Visitors see them on their next page.',
        nl: 'Voor ze bewaard worden, wordt het contrast getoetst aan WCAG AA (4,5:1): wit op de hoofdkleur, de accentkleur op de hoofdkleur. Bezoekers zien ze op hun volgende pagina.',
        fr: 'Le contraste est vérifié selon le niveau AA des WCAG (4,5:1) avant l’enregistrement : le blanc sur la couleur principale, l’accent sur la couleur principale. Les visiteurs les voient à la page suivante.',
      },
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'primary',
            type: 'text',
            label: { en: 'Primary colour', nl: 'Hoofdkleur', fr: 'Couleur principale' },
            validate: validColour('primary'),
            admin: { placeholder: neutralColours.primary },
          },
          {
            name: 'accent',
            type: 'text',
            label: { en: 'Accent colour', nl: 'Accentkleur', fr: 'Couleur d’accent' },
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
    label: { en: 'E-mail sender', nl: 'Afzender van e-mails', fr: 'Expéditeur des e-mails' },
    admin: {
      description: {
        en: 'Who the confirmations and the admin’s password e-mails come from. The mail server must accept this address.',
        nl: 'Van wie de bevestigingen en de wachtwoordmails van de beheeromgeving komen. De mailserver moet dit adres aanvaarden.',
        fr: 'L’expéditeur des confirmations et des e-mails de mot de passe de l’administration. Le serveur de messagerie doit accepter cette adresse.',
      },
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'senderName', type: 'text', label: { en: 'Name', nl: 'Naam', fr: 'Nom' } },
          { name: 'senderAddress', type: 'email', label: { en: 'Address', nl: 'Adres', fr: 'Adresse' } },
        ],
      },
    ],
  },
  {
    name: 'copyright',
    type: 'text',
    localized: true,
    label: { en: 'Copyright line', nl: 'Copyrightregel', fr: 'Mention de copyright' },
    admin: {
      description: {
        en: 'At the foot of every page. Left empty: © {year} and the club’s name.',
        nl: 'Onderaan elke pagina. Leeg: © {jaar} en de naam van de club.',
        fr: 'Au pied de chaque page. Vide : © {année} et le nom du club.',
      },
    },
  },
];
