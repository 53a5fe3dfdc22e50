/**
 * The visitor's cookie choice (SPEC §4, §9: Accept, Only functional, Only
 * necessary), stored in the browser with the policy version and the time, and
 * translated into Google Consent Mode v2 signals. Browser-only, but for the
 * inline script's text.
 */
export const CONSENT_VERSION = '2026-01';
const STORAGE_KEY = 'club-consent';
export const OPEN_SETTINGS_EVENT = 'club:open-cookie-settings';
export const CONSENT_CHANGED_EVENT = 'club:consent-changed';

/** On `<html>` while a valid choice is stored: the server-rendered banner stays hidden. */
const STORED_ATTRIBUTE = 'data-consent-stored';

/**
 * Runs inline as the page is parsed, before the banner paints. The banner is in
 * the server's HTML, so a first visitor sees it with the page instead of after
 * the scripts ran (it was the late largest paint of every page); this hides it
 * from visitors who already chose. Same rule as readConsent.
 */
export const markStoredConsentScript = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORAGE_KEY,
)}));if(c&&c.version===${JSON.stringify(CONSENT_VERSION)})document.documentElement.setAttribute(${JSON.stringify(
  STORED_ATTRIBUTE,
)},'')}catch(e){}`;

/** Set on a choice, cleared when the visitor reopens the banner from the footer. */
export function markConsentStored(stored: boolean) {
  document.documentElement.toggleAttribute(STORED_ATTRIBUTE, stored);
}

export type ConsentChoice = 'all' | 'functional' | 'necessary';
export type StoredConsent = { choice: ConsentChoice; version: string; at: string };

export function readConsent(): StoredConsent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredConsent | null;
    // A new policy version asks again.
    return stored?.version === CONSENT_VERSION ? stored : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): StoredConsent {
  const consent = { choice, version: CONSENT_VERSION, at: new Date().toISOString() };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(consent));
  markConsentStored(true);
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
