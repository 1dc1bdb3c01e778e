import { LegalDocument } from '../components/legal-document';

export function PrivacyPolicyRoute() {
  return <LegalDocument document="privacy" />;
}
