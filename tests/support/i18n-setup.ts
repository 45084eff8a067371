import { i18n } from '#client/i18n/i18n.ts';
import englishPublic from '#client/i18n/catalogue-en-CA.ts';
import englishLater from '#client/i18n/later-catalogue-en-CA.ts';
import englishAdmin from '#client/i18n/admin-catalogue-en-CA.ts';

// A component drawn on its own (no provider) speaks through the browser's translator, which in the
// app holds a page's part of the messages once that page's code is here (app.tsx): in tests, all of it.
i18n.load('en-CA', { ...englishPublic, ...englishLater, ...englishAdmin });
