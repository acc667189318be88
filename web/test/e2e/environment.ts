// The browser tests' jest environment: jest's node environment, plus whether the running test has failed,
// which jest does not otherwise tell an afterEach hook. helpers.ts keeps a trace, a screenshot and the
// page's requests only for a failed test (saving them for every test costs CPU on a 2-core CI machine).
// Each e2e test file names it in its docblock: @jest-environment ./web/test/e2e/environment.ts
import { TestEnvironment } from "jest-environment-node";
import { TEST_FAILED } from "./diagnostics";

/** The part of jest-circus's events (Circus.Event) read here. */
interface TestEvent {
  name: string;
  hook?: { type: string };
}

export default class BrowserTestEnvironment extends TestEnvironment {
  // jest awaits this for every event of the test run, before the next hook starts (documented API:
  // testEnvironment's handleTestEvent).
  handleTestEvent(event: TestEvent): void {
    const global = this.global as unknown as Record<symbol, boolean>;
    if (event.name === "test_start") global[TEST_FAILED] = false;
    else if (event.name === "test_fn_failure") global[TEST_FAILED] = true;
    else if (event.name === "hook_failure" && event.hook?.type === "beforeEach") global[TEST_FAILED] = true;
  }
}
