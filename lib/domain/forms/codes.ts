/**
 * Error codes the schemas answer with. They are keys of the `FormErrors`
 * messages, so the client shows them in the visitor's language and the server
 * sends them back unchanged in a 400 answer.
 */
export const errorCodes = [
  'firstNameRequired',
  'lastNameRequired',
  'nameInvalid',
  'birthDateRequired',
  'birthDateInvalid',
  'adultRequired',
  'birthDatePast',
  'consentAgeRequired',
  'emailRequired',
  'emailInvalid',
  'ticketTypeRequired',
  'dinnerTypeRequired',
  'required',
  'choiceRequired',
  'notAsked',
  'tooLong',
  'invisibleCharacters',
  'numberRange',
  'phoneInvalid',
  'postalCodeInvalid',
  'vatInvalid',
  'cardNumberDigits',
  'dateInvalid',
  'dateNotFuture',
  'matchRequired',
  'privacyRequired',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The honeypot: a field people never see (hidden with CSS, out of the tab order)
 * that bots fill in. Any value makes the server drop the submission silently.
 */
export const HONEYPOT = 'website';
