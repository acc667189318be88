// The page reader port: what the rest of the generator may use.
export { createPageReader, type CreatePageReaderOptions } from "./create-page-reader";
export type { PageReader } from "./http-page-reader";
export type { PageFacts } from "./extract-facts";
export { PageReadError, type PageReadReason } from "./page-read-error";
export { isPublicAddress, type AddressPolicy } from "./address-policy";
export type { Lookup, ResolvedAddress } from "./resolve-allowed-address";
