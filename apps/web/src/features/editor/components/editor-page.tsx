import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ExportStatus, FeedbackModal, useGatedExport } from '../../feedback';
import { EDITOR_TEXT } from '../editor-messages';
import { ResumeEditor } from './resume-editor';

function InvalidSession() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{EDITOR_TEXT.invalidSessionTitle}</h1>
      <p className="mt-2 text-slate-700">{EDITOR_TEXT.invalidSessionBody}</p>
      <ButtonLink to="/refine" className="mt-6">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Go to Resume Refinement
      </ButtonLink>
    </div>
  );
}

function StandaloneEditor({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const exporter = useGatedExport({ sessionId });
  // SPEC §2.5: closing returns to the flow without leaving the editor in the history.
  const close = () => void navigate('/refine', { replace: true });
  return (
    <div className="mx-auto max-w-7xl px-3 py-5 sm:px-6">
      <div className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Resume Editor</h1>
        <p className="mt-1 text-slate-700">
          Edit any line; changes save by themselves. The preview shows the PDF as it will download.
        </p>
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
  const { sessionId } = useParams();
  useDocumentTitle('Resume Editor');
  return sessionId ? <StandaloneEditor sessionId={sessionId} /> : <InvalidSession />;
}
