import { TEXT_SCALE } from '@resumeloop/contracts/settings-constants';
import { useId } from 'react';
import { describedByFor, FormField } from '../../../components/ui/form-field';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { SETTINGS_NOTICES } from '../settings-errors';
import { useSettingsForm } from '../use-settings-form';
import { SwitchField, SwitchList } from './settings-controls';
import { SettingsFormPage } from './settings-form-page';
import { SettingsSection } from './settings-section';

const KEYS = ['text_scale', 'reduce_motion', 'high_contrast'] as const;

/**
 * /settings/accessibility (SPEC §2.6, §5): text scale 90-130% in steps of 10, reduce motion, high
 * contrast. Each change applies to the whole app at once, before it is saved.
 */
export function AccessibilitySettingsPage() {
  const t = useT();
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.accessibilitySaved);
  const scaleId = useId();
  const scale = form.values.text_scale;
  const format = useFormat();
  const scaleText = format.percent(scale);
  return (
    <SettingsFormPage
      title={t('settings.accessibility.title')}
      description={t('settings.accessibility.description')}
      form={form}
    >
      <SettingsSection title={t('settings.accessibility.text')}>
        <FormField
          id={scaleId}
          label={t('settings.accessibility.textSize')}
          hint={t('settings.accessibility.textSizeHint', {
            min: format.percent(TEXT_SCALE.min),
            max: format.percent(TEXT_SCALE.max),
          })}
        >
          <div className="flex items-center gap-4">
            <input
              id={scaleId}
              type="range"
              min={TEXT_SCALE.min}
              max={TEXT_SCALE.max}
              step={TEXT_SCALE.step}
              value={scale}
              onChange={(event) => form.set('text_scale', Number(event.target.value))}
              aria-valuetext={scaleText}
              aria-describedby={describedByFor(scaleId, { hint: true })}
              className="h-2 w-full max-w-md cursor-pointer accent-brand-700"
            />
            <output htmlFor={scaleId} className="w-14 text-right font-semibold text-slate-900 tabular-nums">
              {scaleText}
            </output>
          </div>
        </FormField>
      </SettingsSection>
      <SettingsSection title={t('settings.accessibility.display')}>
        <SwitchList>
          <SwitchField
            label={t('settings.accessibility.reduceMotion')}
            description={t('settings.accessibility.reduceMotionDescription')}
            checked={form.values.reduce_motion}
            onCheckedChange={(checked) => form.set('reduce_motion', checked)}
          />
          <SwitchField
            label={t('settings.accessibility.highContrast')}
            description={t('settings.accessibility.highContrastDescription')}
            checked={form.values.high_contrast}
            onCheckedChange={(checked) => form.set('high_contrast', checked)}
          />
        </SwitchList>
      </SettingsSection>
    </SettingsFormPage>
  );
}
