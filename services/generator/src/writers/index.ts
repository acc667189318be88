// The model-backed writer and what the pipeline needs to recognise its failures.
export { createOpenAiWriter, temperatureFor, MAX_RETRY_WAIT_MS, type OpenAiWriterOptions } from "./openai-writer";
export {
  loadOpenAiConfig,
  toOpenAiWriterConfig,
  openAiEnvSchema,
  DEFAULT_OPENAI_MODEL,
  DEFAULT_OPENAI_BASE_URL,
  type OpenAiEnv,
  type OpenAiWriterConfig,
} from "./openai-config";
export { WriterOutputError, WriterUnavailableError, type WriterOutputProblem, type WriterUnavailableReason } from "./writer-errors";
export { ListingTextProjector, projectListingText } from "./readable-text";
export { parseListingText } from "./listing-json";
export { buildMessages, type ChatMessage } from "./prompt";
