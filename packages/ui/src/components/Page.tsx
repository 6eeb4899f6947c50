import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle.js';

export interface PageProps {
  /** The page's h1; also the document title ("{title} · Naturverse"). */
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** Every routed screen starts with one h1 and sets its title. */
export function Page({ title, intro, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className="nv-page">
      <h1>{title}</h1>
      {intro && <p className="nv-page__intro">{intro}</p>}
      {children}
    </div>
  );
}
