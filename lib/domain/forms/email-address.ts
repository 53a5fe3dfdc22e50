/**
 * The one e-mail address rule of the site: the forms' zod schemas (browser and
 * route handlers) and the CMS collections that store addresses all use it. It
 * must never accept what Payload's own `email` validation refuses (3.90:
 * `payload/dist/fields/validations.js`), or the route answers 503 where the
 * visitor deserved a field error: zod's `z.email()` alone accepts a domain label
 * ending in a hyphen (`a@ex-.com`), Payload does not.
 * tests/unit/email-address.test.ts checks the rule against Payload's.
 *
 * Local part: letters, digits and _ ' + - ., neither starting nor ending with a
 * dot, no two dots in a row. Domain: labels of letters, digits and inner
 * hyphens, then a top-level domain of two or more letters.
 */
const EMAIL_ADDRESS =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}
