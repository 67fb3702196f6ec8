import type { ReminderSettings } from '@stillpoint/api/contract';
import { useEffect, useId, useState } from 'react';
import { appText } from '../../i18n/appLocaleStore';
import { useLocale, useMessages } from '../../i18n/useMessages';
import { apiErrorText, apiText } from '../../lib/apiErrorText';
import { ApiError } from '../../lib/apiRequest';
import { SwitchField } from '../../ui/Switch';
import { toast } from '../../ui/toastStore';
import { currentSubscription, PushServiceUnreachable } from './devicePush';
import { environmentOf, pushSupport, toggleDay, WEEKDAYS } from './pushSupport';
import { useDisablePush, useEnablePush, usePushStatus, useSaveReminder, useTestPush } from './queries';
import { pushMessages } from './pushMessages';
import { profileMessages } from '../profile/profileMessages';
import './push.css';

const t = pushMessages.text;

/** An ISO weekday's short name as Intl writes it in `locale` ("Mon", "Mo.", "lun."): 1 January 2024 was a Monday. */
const weekdayName = (day: number, locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));

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
  const words = pushMessages.useMessages();

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
    if (support !== 'supported') return void toast({ title: t('push.notSupported'), description: t('push.notSupportedDetail') });
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
    if (granted !== 'granted') return void toast({ title: t('push.denied'), description: t('push.deniedDetail'), variant: 'destructive' });
    setUnreachable(false);
    enable.mutate(undefined, {
      onSuccess: () => {
        setOnThisDevice(true);
        toast({ title: t('push.enabled'), description: t('push.enabledDetail') });
      },
      onError: (error) => {
        console.warn('[push] could not subscribe', error);
        if (error instanceof PushServiceUnreachable) {
          setUnreachable(true);
          toast({ title: t('push.subscribeFailed'), description: t('push.unreachableDetail'), variant: 'destructive' });
          return;
        }
        // At the account's 20 devices trying again cannot help: the API's words say what can (a Decisions row).
        const full = error instanceof ApiError && error.status === 409;
        toast({ title: t('push.subscribeFailed'), description: full ? apiText(error.serverMessage) : t('push.subscribeFailedDetail'), variant: 'destructive' });
      },
    });
  };

  const turnOff = () =>
    disable.mutate(undefined, {
      onSuccess: () => {
        setOnThisDevice(false);
        toast({ title: t('push.disabled'), description: t('push.disabledDetail') });
      },
      onError: () => toast({ title: t('push.unsubscribeFailed'), description: appText('common.tryAgain'), variant: 'destructive' }),
    });

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ sent }) => toast({ title: t('push.testSent'), description: t('push.testSentDetail', { count: sent }) }),
      onError: () => toast({ title: t('push.testFailed'), description: t('push.testFailedDetail'), variant: 'destructive' }),
    });

  const deviceCount = status.data?.deviceCount ?? 0;
  return (
    <section aria-labelledby="notifications-heading" className="stack push">
      <h3 id="notifications-heading">{words('push.heading')}</h3>
      {support === 'ios-browser' ? (
        <p className="push__note">{words('push.ios')}</p>
      ) : support === 'unsupported' ? (
        <p className="push__note">{words('push.unsupported')}</p>
      ) : permission === 'denied' ? (
        <p className="push__note push__note--blocked" role="alert">
          {words('push.blocked')}
        </p>
      ) : unreachable ? (
        <p className="push__note push__note--blocked" role="alert">
          {words('push.unreachable')}
        </p>
      ) : null}

      {onThisDevice ? (
        <>
          <p>{words('push.onHere')}</p>
          <div className="push__actions">
            <button type="button" className="button button--ghost" onClick={sendTest} disabled={test.isPending} aria-busy={test.isPending}>
              {words(test.isPending ? 'push.sending' : 'push.sendTest')}
            </button>
            <button type="button" className="button button--ghost" onClick={turnOff} disabled={loading} aria-busy={disable.isPending}>
              {words('push.turnOff')}
            </button>
          </div>
        </>
      ) : (
        <p>
          <button type="button" className="button" onClick={() => void turnOn()} disabled={loading || permission === 'denied'} aria-busy={loading}>
            {words(asking || enable.isPending ? 'push.enabling' : 'push.enable')}
          </button>
        </p>
      )}
      {deviceCount > 0 ? (
        <p className="hint">{words('push.devices', { count: deviceCount })}</p>
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
  const words = pushMessages.useMessages();
  const settings = profileMessages.useMessages();
  const core = useMessages();
  const locale = useLocale();

  const change = (next: ReminderSettings) => {
    setReminder(next);
    save.mutate(next, {
      onSuccess: () => toast({ title: profileMessages.text('profile.saved'), description: profileMessages.text('profile.savedDetail') }),
      onError: (error) => {
        setReminder(saved);
        toast({ title: settings('profile.saveFailed'), description: apiErrorText(error, core('common.tryAgain')), variant: 'destructive' });
      },
    });
  };

  // Settable before any device gets notifications (a push service out of reach must not keep the user from it):
  // the account keeps it, and it comes to each device of theirs where notifications are on.
  return (
    <div className="stack push__reminder">
      <SwitchField
        label={words('push.reminder')}
        description={words(hasDevice ? 'push.reminderHint' : 'push.reminderHintNoDevice')}
        checked={reminder.enabled}
        onCheckedChange={(enabled) => change({ ...reminder, enabled })}
        disabled={save.isPending}
      />
      {reminder.enabled ? (
        <>
          <div className="field">
            <label htmlFor={timeId}>{words('push.time')}</label>
            <input
              id={timeId}
              type="time"
              className="push__time"
              value={reminder.time}
              onChange={(event) => /^\d\d:\d\d$/.test(event.target.value) && change({ ...reminder, time: event.target.value })}
              disabled={save.isPending}
            />
            <span className="hint">{words('push.zone', { zone: timeZone.replace(/_/g, ' ') })}</span>
          </div>
          <div className="field">
            <span id={daysId} className="field__label">
              {words('push.days')}
            </span>
            <div className="choices push__days" role="group" aria-labelledby={daysId}>
              {WEEKDAYS.map((day) => (
                <button
                  key={day}
                  type="button"
                  className="choice"
                  aria-pressed={reminder.days.includes(day)}
                  onClick={() => change({ ...reminder, days: toggleDay(reminder.days, day) })}
                  disabled={save.isPending}
                >
                  {weekdayName(day, locale)}
                </button>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
