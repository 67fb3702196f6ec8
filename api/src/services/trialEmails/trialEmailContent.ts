import type { Locale } from '@stillpoint/sdk/catalog';
import type { TrialEmailDay } from '../../contract/messages';
import { escapeHtml } from '../../escapeHtml';
import { apiText } from '../mailMessages/apiText';
import type { ApiMessageKey } from '../mailMessages/en';

// The days are the contract's: the app's trial e-mail test offers the same.
export { TRIAL_EMAIL_DAYS, isTrialEmailDay, type TrialEmailDay } from '../../contract/messages';

/**
 * Short, warm, no pressure: what the product is for, one small thing to try, and never a countdown. The
 * subjects are commercial.md §3's, in order; the first and the last name the product. Each day's subject and two
 * paragraphs are catalog keys (mailMessages/), written in every language.
 */
const TRIAL_EMAIL_KEYS: Readonly<Record<TrialEmailDay, { subject: ApiMessageKey; paragraphs: readonly ApiMessageKey[] }>> = {
  0: { subject: 'trial0Subject', paragraphs: ['trial0Body1', 'trial0Body2'] },
  2: { subject: 'trial2Subject', paragraphs: ['trial2Body1', 'trial2Body2'] },
  4: { subject: 'trial4Subject', paragraphs: ['trial4Body1', 'trial4Body2'] },
  7: { subject: 'trial7Subject', paragraphs: ['trial7Body1', 'trial7Body2'] },
  10: { subject: 'trial10Subject', paragraphs: ['trial10Body1', 'trial10Body2'] },
  13: { subject: 'trial13Subject', paragraphs: ['trial13Body1', 'trial13Body2'] },
};

/** The message of one day in `locale`, with the app link and the one-click unsubscribe link, as plain text and HTML. */
export function trialEmail(day: TrialEmailDay, firstName: string, links: { app: string; unsubscribe: string }, locale: Locale = 'en') {
  const keys = TRIAL_EMAIL_KEYS[day];
  const subject = apiText(locale, keys.subject);
  const paragraphs = keys.paragraphs.map((key) => apiText(locale, key));
  const greeting = apiText(locale, 'trialHi', { firstName });
  const open = apiText(locale, 'trialOpen');
  const stop = apiText(locale, 'trialStop');
  const signoff = [apiText(locale, 'trialBreatheWell'), 'Stillpoint'];
  const text = [greeting, ...paragraphs, `${open}: ${links.app}`, signoff.join('\n'), `${stop}: ${links.unsubscribe}`].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#17222d;max-width:34rem">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(links.app)}">${escapeHtml(open)}</a></p>
<p>${signoff.map(escapeHtml).join('<br>')}</p>
<p style="color:#4f5b67;font-size:13px"><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(stop)}</a></p>
</body></html>`;
  return { subject, text, html };
}
