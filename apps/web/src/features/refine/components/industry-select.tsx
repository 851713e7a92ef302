import { cn } from '../../../components/ui/cn';
import { errorIdOf, FieldErrorMessage, inputClasses } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/i18n/use-t';
import { useIndustries } from '../api/get-industries';
import { FALLBACK_INDUSTRY_GROUPS, FALLBACK_INDUSTRY_LABEL_IDS } from '../fallback-industries';

/**
 * The target industry, grouped by category (one <optgroup> each) as GET /api/scoring/industries lists
 * them. When that list cannot be loaded, SPEC §3's fallback groups are offered with an amber notice.
 */
export function IndustrySelect({
  id,
  value,
  onValueChange,
  disabled = false,
  error,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  /** Shown under the list, which is then marked invalid and described by it. */
  error?: string | undefined;
}) {
  const t = useT();
  const industries = useIndustries();
  const failed = industries.isError;
  const groups = industries.data?.categories ?? (failed ? FALLBACK_INDUSTRY_GROUPS : {});
  const known = Object.values(groups).some((names) => names.includes(value));
  // Names in the reader's language: the server's labels, else the catalogue's for the fallback list, else
  // the English name (the value sent is always the English name).
  const labels = industries.data?.labels;
  const fallbackLabel = (name: string) => {
    const id = FALLBACK_INDUSTRY_LABEL_IDS[name];
    return id ? t(id) : name;
  };
  const industryLabel = (name: string) => labels?.industries[name] ?? fallbackLabel(name);
  const groupLabel = (name: string) => labels?.categories[name] ?? fallbackLabel(name);
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {t('refine.industry.label')}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t('refine.industry.hint')}
      </p>
      {failed && (
        <Notice tone="warning" title={t('refine.industry.failed')} className="mt-2">
          {t('refine.industry.fallback')}
        </Notice>
      )}
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        required
        disabled={disabled}
        // Busy, not disabled, while the list loads: a disabled field cannot take the focus that Analyze
        // gives the first missing field.
        aria-busy={industries.isPending || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorIdOf(id)}` : hintId}
        className={cn(inputClasses, 'mt-2')}
      >
        <option value="">
          {industries.isPending ? t('refine.industry.loading') : t('refine.industry.choose')}
        </option>
        {/* A choice kept from an earlier visit stays selectable even when today's list lacks it. */}
        {value && !known && !industries.isPending && <option value={value}>{value}</option>}
        {Object.entries(groups).map(([category, names]) => (
          <optgroup key={category} label={groupLabel(category)}>
            {names.map((name) => (
              <option key={name} value={name}>
                {industryLabel(name)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldErrorMessage id={errorIdOf(id)} message={error} />
    </div>
  );
}
