import type { ReactNode, Ref } from 'react';

export const authLinkClasses =
  'font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

/** The frame of the sign-in screens: one card with the page's only h1, and a line of links below it. */
export function AuthLayout({
  title,
  description,
  icon,
  headingRef,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** The heading takes the focus when the card's content changes (a form replaced by its outcome). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {icon && <div className="mb-4 flex justify-center">{icon}</div>}
          <h1
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="text-center text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {description && <div className="mt-2 text-center text-slate-600">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>}
      </div>
    </div>
  );
}
