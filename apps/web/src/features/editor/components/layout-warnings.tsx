import type { LayoutReport } from '@resumeloop/contracts/editor';
import type { MessageId } from '@resumeloop/i18n';
import { AlertTriangle } from 'lucide-react';
import { type T, useT } from '../../../lib/i18n/use-t';

/** The ids of the layout warnings' messages: a reference with any other id is shown as its stored text. */
const WARNING_ID = /^pdf\.warning\.[A-Za-z]+$/;

/**
 * A layout's warnings in the language shown: each formatted from its message reference when the layout
 * carries one (the in-browser preview's always do; the server's since they exist), else its text as it
 * came (an older answer's, in the language it was made in).
 */
export function layoutWarningTexts(layout: Pick<LayoutReport, 'warnings' | 'warning_refs'>, t: T): string[] {
  const refs = layout.warning_refs;
  const usable = refs !== undefined && refs.length === layout.warnings.length;
  return layout.warnings.map((warning, index) => {
    const ref = usable ? refs[index] : undefined;
    return ref && WARNING_ID.test(ref.id) ? t(ref.id as MessageId, ref.values) : warning;
  });
}

/** The editor's box of layout warnings (a page overflow, a missing email ...); nothing when there are none. */
export function LayoutWarnings({ layout }: { layout: Pick<LayoutReport, 'warnings' | 'warning_refs'> }) {
  const t = useT();
  const warnings = layoutWarningTexts(layout, t);
  if (warnings.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        {t('editor.warnings.heading')}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6 text-sm">
        {warnings.map((warning, index) => (
          // Two warnings may read alike (two widowed lines of one text): the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every layout
          <li key={`${index}-${warning}`}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
