// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import { ProviderText, providerWords, useProviderText } from './provider-text.tsx';

cleanUpAfterEach();

const EN = 'Hold claims and resend them later.';
const FR = 'Retenez les réclamations et renvoyez-les plus tard.';

function Probe({ en, fr }: { en: string; fr: string | null }) {
  const words = useProviderText(en, fr);
  return (
    <output data-lang={words.lang ?? ''} data-english-only={String(words.englishOnly)}>
      {words.text}
    </output>
  );
}

describe('ProviderText', () => {
  it('shows the English to an English reader, French or not, with no marker', () => {
    renderWithApp(
      <>
        <ProviderText as="p" en={EN} fr={FR} />
        <ProviderText as="p" en="Only English" fr={null} />
      </>,
    );
    const [both, only] = screen.getAllByRole('paragraph');
    expect(both!.textContent).toBe(EN);
    expect(both!.hasAttribute('lang')).toBe(false);
    expect(only!.textContent).toBe('Only English');
    expect(only!.hasAttribute('lang')).toBe(false);
    expect(screen.queryByText('English only')).toBeNull();
  });

  it('shows the French to a French reader when there is French', () => {
    renderWithApp(<ProviderText as="p" en={EN} fr={FR} />, { locale: 'fr-CA' });
    const shown = screen.getByRole('paragraph');
    expect(shown.textContent).toBe(FR);
    expect(shown.hasAttribute('lang')).toBe(false);
    expect(screen.queryByText('En anglais seulement')).toBeNull();
  });

  it('shows the English to a French reader when there is no French, marked lang="en" and “En anglais seulement”', () => {
    renderWithApp(<ProviderText as="p" en={EN} fr={null} />, { locale: 'fr-CA' });
    const shown = screen.getByRole('paragraph');
    expect(shown.getAttribute('lang')).toBe('en');
    expect(shown.textContent).toBe(`${EN}En anglais seulement`);
    // The marker is French, inside the English element: it says so itself.
    expect(screen.getByText('En anglais seulement').getAttribute('lang')).toBe('fr-CA');
  });

  it('treats blank French as none, and draws nothing when there is nothing to say', () => {
    const { container } = renderWithApp(
      <>
        <ProviderText en={EN} fr="   " />
        <ProviderText en={null} fr={null} />
      </>,
      { locale: 'fr-CA' },
    );
    expect(container.textContent).toBe(`${EN}En anglais seulement`);
  });

  it('speaks English without the app around it', () => {
    render(<ProviderText en={EN} fr={FR} />);
    expect(screen.getByText(EN)).toBeTruthy();
  });

  it('gives the words, their language and the marker through the hook and the plain function', () => {
    renderWithApp(<Probe en={EN} fr={null} />, { locale: 'fr-CA' });
    const probe = screen.getByRole('status');
    expect(probe.textContent).toBe(EN);
    expect(probe.dataset.lang).toBe('en');
    expect(probe.dataset.englishOnly).toBe('true');

    expect(providerWords('fr-CA', EN, FR)).toEqual({ text: FR, lang: undefined, englishOnly: false });
    expect(providerWords('en-CA', EN, FR)).toEqual({ text: EN, lang: undefined, englishOnly: false });
    expect(providerWords('en-CA', '', FR)).toEqual({ text: '', lang: undefined, englishOnly: false });
  });
});
