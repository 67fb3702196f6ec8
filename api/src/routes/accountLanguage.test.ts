import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtpCapture';
import { openWorkerDatabase } from '../../test/testDatabase';
import { browser, buildTestApp, settled, signUp } from '../../test/testApp';
import type { StillpointApp } from '../app';
import type { Database } from '../db/database';
import { sendTrialEmail } from '../services/trialEmails/trialEmails';

let db: Database;
let app: StillpointApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  smtp = await startSmtpCapture();
  app = buildTestApp({ db, smtpUrl: smtp.url });
});
afterAll(async () => {
  await db.close();
  await smtp.close();
});

describe("the account's language", () => {
  it('is the one given at registration, and the confirmation e-mail goes out in it', async () => {
    const { agent, email } = await signUp(app, { firstName: 'Greta', locale: 'de' });
    expect((await agent.get('/api/user')).body.locale).toBe('de');
    const [mail] = smtp.to(email);
    expect(mail!.subject).toBe('Bestätige deine E-Mail-Adresse bei Stillpoint');
    expect(mail!.text).toContain('Hallo Greta,');
    expect(mail!.text).toContain('Der Link funktioniert einmal.');
  });

  it('is English when the browser gave none', async () => {
    const { agent, email } = await signUp(app);
    expect((await agent.get('/api/user')).body.locale).toBe('en');
    expect(smtp.to(email)[0]!.subject).toBe('Confirm your Stillpoint e-mail address');
  });

  it('changes in the preferences, and the next e-mail (a password reset) follows it', async () => {
    const { agent, email } = await signUp(app, { firstName: 'Daan', locale: 'de' });
    const changed = await agent.patch('/api/user/preferences').send({ locale: 'nl' });
    expect(changed.status).toBe(200);
    expect(changed.body.locale).toBe('nl');
    await browser(app).post('/api/forgot-password').send({ email }).expect(200);
    await settled();
    const reset = smtp.to(email).findLast((mail) => mail.text.includes('/reset-password?token='));
    expect(reset!.subject).toBe('Stel je Stillpoint-wachtwoord opnieuw in');
    expect(reset!.text).toContain('Hallo Daan,');
  });

  it('is one of the five languages: anything else is a 400 naming the field', async () => {
    const { agent } = await signUp(app);
    const wrong = await agent.patch('/api/user/preferences').send({ locale: 'pt' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain('locale');
    expect((await agent.get('/api/user')).body.locale).toBe('en');
    const register = await browser(app).post('/api/register').send({ firstName: 'A', lastName: 'B', email: 'x@stillpoint.test', password: 'a long enough password', locale: 'klingon' });
    expect(register.status).toBe(400);
  });

  it('writes the trial e-mails in it, the unsubscribe link named in that language', async () => {
    const { id, email } = await signUp(app, { firstName: 'Chloé', locale: 'fr' });
    expect(await sendTrialEmail(app.deps, id, 13)).toBe('sent');
    const mail = smtp.to(email).findLast((sent) => sent.html?.includes('<html'));
    expect(mail!.subject).toBe('Stillpoint est là chaque fois que vous avez besoin de respirer');
    expect(mail!.text).toContain('Bonjour Chloé,');
    expect(mail!.html).toContain('<html lang="fr">');
    expect(mail!.html).toContain('Ne plus recevoir ces e-mails');
  });
});
