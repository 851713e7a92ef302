import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { ExamplePanel } from './example-panel';
import type { ExampleResult } from './example-results-data';

/**
 * The samples as WAI-ARIA tabs: one tab stop for the tab list (roving tabindex), arrow keys move and
 * select (automatic activation), Home and End jump to the first and last tab.
 */
export function ExampleTabs({ examples, label }: { examples: readonly ExampleResult[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = examples.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex"
      >
        {examples.map((example, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={example.title}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={cn(
                'min-w-0 flex-1 rounded-lg px-2 py-2 text-sm leading-tight font-semibold transition-colors sm:flex-none sm:px-4',
                isSelected
                  ? 'bg-white text-brand-800 shadow-sm'
                  : 'text-slate-700 hover:bg-white/70 hover:text-slate-900',
              )}
            >
              {example.title}
            </button>
          );
        })}
      </div>

      {examples.map((example, index) => (
        <div
          key={example.title}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable when its first content is not
          tabIndex={0}
          className="mt-6 rounded-2xl focus-visible:outline-offset-4"
        >
          <ExamplePanel example={example} />
        </div>
      ))}
    </div>
  );
}
