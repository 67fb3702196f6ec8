/**
 * What the API writes to a person (e-mails, push notifications), in English: the source of the keys every other
 * language's catalog is typed against. Formatted with the catalogs' one formatter (formatMessage).
 */
export const en = {
  mailHello: 'Hello {firstName},',
  confirmSubject: 'Confirm your Stillpoint e-mail address',
  confirmAsk: 'Please confirm that this address belongs to your new Stillpoint account. Signed in, open this link within 24 hours:',
  confirmIgnore: 'The link works once. If you did not create a Stillpoint account, ignore this message and do not open the link.',
  resetSubject: 'Reset your Stillpoint password',
  resetWho: 'Someone (hopefully you) asked to reset the password of your Stillpoint account.',
  resetChoose: 'Choose a new password here within the next hour:',
  resetIgnore: 'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
  trialHi: 'Hi {firstName},',
  trialOpen: 'Open Stillpoint',
  trialBreatheWell: 'Breathe well,',
  trialStop: 'No more of these e-mails',
  trial0Subject: 'Stillpoint is here when you need it',
  trial0Body1: 'Welcome to Stillpoint. It is a quiet place to breathe and sit: no feed, no noise, just a timer that keeps good time.',
  trial0Body2: 'When a moment feels crowded, open it and tap how you feel. A session that fits starts at once.',
  trial2Subject: 'Start small, start quiet',
  trial2Body1: 'You do not need twenty minutes. One round of box breathing takes sixteen seconds: four in, four held, four out, four held.',
  trial2Body2: 'Try it once today, wherever you are. That is a practice.',
  trial4Subject: 'Even just a few seconds helps',
  trial4Body1: 'Two short breaths in through the nose and one long breath out: the physiological sigh settles the body in under a minute.',
  trial4Body2: 'It is in Stillpoint under Quick Reset, for the moments between things.',
  trial7Subject: 'Your rhythm. Your rules.',
  trial7Body1: 'A week in. Some days you will sit for ten minutes, some days for one breath, some days not at all. All of that counts.',
  trial7Body2: 'If a pattern suits you, shape it in the builder and save it: it will be one tap away.',
  trial10Subject: "There's no wrong way to do this",
  trial10Body1: 'Minds wander. Noticing that and coming back is the practice itself, not a failure of it.',
  trial10Body2: 'If sitting feels hard, breathe with the circle instead: follow it, and let the counting go.',
  trial13Subject: 'Stillpoint is here whenever you need to breathe',
  trial13Body1: 'Your free trial ends tomorrow. If Stillpoint has been useful, you can keep it for 2.99 a month or 24.99 a year, and cancel anytime.',
  trial13Body2: 'Either way, thank you for taking a few quiet minutes with us. The featured practices stay open to you.',
  sitEndTitle: 'Your sit is complete',
  sitEndBody: 'Well done. Take a moment before you get up.',
  reminderTitle: 'Stillpoint',
  reminderBody: 'A quiet minute for yourself? Your practice is here when you are ready.',
} as const;

export type ApiMessageKey = keyof typeof en;
export type ApiCatalog = Readonly<Record<ApiMessageKey, string>>;
