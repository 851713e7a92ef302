import {
  type AtsTextResponse,
  EDITOR_MESSAGES,
  type EditorDocument,
  type EditorUpdateRequest,
  type PageSize,
  type ResumeTemplate,
  type TemplateOptions,
} from '@resumeloop/contracts/editor';
import type { StructuredResume } from '@resumeloop/contracts/resume';
import type { FinalScores } from '@resumeloop/contracts/scoring';
import { type StructuredResume as EngineResume, parseResume, renderResumeText } from '@resumeloop/engine';
import { AppError } from '../errors';
import type { RefineSessionRow } from '../resumes/repository';
import { findEditable } from './access';
import { compareRoundTrip } from './ats';
import { findLimitBreach, invalidUpdate, mergeContact, renumbered } from './document';
import type { ResumeRenderer } from './render';
import { rendering } from './rendering';
import type { EditorRepository } from './repository';
import { renderOptionsOf, savedTemplateOptions } from './template-options';

/**
 * Scores a session again after the editor saved it; null keeps the stored final scores. Runs inside the
 * save's transaction: when it throws, nothing of the save is kept.
 */
export type Rescore = (session: RefineSessionRow) => Promise<FinalScores | null> | FinalScores | null;

export type EditorServiceDependencies = {
  sessions: EditorRepository;
  renderer: ResumeRenderer;
  rescore?: Rescore | undefined;
  now?: () => Date;
};

/**
 * What a save changes: the resume, and the template, page size and template options when given (options
 * alone leave the resume as it is, so its scores are not computed again).
 */
type Change = {
  resume: StructuredResume;
  template?: ResumeTemplate;
  pageSize?: PageSize;
  templateOptions?: TemplateOptions | null;
};

/**
 * The version a write was made against (its If-Match): the document's `updated_at` as the API answered
 * it; undefined (no If-Match, or `*`) saves whatever the stored version.
 */
export type ExpectedVersion = string | undefined;

/** The ETag of a document: its version, quoted. */
export const etagOf = (document: Pick<EditorDocument, 'updated_at'>): string => `"${document.updated_at}"`;

/** The engine's plain text of a structured resume (the section type is not read, so any string is fine). */
export const resumeText = (resume: StructuredResume): string =>
  renderResumeText(resume as unknown as EngineResume);

