import type { MessageId, MessageValues } from '@resumeloop/i18n';
import { type ComponentProps, useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Formats a message of the catalogue as text, in the language shown: `t('auth.login.title')`. */
export type T = (id: MessageId, values?: MessageValues) => string;

/** The text of a message in the current language; typed by the en-US catalogue's ids. */
export function useT(): T {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/**
 * A message with markup inside it: `<Message id="auth.register.acceptTerms" values={{ link: (words) => <Link>{words}</Link> }} />`
 * for the ICU `<link>...</link>` tags of the message.
 */
export function Message({
  id,
  values,
}: {
  id: MessageId;
  values?: ComponentProps<typeof FormattedMessage>['values'];
}) {
  return <FormattedMessage id={id} values={values} />;
}
