import { historyMessages } from './historyMessages';
const BAR = 18;
const GAP = 8;
const HEIGHT = 120;
/** Room above the tallest bar for its number. */
const TOP = 14;

/**
 * Minutes per week as bars, the newest on the right, each with its number above it (on screen, not only in a
 * tooltip), and the week's and the period's totals in words under the chart; one sentence for screen readers.
 */
export function WeeklyMinutesChart({ minutes, firstDays }: { readonly minutes: readonly number[]; readonly firstDays: readonly string[] }) {
  const t = historyMessages.useMessages();
  const most = Math.max(...minutes, 1);
  const width = minutes.length * (BAR + GAP);
  const total = minutes.reduce((sum, value) => sum + value, 0);
  const thisWeek = minutes.at(-1) ?? 0;
  const baseline = TOP + HEIGHT;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${baseline + 18}`} role="img" aria-label={t('history.chartLabel', { thisWeek, total, count: minutes.length })}>
        <line className="chart__axis" x1={0} x2={width} y1={baseline + 0.5} y2={baseline + 0.5} />
        {minutes.map((value, index) => {
          const height = value === 0 ? 0 : Math.max(3, (value / most) * (HEIGHT - 6));
          const x = index * (BAR + GAP) + GAP / 2;
          return (
            <g key={firstDays[index] ?? index}>
              <rect className={index === minutes.length - 1 ? 'chart__bar chart__bar--now' : 'chart__bar'} x={x} y={baseline - height} width={BAR} height={height} rx={4}>
                <title>{t('history.weekOf', { date: firstDays[index] ?? '', minutes: value })}</title>
              </rect>
              {value > 0 && (
                <text className="chart__value" x={x + BAR / 2} y={baseline - height - 4} textAnchor="middle">
                  {value}
                </text>
              )}
            </g>
          );
        })}
        <text className="chart__label" x={width - GAP / 2} y={baseline + 14} textAnchor="end">
          {t('history.thisWeek')}
        </text>
      </svg>
      {/* The picture's own words (its label says the same to screen readers). */}
      <figcaption className="chart__caption muted" aria-hidden="true">
        {t('history.chartCaption', { thisWeek, total, count: minutes.length })}
      </figcaption>
    </figure>
  );
}
