import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';

interface PageProps {
  title: string;
  /** The browser tab's title; by default the heading followed by the brand. */
  documentTitle?: string;
  children?: ReactNode;
}

/** A screen with its heading; the document title follows it. */
export function Page({ title, documentTitle, children }: PageProps) {
  const { t } = useTranslation();
  const tabTitle = documentTitle ?? `${title} | ${t('brand')}`;
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
  return (
    <section className="plain-container plain-page">
      <h1 className="plain-text plain-text--h4 plain-text--gutter">{title}</h1>
      {children}
    </section>
  );
}
