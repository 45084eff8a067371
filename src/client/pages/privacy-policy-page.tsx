import { PrivacyPolicy } from '../features/legal/privacy-policy.tsx';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
