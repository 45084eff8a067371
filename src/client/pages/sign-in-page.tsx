import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { SignInShell } from '../features/sign-in/sign-in-shell.tsx';
import { SignInFlow } from '../features/sign-in/sign-in-flow.tsx';
import { preloadToaster } from '../components/ui/lazy-toaster.tsx';
import { useT } from '../i18n/use-t.ts';

// This page answers its forms with toasts.
preloadToaster();

/** /sign-in: the built-in e-mail code sign-in that /api/login leads to without an OpenID provider. */
export default function SignInPage() {
  const { t } = useT();
  useDocumentTitle(t('signin.title'));
  return (
    <SignInShell>
      <SignInFlow />
    </SignInShell>
  );
}
