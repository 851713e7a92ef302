import type { MessageId } from '@resumeloop/i18n';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { SITE } from './site';
import { SystemStatusBadge } from './system-status';

type FooterGroup = {
  key: 'product' | 'company' | 'support';
  title: MessageId;
  links: Array<{ to: string; label: MessageId }>;
};

const GROUPS: FooterGroup[] = [
  {
    key: 'product',
    title: 'common.footer.product',
    links: [
      { to: '/refine', label: 'common.nav.refine' },
      { to: '/example-results', label: 'common.nav.exampleResults' },
      { to: '/settings', label: 'common.nav.settings' },
    ],
  },
  {
    key: 'company',
    title: 'common.footer.company',
    links: [
      { to: '/about', label: 'common.nav.about' },
      { to: '/terms-of-service', label: 'common.nav.terms' },
      { to: '/privacy-policy', label: 'common.nav.privacy' },
    ],
  },
  {
    key: 'support',
    title: 'common.footer.support',
    links: [
      { to: '/help', label: 'common.nav.help' },
      { to: '/contact', label: 'common.nav.contact' },
    ],
  },
];

export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600">{t('common.footer.tagline')}</p>
          <SystemStatusBadge />
          <LanguageMenu />
        </div>
        {GROUPS.map((group) => (
          <nav key={group.key} aria-label={t(group.title)}>
            <h2 className="text-sm font-semibold text-slate-900">{t(group.title)}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-700 hover:text-brand-800 hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              {group.key === 'support' && (
                <li>
                  <a
                    href={`mailto:${SITE.supportEmail}`}
                    className="text-sm text-slate-700 hover:text-brand-800 hover:underline"
                  >
                    {SITE.supportEmail}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        {t('common.footer.copyright', { year: String(new Date().getFullYear()), name: SITE.name })}
      </div>
    </footer>
  );
}
