import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

interface PlainPageTitleProps {
  title?: string | ReactElement;
  defaultTitle?: string;
  className?: string;
  preferenceKey?: string | false;
}

/**
 * Stands in for react-admin's PageTitleConfigurable in the build (vite.config.ts): the title as react-admin's
 * PageTitle renders it (same markup), without the editor react-admin's inspector would open, which this app never
 * does. That editor brings MUI's text field and select into every cabinet's first screen (docs/performance.md).
 */
export function PageTitleConfigurable({ title, defaultTitle, className, preferenceKey: _preferenceKey, ...rest }: PlainPageTitleProps) {
  const translate = useTranslate();
  if (title && typeof title !== 'string') return <span className={className}>{title}</span>;
  return (
    <span className={className}>
      <span {...rest}>{title ? translate(title, { _: title }) : defaultTitle}</span>
    </span>
  );
}

/** react-admin exports its editor too; nothing here opens it. */
export const PageTitleEditor = () => null;
