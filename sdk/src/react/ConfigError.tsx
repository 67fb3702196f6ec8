import { useEffect } from 'react';
import { RunnerFrame } from './RunnerFrame';

/** A config the schema refused: a readable message where the runner would be, and in the console. */
export function ConfigError({ label, message }: { label: string; message: string }) {
  useEffect(() => {
    console.error(`[stillpoint] ${message}`);
  }, [message]);
  return (
    <RunnerFrame label={label} className="sp-error">
      <p className="sp-phase" role="alert" part="error">
        {message}
      </p>
    </RunnerFrame>
  );
}
