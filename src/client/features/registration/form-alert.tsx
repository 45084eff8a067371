import { AlertTriangle } from 'lucide-react';

/** A failure that belongs to no single field, announced as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <AlertTriangle className="mt-0.5 size-4.5 shrink-0 text-red-600" aria-hidden />
      <p>{message}</p>
    </div>
  );
}
