import type { Contact } from '@resumeloop/contracts/resume';
import { useId } from 'react';
import { EditorInput } from './editor-fields';

const FIELDS: Array<{
  key: Exclude<keyof Contact, 'raw_contact_line'>;
  label: string;
  type?: 'email' | 'tel';
}> = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'location', label: 'Location' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
];

/** The contact block: one input per field, and the custom line that replaces them when filled. */
export function ContactEditor({
  contact,
  onChange,
}: {
  contact: Contact;
  onChange: (field: keyof Contact, value: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Contact
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <EditorInput
            key={field.key}
            label={field.label}
            type={field.type ?? 'text'}
            value={contact[field.key]}
            onValueChange={(value) => onChange(field.key, value)}
          />
        ))}
      </div>
      <EditorInput
        className="mt-3"
        label="Custom contact line"
        hint="When filled, the PDF prints this line under your name instead of the email, phone, location and links above."
        value={contact.raw_contact_line}
        onValueChange={(value) => onChange('raw_contact_line', value)}
      />
    </section>
  );
}
