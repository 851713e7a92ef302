import type { Locale, Translate } from '@resumeloop/i18n';

const HTML_TAG = /<html\b([^>]*)>/;
const LANG_ATTRIBUTE = /\slang="[^"]*"/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta name="description" content=")[^"]*("\s*\/?>)/;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;
/** The brand link's label in the header the build drew into the page (apps/web's app-shell.tsx). */
const SHELL_HOME_LABEL = /(<!--app-shell-->[\s\S]*?<a href="\/" aria-label=")[^"]*(")/;

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replaceAll('"', '&quot;');
}

/** The page with `lang` on its <html> element: the locale's tag, replacing the one the build wrote. */
export function withHtmlLang(html: string, locale: Locale): string {
  return html.replace(HTML_TAG, (_tag, attributes: string) => {
    const lang = ` lang="${escapeAttribute(locale)}"`;
    return LANG_ATTRIBUTE.test(attributes)
      ? `<html${attributes.replace(LANG_ATTRIBUTE, () => lang)}>`
      : `<html${lang}${attributes}>`;
  });
}

/**
 * The page in a language: `<html lang>` is the locale's tag (the web app reads it at boot and renders in
 * it from its first paint); with its translator, the title, the meta description and the noscript text
 * are the catalogue's `common.page.*`, and so is the label of the brand link in the header drawn into the
 * page before the scripts run; with `preload`, the tags that fetch the language's catalogue beside
 * the main script go at the end of <head>. What the page does not have is left alone.
 */
export function localePage(
  html: string,
  locale: Locale,
  translate: Translate | undefined,
  preload: string | undefined,
): string {
  let page = withHtmlLang(html, locale);
  if (translate) {
    page = page
      .replace(TITLE, () => `<title>${escapeText(translate('common.page.title'))}</title>`)
      .replace(
        DESCRIPTION,
        (_meta, start: string, end: string) =>
          `${start}${escapeAttribute(translate('common.page.description'))}${end}`,
      )
      .replace(NOSCRIPT, () => `<noscript>${escapeText(translate('common.page.noscript'))}</noscript>`)
      .replace(
        SHELL_HOME_LABEL,
        (_link, start: string, end: string) =>
          `${start}${escapeAttribute(translate('common.header.home'))}${end}`,
      );
  }
  return preload ? page.replace('</head>', () => `${preload}</head>`) : page;
}
