import { canUse } from '@resumeloop/contracts/plans';
import type { MessageId } from '@resumeloop/i18n';
import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { displayNameOf } from '../../lib/auth/auth-user';
import { useLocale } from '../../lib/i18n/i18n-context';
import { useT } from '../../lib/i18n/use-t';
import { ButtonLink, buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { HeaderBar } from './header-bar';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

type NavItem = { to: string; label: MessageId; end?: boolean };

const PUBLIC_ITEMS: NavItem[] = [
  { to: '/', label: 'common.nav.home', end: true },
  { to: '/about', label: 'common.nav.about' },
];
const SIGNED_IN_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'common.nav.dashboard' },
  { to: '/refine', label: 'common.nav.refine' },
  { to: '/settings', label: 'common.nav.settings' },
];

/** Only for those the admin_panel gate lets in (SPEC §6). */
const ADMIN_ITEM: NavItem = { to: '/admin', label: 'common.nav.admin' };

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/**
 * The full bar needs about 800 px for a guest and, with the signed-in links and a name, about 1,150 px
 * (in Spanish, French and German about 1,000 and 1,400 px): below that (a phone, a narrow window, or a page zoomed to 200 %) the links fold into the menu button.
 * A long name is cut with an ellipsis, its whole text in the tooltip and read out in full.
 */
export function Header() {
  const t = useT();
  const { locale } = useLocale();
  const auth = useAuth();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const admin = canUse(auth.user, 'admin_panel');
  const signedInItems = admin ? [...SIGNED_IN_ITEMS, ADMIN_ITEM] : SIGNED_IN_ITEMS;
  const items = auth.isAuthenticated ? [...PUBLIC_ITEMS, ...signedInItems] : PUBLIC_ITEMS;
  // Tailwind needs whole class names: the bar's breakpoint, wider when signed in, and wider again in the
  // languages whose labels run longer than English ('Lebenslauf verbessern', 'Paramètres').
  const longLabels = locale.slice(0, 2) !== 'en';
  // An admin's bar has one link more: in those languages it no longer fits the header's width (which
  // stops growing at max-w-6xl), so their links stay in the menu at every width.
  const wide = auth.isAuthenticated
    ? longLabels
      ? admin
        ? { bar: 'hidden', nav: 'hidden', menu: '' }
        : { bar: 'hidden 2xl:flex', nav: 'hidden 2xl:block', menu: '2xl:hidden' }
      : { bar: 'hidden xl:flex', nav: 'hidden xl:block', menu: 'xl:hidden' }
    : longLabels
      ? { bar: 'hidden xl:flex', nav: 'hidden xl:block', menu: 'xl:hidden' }
      : { bar: 'hidden lg:flex', nav: 'hidden lg:block', menu: 'lg:hidden' };

  const [signingOut, setSigningOut] = useState(false);
  // SPEC §4: the server ends the session; local data is cleared even when that call fails; then home.
  const signOut = async () => {
    setSigningOut(true);
    try {
      await auth.logout({ to: '/' });
    } finally {
      setSigningOut(false);
    }
  };

  const name = displayNameOf(auth.user);
  const account = auth.isAuthenticated ? (
    <>
      <span className="flex min-w-0 items-baseline gap-1 text-sm text-slate-600">
        <span className="shrink-0">{t('common.header.loggedInAs')}</span>{' '}
        <span className="min-w-0 max-w-48 truncate font-semibold text-slate-900" title={name}>
          {name}
        </span>
      </span>
      <button
        type="button"
        onClick={signOut}
        disabled={signingOut}
        className={buttonClasses('secondary', 'sm')}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('common.header.signOut')}
      </button>
    </>
  ) : (
    <>
      <ButtonLink to="/login" variant="ghost" size="sm">
        {t('common.header.logIn')}
      </ButtonLink>
      <ButtonLink to="/register" size="sm">
        {t('common.header.signUp')}
      </ButtonLink>
    </>
  );

  return (
    <HeaderBar
      brand={
        <Link to="/" aria-label={t('common.header.home')} className="rounded-md">
          <Logo />
        </Link>
      }
      below={
        menuOpen && (
          <div id={menuId} className={cn('border-t border-slate-200 px-4 pb-4', wide.menu)}>
            <nav aria-label={t('common.header.mobileNav')}>
              <ul className="flex flex-col gap-1 py-2">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={(state) => cn(navLinkClass(state), 'block')}
                    >
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3">{account}</div>
          </div>
        )
      }
    >
      <nav aria-label={t('common.header.mainNav')} className={wide.nav}>
        <ul className="flex items-center gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={navLinkClass}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 items-center gap-2">
        <ThemeToggle />
        <div className={cn('min-w-0 items-center gap-3', wide.bar)}>{account}</div>
        <button
          type="button"
          className={cn('rounded-md p-2 text-slate-700 hover:bg-slate-100', wide.menu)}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t(menuOpen ? 'common.header.closeMenu' : 'common.header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
    </HeaderBar>
  );
}
