import type { CalendarDay } from './practiceCalendar';
import { useLocale } from '../../i18n/useMessages';
import { historyMessages } from './historyMessages';

const CELL = 14;
const GAP = 4;
const LABEL_WIDTH = 28;
/** Monday, Wednesday and Friday are named beside their rows (2024-01-01 was a Monday). */
const LABELLED_ROWS = [0, 2, 4];
const weekdayName = (locale: string, row: number) => new Date(Date.UTC(2024, 0, 1 + row)).toLocaleString(locale, { weekday: 'short', timeZone: 'UTC' });
/** A month's short name as the app's language writes it. */
const monthName = (locale: string, date: string) => new Date(`${date}T00:00:00Z`).toLocaleString(locale, { month: 'short', timeZone: 'UTC' });

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
  const t = historyMessages.useMessages();
  const locale = useLocale();
  const all = weeks.flat();
  const practised = all.filter((day) => day.sessions > 0).length;
  const width = LABEL_WIDTH + weeks.length * (CELL + GAP);
  const height = 18 + 7 * (CELL + GAP);
  return (
    <figure className="calendar">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('history.calendarLabel', { practised, count: all.length })}>
        {weeks.map((week, column) => {
          const first = week[0];
          const showMonth = first && (column === 0 || first.date.slice(8) <= '07');
          return showMonth ? (
            <text key={`m${first.date}`} className="calendar__label" x={LABEL_WIDTH + column * (CELL + GAP)} y={11}>
              {monthName(locale, first.date)}
            </text>
          ) : null;
        })}
        {LABELLED_ROWS.map((row) => (
          <text key={row} className="calendar__label" x={0} y={18 + row * (CELL + GAP) + CELL - 3}>
            {weekdayName(locale, row)}
          </text>
        ))}
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
              <title>{day.sessions ? t('history.dayPractised', { date: day.date, count: day.sessions, minutes: day.minutes }) : t('history.dayEmpty', { date: day.date })}</title>
            </rect>
          )),
        )}
      </svg>
      <figcaption className="calendar__legend muted">
        {t('history.less')} <span className="calendar__swatch calendar__day--0" /> <span className="calendar__swatch calendar__day--1" /> <span className="calendar__swatch calendar__day--2" />{' '}
        <span className="calendar__swatch calendar__day--3" /> {t('history.more')}
      </figcaption>
    </figure>
  );
}
