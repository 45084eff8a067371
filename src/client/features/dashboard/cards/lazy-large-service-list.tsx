import { useEffect, useState, type ComponentType } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { withLaterMessages } from '#client/i18n/i18n.ts';
import type { LargeServiceListProps } from './large-service-list.tsx';

/** Past this many cards a section is filtered and windowed; below it every card is in the page. */
export const LARGE_SECTION = 100;

/**
 * The filter and the windowed grid come with the first large section opened: a board of a few
 * dozen services never fetches them, and the first download of `/` stays within its budget.
 */
const importList = withLaterMessages(() => import('./large-service-list.tsx'));
let loaded: ComponentType<LargeServiceListProps> | null = null;

/** Fetches the code now (a pointer on a large section's heading); resolves with the component. */
export function loadLargeServiceList(): Promise<ComponentType<LargeServiceListProps>> {
  return importList().then((module) => (loaded = module.default));
}

/**
 * The list once its code is here, skeleton cards until then. Not React.lazy: a component that
 * suspends in an update is revealed on React's 300 ms throttle, which alone would triple the
 * time a section takes to open; a state set when the code arrives draws it at once.
 */
export function LazyLargeServiceList(props: LargeServiceListProps) {
  const [List, setList] = useState<ComponentType<LargeServiceListProps> | null>(() => loaded);
  useEffect(() => {
    if (List) return;
    let live = true;
    loadLargeServiceList()
      .then((component) => {
        if (live) setList(() => component);
      })
      // A chunk that did not come: the skeleton stays, and the next draw of the section asks again.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [List]);
  if (List) return <List {...props} />;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}
