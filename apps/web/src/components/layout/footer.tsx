import { Link } from 'react-router';
import { Logo } from './logo';
import { SITE } from './site';
import { SystemStatusBadge } from './system-status';

const GROUPS: Array<{ title: string; links: Array<{ to: string; label: string }> }> = [
  {
    title: 'Product',
    links: [
      { to: '/refine', label: 'Refine Resume' },
      { to: '/example-results', label: 'Example Results' },
      { to: '/settings', label: 'Settings' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help & Support' },
      { to: '/contact', label: 'Contact' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600">
            Explainable ATS scores and faithful resume refinement, using only your own words.
          </p>
          <SystemStatusBadge />
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-700 hover:text-brand-800 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
              {group.title === 'Support' && (
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
        © {new Date().getFullYear()} {SITE.name}. Beta service.
      </div>
    </footer>
  );
}
