/**
 * `#translations` in React Server Components (package.json `imports`): next-intl's
 * own hooks, which read the request's messages. Components rendered both on the
 * server and in the browser (match and news cards) import `#translations` and get
 * the browser's lighter hooks (translations.client.ts) there.
 */
export { useLocale, useTranslations } from 'next-intl';
