import { useEffect, useEffectEvent, useRef } from "react";

/** Calls `onAnswer` once for each answer a fetcher's action returns, when the fetcher is idle again. */
export function useFetcherAnswer<Answer>(
  fetcher: { state: string; data: Answer | undefined },
  onAnswer: (answer: Answer) => void,
) {
  const handled = useRef<Answer | undefined>(undefined);
  const answered = useEffectEvent(onAnswer);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    answered(answer);
  }, [fetcher.state, fetcher.data]);
}
