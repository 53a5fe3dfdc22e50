import { en } from '@payloadcms/translations/languages/en';
import { fr } from '@payloadcms/translations/languages/fr';
import { nl } from '@payloadcms/translations/languages/nl';
import path from 'node:path';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { env } from '../shared/env';
import { defaultLocale, locales } from '../domain/i18n/locales';
import { Clubs } from './collections/Clubs';
import { Competitions } from './collections/Competitions';
import { Faqs } from './collections/Faqs';
import { FanClubs } from './collections/FanClubs';
import { HistoryChapters } from './collections/HistoryChapters';
import { Matches } from './collections/Matches';
import { LeagueFeeds } from './collections/LeagueFeeds';
import { Media } from './collections/Media';
import { News } from './collections/News';
import { NewsletterSubscribers } from './collections/NewsletterSubscribers';
import { NewsletterEditions } from './collections/NewsletterEditions';
import { NewsletterDeliveries } from './collections/NewsletterDeliveries';
import { NewsletterSuppressions } from './collections/NewsletterSuppressions';
import { NewsletterTopics } from './collections/NewsletterTopics';
import { OpenTrainings } from './collections/OpenTrainings';
import { Pages } from './collections/Pages';
import { RightsRequests } from './collections/RightsRequests';
import { Partners } from './collections/Partners';
import { People } from './collections/People';
import { Seasons } from './collections/Seasons';
import { Standings } from './collections/Standings';
import { submissionCollections } from './collections/Submissions';
import { Teams } from './collections/Teams';
import { Users } from './collections/Users';
import { Videos } from './collections/Videos';
import { livePreviewUrl } from './admin/preview';
import { matchCentrePath } from './admin/match-centre/path';
import { log } from '../shared/log/logger';
import { logClientErrorsBriefly } from './client-errors-log';
import { databaseAdapter, watchDatabasePool } from './database';
import { richTextEditor } from './editor';
import { cmsEmail } from './email';
import { jobs } from './jobs';
import { startDemoLiveMatch } from './jobs/demo-live-match';
import { plugins } from './plugins';
import { explainOriginRefusal } from './hooks/origin-refusal';
import { checkRouteIds } from './route-ids';
import { payloadInternalsGuarded } from './access/payload-internals';
import { UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_REACHED, uploadLimitIsClientMistake } from './uploads/upload-limit';
import { ClubSettings } from './globals/ClubSettings';
import { ContactDetails } from './globals/ContactDetails';
import { Hospitality } from './globals/Hospitality';
import { HomeHighlights } from './globals/HomeHighlights';
import { SiteChecks } from './globals/SiteChecks';
import { Ticketing } from './globals/Ticketing';

/** The origins whose requests may carry an editor's session: SITE_URL and CMS_ORIGINS. */
const cmsOrigins = [env.SITE_URL, ...env.CMS_ORIGINS].map((origin) => new URL(origin).origin);

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  // No serverURL: the admin then calls its API on whatever address it was opened at
  // (with one, it would call SITE_URL even when opened on an internal address).
  // Session cookies still count only on requests from the site's own origins.
  csrf: cmsOrigins,
  // The site's one log (lib/shared/log): JSON lines, the level from LOG_LEVEL.
  logger: log.child({ component: 'payload' }),
  // A client's mistake is information, not an error of the site's (lib/cms/malformed-queries.ts).
  loggingLevels: { QueryError: 'info' },
  db: databaseAdapter(env.DATABASE_URL),
  onInit: (payload) => {
    logClientErrorsBriefly(payload);
    watchDatabasePool(payload);
    void startDemoLiveMatch(payload);
  },
  email: cmsEmail(env),
  editor: richTextEditor,
  sharp,
  admin: {
    user: Users.slug,
    // Not Gravatar: it would send a hash of each editor's e-mail to a third party on every
    // admin screen, and the admin's Content-Security-Policy allows images from here only.
    avatar: 'default',
    meta: { titleSuffix: ' · Club CMS' },
    importMap: { baseDir: path.resolve(/* turbopackIgnore: true */ process.cwd()) },
    components: {
      providers: ['/lib/cms/admin/AdminLocale#AdminLocale'],
      afterLogin: ['/lib/cms/admin/MailNotice#MailNotice'],
      beforeDashboard: [
        '/lib/cms/admin/FirstRunChecklist#FirstRunChecklist',
        '/lib/cms/admin/inbox/InboxWaiting#InboxWaiting',
      ],
      afterNavLinks: ['/lib/cms/admin/match-centre/MatchCentreLink#MatchCentreLink'],
      views: {
        // The match secretary's screen at the ground (lib/cms/admin/match-centre).
        matchCentre: {
          Component: '/lib/cms/admin/match-centre/MatchCentreView#MatchCentreView',
          path: matchCentrePath,
        },
      },
    },
    livePreview: {
      url: livePreviewUrl,
      collections: ['news', 'pages'],
      breakpoints: [
        { name: 'phone', label: 'Phone', width: 375, height: 667 },
        { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
      ],
    },
  },
  collections: [
    Matches,
    Teams,
    People,
    Standings,
    Competitions,
    Seasons,
    Clubs,
    LeagueFeeds,
    OpenTrainings,
    News,
    Videos,
    Media,
    HistoryChapters,
    Pages,
    Faqs,
    Partners,
    FanClubs,
    // One per form of lib/domain/forms/registry.ts.
    ...submissionCollections,
    NewsletterSubscribers,
    NewsletterSuppressions,
    NewsletterEditions,
    NewsletterDeliveries,
    NewsletterTopics,
    RightsRequests,
    Users,
  ],
  plugins,
  jobs,
  globals: [ClubSettings, HomeHighlights, Ticketing, Hospitality, ContactDetails, SiteChecks],
  localization: {
    locales: [...locales],
    defaultLocale,
    fallback: true,
  },
  // The admin interface itself speaks the editors' three languages.
  i18n: { supportedLanguages: { en, nl, fr }, fallbackLanguage: 'en' },
  typescript: {
    // Types are generated on purpose (`npx payload generate:types`), never as a side effect of a test run.
    autoGenerate: false,
    outputFile: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'lib/generated/payload-types.ts'),
  },
  // One limit for every upload, which the front cache's body limit follows (lib/cms/uploads/upload-limit.ts).
  upload: { limits: { fileSize: UPLOAD_LIMIT_BYTES }, responseOnLimit: UPLOAD_LIMIT_REACHED },
  hooks: { afterError: [uploadLimitIsClientMistake, explainOriginRefusal(cmsOrigins, env.SITE_URL)] },
  // The site reads through the local API and the admin through REST: GraphQL served only
  // strangers, who could hold the database for seconds with one request of many aliases.
  graphQL: { disable: true },
  telemetry: false,
})
  .then(checkRouteIds)
  .then(payloadInternalsGuarded);
