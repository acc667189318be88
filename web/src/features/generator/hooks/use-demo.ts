import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { DemoAvailability } from "@shopscript/contracts";
import { demoAvailabilityQueryKey, useDemoAvailability } from "../api/get-demo-availability";
import { readDemoFlag, writeDemoFlag } from "../lib/demo-flag";

export interface DemoState {
  /**
   * "offered": promise "1 free description" (the server confirmed it, this browser has not used it);
   * "used": this browser or its address used it; "unknown": still asking.
   */
  status: "unknown" | "offered" | "used";
  /** Whether Generate may call the server; false means: open the sign-up dialog instead. */
  mayTry(): boolean;
  /** The one generation succeeded: set the browser flag. */
  used(): void;
  /** The server refused (requiresSignup): remember that for this page, but set no flag. */
  refused(): void;
}

/**
 * The anonymous demo: the browser flag (spec §4) and the server's answer for this client. The flag is set
 * only after a generation actually succeeded, never on a refusal, so a shared address (offices, mobile
 * carriers) cannot mark a browser that never generated.
 */
export function useDemo(anonymous: boolean): DemoState {
  const queryClient = useQueryClient();
  const [flag, setFlag] = useState(readDemoFlag);
  const server = useDemoAvailability(anonymous && !flag);
  const serverSaysNo = server.data?.available === false;
  const status =
    flag || server.data?.available === false ? "used" : server.data?.available ? "offered" : "unknown";
  return {
    status,
    mayTry: () => !readDemoFlag() && !serverSaysNo,
    used: () => {
      writeDemoFlag();
      setFlag(true);
      queryClient.setQueryData<DemoAvailability>(demoAvailabilityQueryKey, {
        available: false,
        signedIn: false,
      });
    },
    refused: () =>
      queryClient.setQueryData<DemoAvailability>(demoAvailabilityQueryKey, {
        available: false,
        signedIn: false,
      }),
  };
}
