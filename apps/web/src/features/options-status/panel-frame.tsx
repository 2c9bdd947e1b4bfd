import type { ReactNode } from 'react';
import { Placeholder, PlainAlert } from '../../components/ui/plain-alert.tsx';

/** A titled group of a panel: placeholders while loading, otherwise its content. */
export function PanelGroup({
  title,
  loading,
  placeholders,
  children,
}: {
  title: string;
  loading: boolean;
  placeholders: number;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="panel-group">
      <h3 className="plain-text plain-text--subtitle1 plain-text--bold panel-group__title">{title}</h3>
      {loading ? (
        <div data-testid="panel-placeholders" className="panel-group__placeholders">
          {Array.from({ length: placeholders }, (_, index) => (
            <Placeholder key={index} variant="text" height={28} />
          ))}
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/** The spec's notice instead of the values for a visitor who must log in. */
export function LoginNotice({ text }: { text: string }) {
  return <PlainAlert severity="info">{text}</PlainAlert>;
}
