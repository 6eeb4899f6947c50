import { useEffect } from 'react';

export const SITE_NAME = 'Naturverse';

/** "{title} · Naturverse", or just the site name for the home page. */
export function formatTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}
