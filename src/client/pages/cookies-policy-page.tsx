import { CookiesPolicy } from '../features/legal/cookies/cookies-policy.tsx';

export default function CookiesPolicyPage() {
  return <CookiesPolicy />;
}
