import { Link, useLocation } from 'wouter';
import { publicConfig } from '#client/lib/public-config.ts';
import { cn } from '#client/lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';

const FOOTER_LINKS = [
  { href: '/privacy-policy', label: msg('ui.footer.privacy') },
  { href: '/cookies-policy', label: msg('ui.footer.cookies') },
  { href: '/contact', label: msg('ui.footer.contact') },
] as const;

export function StaticPageFooter() {
  const { t } = useT();
  const [location] = useLocation();
  const { provider } = publicConfig();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="grid gap-1">
          <p>
            © {new Date().getFullYear()} {provider.name}
          </p>
          {provider.address && <p>{provider.address}</p>}
        </div>
        <nav aria-label={t('ui.footer.nav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => {
              const current = location === link.href;
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={cn('rounded font-medium underline-offset-4 hover:text-brand-700 hover:underline', current ? 'text-brand-700' : 'text-slate-700')}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