/** The dynamic editor of a refine session (SPEC §2.5, §7.3). Ownership: decision 0012. */
export function createEditorService(dependencies: EditorServiceDependencies) {
  const { sessions, renderer, rescore } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  const load = (id: string, userId: string) => findEditable((key) => sessions.findById(key), id, userId);

  async function documentOf(row: RefineSessionRow): Promise<EditorDocument> {
    const resume = row.structuredResume;
    const layout = await rendering(() =>
      renderer.layout(resume, renderOptionsOf(row, row.template, row.pageSize)),
    );
    return {
      ...layout,
      structured_resume: resume,
      template: row.template,
      page_size: row.pageSize,
      template_options: savedTemplateOptions(row),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /**
   * Saves a new resume (and template and page size) computed from the stored one, then rescores it, in
   * one transaction with the row locked: a refused change, a layout failure or a failing rescore leaves
   * the session as it was.
   */
  async function save(
    id: string,
    userId: string,
    expected: ExpectedVersion,
    change: (row: RefineSessionRow) => Change,
  ): Promise<EditorDocument> {
    return sessions.transaction(async (tx) => {
      const row = await findEditable((key) => tx.lockById(key), id, userId);
      // Compared with the row locked: of two saves made against one version, only the first is kept.
      if (expected !== undefined && expected !== row.updatedAt.toISOString()) {
        const current = await documentOf(row);
        throw new AppError('edit_conflict', EDITOR_MESSAGES.editConflict, {
          extra: { current },
          headers: { etag: etagOf(current) },
        });
      }
      const next = change(row);
      const template = next.template ?? row.template;
      const pageSize = next.pageSize ?? row.pageSize;
      const options = {
        templateOptions: next.templateOptions === undefined ? row.templateOptions : next.templateOptions,
      };
      const layout = await rendering(() =>
        renderer.layout(next.resume, renderOptionsOf(options, template, pageSize)),
      );
      const saved = await tx.saveDocument(row.id, {
        structuredResume: next.resume,
        template,
        pageSize,
        ...(next.templateOptions === undefined ? {} : { templateOptions: next.templateOptions }),
        finalText: resumeText(next.resume),
        updatedAt: now(),
      });
      const scores = rescore && next.resume !== row.structuredResume ? await rescore(saved) : null;
      if (scores) await tx.saveFinalScores(saved.id, scores);
      return {
        ...layout,
        structured_resume: saved.structuredResume,
        template: saved.template,
        page_size: saved.pageSize,
        template_options: savedTemplateOptions(saved),
        updated_at: saved.updatedAt.toISOString(),
      };
    });
  }

  return {
    /** GET current and POST parse: the stored resume with its layout. */
    async current(id: string, userId: string): Promise<EditorDocument> {
      return documentOf(await load(id, userId));
    },

    async update(
      id: string,
      userId: string,
      body: EditorUpdateRequest,
      expected?: ExpectedVersion,
    ): Promise<EditorDocument> {
      return save(id, userId, expected, (row) => {
        const resume: StructuredResume = {
          contact: mergeContact(row.structuredResume.contact, body.contact),
          sections: body.sections ? renumbered(body.sections) : row.structuredResume.sections,
        };
        const breach = findLimitBreach(resume);
        if (breach) throw invalidUpdate(breach);
        return {
          resume,
          ...(body.template ? { template: body.template } : {}),
          ...(body.page_size ? { pageSize: body.page_size } : {}),
        };
      });
    },

    /** Saves the session's template options (null: the template's own look); the resume is unchanged. */
    async saveTemplateOptions(
      id: string,
      userId: string,
      options: TemplateOptions | null,
      expected?: ExpectedVersion,
    ): Promise<EditorDocument> {
      return save(id, userId, expected, (row) => ({
        resume: row.structuredResume,
        templateOptions: options,
      }));
    },

    async reorder(
      id: string,
      userId: string,
      sectionIds: string[],
      expected?: ExpectedVersion,
    ): Promise<EditorDocument> {
      return save(id, userId, expected, (row) => {
        const byId = new Map(row.structuredResume.sections.map((section) => [section.id, section]));
        const permutation = sectionIds.length === byId.size && new Set(sectionIds).size === sectionIds.length;
        const sections = sectionIds.map((sectionId) => byId.get(sectionId));
        if (!permutation || sections.some((section) => section === undefined)) {
          throw invalidUpdate({ field: 'section_ids', message: { id: 'validation.editor.sectionIds' } });
        }
        return {
          resume: {
            ...row.structuredResume,
            sections: sections.flatMap((section, index) =>
              section ? [{ ...section, order: index + 1 }] : [],
            ),
          },
        };
      });
    },

    async deleteSection(
      id: string,
      userId: string,
      sectionId: string,
      expected?: ExpectedVersion,
    ): Promise<EditorDocument> {
      return save(id, userId, expected, (row) => {
        const { sections } = row.structuredResume;
        if (!sections.some((section) => section.id === sectionId)) {
          throw new AppError('section_not_found', 'errors.editor.sectionNotFound');
        }
        return {
          resume: {
            ...row.structuredResume,
            sections: renumbered(sections.filter((section) => section.id !== sectionId)),
          },
        };
      });
    },

    async previewPdf(id: string, userId: string): Promise<Uint8Array> {
      const row = await load(id, userId);
      const resume = row.structuredResume;
      return rendering(() => renderer.pdf(resume, renderOptionsOf(row, row.template, row.pageSize)));
    },

    /** Renders the PDF, reads its text back as an ATS would and parses it again. */
    async atsText(id: string, userId: string): Promise<AtsTextResponse> {
      const row = await load(id, userId);
      const resume = row.structuredResume;
      const text = await rendering(async () =>
        renderer.pdfText(await renderer.pdf(resume, renderOptionsOf(row, row.template, row.pageSize))),
      );
      return { text, round_trip: compareRoundTrip(resume, parseResume(text)) };
    },
  };
}
export type EditorService = ReturnType<typeof createEditorService>;
