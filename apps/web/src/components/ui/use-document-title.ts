import { useEffect } from 'react';

export const PRODUCT_NAME = 'ResumeLoop';

/** Sets the tab title so every page is announced by name (WCAG 2.4.2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${PRODUCT_NAME}`
      : `${PRODUCT_NAME}: get past the ATS and in front of people`;
  }, [title]);
}
