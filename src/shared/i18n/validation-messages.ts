import { MESSAGES } from '../messages.ts';
import { INPUT_MESSAGES } from '../input-rules.ts';

/**
 * The shared validation messages (MESSAGES, the field rules of fields.ts and input-rules.ts) by
 * their id in the `validation` area: the forms and the server's schemas write them in English, and
 * the reader sees them in their language by looking the English up (message-lookup.ts). A text made
 * with values is given here in its message's form ("{field} must be text"). The catalogue's English
 * must read exactly so (validation-messages.test.ts): the lookup goes by it.
 */
export const VALIDATION_MESSAGES: readonly (readonly [id: string, english: string])[] = [
  ['validation.messages.clinicName', MESSAGES.clinicName],
  ['validation.messages.contactPersonName', MESSAGES.contactPersonName],
  ['validation.messages.email', MESSAGES.email],
  ['validation.messages.emailsDiffer', MESSAGES.emailsDiffer],
  ['validation.messages.phoneShort', MESSAGES.phoneShort],
  ['validation.messages.phonePattern', MESSAGES.phonePattern],
  ['validation.messages.pagePhone', MESSAGES.pagePhone],
  ['validation.messages.agreesToCommunications', MESSAGES.agreesToCommunications],
  ['validation.messages.clinicAccessConsent', MESSAGES.clinicAccessConsent],
  ['validation.messages.verificationCodeLength', MESSAGES.verificationCodeLength],
  ['validation.messages.verificationCodeDigits', MESSAGES.verificationCodeDigits],
  ['validation.messages.marketingOptIn', MESSAGES.marketingOptIn],
  ['validation.messages.privacyPolicy', MESSAGES.privacyPolicy],
  ['validation.messages.couponCode', MESSAGES.couponCode],
  ['validation.messages.trialDuration', MESSAGES.trialDuration],
  ['validation.messages.couponRequired', MESSAGES.couponRequired],
  ['validation.messages.notificationRequired', MESSAGES.notificationRequired],
  ['validation.messages.ipRequired', MESSAGES.ipRequired],
  ['validation.messages.selectService', MESSAGES.selectService],
  ['validation.messages.adminCode', MESSAGES.adminCode],
  ['validation.messages.accessPhrase', MESSAGES.accessPhrase],
  ['validation.messages.companyName', MESSAGES.companyName],
  ['validation.messages.contactName', MESSAGES.contactName],
  ['validation.messages.subject', MESSAGES.subject],
  ['validation.messages.message', MESSAGES.message],
  // fields.ts and validation.ts: a field named by its label.
  ['validation.field.notText', '{field} must be text'],
  ['validation.field.tooLong', '{field} must be at most {max} characters'],
  ['validation.field.atMost', 'Must be at most {max} characters'],
  ['validation.field.wholeNumber', '{field} must be a whole number from {min} to {max, number}'],
  ['validation.field.unstorable', INPUT_MESSAGES.unstorable('{field}')],
  ['validation.field.controlCharacters', INPUT_MESSAGES.controlCharacters('{field}')],
  ['validation.field.controlCharactersBesidesLines', INPUT_MESSAGES.controlCharactersBesidesLines('{field}')],
  ['validation.field.businessDate', INPUT_MESSAGES.businessDate('{field}')],
  // The labels the schemas give those rules, written in the reader's language inside them.
  ['validation.label.clinicName', 'Clinic name'],
  ['validation.label.contactPersonName', 'Contact person name'],
  ['validation.label.phone', 'Phone'],
  ['validation.label.couponCode', 'Coupon code'],
  ['validation.label.companyName', 'Company name'],
  ['validation.label.contactName', 'Contact name'],
  ['validation.label.subject', 'Subject'],
  ['validation.label.message', 'Message'],
  ['validation.label.description', 'Description'],
  ['validation.label.usageLimit', 'Usage limit'],
  ['validation.label.expiryDate', 'The expiry date'],
  ['validation.label.endTime', 'The end time'],
  ['validation.label.title', 'The title'],
  ['validation.label.theMessage', 'The message'],
  ['validation.label.theDescription', 'The description'],
  ['validation.label.frenchTitle', 'The French title'],
  ['validation.label.frenchMessage', 'The French message'],
  ['validation.label.frenchDescription', 'The French description'],
  ['validation.label.serviceName', 'Service name'],
  ['validation.label.location', 'Location'],
  ['validation.label.request', 'The request'],
  ['validation.label.fieldName', 'A field name'],
];
