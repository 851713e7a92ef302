/** What other features use of feedback: the survey modal and the downloads it gates. */
export type { ExportFormat } from './api/download-export';
export { ExportStatus } from './components/export-status';
export { FeedbackModal } from './components/feedback-modal';
export {
  ERROR_RESTORE_DELAY_MS,
  EXPORT_RETRY_DELAY_MS,
  exportFailedMessage,
  useGatedExport,
} from './hooks/use-gated-export';
export { saveFile } from './save-file';
