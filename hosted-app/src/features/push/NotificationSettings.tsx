import type { ReminderSettings } from '@stillpoint/api/contract';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../lib/apiRequest';
import { SwitchField } from '../../ui/Switch';
import { toast } from '../../ui/toastStore';
import { currentSubscription, PushServiceUnreachable } from './devicePush';
import { environmentOf, pushSupport, toggleDay, WEEKDAYS } from './pushSupport';
import { useDisablePush, useEnablePush, usePushStatus, useSaveReminder, useTestPush } from './queries';
import './push.css';

const permissionNow = (): NotificationPermission | null => ('Notification' in window ? Notification.permission : null);

/**
 * The notification settings of Profile Settings (commercial.md §4, §8): whether this browser can get notifications
 * (and on iOS, how), its permission, this device on or off, a test, and the daily reminder in the user's time zone.
 */
export function NotificationSettings({ timeZone }: { readonly timeZone: string }) {
  const [support] = useState(() => pushSupport(environmentOf()));
  const [permission, setPermission] = useState(permissionNow);
  const [onThisDevice, setOnThisDevice] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  // The last try to turn notifications on found the browser's push service out of reach: said until the next try.
  const [unreachable, setUnreachable] = useState(false);
  const status = usePushStatus();
  const enable = useEnablePush();
  const disable = useDisablePush();
  const test = useTestPush();

  useEffect(() => {
    if (support !== 'supported') return setOnThisDevice(false);
    let live = true;
    currentSubscription().then(
      (subscription) => live && setOnThisDevice(subscription !== null),
      () => live && setOnThisDevice(false),
    );
    return () => {
      live = false;
    };
  }, [support]);

  const loading = status.isPending || onThisDevice === null || asking || enable.isPending || disable.isPending;

  const turnOn = async () => {
    if (support !== 'supported') return void toast({ title: 'Not supported', description: 'Push notifications are not supported on this device' });
    let granted = Notification.permission;
    if (granted === 'default') {
      setAsking(true);
      try {
        granted = await Notification.requestPermission();
      } finally {
        setAsking(false);
      }
      setPermission(granted);
    }
    if (granted !== 'granted') return void toast({ title: 'Permission denied', description: 'Please enable notifications to receive reminders', variant: 'destructive' });
    setUnreachable(false);
    enable.mutate(undefined, {
      onSuccess: () => {
        setOnThisDevice(true);
        toast({ title: 'Notifications enabled', description: 'Stillpoint can now send reminders to this device.' });
      },
      onError: (error) => {
        console.warn('[push] could not subscribe', error);
        if (error instanceof PushServiceUnreachable) {
          setUnreachable(true);
          toast({ title: 'Subscription failed', description: 'This browser could not reach its push service. Check your connection and try again.', variant: 'destructive' });
          return;
        }
        // At the account's 20 devices trying again cannot help: the API's words say what can (a Decisions row).
        const full = error instanceof ApiError && error.status === 409;
        toast({ title: 'Subscription failed', description: full ? error.serverMessage : 'Unable to enable notifications. Please try again.', variant: 'destructive' });
      },
    });
  };

  const turnOff = () =>
    disable.mutate(undefined, {
      onSuccess: () => {
        setOnThisDevice(false);
        toast({ title: 'Notifications disabled', description: 'This device will get no more notifications.' });
      },
      onError: () => toast({ title: 'Unsubscribe failed', description: 'Please try again.', variant: 'destructive' }),
    });

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: 'Test sent', description: message }),
      onError: () => toast({ title: 'Test failed', description: 'Unable to send test notification', variant: 'destructive' }),
    });

  const deviceCount = status.data?.deviceCount ?? 0;
  return (
    <section aria-labelledby="notifications-heading" className="stack push">
      <h3 id="notifications-heading">Notifications</h3>
      {support === 'ios-browser' ? (
        <p className="push__note">
          On iPhone and iPad, notifications come only to Stillpoint added to the Home Screen (iOS 16.4 or later). In Safari, tap Share, then Add to Home
          Screen, and open Stillpoint from there to turn them on.
        </p>
      ) : support === 'unsupported' ? (
        <p className="push__note">Push notifications are not supported on this device.</p>
      ) : permission === 'denied' ? (
        <p className="push__note push__note--blocked" role="alert">
          Notifications are blocked for Stillpoint. To get reminders, allow notifications for this site in your browser’s settings, then reload this page.
        </p>
      ) : unreachable ? (
        <p className="push__note push__note--blocked" role="alert">
          This browser could not reach its push service, so notifications cannot be turned on here just now. Check your connection and try again, or use
          another browser. Your daily reminder can still be set below.
        </p>
      ) : null}

      {onThisDevice ? (
        <>
          <p>Notifications are on for this device.</p>
          <div className="push__actions">
            <button type="button" className="button button--ghost" onClick={sendTest} disabled={test.isPending} aria-busy={test.isPending}>
              {test.isPending ? 'Sending…' : 'Send a test'}
            </button>
            <button type="button" className="button button--ghost" onClick={turnOff} disabled={loading} aria-busy={disable.isPending}>
              Turn off on this device
            </button>
          </div>
        </>
      ) : (
        <p>
          <button type="button" className="button" onClick={() => void turnOn()} disabled={loading || permission === 'denied'} aria-busy={loading}>
            {asking || enable.isPending ? 'Enabling…' : 'Enable notifications'}
          </button>
        </p>
      )}
      {deviceCount > 0 ? (
        <p className="hint">
          {deviceCount === 1 ? '1 device of yours gets' : `${deviceCount} devices of yours get`} Stillpoint’s notifications.
        </p>
      ) : null}

      {status.data ? <ReminderFields key={JSON.stringify(status.data.reminder)} saved={status.data.reminder} timeZone={timeZone} hasDevice={deviceCount > 0} /> : null}
    </section>
  );
}

