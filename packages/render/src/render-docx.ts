/**
 * The same resume as a Word document: the same blocks in the same order (hidden sections left out), as
 * real paragraphs; bullets use Word's own bullet numbering rather than a typed glyph or tab.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { type Block, buildBlocks, type Span } from './build-blocks';
import { defaultTitle, resumeLanguage, WORD_LANGUAGE_TAG } from './resume-language';
import { inLookOrder, styledTemplate } from './template-look';
import { PAGE_SIZES } from './templates';
import type { RenderableResume, RenderOptions } from './types';

const BULLETS = 'resume-bullets';
/** Word measures font sizes in half points. */
const halfPoints = (points: number): number => Math.round(points * 2);
const twips = (points: number): number => Math.round(points * 20);
const FAMILY_NAMES = { serif: 'Source Serif 4', sans: 'Inter', narrowSans: 'Source Sans 3' } as const;

export async function renderDocx(
  resume: RenderableResume,
  options: Pick<RenderOptions, 'template' | 'pageSize' | 'title' | 'author' | 'look'>,
): Promise<Uint8Array> {
  const template = styledTemplate(options.template, options.look);
  const blocks = buildBlocks(inLookOrder(resume, options.look));
  const language = resumeLanguage(resume, blocks);
  // A resume in another language says so on every run, for Word's spelling and a screen reader; English
  // runs are written as they always were, with Word's default language.
  const runLanguage = language === 'en' ? {} : { language: { value: WORD_LANGUAGE_TAG[language] } };
  const runOf = (span: Span, size: number) => {
    const style = template.spans[span.role];
    const run = new TextRun({
      text: span.text,
      font: FAMILY_NAMES[style.family ?? template.family],
      size: halfPoints(size),
      bold: style.face === 'bold' || style.face === 'boldItalic',
      italics: style.face === 'italic' || style.face === 'boldItalic',
      color: style.color.replace('#', ''),
      ...runLanguage,
    });
    return span.link ? new ExternalHyperlink({ link: span.link, children: [run] }) : run;
  };
  const paragraphOf = (block: Block) => {
    const style = template.blocks[block.kind];
    const rule = block.kind === 'heading' ? template.headingRule : null;
    return new Paragraph({
      children: block.spans.map((span) => runOf(span, style.size)),
      alignment: style.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
      spacing: {
        before: twips(style.spaceBefore + (block.startsEntry ? template.entryGap : 0)),
        after: twips(style.spaceAfter),
      },
      keepNext: block.keepWithNext,
      ...(block.pageBreakBefore ? { pageBreakBefore: true } : {}),
      ...(block.kind === 'bullet' ? { numbering: { reference: BULLETS, level: 0 } } : {}),
      ...(rule
        ? {
            border: {
              [rule.position === 'below' ? 'bottom' : 'top']: {
                style: BorderStyle.SINGLE,
                size: Math.max(2, Math.round(rule.width * 8)),
                color: rule.color.replace('#', ''),
                space: 2,
              },
            },
          }
        : {}),
    });
  };
  const name = resume.contact.name.trim();
  const document = new Document({
    title: options.title ?? defaultTitle(name, language),
    creator: options.author ?? name,
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: {
                  indent: {
                    left: twips(template.bulletIndent + template.bulletHang),
                    hanging: twips(template.bulletHang),
                  },
                },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: twips(PAGE_SIZES[options.pageSize].width),
              height: twips(PAGE_SIZES[options.pageSize].height),
            },
            margin: {
              top: twips(template.margins.top),
              bottom: twips(template.margins.bottom),
              left: twips(template.margins.left),
              right: twips(template.margins.right),
            },
          },
        },
        children: blocks.map(paragraphOf),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
