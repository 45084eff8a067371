import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { apiRequest } from '../lib/api.ts';
import { toast } from '../lib/toast-store.ts';
import { useT } from '#client/i18n/use-t.ts';

/**
 * Signs out with a POST (a GET could be triggered by another site), then reloads the page
 * so every signed-in view is dropped at once.
 */
export function SignOutButton() {
  const { t } = useT();
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    try {
      await apiRequest('POST', '/api/logout');
      window.location.assign('/');
    } catch {
      setPending(false);
      toast({ title: t('ui.signOut.failed'), description: t('ui.signOut.tryAgain'), variant: 'destructive' });
    }
  }
  return (
    <Button variant="inverse" size="sm" onClick={() => void signOut()} disabled={pending} className="ml-2">
      <LogOut className="size-4" aria-hidden />
      {t('ui.signOut.label')}
    </Button>
  );
}
