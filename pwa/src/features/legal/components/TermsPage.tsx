import { terms } from '../legalTexts.ts';
import { LegalDocument } from './LegalDocument.tsx';

/** /terms: ข้อกำหนดการใช้งาน. */
export function TermsPage() {
  return <LegalDocument title={terms.title} intro={terms.intro} sections={terms.sections} />;
}
