import { useEffect } from 'react';
import { useT } from '../../lib/i18n/use-t';

export const PRODUCT_NAME = 'ResumeLoop';

/** Sets the tab title so every page is announced by name (WCAG 2.4.2). */
export function useDocumentTitle(title: string): void {
  const t = useT();
  const home = t('common.documentTitle.home', { product: PRODUCT_NAME });
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : home;
  }, [title, home]);
}
