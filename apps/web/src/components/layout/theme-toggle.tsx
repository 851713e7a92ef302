import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { useT } from '../../lib/i18n/use-t';
import { onSystemThemeChange, resolvedTheme } from '../../lib/look/look';
import { useLook } from '../../lib/look/look-context';
import { useUpdateSettings } from '../../lib/settings/settings-api';
import { cn } from '../ui/cn';
import { toast } from '../ui/toast';

/**
 * SPEC §4: the theme toggles between dark and light. A guest's choice is kept in this browser (SPEC §3's
 * local settings); a signed-in user's is saved to their settings, as the Preferences page saves it.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const t = useT();
  const { user } = useAuth();
  const { saved, commit } = useLook();
  const update = useUpdateSettings();
  const shown = useSyncExternalStore(onSystemThemeChange, () => resolvedTheme(saved.theme));
  const next = shown === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'common.theme.useDark' : 'common.theme.useLight');

  const toggle = () => {
    const previous = saved;
    commit({ ...saved, theme: next }, user?.id ?? null);
    if (!user) return;
    update.mutate(
      { theme: next },
      {
        onError: () => {
          commit(previous, user.id);
          toast.error(t('common.theme.saveFailed'));
        },
      },
    );
  };

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={update.isPending}
      aria-label={label}
      title={label}
      className={cn('rounded-md p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-60', className)}
    >
      {shown === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
