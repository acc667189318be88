// The SSRF guard's single decision lives in the kit (shared with the integrations service's store client).
export {
  AddressRefusedError,
  HostNotFoundError,
  resolveAllowedAddress,
  systemLookup,
  type GuardOptions,
  type Lookup,
  type ResolvedAddress,
} from "@shopscript/kit";
