// The sign-in, sign-up and forgot-password checks, in a chunk of their own (see features/shared/lazy-schema).
export { forgotPasswordBodySchema, loginBodySchema, registerBodySchema } from "@shopscript/contracts";