/** The daily reminder: on or off, a time and the days, saved as each changes. */
function ReminderFields({ saved, timeZone, hasDevice }: { readonly saved: ReminderSettings; readonly timeZone: string; readonly hasDevice: boolean }) {
  const [reminder, setReminder] = useState(saved);
  const save = useSaveReminder();
  const timeId = useId();
  const daysId = useId();

  const change = (next: ReminderSettings) => {
    setReminder(next);
    save.mutate(next, {
      onSuccess: () => toast({ title: 'Settings updated', description: 'Your preferences have been saved successfully.' }),
      onError: (error) => {
        setReminder(saved);
        toast({ title: 'Error updating settings', description: error instanceof ApiError ? error.serverMessage : 'Please try again', variant: 'destructive' });
      },
    });
  };

  // Settable before any device gets notifications (a push service out of reach must not keep the user from it):
  // the account keeps it, and it comes to each device of theirs where notifications are on.
  return (
    <div className="stack push__reminder">
      <SwitchField
        label="Daily reminder"
        description={
          hasDevice
            ? 'A gentle nudge at your time, skipped on days you have already practised.'
            : 'A gentle nudge at your time, skipped on days you have already practised. It comes once notifications are on for a device of yours.'
        }
        checked={reminder.enabled}
        onCheckedChange={(enabled) => change({ ...reminder, enabled })}
        disabled={save.isPending}
      />
      {reminder.enabled ? (
        <>
          <div className="field">
            <label htmlFor={timeId}>Time</label>
            <input
              id={timeId}
              type="time"
              className="push__time"
              value={reminder.time}
              onChange={(event) => /^\d\d:\d\d$/.test(event.target.value) && change({ ...reminder, time: event.target.value })}
              disabled={save.isPending}
            />
            <span className="hint">In your time zone, {timeZone.replace(/_/g, ' ')}.</span>
          </div>
          <div className="field">
            <span id={daysId} className="field__label">
              Days
            </span>
            <div className="choices push__days" role="group" aria-labelledby={daysId}>
              {WEEKDAYS.map(({ day, short }) => (
                <button
                  key={day}
                  type="button"
                  className="choice"
                  aria-pressed={reminder.days.includes(day)}
                  onClick={() => change({ ...reminder, days: toggleDay(reminder.days, day) })}
                  disabled={save.isPending}
                >
                  {short}
                </button>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
