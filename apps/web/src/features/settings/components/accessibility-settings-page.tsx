import { TEXT_SCALE } from '@resumeloop/contracts/settings-constants';
import { useId } from 'react';
import { describedByFor, FormField } from '../../../components/ui/form-field';
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
  const form = useSettingsForm(KEYS, SETTINGS_NOTICES.accessibilitySaved);
  const scaleId = useId();
  const scale = form.values.text_scale;
  return (
    <SettingsFormPage
      title="Accessibility"
      description="Make ResumeLoop easier to read and use. Changes show at once; save them to keep them."
      form={form}
    >
      <SettingsSection title="Text">
        <FormField id={scaleId} label="Text size" hint="Makes all text larger or smaller, from 90% to 130%.">
          <div className="flex items-center gap-4">
            <input
              id={scaleId}
              type="range"
              min={TEXT_SCALE.min}
              max={TEXT_SCALE.max}
              step={TEXT_SCALE.step}
              value={scale}
              onChange={(event) => form.set('text_scale', Number(event.target.value))}
              aria-valuetext={`${scale}%`}
              aria-describedby={describedByFor(scaleId, { hint: true })}
              className="h-2 w-full max-w-md cursor-pointer accent-brand-700"
            />
            <output htmlFor={scaleId} className="w-14 text-right font-semibold text-slate-900 tabular-nums">
              {scale}%
            </output>
          </div>
        </FormField>
      </SettingsSection>
      <SettingsSection title="Display">
        <SwitchList>
          <SwitchField
            label="Reduce motion"
            description="Turns off animations and transitions."
            checked={form.values.reduce_motion}
            onCheckedChange={(checked) => form.set('reduce_motion', checked)}
          />
          <SwitchField
            label="High contrast"
            description="Stronger colours and borders, for text and controls that stand out more."
            checked={form.values.high_contrast}
            onCheckedChange={(checked) => form.set('high_contrast', checked)}
          />
        </SwitchList>
      </SettingsSection>
    </SettingsFormPage>
  );
}
