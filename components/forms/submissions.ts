import { QueryClient } from '@tanstack/react-query';

/**
 * The browser's one TanStack Query client, for the form submissions (useSubmission).
 * It comes with the forms' code, on the visitor's first interaction with a form,
 * never with a page's first scripts. Mutations are not retried: a failed
 * submission keeps the visitor's input and offers to try again.
 */
export const submissions = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
