import { z } from "zod";
import { envFields, loadConfig } from "@shopscript/kit";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
export const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1";

/**
 * The OpenAI-compatible writer's environment. OPENAI_API_KEY selects it; OPENAI_BASE_URL points it at
 * any compatible server (Ollama: http://localhost:11434/v1, vLLM: http://host:8000/v1). Servers that
 * need no key still need OPENAI_API_KEY set to something (e.g. "ollama") to choose this writer.
 * Merge `openAiEnvSchema.shape` into the service's config schema, or call `loadOpenAiConfig`.
 */
export const openAiEnvSchema = z.object({
  OPENAI_API_KEY: z.string().trim().min(1).optional(),
  OPENAI_BASE_URL: envFields.url().optional(),
  OPENAI_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODEL),
  /** Per request: how long a JSON answer may take, or a stream to start and, once started, to finish. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Retries after a 408, 409, 429, 5xx or a connection failure, each after a backoff (see openai-writer.ts). */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
});
export type OpenAiEnv = z.infer<typeof openAiEnvSchema>;

export interface OpenAiWriterConfig {
  apiKey: string;
  baseURL: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

/** The writer's config, or undefined when OPENAI_API_KEY is unset (the built-in writer is used then). */
export function toOpenAiWriterConfig(env: OpenAiEnv): OpenAiWriterConfig | undefined {
  if (!env.OPENAI_API_KEY) return undefined;
  return {
    apiKey: env.OPENAI_API_KEY,
    // Explicit, so the SDK never falls back to reading process.env itself.
    baseURL: env.OPENAI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    maxRetries: env.OPENAI_MAX_RETRIES,
  };
}

/**
 * Parses the OPENAI_* variables (throws kit's ConfigError naming every problem). A base URL without a
 * key is refused rather than silently ignored: it means someone meant to use a model server.
 */
export function loadOpenAiConfig(env: NodeJS.ProcessEnv = process.env): OpenAiWriterConfig | undefined {
  const schema = openAiEnvSchema.superRefine((v, ctx) => {
    if (v.OPENAI_BASE_URL && !v.OPENAI_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["OPENAI_API_KEY"],
        message: "must be set when OPENAI_BASE_URL is (any value for servers that need no key, e.g. Ollama)",
      });
    }
  });
  return toOpenAiWriterConfig(loadConfig(schema, env));
}
