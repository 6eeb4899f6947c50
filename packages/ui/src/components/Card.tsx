import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, so cards sit correctly in the page outline. */
  headingLevel?: 2 | 3 | 4;
  as?: 'section' | 'article' | 'div' | 'li';
}

export function Card({ title, headingLevel = 2, as: Tag = 'section', className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={['nv-card', className].filter(Boolean).join(' ')} {...rest}>
      {title !== undefined && <Heading className="nv-card__title">{title}</Heading>}
      {children}
    </Tag>
  );
}
