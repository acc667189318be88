// The guarded undici Agent lives in the kit (shared with the integrations service's store client).
export { createGuardedAgent, type GuardedAgentOptions } from "@shopscript/kit";
