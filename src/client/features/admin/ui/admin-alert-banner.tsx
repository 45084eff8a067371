import type { ReactNode } from 'react';
import { ArrowDown, type LucideIcon } from 'lucide-react';

/**
 * A red alert at the top of the admin panel about something happening now, with a link down to
 * the widget where it is handled (the silent-clinics cluster, the monitor offline).
 */
export function AdminAlertBanner({
  icon: Icon,
  title,
  children,
  link,
}: {
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
  link: { href: string; label: string };
}) {
  return (
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-2xl border border-red-300 bg-red-50 px-4 py-4 shadow-sm sm:px-5">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-red-100 text-red-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-red-900">{title}</p>
          {children}
        </div>
        <a
          href={link.href}
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 shadow-sm hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {link.label}
          <ArrowDown className="size-4" aria-hidden />
        </a>
      </div>
    </div>
  );
}
