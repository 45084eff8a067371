import { PrivacyPolicy } from '../features/legal/privacy/privacy-policy.tsx';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
