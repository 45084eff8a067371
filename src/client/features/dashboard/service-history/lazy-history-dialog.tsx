import { lazy, Suspense } from 'react';
import type { ServiceHistoryDialogProps } from './service-history-dialog.tsx';

/** The dialog, its bar and its chart are fetched on first use, not with the dashboard. */
export const loadHistoryDialog = () => import('./service-history-dialog.tsx');

const Dialog = lazy(loadHistoryDialog);

export function LazyServiceHistoryDialog(props: ServiceHistoryDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
