import type { Message } from '@stillpoint/sdk/catalog';

/** History's words in English (the streaks, the practice calendar, minutes per week and the recent log): the source of the keys. */
export const en = {
  'history.seconds': '{count} s',
  'history.minutes': '{count} min',
  'history.ofPlanned': '{sat} of {planned} min',
  'history.endedEarly': '{length}, ended early',
  'history.off': 'Streak tracking and monthly stats are off, so nothing is counted or shown here.',
  'history.turnOn': 'Turn them on in Profile',
  'history.zone': 'Counted in your time zone, {zone}.',
  'history.loading': 'Loading your progress…',
  'history.offline': 'Your streaks and charts come back when you are online.',
  'history.failed': 'Your progress could not be loaded. Please try again later.',
  'history.days': 'Practice days',
  'history.perWeek': 'Minutes per week',
  'history.current': 'Current streak',
  'history.longest': 'Longest streak',
  'history.days.count': { one: '{count} day', other: '{count} days' },
  'history.breathingCount': 'Breathing sessions, last 30 days',
  'history.meditationMinutes': 'Meditation minutes, last 30 days',
  'history.calendarLabel': 'You practised on {practised} of the last {count} days.',
  'history.dayPractised': { one: '{date}: {count} session, {minutes} min', other: '{date}: {count} sessions, {minutes} min' },
  'history.dayEmpty': '{date}: no practice',
  'history.less': 'Less',
  'history.more': 'More',
  'history.chartLabel': '{thisWeek} minutes this week; {total} minutes over the last {count} weeks.',
  'history.weekOf': 'Week of {date}: {minutes} min',
  'history.thisWeek': 'This week',
  'history.chartCaption': '{thisWeek} min this week · {total} min in {count} weeks',
  'history.recent': 'Recent sessions',
  'history.logFailed': 'Your sessions could not be loaded from Stillpoint.',
  'history.offlineNow': 'You are offline.',
  'history.onDevice': 'These are the sessions on this device; those waiting to be sent count in your progress once they arrive.',
  'history.empty': 'Sessions you practise appear here.',
  'history.waiting': 'Waiting to be sent',
} as const satisfies Record<string, Message>;

export type HistoryMessageKey = keyof typeof en;
