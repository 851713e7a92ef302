import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Underlined as well as coloured, so a link never depends on colour alone (WCAG 1.4.1). */
export const LEGAL_LINK_CLASS =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 hover:decoration-2';

/** A link to another page of the app. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={LEGAL_LINK_CLASS}>
      {children}
    </Link>
  );
}

/** A mail link that shows the address itself, so it can be copied or read aloud. */
export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={LEGAL_LINK_CLASS}>
      {address}
    </a>
  );
}

/** A bulleted list; its children are <li> elements. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-slate-600">{children}</ul>;
}

/** The bold lead-in of a list item or paragraph, such as a defined term. */
export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-slate-900">{children}</strong>;
}

/** A heading inside a numbered section. */
export function LegalSubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-base font-semibold text-slate-900">{children}</h3>;
}
