import type { GenerationRequest, GenerationResult } from "@shopscript/contracts";
import { useEffect, useRef, useState } from "react";
import { formatTimestamp } from "../../../lib/dates";
import { streamGeneration } from "../api/generate-description";

export interface ShownResult {
  result: GenerationResult;
  input: GenerationRequest;
  /** The interface's US English (web/src/lib/dates.ts; a departure from the spec's Dutch format, issue 29). */
  generatedAt: string;
}

export interface Generation {
  busy: boolean;
  /** Text streamed so far (a model writes word by word; the built-in writer sends the result at once). */
  streamText: string;
  shown: ShownResult | null;
  /** Runs one generation; resolves with the result, rejects with the API's error (aborts resolve null). */
  run(input: GenerationRequest, before?: () => Promise<void>): Promise<GenerationResult | null>;
}

/** One generation at a time, streamed, abortable when the page goes away. */
export function useGeneration(): Generation {
  const [busy, setBusy] = useState(false);
  const [streamText, setStreamText] = useState("");
  const [shown, setShown] = useState<ShownResult | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const busyRef = useRef(false);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function run(input: GenerationRequest, before?: () => Promise<void>) {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    setStreamText("");
    try {
      await before?.();
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const result = await streamGeneration(input, {
        onText: (delta) => setStreamText((t) => t + delta),
        onReset: () => setStreamText(""),
        signal: controller.signal,
      });
      setShown({ result, input, generatedAt: formatTimestamp(new Date()) });
      return result;
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return null;
      throw err;
    } finally {
      busyRef.current = false;
      setBusy(false);
      setStreamText("");
    }
  }

  return { busy, streamText, shown, run };
}
