import type { TrialEmailDay } from '../../contract/messages';
import { escapeHtml } from '../../escapeHtml';

// The days are the contract's: the app's trial e-mail test offers the same.
export { TRIAL_EMAIL_DAYS, isTrialEmailDay, type TrialEmailDay } from '../../contract/messages';

interface Content {
  readonly subject: string;
  /** Paragraphs, plain text (the HTML part is built from them). */
  readonly paragraphs: readonly string[];
}

/**
 * Short, warm, no pressure: what the product is for, one small thing to try, and never a countdown. The
 * subjects are commercial.md §3's, in order; the first and the last name the product.
 */
export const TRIAL_EMAILS: Readonly<Record<TrialEmailDay, Content>> = {
  0: {
    subject: 'Stillpoint is here when you need it',
    paragraphs: [
      'Welcome to Stillpoint. It is a quiet place to breathe and sit: no feed, no noise, just a timer that keeps good time.',
      'When a moment feels crowded, open it and tap how you feel. A session that fits starts at once.',
    ],
  },
  2: {
    subject: 'Start small, start quiet',
    paragraphs: [
      'You do not need twenty minutes. One round of box breathing takes sixteen seconds: four in, four held, four out, four held.',
      'Try it once today, wherever you are. That is a practice.',
    ],
  },
  4: {
    subject: 'Even just a few seconds helps',
    paragraphs: [
      'Two short breaths in through the nose and one long breath out: the physiological sigh settles the body in under a minute.',
      'It is in Stillpoint under Quick Reset, for the moments between things.',
    ],
  },
  7: {
    subject: 'Your rhythm. Your rules.',
    paragraphs: [
      'A week in. Some days you will sit for ten minutes, some days for one breath, some days not at all. All of that counts.',
      'If a pattern suits you, shape it in the builder and save it: it will be one tap away.',
    ],
  },
  10: {
    subject: "There's no wrong way to do this",
    paragraphs: [
      'Minds wander. Noticing that and coming back is the practice itself, not a failure of it.',
      'If sitting feels hard, breathe with the circle instead: follow it, and let the counting go.',
    ],
  },
  13: {
    subject: 'Stillpoint is here whenever you need to breathe',
    paragraphs: [
      'Your free trial ends tomorrow. If Stillpoint has been useful, you can keep it for 2.99 a month or 24.99 a year, and cancel anytime.',
      'Either way, thank you for taking a few quiet minutes with us. The featured practices stay open to you.',
    ],
  },
};

/** The message of one day, with the app link and the one-click unsubscribe link, as plain text and HTML. */
export function trialEmail(day: TrialEmailDay, firstName: string, links: { app: string; unsubscribe: string }) {
  const { subject, paragraphs } = TRIAL_EMAILS[day];
  const greeting = `Hi ${firstName},`;
  const signoff = ['Breathe well,', 'Stillpoint'];
  const text = [greeting, ...paragraphs, `Open Stillpoint: ${links.app}`, signoff.join('\n'), `No more of these e-mails: ${links.unsubscribe}`].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#17222d;max-width:34rem">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(links.app)}">Open Stillpoint</a></p>
<p>${signoff.map(escapeHtml).join('<br>')}</p>
<p style="color:#4f5b67;font-size:13px"><a href="${escapeHtml(links.unsubscribe)}">No more of these e-mails</a></p>
</body></html>`;
  return { subject, text, html };
}
