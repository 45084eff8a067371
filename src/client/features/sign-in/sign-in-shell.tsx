import type { ReactNode } from 'react';
import { StaticPageHeader } from '#client/components/layout/static-page-header.tsx';

/** The plain frame of /sign-in: the brand and a way back, then one centred card. */
export function SignInShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <StaticPageHeader />
      <main id="main-content" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
