import type { PreferencesBody } from '@stillpoint/api/contract';
import { InstallSection } from '../offline/InstallSection';
import { useState } from 'react';
import type { AppDialogProps } from '../../lib/AppDialogsHost';
import { apiErrorText } from '../../lib/apiErrorText';
import { useAppDialogs } from '../../lib/appDialogs';
import { Dialog } from '../../ui/Dialog';
import { SwitchField } from '../../ui/Switch';
import { toast } from '../../ui/toastStore';
import { useAuth } from '../auth/userStore';
import { NotificationSettings } from '../push/NotificationSettings';
import { DeleteAccount } from './DeleteAccount';
import { downloadExport, useUpdatePreferences } from './queries';
import { TimeZoneField } from './TimeZoneField';
import { LanguageField } from './LanguageField';
import { useMessages } from '../../i18n/useMessages';
import { useAppLocaleStore } from '../../i18n/appLocaleStore';
import { profileMessages } from './profileMessages';
import { wantedLocale } from '../../i18n/AppLocaleFollower';
import './profile.css';

/**
 * Profile Settings (commercial.md §2): e-mail and name (read-only), the tracking toggles, the health
 * toggles with their honest limits, the time zone of the streaks, notifications and the daily reminder, the data export, account deletion and
 * where to get help.
 */
export default function ProfileDialog({ open, onOpenChange }: AppDialogProps) {
  const { user } = useAuth();
  const update = useUpdatePreferences();
  const showDialog = useAppDialogs((state) => state.show);
  const [exporting, setExporting] = useState(false);
  const t = profileMessages.useMessages();
  const core = useMessages();
  if (!user) return null;

  const change = (changes: PreferencesBody) =>
    update.mutate(changes, {
      // Said in the language now chosen: a new one is shown (its catalog loaded) before the toast comes.
      onSuccess: (saved) =>
        void useAppLocaleStore
          .getState()
          .want(wantedLocale(saved.locale))
          .then(() => toast({ title: profileMessages.text('profile.saved'), description: profileMessages.text('profile.savedDetail') })),
      onError: (error) => toast({ title: t('profile.saveFailed'), description: apiErrorText(error, core('common.tryAgain')), variant: 'destructive' }),
    });

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadExport();
    } catch {
      toast({ title: t('profile.exportFailed'), description: t('profile.exportFailedDetail'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('profile.title')} description={t('profile.description')} hideDescription wide>
      <div className="profile stack--lg">
        <section aria-labelledby="account-heading" className="stack">
          <h3 id="account-heading">{t('profile.account')}</h3>
          <dl className="profile__facts">
            <div>
              <dt>{t('profile.name')}</dt>
              <dd>
                {user.firstName} {user.lastName}
              </dd>
            </div>
            <div>
              <dt>{t('profile.email')}</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
          <LanguageField value={user.locale} onChange={(locale) => change({ locale })} disabled={update.isPending} />
        </section>

        <InstallSection />

        <section aria-labelledby="tracking-heading" className="stack">
          <h3 id="tracking-heading">{t('profile.tracking')}</h3>
          <SwitchField
            label={t('profile.streak')}
            description={t('profile.streakHint')}
            checked={user.streakTrackingEnabled}
            onCheckedChange={(streakTrackingEnabled) => change({ streakTrackingEnabled })}
            disabled={update.isPending}
          />
          {user.streakTrackingEnabled && (
            <SwitchField
              label={t('profile.partial')}
              description={t('profile.partialHint')}
              checked={user.partialSitsCountForStreak}
              onCheckedChange={(partialSitsCountForStreak) => change({ partialSitsCountForStreak })}
              disabled={update.isPending}
            />
          )}
          <SwitchField
            label={t('profile.monthly')}
            description={t('profile.monthlyHint')}
            checked={user.monthlyStatsEnabled}
            onCheckedChange={(monthlyStatsEnabled) => change({ monthlyStatsEnabled })}
            disabled={update.isPending}
          />
          <TimeZoneField value={user.timeZone} onChange={(timeZone) => change({ timeZone })} disabled={update.isPending} />
        </section>

        <NotificationSettings timeZone={user.timeZone} />

        <section aria-labelledby="health-heading" className="stack">
          <h3 id="health-heading">{t('profile.health')}</h3>
          <p className="hint">
            {t('profile.healthHint')}
          </p>
          <SwitchField label="Oura Ring" checked={user.ouraRingEnabled} onCheckedChange={(ouraRingEnabled) => change({ ouraRingEnabled })} disabled={update.isPending} />
          <SwitchField label="Apple Health" checked={user.appleHealthEnabled} onCheckedChange={(appleHealthEnabled) => change({ appleHealthEnabled })} disabled={update.isPending} />
        </section>

        <section aria-labelledby="data-heading" className="stack">
          <h3 id="data-heading">{t('profile.data')}</h3>
          <p className="hint">{t('profile.dataHint')}</p>
          <p>
            <button type="button" className="button button--ghost" onClick={() => void exportData()} disabled={exporting} aria-busy={exporting}>
              {exporting ? t('profile.preparing') : t('profile.download')}
            </button>
          </p>
          <DeleteAccount />
        </section>

        <p className="hint">
          {t('profile.questions')}{' '}
          <button type="button" className="button--link" onClick={() => showDialog('contact')}>
            {t('profile.writeToUs')}
          </button>
          .
        </p>
      </div>
    </Dialog>
  );
}
