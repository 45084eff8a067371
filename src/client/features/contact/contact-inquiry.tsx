import { useState } from 'react';
import { ContactForm } from './contact-form.tsx';
import { ContactSuccess } from './contact-success.tsx';
import { useT } from '#client/i18n/use-t.ts';

/** The form card: the form until the server accepts the inquiry, then the thank-you panel. */
export function ContactInquiry() {
  const { t } = useT();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {sentMessage === null ? (
        <>
          <h2 id="contact-form-title" className="text-lg font-semibold text-slate-900">
            {t('contact.form.title')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{t('contact.form.allRequired')}</p>
          <ContactForm onSent={setSentMessage} />
        </>
      ) : (
        <ContactSuccess message={sentMessage} onReset={() => setSentMessage(null)} />
      )}
    </section>
  );
}
