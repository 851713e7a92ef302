import {
  ArrowRight,
  Clock,
  Code,
  Heart,
  LifeBuoy,
  Lock,
  type LucideIcon,
  Mail,
  MessageSquareHeart,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../components/layout/site';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ContactFormCard } from './contact-form';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

type InfoCard = { title: string; icon: LucideIcon; body: ReactNode };

const INFO_CARDS: readonly InfoCard[] = [
  {
    title: 'Response time',
    icon: Clock,
    body: (
      <>
        <span className="block font-semibold text-slate-900">Within {SITE.supportResponseHours} hours</span>
        Every message gets a personal reply.
      </>
    ),
  },
  {
    title: 'Email',
    icon: Mail,
    body: (
      <>
        <a href={`mailto:${SITE.supportEmail}`} className={`${linkClass} block break-all`}>
          {SITE.supportEmail}
        </a>
        Prefer your own mail app? Write to us directly.
      </>
    ),
  },
  {
    title: 'Beta feedback',
    icon: MessageSquareHeart,
    body: (
      <>
        {SITE.name} has been in beta since {SITE.launched}. Tell us what works and what does not: your
        feedback decides what gets built next.
      </>
    ),
  },
  {
    title: 'Privacy',
    icon: Lock,
    body: (
      <>
        We use your details only to answer you, and send product updates only if you ask for them. See our{' '}
        <Link to="/privacy-policy" className={linkClass}>
          Privacy Policy
        </Link>
        .
      </>
    ),
  },
];

const PHILOSOPHY = [
  'A real person reads and answers every message.',
  'Honest answers, including “not yet” when something is not built.',
  'Problems that affect your resume or your data come first.',
  'What you report and suggest goes straight back into the product.',
] as const;

export function ContactPage() {
  useDocumentTitle('Contact');
  const cardsHeadingId = useId();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact us</h1>
        <p className="mt-3 text-slate-600">
          Questions, bug reports, feature ideas or feedback on the beta: tell us, and the person who builds{' '}
          {SITE.name} will get back to you.
        </p>
      </header>

      <section aria-labelledby={cardsHeadingId} className="mt-10">
        <h2 id={cardsHeadingId} className="sr-only">
          Support at a glance
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {INFO_CARDS.map((card) => (
            <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <card.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{card.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 grid items-start gap-8 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
          <ContactFormCard />
        </div>

        <div className="space-y-6">
          <SideSection title="Our support philosophy" icon={Heart}>
            <ul className="mt-3 space-y-2">
              {PHILOSOPHY.map((line) => (
                <li key={line} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-700" />
                  {line}
                </li>
              ))}
            </ul>
          </SideSection>

          <SideSection title="How to reach us" icon={Mail}>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              <li>
                Use the message form and pick the category that fits, so your message can be sorted at once.
              </li>
              <li>
                Or email{' '}
                <a href={`mailto:${SITE.supportEmail}`} className={`${linkClass} break-all`}>
                  {SITE.supportEmail}
                </a>
                .
              </li>
              <li>
                For instant answers, check{' '}
                <Link to="/help" className={linkClass}>
                  Help & Support
                </Link>{' '}
                first.
              </li>
            </ol>
            <p className="mt-3">We reply within {SITE.supportResponseHours} hours.</p>
          </SideSection>

          <SideSection title="About the developer" icon={Code}>
            <p className="mt-3">
              {SITE.name} is built and run by a solo developer and has been in beta since {SITE.launched}. The
              person who reads your message is the person who writes the code, so a bug report or an idea goes
              straight to where it can be acted on.
            </p>
          </SideSection>

          <section
            aria-labelledby={`${cardsHeadingId}-help`}
            className="rounded-xl bg-brand-50 p-5 text-slate-700"
          >
            <h2
              id={`${cardsHeadingId}-help`}
              className="flex items-center gap-2 text-lg font-semibold text-slate-900"
            >
              <LifeBuoy aria-hidden="true" className="size-5 text-brand-700" />
              Looking for a quick answer?
            </h2>
            <p className="mt-2 text-sm">
              Scoring, uploads, limits, your account and your data are covered in our help pages.
            </p>
            <ButtonLink to="/help" variant="secondary" className="mt-4">
              Visit Help & Support
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </section>
        </div>
      </div>
    </div>
  );
}

function SideSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}
