import { describe, expect, it } from 'vitest';
import { withoutPhoneNumbers } from './sms.ts';

describe("the SMS provider's error text kept in the admin's log", () => {
  it('hides the phone numbers Twilio names, and keeps the rest', () => {
    expect(withoutPhoneNumbers("The 'To' number +14035550123 is not a valid phone number.")).toBe(
      "The 'To' number [number hidden] is not a valid phone number.",
    );
    expect(withoutPhoneNumbers('Attempt to send to unsubscribed recipient (403) 555-0123')).toBe('Attempt to send to unsubscribed recipient [number hidden]');
    expect(withoutPhoneNumbers('HTTP 429, Too Many Requests (code 20429)')).toBe('HTTP 429, Too Many Requests (code 20429)');
  });
});
