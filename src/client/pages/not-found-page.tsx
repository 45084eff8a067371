import { useEffect } from 'react';
import { Link } from 'wouter';

/** Any unknown path (the server answers it with HTTP 404 too). */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found';
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
        <Link
          href="/"
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Back to Dashboard
        </Link>
      </div>
    </main>
  );
}
