import type { CalendarDay } from './practiceCalendar';

const CELL = 14;
const GAP = 4;
const LABEL_WIDTH = 28;
const DAY_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', ''];
/** A month's short name as the browser's locale writes it. */
const monthName = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleString(undefined, { month: 'short', timeZone: 'UTC' });

/** How strongly a day is drawn: none, under 10, under 20, 20 minutes and more. */
function level(day: CalendarDay): 0 | 1 | 2 | 3 {
  if (day.sessions === 0) return 0;
  return day.minutes < 10 ? 1 : day.minutes < 20 ? 2 : 3;
}

/**
 * The practice calendar: a square a day, a column a week, darker for more minutes. A picture with a
 * sentence for screen readers (how many days of how many), and each day's own title on hover.
 */
export function PracticeCalendar({ weeks }: { readonly weeks: readonly CalendarDay[][] }) {
  const all = weeks.flat();
  const practised = all.filter((day) => day.sessions > 0).length;
  const width = LABEL_WIDTH + weeks.length * (CELL + GAP);
  const height = 18 + 7 * (CELL + GAP);
  return (
    <figure className="calendar">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`You practised on ${practised} of the last ${all.length} days.`}>
        {weeks.map((week, column) => {
          const first = week[0];
          const showMonth = first && (column === 0 || first.date.slice(8) <= '07');
          return showMonth ? (
            <text key={`m${first.date}`} className="calendar__label" x={LABEL_WIDTH + column * (CELL + GAP)} y={11}>
              {monthName(first.date)}
            </text>
          ) : null;
        })}
        {DAY_LABELS.map((label, row) =>
          label ? (
            <text key={label} className="calendar__label" x={0} y={18 + row * (CELL + GAP) + CELL - 3}>
              {label}
            </text>
          ) : null,
        )}
        {weeks.map((week, column) =>
          week.map((day, row) => (
            <rect
              key={day.date}
              className={`calendar__day calendar__day--${level(day)}`}
              x={LABEL_WIDTH + column * (CELL + GAP)}
              y={18 + row * (CELL + GAP)}
              width={CELL}
              height={CELL}
              rx={3}
            >
              <title>{day.sessions ? `${day.date}: ${day.sessions} ${day.sessions === 1 ? 'session' : 'sessions'}, ${day.minutes} min` : `${day.date}: no practice`}</title>
            </rect>
          )),
        )}
      </svg>
      <figcaption className="calendar__legend muted">
        Less <span className="calendar__swatch calendar__day--0" /> <span className="calendar__swatch calendar__day--1" /> <span className="calendar__swatch calendar__day--2" />{' '}
        <span className="calendar__swatch calendar__day--3" /> More
      </figcaption>
    </figure>
  );
}
