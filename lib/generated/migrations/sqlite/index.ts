import * as migration_20261122_075611_initial from './20261122_075611_initial';
import * as migration_20261122_082417_matches_and_teams from './20261122_082417_matches_and_teams';
import * as migration_20261122_095525_site_content from './20261122_095525_site_content';
import * as migration_20261122_110302_editorial_drafts from './20261122_110302_editorial_drafts';
import * as migration_20261124_063925_page_pictures from './20261124_063925_page_pictures';
import * as migration_20261124_212604_media_object_keys from './20261124_212604_media_object_keys';
import * as migration_20261124_233637_newsletter_double_opt_in from './20261124_233637_newsletter_double_opt_in';
import * as migration_20261124_234706_editor_login_throttle from './20261124_234706_editor_login_throttle';
import * as migration_20261125_000949_seo_fields from './20261125_000949_seo_fields';
import * as migration_20261125_022132_club_links_optional from './20261125_022132_club_links_optional';
import * as migration_20261126_200148_club_identity_inbox_and_privacy from './20261126_200148_club_identity_inbox_and_privacy';
import * as migration_20261126_230432_live_match_centre from './20261126_230432_live_match_centre';
import * as migration_20261129_024931_contact_hours_localized from './20261129_024931_contact_hours_localized';
import * as migration_20261129_094722_newsletter_suppressions from './20261129_094722_newsletter_suppressions';
import * as migration_20261129_131127_newsletter_editions_league_feeds from './20261129_131127_newsletter_editions_league_feeds';
import * as migration_20261129_162914_newsletter_topics_invitations_counts from './20261129_162914_newsletter_topics_invitations_counts';

export const migrations = [
  {
    up: migration_20261122_075611_initial.up,
    down: migration_20261122_075611_initial.down,
    name: '20261122_075611_initial',
  },
  {
    up: migration_20261122_082417_matches_and_teams.up,
    down: migration_20261122_082417_matches_and_teams.down,
    name: '20261122_082417_matches_and_teams',
  },
  {
    up: migration_20261122_095525_site_content.up,
    down: migration_20261122_095525_site_content.down,
    name: '20261122_095525_site_content',
  },
  {
    up: migration_20261122_110302_editorial_drafts.up,
    down: migration_20261122_110302_editorial_drafts.down,
    name: '20261122_110302_editorial_drafts',
  },
  {
    up: migration_20261124_063925_page_pictures.up,
    down: migration_20261124_063925_page_pictures.down,
    name: '20261124_063925_page_pictures',
  },
  {
    up: migration_20261124_212604_media_object_keys.up,
    down: migration_20261124_212604_media_object_keys.down,
    name: '20261124_212604_media_object_keys',
  },
  {
    up: migration_20261124_233637_newsletter_double_opt_in.up,
    down: migration_20261124_233637_newsletter_double_opt_in.down,
    name: '20261124_233637_newsletter_double_opt_in',
  },
  {
    up: migration_20261124_234706_editor_login_throttle.up,
    down: migration_20261124_234706_editor_login_throttle.down,
    name: '20261124_234706_editor_login_throttle',
  },
  {
    up: migration_20261125_000949_seo_fields.up,
    down: migration_20261125_000949_seo_fields.down,
    name: '20261125_000949_seo_fields',
  },
  {
    up: migration_20261125_022132_club_links_optional.up,
    down: migration_20261125_022132_club_links_optional.down,
    name: '20261125_022132_club_links_optional',
  },
  {
    up: migration_20261126_200148_club_identity_inbox_and_privacy.up,
    down: migration_20261126_200148_club_identity_inbox_and_privacy.down,
    name: '20261126_200148_club_identity_inbox_and_privacy',
  },
  {
    up: migration_20261126_230432_live_match_centre.up,
    down: migration_20261126_230432_live_match_centre.down,
    name: '20261126_230432_live_match_centre',
  },
  {
    up: migration_20261129_024931_contact_hours_localized.up,
    down: migration_20261129_024931_contact_hours_localized.down,
    name: '20261129_024931_contact_hours_localized',
  },
  {
    up: migration_20261129_094722_newsletter_suppressions.up,
    down: migration_20261129_094722_newsletter_suppressions.down,
    name: '20261129_094722_newsletter_suppressions',
  },
  {
    up: migration_20261129_131127_newsletter_editions_league_feeds.up,
    down: migration_20261129_131127_newsletter_editions_league_feeds.down,
    name: '20261129_131127_newsletter_editions_league_feeds',
  },
  {
    up: migration_20261129_162914_newsletter_topics_invitations_counts.up,
    down: migration_20261129_162914_newsletter_topics_invitations_counts.down,
    name: '20261129_162914_newsletter_topics_invitations_counts'
  },
];
