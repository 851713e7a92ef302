import type { MessageId } from '@resumeloop/i18n';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../components/layout/site';
import { Message } from '../../../lib/i18n/use-t';
import { useLaunchMonth } from '../launch-month';

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

/** The bold lead-in of a list item or paragraph, such as a defined term. */
export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-slate-900">{children}</strong>;
}

const linkTo = (to: string) => (words: ReactNode) => <LegalLink to={to}>{words}</LegalLink>;

/**
 * What a legal message may name: `<term>` for a bold lead-in, `<privacyLink>` and the other links to
 * pages of the app, the service's addresses, the launch month and the support reply time.
 */
function useLegalValues() {
  const launched = useLaunchMonth();
  return useMemo(
    () => ({
      term: (words: ReactNode) => <Term>{words}</Term>,
      privacyLink: linkTo('/privacy-policy'),
      termsLink: linkTo('/terms-of-service'),
      contactLink: linkTo('/contact'),
      accountSettingsLink: linkTo('/settings/account'),
      privacySettingsLink: linkTo('/settings/privacy'),
      notificationSettingsLink: linkTo('/settings/notifications'),
      privacyEmail: <EmailLink address={SITE.privacyEmail} />,
      legalEmail: <EmailLink address={SITE.legalEmail} />,
      supportEmail: <EmailLink address={SITE.supportEmail} />,
      launched,
      hours: SITE.supportResponseHours,
    }),
    [launched],
  );
}

/** One message of the legal documents, with its links, terms and addresses. */
export function LegalText({ id }: { id: MessageId }) {
  return <Message id={id} values={useLegalValues()} />;
}

export function LegalParagraph({ id }: { id: MessageId }) {
  return (
    <p>
      <LegalText id={id} />
    </p>
  );
}

/** A bulleted list, one message per item. */
export function LegalList({ items }: { items: readonly MessageId[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-slate-600">
      {items.map((item) => (
        <li key={item}>
          <LegalText id={item} />
        </li>
      ))}
    </ul>
  );
}

/** A heading inside a numbered section. */
export function LegalSubheading({ id }: { id: MessageId }) {
  return (
    <h3 className="pt-2 text-base font-semibold text-slate-900">
      <LegalText id={id} />
    </h3>
  );
}
