// @shopscript/contracts: the shapes shared by the web app and every service. Imported by Vite
// too, so nothing here may depend on Node built-ins.
export * from "./platforms";
export * from "./tones";
export * from "./plans";
export * from "./listing-rules";
export * from "./enum-schemas";
export * from "./known-keys";
export * from "./messages";
export * from "./api/text-safety";
export * from "./events";
export * from "./api/errors";
export * from "./api/auth";
export * from "./api/generation";
export * from "./api/keyword-entries";
export * from "./api/descriptions";
export * from "./api/billing";
export * from "./api/api-keys";
export * from "./api/public-api";
export * from "./api/analytics";
export * from "./api/batches-format";
export * from "./api/batches";
export * from "./api/batches-upload-file";
export * from "./api/connections";
export * from "./api/voices";
