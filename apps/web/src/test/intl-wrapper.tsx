import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import type { ReactNode } from 'react';
import { LocaleProvider } from '../lib/i18n/i18n-context';

/** The app's language provider in en-US, around everything a test renders (setup.ts). */
export function IntlWrapper({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider initial="en-US" messages={enUS}>
      {children}
    </LocaleProvider>
  );
}
