import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DetailItem } from '@market/domain';
import { Placeholder, PlainAlert } from '../../components/ui/plain-alert.tsx';
import { ConditionState } from '../../components/condition/condition-state.tsx';
import { api } from '../../lib/api-client.ts';
import { lazyNamed } from '../../lib/lazy.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';

const ConditionRecord = lazyNamed(() => import('../../components/condition/condition-record.tsx'), 'ConditionRecord');

/** How far below the window the record starts loading, so it is there when the reader scrolls to it. */
const LOAD_AHEAD = '600px';

/** True once the element comes near the window; at once where there is no IntersectionObserver; never on the server. */
function useNearWindow(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

function LoadedRecord({ itemNo }: { itemNo: number }) {
  const { t } = useTranslation('detail');
  const query = useQuery({
    queryKey: queryKeys.condition(itemNo),
    queryFn: () => api.get('/items/condition', { query: { itemNo } }),
    staleTime: 30_000,
  });
  if (query.error) return <PlainAlert severity="error">{t('condition.failed')}</PlainAlert>;
  if (!query.data) return <Placeholder variant="rectangular" height={240} label={t('condition.loading')} />;
  return <ConditionRecord view={query.data} />;
}

/**
 * The condition evidence on the detail page (issue 31, docs/decisions/0254). The first view, rendered on the server,
 * says whether there is a record and whether staff verified it, from the detail answer's summary; the record itself
 * (diagram, tables, history, originals) is its own chunk and request, loaded once the section nears the window.
 */
export function ConditionSection({ item }: { item: DetailItem | undefined }) {
  const { t } = useTranslation('detail');
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearWindow(anchor);
  const summary = item?.condition;
  let body: ReactNode;
  if (!item) body = <Placeholder variant="rectangular" height={80} />;
  else if (!summary) body = <p className="plain-text plain-text--secondary">{t('condition.none')}</p>;
  else if (item.masked) {
    body = (
      <>
        <ConditionState state={summary.state} verifiedAt={summary.verifiedAt} />
        <p className="plain-text plain-text--secondary">{t('options.login')}</p>
      </>
    );
  } else {
    body = near ? (
      <Suspense fallback={<Placeholder variant="rectangular" height={240} label={t('condition.loading')} />}>
        <LoadedRecord itemNo={item.itemNo} />
      </Suspense>
    ) : (
      <ConditionState state={summary.state} verifiedAt={summary.verifiedAt} />
    );
  }
  return <div ref={anchor}>{body}</div>;
}
