import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useFormat } from '../../../lib/format/format-context';
import { afterRuns, type SeriesPoint } from '../score-series';

const HEIGHT = 240;
const PAD = { top: 14, right: 18, bottom: 34, left: 38 };
const GRID = [0, 25, 50, 75, 100];
/** Below this width the chart is drawn for a phone: fewer date labels, the same points. */
const NARROW = 480;

/** The width of an element, followed as it changes (640 where it cannot be measured, as in tests). */
function useWidth<E extends HTMLElement>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.max(260, Math.round(element.getBoundingClientRect().width)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** Which sessions' dates label the x axis: all when they fit, else the first, the last and a few between. */
function labelled(count: number, width: number): Set<number> {
  const room = Math.max(2, Math.floor((width - PAD.left - PAD.right) / (width < NARROW ? 90 : 80)));
  if (count <= room) return new Set(Array.from({ length: count }, (_, index) => index));
  const step = (count - 1) / (room - 1);
  return new Set(Array.from({ length: room }, (_, index) => Math.round(index * step)));
}

/**
 * The history drawn: before refinement as a dashed line with hollow points, after as a solid line with
 * filled ones (told apart by shape, not colour alone), on a 0-100 scale. The picture is one image with a
 * text summary (`summary`); the numbers are in the table view, which the section offers beside it.
 */
export function ScoreHistoryChart({ points, summary }: { points: readonly SeriesPoint[]; summary: string }) {
  const format = useFormat();
  const [ref, width] = useWidth<HTMLDivElement>();
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length === 1 ? plotWidth / 2 : (index * plotWidth) / (points.length - 1));
  const y = (score: number) => PAD.top + (1 - Math.min(100, Math.max(0, score)) / 100) * plotHeight;
  const before = points.map((point, index) => `${x(index)},${y(point.score.before)}`).join(' ');
  const shown = labelled(points.length, width);
  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full overflow-visible"
      >
        {/* role="img" makes the drawing one image: its parts are not read one by one. */}
        <g>
          {GRID.map((value) => (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(value)}
                y2={y(value)}
                className="stroke-slate-200"
                strokeWidth={1}
              />
              <text
                x={PAD.left - 8}
                y={y(value)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-700 text-[12px] tabular-nums"
              >
                {format.number(value)}
              </text>
            </g>
          ))}
          {points.map((point, index) =>
            shown.has(index) ? (
              <text
                key={point.sessionId}
                x={x(index)}
                y={HEIGHT - 10}
                textAnchor={
                  points.length > 1 && index === 0
                    ? 'start'
                    : points.length > 1 && index === points.length - 1
                      ? 'end'
                      : 'middle'
                }
                className="fill-slate-700 text-[12px]"
              >
                {format.date(point.createdAt)}
              </text>
            ) : null,
          )}
          {points.length > 1 && (
            <polyline
              points={before}
              fill="none"
              className="stroke-slate-500"
              strokeWidth={2}
              strokeDasharray="6 4"
            />
          )}
          {afterRuns(points).map((run) =>
            run.length > 1 ? (
              <polyline
                key={run[0]}
                points={run.map((index) => `${x(index)},${y(points[index]?.score.after ?? 0)}`).join(' ')}
                fill="none"
                className="stroke-brand-700"
                strokeWidth={2.5}
              />
            ) : null,
          )}
          {points.map((point, index) => (
            <circle
              key={`before-${point.sessionId}`}
              cx={x(index)}
              cy={y(point.score.before)}
              r={4.5}
              className="fill-white stroke-slate-500"
              strokeWidth={2}
            />
          ))}
          {points.map((point, index) =>
            point.score.after === null ? null : (
              <circle
                key={`after-${point.sessionId}`}
                cx={x(index)}
                cy={y(point.score.after)}
                r={5}
                className="fill-brand-700 stroke-white"
                strokeWidth={1.5}
              />
            ),
          )}
        </g>
      </svg>
    </div>
  );
}

/** The key to the chart's two lines, as text beside small drawings of them. */
export function ChartLegend({ before, after }: { before: string; after: string }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="28" height="12" viewBox="0 0 28 12">
          <line
            x1="0"
            x2="28"
            y1="6"
            y2="6"
            className="stroke-slate-500"
            strokeWidth={2}
            strokeDasharray="6 4"
          />
          <circle cx="14" cy="6" r="4" className="fill-white stroke-slate-500" strokeWidth={2} />
        </svg>
        {before}
      </li>
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="28" height="12" viewBox="0 0 28 12">
          <line x1="0" x2="28" y1="6" y2="6" className="stroke-brand-700" strokeWidth={2.5} />
          <circle cx="14" cy="6" r="4.5" className="fill-brand-700" />
        </svg>
        {after}
      </li>
    </ul>
  );
}
