/**
 * The render pool's tasks: the layout report, the PDF and the DOCX of a structured resume, and a session's
 * ATS report, with the
 * templates' fonts (read once per thread, on first use). render-worker.ts runs them on the pool's threads;
 * tests that do not want threads run them on their own (createInlineRenders).
 */
import type { LayoutReport } from '@resumeloop/contracts/editor';
import {
  layoutResume,
  type RenderOptions as RenderSettings,
  renderDocx,
  renderPdf,
} from '@resumeloop/render';
import { loadFonts } from '@resumeloop/render/fonts';
import { renderAtsReport } from '@resumeloop/render/report';
import type { WorkerPool } from '../workers/worker-pool';
import type { RenderOptions, RenderTasks } from './render';

const settings = (options: RenderOptions): RenderSettings => ({
  template: options.template,
  pageSize: options.pageSize,
  look: options.look ?? null,
  fonts: loadFonts(),
});

export function createRenderTasks(): RenderTasks {
  return {
    layout(resume, options): LayoutReport {
      const { estimated_pages, character_count, total_char_count, warnings, warning_refs } = layoutResume(
        resume,
        settings(options),
      );
      return { estimated_pages, character_count, total_char_count, warnings, warning_refs };
    },
    pdf: async (resume, options) => (await renderPdf(resume, settings(options))).pdf,
    docx: (resume, options) => renderDocx(resume, settings(options)),
    atsReport: (report) => renderAtsReport(report, loadFonts()),
  };
}

/** The same tasks on the caller's thread, in the pool's shape: for tests that do not want threads. */
export function createInlineRenders(): WorkerPool {
  const tasks = createRenderTasks();
  return {
    submit: async (task, args) =>
      (tasks[task as keyof RenderTasks] as (...values: unknown[]) => unknown)(...args),
    close: async () => {},
  };
}
