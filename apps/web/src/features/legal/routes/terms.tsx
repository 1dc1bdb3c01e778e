import { LegalDocument } from '../components/legal-document';

export function TermsRoute() {
  return <LegalDocument document="terms" />;
}
