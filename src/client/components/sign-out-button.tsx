import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { apiRequest } from '../lib/api.ts';
import { toast } from '../lib/toast-store.ts';

/**
 * Signs out with a POST (a GET could be triggered by another site), then reloads the page
 * so every signed-in view is dropped at once.
 */
export function SignOutButton() {
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    try {
      await apiRequest('POST', '/api/logout');
      window.location.assign('/');
    } catch {
      setPending(false);
      toast({ title: 'Sign out failed', description: 'Please try again in a moment.', variant: 'destructive' });
    }
  }
  return (
    <Button variant="inverse" size="sm" onClick={() => void signOut()} disabled={pending} className="ml-2">
      <LogOut className="size-4" aria-hidden />
      Sign out
    </Button>
  );
}
