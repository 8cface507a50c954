import { NotFoundPage, Route, Routes } from '@nism/shared-ui';
import { SecondFactorPrompt } from '../features/second-factor/components/SecondFactorPrompt';
import { StaffGate } from '../features/staff-gate/components/StaffGate';
import { useStaffRole } from '../features/staff-gate/hooks/use-staff-role';
import { StudioNav } from '../lib/StudioNav';
import AuditPage from '../pages/audit/AuditPage';
import QuestionEditorPage from '../pages/editor/QuestionEditorPage';
import ImportPage from '../pages/import/ImportPage';
import OperationsPage from '../pages/operations/OperationsPage';
import PaperPreviewPage from '../pages/paper-preview/PaperPreviewPage';
import PapersPage from '../pages/papers/PapersPage';
import QuestionsPage from '../pages/questions/QuestionsPage';
import MessagesPage from '../pages/messages/MessagesPage';
import ReportsPage from '../pages/reports/ReportsPage';
import StaffPage from '../pages/staff/StaffPage';
import TranslationsPage from '../pages/translations/TranslationsPage';
import SiteTextsPage from '../pages/site-texts/SiteTextsPage';
import ItemAnalysisPage from '../pages/item-analysis/ItemAnalysisPage';

/**
 * The studio: the shell renders it for every path below /studio, and it routes its own pages (relative paths), so
 * the content team adds a page without a shell release. Everything is behind the staff gate.
 */
export default function StudioApp() {
  const role = useStaffRole();
  return (
    <StaffGate>
      <StudioNav admin={role === 'admin'} />
      <SecondFactorPrompt />
      <Routes>
        <Route index element={<QuestionsPage />} />
        <Route path="questions/:id" element={<QuestionEditorPage />} />
        <Route path="papers" element={<PapersPage />} />
        <Route path="papers/:paperId/preview" element={<PaperPreviewPage />} />
        <Route path="papers/:paperId/translations" element={<TranslationsPage />} />
        <Route path="papers/:paperId/analysis" element={<ItemAnalysisPage />} />
        <Route path="import" element={<ImportPage />} />
        <Route path="site-texts" element={<SiteTextsPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="operations" element={<OperationsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </StaffGate>
  );
}
export { contractVersion } from './contract';
