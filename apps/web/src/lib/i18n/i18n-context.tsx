import { type Locale, loadWebMessages, type Messages } from '@resumeloop/i18n';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { IntlProvider } from 'react-intl';
import { setClientMessages } from '../api/errors';
import { applyLocaleToPage } from './locale';
import { loadPageAreasIn, pageAreaMessages, subscribePageAreas } from './page-areas';

type LocaleState = {
  /** The language every text is shown in now. */
  locale: Locale;
  /**
   * Shows every text in another language: its catalogue is loaded (once), with the page areas the pages
   * opened so far use (page-areas.ts), then the page switches at once, with no reload. A later call wins
   * over an earlier one still loading.
   */
  changeLocale(locale: Locale): Promise<void>;
};

const LocaleContext = createContext<LocaleState | null>(null);

/** Reports a missing id in development; in production the id's en-US text or the id itself shows. */
function reportIntlError(error: { code?: string; message: string }) {
  if (import.meta.env.DEV) console.error(error.message);
}

/**
 * The language of the whole app: react-intl's provider over the chosen catalogue. `messages` is the
 * starting language's catalogue, loaded before the first render (main.tsx); the page areas loaded with
 * the pages that use them (page-areas.ts) are added to it.
 */
export function LocaleProvider({
  initial,
  messages: initialMessages,
  children,
}: {
  initial: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => {
    // The pages' areas load in the starting language (on the app's first render none is asked for yet).
    loadPageAreasIn(initial).catch(() => undefined);
    return { locale: initial, messages: initialMessages };
  });
  const areasNow = () => pageAreaMessages(state.locale);
  const areas = useSyncExternalStore(subscribePageAreas, areasNow, areasNow);
  const messages = useMemo(
    () => (Object.keys(areas).length === 0 ? state.messages : { ...state.messages, ...areas }),
    [state.messages, areas],
  );
  // The API layer's own messages (a network error, a status without a detail) follow the page's language.
  setClientMessages(messages);
  const latest = useRef(initial);
  const changeLocale = useCallback(async (locale: Locale) => {
    latest.current = locale;
    const [messages] = await Promise.all([loadWebMessages(locale), loadPageAreasIn(locale)]);
    if (latest.current !== locale) return;
    applyLocaleToPage(locale);
    setState((current) => (current.locale === locale ? current : { locale, messages }));
  }, []);
  const value = useMemo(() => ({ locale: state.locale, changeLocale }), [state.locale, changeLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={state.locale}
        defaultLocale="en-US"
        messages={messages}
        onError={reportIntlError}
        textComponent="span"
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside <LocaleProvider>');
  return state;
}
