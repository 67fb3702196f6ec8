import { useEffect, useState } from 'react';
import { readLocalLog, type LocalLogEntry } from '../session/localLog';
import { OUTBOX_CHANGED, pendingEntries, type OutboxItem } from '../session/outbox';

export interface DeviceRecords {
  readonly local: readonly LocalLogEntry[];
  readonly outbox: readonly OutboxItem[];
}

/** The user's local log and outbox as this device holds them, read again whenever the outbox changes; null until read. */
export function useDeviceLog(userId: string): DeviceRecords | null {
  const [records, setRecords] = useState<DeviceRecords | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      void Promise.all([readLocalLog(userId).catch(() => []), pendingEntries(userId)]).then(([local, outbox]) => {
        if (current) setRecords({ local, outbox });
      });
    read();
    window.addEventListener(OUTBOX_CHANGED, read);
    return () => {
      current = false;
      window.removeEventListener(OUTBOX_CHANGED, read);
    };
  }, [userId]);
  return records;
}
