import admin from '@resumeloop/i18n/catalogues/en-US/admin.json';
import bulk from '@resumeloop/i18n/catalogues/en-US/bulk.json';
import legal from '@resumeloop/i18n/catalogues/en-US/legal.json';
import settings from '@resumeloop/i18n/catalogues/en-US/settings.json';
import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import type { ReactNode } from 'react';
import { LocaleProvider } from '../lib/i18n/i18n-context';

/**
 * The en-US messages a test renders with: the app's first catalogue and the page areas its lazily loaded
 * pages add (lib/i18n/page-areas.ts), since a test renders a page without its route.
 */
const messages = { ...enUS, ...legal, ...settings, ...admin, ...bulk };

/** The app's language provider in en-US, around everything a test renders (setup.ts). */
export function IntlWrapper({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider initial="en-US" messages={messages}>
      {children}
    </LocaleProvider>
  );
}
