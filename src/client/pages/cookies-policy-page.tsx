import { CookiesPolicy } from '../features/legal/cookies-policy.tsx';

export default function CookiesPolicyPage() {
  return <CookiesPolicy />;
}
