import type { Contact } from '@resumeloop/contracts/resume';
import type { MessageId } from '@resumeloop/i18n';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { EditorInput } from './editor-fields';

const FIELDS: Array<{
  key: Exclude<keyof Contact, 'raw_contact_line'>;
  label: MessageId;
  type?: 'email' | 'tel';
}> = [
  { key: 'name', label: 'editor.contact.name' },
  { key: 'email', label: 'editor.contact.email', type: 'email' },
  { key: 'phone', label: 'editor.contact.phone', type: 'tel' },
  { key: 'location', label: 'editor.contact.location' },
  { key: 'linkedin', label: 'editor.contact.linkedin' },
  { key: 'github', label: 'editor.contact.github' },
];

/** The contact block: one input per field, and the custom line that replaces them when filled. */
export function ContactEditor({
  contact,
  onChange,
}: {
  contact: Contact;
  onChange: (field: keyof Contact, value: string) => void;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('editor.contact.heading')}
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <EditorInput
            key={field.key}
            label={t(field.label)}
            type={field.type ?? 'text'}
            value={contact[field.key]}
            onValueChange={(value) => onChange(field.key, value)}
          />
        ))}
      </div>
      <EditorInput
        className="mt-3"
        label={t('editor.contact.customLine')}
        hint={t('editor.contact.customLineHint')}
        value={contact.raw_contact_line}
        onValueChange={(value) => onChange('raw_contact_line', value)}
      />
    </section>
  );
}
