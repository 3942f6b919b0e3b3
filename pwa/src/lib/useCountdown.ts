import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a lock ends (the 300 s resend lock, the 60 s OTP resend). Counted from an end time, so a tab that
 * slept shows the true remainder instead of pausing.
 */
export function useCountdown(initialSeconds = 0): { remaining: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, []);

  return { remaining, start };
}
