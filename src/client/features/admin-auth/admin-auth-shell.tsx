import type { ReactNode } from 'react';
import { BrandMark } from '#client/components/layout/brand-mark.tsx';

/** The plain frame of the admin sign-in pages: the brand, then one centred card. */
export function AdminAuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3 sm:px-6 lg:px-8">
          <BrandMark />
        </div>
      </header>
      <main id="main-content" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}

/** The round icon badge at the top of an admin card. */
export function AdminCardIcon({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'danger' }) {
  const colours = tone === 'danger' ? 'bg-red-50 text-red-700 ring-red-100' : 'bg-brand-50 text-brand-700 ring-brand-100';
  return <span className={`mx-auto grid size-12 place-items-center rounded-full ring-8 ${colours}`}>{children}</span>;
}
