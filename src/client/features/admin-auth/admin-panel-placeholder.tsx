import { BarChart3, Bell, Building2, Globe2, LayoutDashboard, Mail, MousePointerClick, SlidersHorizontal, Ticket } from 'lucide-react';

const COMING = [
  { name: 'Registered Clinics', icon: Building2 },
  { name: 'Newsletter Subscriptions', icon: Mail },
  { name: 'Dashboard Click Analytics', icon: BarChart3 },
  { name: 'Marketplace Analytics', icon: MousePointerClick },
  { name: 'IP Whitelist', icon: Globe2 },
  { name: 'Coupon Management', icon: Ticket },
  { name: 'Send Notification', icon: Bell },
  { name: 'Manual Status Override', icon: SlidersHorizontal },
];

/** Until the widgets arrive, the panel says plainly what is and is not here yet. */
export function AdminPanelPlaceholder() {
  return (
    <section aria-labelledby="admin-widgets-title" className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <LayoutDashboard className="size-6" aria-hidden />
        </span>
        <div>
          <h2 id="admin-widgets-title" className="text-lg font-semibold text-slate-900">
            The control panel widgets are coming
          </h2>
          <p className="mt-1 max-w-2xl text-sm leading-6 text-slate-600">
            Your admin session is active and protected. The tools below arrive in the next update; until then, nothing here changes any
            data.
          </p>
        </div>
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {COMING.map(({ name, icon: Icon }) => (
          <li key={name} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm font-medium text-slate-700">
            <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="min-w-0">{name}</span>
            <span className="ml-auto shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-600">Soon</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
