import type { MessageId } from '@resumeloop/i18n';
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
import { Link, useSearchParams } from 'react-router';
import { SITE } from '../../../components/layout/site';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { Message, useT } from '../../../lib/i18n/use-t';
import { useLaunchMonth } from '../launch-month';
import { ContactFormCard } from './contact-form';
import { type ContactFormValues, contactFormForTopic, isContactTopic } from './contact-form-model';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

const PHILOSOPHY: readonly MessageId[] = [
  'pages.contact.philosophy.realPerson',
  'pages.contact.philosophy.honest',
  'pages.contact.philosophy.dataFirst',
  'pages.contact.philosophy.intoProduct',
];

/** A link inside a message: `<link>words</link>` in the catalogue. */
const linkTo = (to: string) => (words: ReactNode) => (
  <Link to={to} className={linkClass}>
    {words}
  </Link>
);

function SupportEmailLink({ className }: { className: string }) {
  return (
    <a href={`mailto:${SITE.supportEmail}`} className={`${linkClass} ${className}`}>
      {SITE.supportEmail}
    </a>
  );
}

type InfoCard = { title: MessageId; icon: LucideIcon; body: ReactNode };

function useInfoCards(): readonly InfoCard[] {
  const t = useT();
  const launched = useLaunchMonth();
  return [
    {
      title: 'pages.contact.responseTime.title',
      icon: Clock,
      body: (
        <>
          <span className="block font-semibold text-slate-900">
            {t('pages.contact.responseTime.within', { hours: SITE.supportResponseHours })}
          </span>
          {t('pages.contact.responseTime.body')}
        </>
      ),
    },
    {
      title: 'pages.contact.email.title',
      icon: Mail,
      body: (
        <>
          <SupportEmailLink className="block break-all" />
          {t('pages.contact.email.body')}
        </>
      ),
    },
    {
      title: 'pages.contact.beta.title',
      icon: MessageSquareHeart,
      body: t('pages.contact.beta.body', { launched }),
    },
    {
      title: 'pages.contact.privacy.title',
      icon: Lock,
      body: <Message id="pages.contact.privacy.body" values={{ link: linkTo('/privacy-policy') }} />,
    },
  ];
}

/** `?topic=premium` (the locked features' link) opens the form with its category and subject filled in. */
function useTopicForm(): ContactFormValues | undefined {
  const t = useT();
  const [params] = useSearchParams();
  const topic = params.get('topic');
  return isContactTopic(topic) ? contactFormForTopic(topic, t('plans.contact.subject')) : undefined;
}

export function ContactPage() {
  const t = useT();
  const topicForm = useTopicForm();
  const launched = useLaunchMonth();
  const infoCards = useInfoCards();
  useDocumentTitle(t('pages.contact.docTitle'));
  const cardsHeadingId = useId();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('pages.contact.title')}
        </h1>
        <p className="mt-3 text-slate-600">{t('pages.contact.lead')}</p>
      </header>

      <section aria-labelledby={cardsHeadingId} className="mt-10">
        <h2 id={cardsHeadingId} className="sr-only">
          {t('pages.contact.glance')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {infoCards.map((card) => (
            <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <card.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(card.title)}</h3>
              <p className="mt-1 text-sm text-slate-600">{card.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 grid items-start gap-8 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
          <ContactFormCard initial={topicForm} />
        </div>

        <div className="space-y-6">
          <SideSection title={t('pages.contact.philosophy.title')} icon={Heart}>
            <ul className="mt-3 space-y-2">
              {PHILOSOPHY.map((line) => (
                <li key={line} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-700" />
                  {t(line)}
                </li>
              ))}
            </ul>
          </SideSection>

          <SideSection title={t('pages.contact.reach.title')} icon={Mail}>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              <li>{t('pages.contact.reach.form')}</li>
              <li>
                <Message
                  id="pages.contact.reach.email"
                  values={{ email: <SupportEmailLink className="break-all" /> }}
                />
              </li>
              <li>
                <Message id="pages.contact.reach.help" values={{ link: linkTo('/help') }} />
              </li>
            </ol>
            <p className="mt-3">{t('pages.contact.reach.reply', { hours: SITE.supportResponseHours })}</p>
          </SideSection>

          <SideSection title={t('pages.contact.developer.title')} icon={Code}>
            <p className="mt-3">{t('pages.contact.developer.body', { launched })}</p>
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
              {t('pages.contact.quick.title')}
            </h2>
            <p className="mt-2 text-sm">{t('pages.contact.quick.body')}</p>
            <ButtonLink to="/help" variant="secondary" className="mt-4">
              {t('pages.contact.quick.visit')}
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
