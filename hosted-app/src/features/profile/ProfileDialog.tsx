import type { PreferencesBody } from '@stillpoint/api/contract';
import { InstallSection } from '../offline/InstallSection';
import { useState } from 'react';
import type { AppDialogProps } from '../../lib/AppDialogsHost';
import { ApiError } from '../../lib/apiRequest';
import { useAppDialogs } from '../../lib/appDialogs';
import { Dialog } from '../../ui/Dialog';
import { SwitchField } from '../../ui/Switch';
import { toast } from '../../ui/toastStore';
import { useAuth } from '../auth/userStore';
import { NotificationSettings } from '../push/NotificationSettings';
import { DeleteAccount } from './DeleteAccount';
import { downloadExport, useUpdatePreferences } from './queries';
import { TimeZoneField } from './TimeZoneField';
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
  if (!user) return null;

  const change = (changes: PreferencesBody) =>
    update.mutate(changes, {
      onSuccess: () => toast({ title: 'Settings updated', description: 'Your preferences have been saved successfully.' }),
      onError: (error) => toast({ title: 'Error updating settings', description: error instanceof ApiError ? error.serverMessage : 'Please try again', variant: 'destructive' }),
    });

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadExport();
    } catch {
      toast({ title: 'Export failed', description: 'Your data could not be downloaded. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Profile Settings" description="Your account, what is tracked, and your data." hideDescription wide>
      <div className="profile stack--lg">
        <section aria-labelledby="account-heading" className="stack">
          <h3 id="account-heading">Account</h3>
          <dl className="profile__facts">
            <div>
              <dt>Name</dt>
              <dd>
                {user.firstName} {user.lastName}
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
        </section>

        <InstallSection />

        <section aria-labelledby="tracking-heading" className="stack">
          <h3 id="tracking-heading">Tracking</h3>
          <SwitchField
            label="Streak tracking"
            description="Count the days in a row you practise."
            checked={user.streakTrackingEnabled}
            onCheckedChange={(streakTrackingEnabled) => change({ streakTrackingEnabled })}
            disabled={update.isPending}
          />
          {user.streakTrackingEnabled && (
            <SwitchField
              label="Sits ended early count for the streak"
              description="A day with a sit you ended after a minute or more keeps your streak going. Its minutes count either way."
              checked={user.partialSitsCountForStreak}
              onCheckedChange={(partialSitsCountForStreak) => change({ partialSitsCountForStreak })}
              disabled={update.isPending}
            />
          )}
          <SwitchField
            label="Monthly stats"
            description="Sessions and minutes of the last 30 days."
            checked={user.monthlyStatsEnabled}
            onCheckedChange={(monthlyStatsEnabled) => change({ monthlyStatsEnabled })}
            disabled={update.isPending}
          />
          <TimeZoneField value={user.timeZone} onChange={(timeZone) => change({ timeZone })} disabled={update.isPending} />
        </section>

        <NotificationSettings timeZone={user.timeZone} />

        <section aria-labelledby="health-heading" className="stack">
          <h3 id="health-heading">Health apps</h3>
          <p className="hint">
            These remember your choice for when the connections arrive. Today Stillpoint reads nothing from and sends nothing to Oura or Apple Health.
          </p>
          <SwitchField label="Oura Ring" checked={user.ouraRingEnabled} onCheckedChange={(ouraRingEnabled) => change({ ouraRingEnabled })} disabled={update.isPending} />
          <SwitchField label="Apple Health" checked={user.appleHealthEnabled} onCheckedChange={(appleHealthEnabled) => change({ appleHealthEnabled })} disabled={update.isPending} />
        </section>

        <section aria-labelledby="data-heading" className="stack">
          <h3 id="data-heading">Your data</h3>
          <p className="hint">Everything stored about you, as a JSON file.</p>
          <p>
            <button type="button" className="button button--ghost" onClick={() => void exportData()} disabled={exporting} aria-busy={exporting}>
              {exporting ? 'Preparing…' : 'Download my data'}
            </button>
          </p>
          <DeleteAccount />
        </section>

        <p className="hint">
          Questions or trouble? We reply within 24 hours:{' '}
          <button type="button" className="button--link" onClick={() => showDialog('contact')}>
            write to us
          </button>
          .
        </p>
      </div>
    </Dialog>
  );
}
