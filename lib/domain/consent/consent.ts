/**
 * The visitor's cookie choice (SPEC §4, §9: Accept, Only functional, Only
 * necessary), stored in the browser with the policy version and the time, and
 * translated into Google Consent Mode v2 signals. Browser-only, but for the
 * inline script's text.
 */
export const CONSENT_VERSION = '2026-01';
/** Where the choice is kept (localStorage): named in the cookie policy's list. */
export const CONSENT_STORAGE_KEY = 'club-consent';
export const OPEN_SETTINGS_EVENT = 'club:open-cookie-settings';
export const CONSENT_CHANGED_EVENT = 'club:consent-changed';

/** On `<html>` while the banner should show: without it, the server-rendered banner stays hidden. */
const ASK_ATTRIBUTE = 'data-consent-ask';

/**
 * Runs inline right after the banner's markup, so the banner paints whole, at
 * once, with the page's first content (not after the scripts ran, when it was
 * every page's late largest paint; and not half-parsed, growing upwards from the
 * bottom of the screen, a layout shift). Shows it unless a choice is stored:
 * the same rule as readConsent.
 */
export const askForConsentScript = `var a=true;try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)}));a=!(c&&c.version===${JSON.stringify(CONSENT_VERSION)})}catch(e){}if(a)document.documentElement.setAttribute(${JSON.stringify(
  ASK_ATTRIBUTE,
)},'')`;

/** Shown when reopened from the footer, hidden once the visitor chose. */
export function askForConsent(ask: boolean) {
  document.documentElement.toggleAttribute(ASK_ATTRIBUTE, ask);
}

export type ConsentChoice = 'all' | 'functional' | 'necessary';
export type StoredConsent = { choice: ConsentChoice; version: string; at: string };

export function readConsent(): StoredConsent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as StoredConsent | null;
    // A new policy version asks again.
    return stored?.version === CONSENT_VERSION ? stored : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): StoredConsent {
  const consent = { choice, version: CONSENT_VERSION, at: new Date().toISOString() };
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  askForConsent(false);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
  return consent;
}

type Signal = 'granted' | 'denied';

export function consentModeSignals(choice: ConsentChoice | null): Record<string, Signal> {
  const all: Signal = choice === 'all' ? 'granted' : 'denied';
  return {
    ad_storage: all,
    ad_user_data: all,
    ad_personalization: all,
    analytics_storage: all,
    functionality_storage: choice === 'all' || choice === 'functional' ? 'granted' : 'denied',
    personalization_storage: all,
    security_storage: 'granted',
  };
}
