import type { TemplateOptions } from '@resumeloop/contracts/editor';
import {
  ACCENT_CHOICES,
  ACCENT_COLOURS,
  DEFAULT_TEMPLATE_OPTIONS,
  FONT_CHOICES,
  SECTION_ORDER_CHOICES,
  SPACING_PRESETS,
} from '@resumeloop/contracts/editor-constants';
import type { MessageId } from '@resumeloop/i18n';
import { Check, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n/use-t';
import { FeatureGate, LockedFeature } from '../../plans';
import { editorInputClasses } from './editor-fields';

type Accent = TemplateOptions['accent'];

const ACCENT_LABELS: Record<Accent, MessageId> = {
  template: 'editor.templateOptions.accent.template',
  black: 'editor.templateOptions.accent.black',
  navy: 'editor.templateOptions.accent.navy',
  blue: 'editor.templateOptions.accent.blue',
  teal: 'editor.templateOptions.accent.teal',
  green: 'editor.templateOptions.accent.green',
  burgundy: 'editor.templateOptions.accent.burgundy',
  plum: 'editor.templateOptions.accent.plum',
  slate: 'editor.templateOptions.accent.slate',
};
const FONT_LABELS: Record<TemplateOptions['fonts'], MessageId> = {
  template: 'editor.templateOptions.fonts.template',
  serif: 'editor.templateOptions.fonts.serif',
  inter: 'editor.templateOptions.fonts.inter',
  source_sans: 'editor.templateOptions.fonts.source_sans',
  serif_and_sans: 'editor.templateOptions.fonts.serif_and_sans',
  inter_and_serif: 'editor.templateOptions.fonts.inter_and_serif',
};
const SPACING_LABELS: Record<TemplateOptions['spacing'], MessageId> = {
  compact: 'editor.templateOptions.spacing.compact',
  standard: 'editor.templateOptions.spacing.standard',
  relaxed: 'editor.templateOptions.spacing.relaxed',
};
const ORDER_LABELS: Record<TemplateOptions['section_order'], MessageId> = {
  as_written: 'editor.templateOptions.sectionOrder.as_written',
  experience_first: 'editor.templateOptions.sectionOrder.experience_first',
  education_first: 'editor.templateOptions.sectionOrder.education_first',
  skills_first: 'editor.templateOptions.sectionOrder.skills_first',
};

/**
 * The template options (premium `custom_templates`): an accent from the ATS-safe palette, a font pairing,
 * a spacing preset and a section order preset. Each choice shows in the live preview at once and is
 * saved; a free account sees what the feature would give instead.
 */
export function TemplateOptionsPanel({
  value,
  onChange,
}: {
  value: TemplateOptions | null;
  onChange: (next: TemplateOptions | null) => void;
}) {
  return (
    <FeatureGate
      feature="custom_templates"
      fallback={<LockedFeature feature="custom_templates" headingLevel={3} />}
    >
      <TemplateOptionsForm value={value} onChange={onChange} />
    </FeatureGate>
  );
}

function TemplateOptionsForm({
  value,
  onChange,
}: {
  value: TemplateOptions | null;
  onChange: (next: TemplateOptions | null) => void;
}) {
  const t = useT();
  const ids = useId();
  const options = value ?? DEFAULT_TEMPLATE_OPTIONS;
  const choose = (change: Partial<TemplateOptions>) => onChange({ ...options, ...change });
  const select = <K extends 'fonts' | 'spacing' | 'section_order'>(
    key: K,
    label: MessageId,
    choices: readonly TemplateOptions[K][],
    labels: Record<TemplateOptions[K], MessageId>,
  ) => (
    <div>
      <label htmlFor={`${ids}-${key}`} className="block text-sm font-medium text-slate-800">
        {t(label)}
      </label>
      <select
        id={`${ids}-${key}`}
        value={options[key]}
        onChange={(event) => choose({ [key]: event.target.value } as Partial<TemplateOptions>)}
        className={cn(editorInputClasses, 'mt-1')}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(labels[choice])}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      data-template-options
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div>
        <h3 id={`${ids}-heading`} className="text-base font-semibold text-slate-900">
          {t('editor.templateOptions.heading')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('editor.templateOptions.lead')}</p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('editor.templateOptions.accent.label')}
        </legend>
        <p id={`${ids}-accent-hint`} className="mt-0.5 text-sm text-slate-600">
          {t('editor.templateOptions.accent.hint')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2" aria-describedby={`${ids}-accent-hint`}>
          {ACCENT_CHOICES.map((accent) => {
            const checked = options.accent === accent;
            const colour = accent === 'template' ? null : ACCENT_COLOURS[accent];
            return (
              <label
                key={accent}
                className={cn(
                  'relative flex cursor-pointer items-center gap-2 rounded-lg border px-2.5 py-1.5 text-sm text-slate-800',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  checked ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-accent`}
                  value={accent}
                  checked={checked}
                  onChange={() => choose({ accent })}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-5 items-center justify-center rounded-full border border-slate-400',
                    colour ? '' : 'bg-[linear-gradient(135deg,#1a1a1a_50%,#1f5f99_50%)]',
                  )}
                  style={colour ? { backgroundColor: colour } : undefined}
                >
                  {checked && <Check className="size-3.5 text-white" strokeWidth={3} />}
                </span>
                {t(ACCENT_LABELS[accent])}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-3">
        {select('fonts', 'editor.templateOptions.fonts.label', FONT_CHOICES, FONT_LABELS)}
        {select('spacing', 'editor.templateOptions.spacing.label', SPACING_PRESETS, SPACING_LABELS)}
        {select(
          'section_order',
          'editor.templateOptions.sectionOrder.label',
          SECTION_ORDER_CHOICES,
          ORDER_LABELS,
        )}
      </div>
      <Button variant="secondary" size="sm" onClick={() => onChange(null)} disabled={value === null}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('editor.templateOptions.reset')}
      </Button>
    </section>
  );
}
