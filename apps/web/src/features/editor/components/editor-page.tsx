import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useT } from '../../../lib/i18n/use-t';
import { ExportStatus, FeedbackModal, useGatedExport } from '../../feedback';
import { ResumeEditor } from './resume-editor';

function InvalidSession() {
  const t = useT();
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('editor.invalidSession.title')}</h1>
      <p className="mt-2 text-slate-700">{t('editor.invalidSession.body')}</p>
      <ButtonLink to="/refine" className="mt-6">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('editor.invalidSession.back')}
      </ButtonLink>
    </div>
  );
}

function StandaloneEditor({ sessionId }: { sessionId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const exporter = useGatedExport({ sessionId });
  // SPEC §2.5: closing returns to the flow without leaving the editor in the history.
  const close = () => void navigate('/refine', { replace: true });
  return (
    <div className="mx-auto max-w-7xl px-3 py-5 sm:px-6">
      <div className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('editor.page.title')}</h1>
        <p className="mt-1 text-slate-700">{t('editor.page.intro')}</p>
      </div>
      <div className="mb-4">
        <ExportStatus error={exporter.error} saved={exporter.saved} />
      </div>
      <ResumeEditor
        sessionId={sessionId}
        onDownload={() => void exporter.exportFile('pdf')}
        downloading={exporter.busy !== null}
        onClose={close}
      />
      <FeedbackModal sessionId={sessionId} {...exporter.modal} />
    </div>
  );
}

/** /dynamic-pdf-editor/{sessionId}: the editor on a page of its own (SPEC §2.1, §2.5). */
export function EditorPage() {
  const t = useT();
  const { sessionId } = useParams();
  useDocumentTitle(t('editor.page.title'));
  return sessionId ? <StandaloneEditor sessionId={sessionId} /> : <InvalidSession />;
}
