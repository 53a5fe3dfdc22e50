import type { ServerProps } from 'payload';
import { canEnterLiveMatches, type Role } from '../../access';
import { adminLanguage } from '../mail-notice-texts';
import { matchCentrePath } from './path';
import { matchCentreTexts } from './texts';

/** In the admin's navigation, for everyone who may enter live matches: the way to the match centre. */
export function MatchCentreLink({ i18n, user, payload }: ServerProps) {
  if (!canEnterLiveMatches(user as { roles?: Role[] } | null)) return null;
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${matchCentrePath}`}>
      <span className="nav__link-label">{matchCentreTexts.title[adminLanguage(i18n?.language)]}</span>
    </a>
  );
}
