const BAR = 18;
const GAP = 8;
const HEIGHT = 120;

/** Minutes per week as bars, the newest on the right; a sentence for screen readers, each bar's own title. */
export function WeeklyMinutesChart({ minutes, firstDays }: { readonly minutes: readonly number[]; readonly firstDays: readonly string[] }) {
  const most = Math.max(...minutes, 1);
  const width = minutes.length * (BAR + GAP);
  const total = minutes.reduce((sum, value) => sum + value, 0);
  const thisWeek = minutes.at(-1) ?? 0;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT + 18}`} role="img" aria-label={`${thisWeek} minutes this week; ${total} minutes over the last ${minutes.length} weeks.`}>
        <line className="chart__axis" x1={0} x2={width} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} />
        {minutes.map((value, index) => {
          const height = value === 0 ? 0 : Math.max(3, (value / most) * (HEIGHT - 6));
          return (
            <rect key={firstDays[index] ?? index} className={index === minutes.length - 1 ? 'chart__bar chart__bar--now' : 'chart__bar'} x={index * (BAR + GAP) + GAP / 2} y={HEIGHT - height} width={BAR} height={height} rx={4}>
              <title>{`Week of ${firstDays[index]}: ${value} min`}</title>
            </rect>
          );
        })}
        <text className="chart__label" x={width - GAP / 2} y={HEIGHT + 14} textAnchor="end">
          This week
        </text>
      </svg>
    </figure>
  );
}
