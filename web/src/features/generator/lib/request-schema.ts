// The generator form's check, in a chunk of its own (see features/shared/lazy-schema).
export { generationRequestSchema } from "@shopscript/contracts";
